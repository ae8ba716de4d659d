/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An enrolment to cancel. */
export type CancelTrainingEnrolmentInput = {
  /** The training's id. */
  trainingId: string;
};

/** What a certificate was earned for. */
export type CertificateRule =
  /** A learning map finished. */
  | 'LEARNING_MAP'
  /** An official exam passed. */
  | 'OFFICIAL_EXAM'
  /** An online training finished. */
  | 'ONLINE_TRAINING'
  /** A required course completed. */
  | 'REQUIRED_COURSE'
  /** A study task finished. */
  | 'TASK';

/** How the signed-in user holds a course they have joined. */
export type CourseJoinState =
  /** Joined by the user as an elective. */
  | 'ELECTIVE'
  /** Required: assigned to everyone the course targets. */
  | 'REQUIRED';

/** The kind of a course. */
export type CourseType =
  /** An audio course. */
  | 'AUDIO'
  /** A document course (pages to read). */
  | 'DOCUMENT'
  /** A face-to-face session at a place and time. */
  | 'FACE_TO_FACE'
  /** A series: chapters of periods of several kinds. */
  | 'SERIES'
  /** A video course. */
  | 'VIDEO';

/** An offline training to enrol in. */
export type EnrolInTrainingInput = {
  /** The training's id. */
  trainingId: string;
};

/** The state of a live lesson. */
export type LiveStatus =
  /** Ended. */
  | 'ENDED'
  /** Live now. */
  | 'LIVE'
  /** Not started yet. */
  | 'NOT_STARTED';

/** Why a task or a mission cannot be opened now. */
export type MissionRefusal =
  /** An earlier mission of an ordered task is unfinished. */
  | 'PREVIOUS_FIRST'
  /** The task has not started. */
  | 'TASK_NOT_STARTED'
  /** The task is past its end (and unfinished). */
  | 'TASK_OVERDUE';

/** What a mission asks. */
export type MissionType =
  /** A course to complete. */
  | 'COURSE'
  /** A defence. */
  | 'DEFENCE'
  /** An exam to pass. */
  | 'EXAM'
  /** A questionnaire to submit. */
  | 'QUESTIONNAIRE';

/** Where a live lesson's playback stands. */
export type PlaybackState =
  /** There is no playback. */
  | 'NONE'
  /** The playback is not generated yet. */
  | 'PENDING'
  /** The playback is ready (playbackUrl). */
  | 'READY';

/** A mission to open, or a lesson of a course mission to record. */
export type RecordTaskStudyInput = {
  /** A lesson of the mission's course whose study to record; none to open the mission only. */
  lessonId?: string | null | undefined;
  /** The mission's id. */
  missionId: string;
  /** With lessonId: seconds into the media, or the page read, 0 to 86400. */
  position?: number | null | undefined;
  /** With lessonId: seconds studied since the last record, 0 to 600. */
  studySeconds?: number | null | undefined;
  /** The task's id. */
  taskId: string;
};

/** Where the signed-in user stands in a course. */
export type StudyProgress =
  /** Finished. */
  | 'FINISHED'
  /** Started, not finished. */
  | 'IN_PROGRESS'
  /** Not started. */
  | 'NOT_STARTED';

/** The kind of a task. */
export type TaskKind =
  /** An online training. */
  | 'ONLINE_TRAINING'
  /** A study task. */
  | 'STUDY_TASK';

/** Where a task stands for the signed-in user. */
export type TaskStatus =
  /** Running: started and not past its end. */
  | 'IN_PROGRESS'
  /** Not started yet. */
  | 'NOT_STARTED'
  /** Past its end, finished. */
  | 'OVERDUE_FINISHED'
  /** Past its end, unfinished. */
  | 'OVERDUE_UNFINISHED';

/** Why an enrolment in an offline training would be refused now. */
export type TrainingRefusal =
  /** The enrolment window has closed. */
  | 'CLOSED'
  /** No seat is left. */
  | 'FULL'
  /** The enrolment window has not opened. */
  | 'NOT_OPEN'
  /** The training is not available (withdrawn or unpublished). */
  | 'UNAVAILABLE';

/** The signed-in user's registration for an offline training. */
export type TrainingRegistration =
  /** Not registered and may not now (`enrolmentRefusal` says why). */
  | 'CLOSED'
  /** Not registered and may register now (window open, a seat left). */
  | 'OPEN'
  /** Registered. */
  | 'REGISTERED';

/** Where an offline training stands. */
export type TrainingStatus =
  /** Running. */
  | 'IN_PROGRESS'
  /** Not started yet. */
  | 'NOT_STARTED'
  /** Over. */
  | 'TIMED_OUT'
  /** Not published. */
  | 'UNPUBLISHED'
  /** Withdrawn. */
  | 'WITHDRAWN';

export type MyCoursesQueryVariables = Exact<{
  joinState?: CourseJoinState | null | undefined;
  progress?: StudyProgress | null | undefined;
  keywords?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MyCoursesQuery = { viewer: { id: string, courses: { totalCount: number, requiredCount: number, electiveCount: number, nodes: Array<{ id: string, type: CourseType, typeName: string, title: string, cover: string, progress: number, lastStudiedAt: string | null, joinState: CourseJoinState | null, isRequired: boolean, showsDueDate: boolean, level: string | null, expiresAt: string | null, faceToFaceStartsAt: string | null, recentParticipantPhotos: Array<string>, participantCount: number, joinRefusal: string | null, lecturers: Array<{ id: string, name: string, title: string, photo: string }> }> } | null } };

export type LiveClassFieldsFragment = { id: string, title: string, courseId: string, courseTitle: string, chapterTitle: string, startsAt: string, endsAt: string | null, day: string, status: LiveStatus, playback: PlaybackState, playbackUrl: string | null, lecturerName: string | null, lecturerTitle: string | null };

export type LiveScheduleQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type LiveScheduleQuery = { viewer: { id: string, liveSchedule: { id: string, date: string, weekStart: string, day: Array<{ id: string, title: string, courseId: string, courseTitle: string, chapterTitle: string, startsAt: string, endsAt: string | null, day: string, status: LiveStatus, playback: PlaybackState, playbackUrl: string | null, lecturerName: string | null, lecturerTitle: string | null }>, week: Array<{ id: string, title: string, courseId: string, courseTitle: string, chapterTitle: string, startsAt: string, endsAt: string | null, day: string, status: LiveStatus, playback: PlaybackState, playbackUrl: string | null, lecturerName: string | null, lecturerTitle: string | null }> } | null } };

export type TaskCardFieldsFragment = { id: string, kind: TaskKind, name: string, image: string, status: TaskStatus, isComplete: boolean, courseCount: number, examCount: number, missionCount: number, doneCount: number, startsAt: string, endsAt: string, progress: number };

export type MyTasksQueryVariables = Exact<{
  kind?: TaskKind | null | undefined;
  keywords?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MyTasksQuery = { viewer: { id: string, tasks: { totalCount: number, nodes: Array<{ id: string, kind: TaskKind, name: string, image: string, status: TaskStatus, isComplete: boolean, courseCount: number, examCount: number, missionCount: number, doneCount: number, startsAt: string, endsAt: string, progress: number }> } | null } };

export type MissionFieldsFragment = { id: string, phaseId: string | null, phaseTitle: string, type: MissionType, refId: string | null, title: string, index: number, isDone: boolean, progress: number | null, isLocked: boolean, lockReason: MissionRefusal | null };

export type TaskDetailQueryVariables = Exact<{
  id: string;
}>;


export type TaskDetailQuery = { task: { description: string, isOrdered: boolean, refusal: MissionRefusal | null, id: string, kind: TaskKind, name: string, image: string, status: TaskStatus, isComplete: boolean, courseCount: number, examCount: number, missionCount: number, doneCount: number, startsAt: string, endsAt: string, progress: number, missions: Array<{ id: string, phaseId: string | null, phaseTitle: string, type: MissionType, refId: string | null, title: string, index: number, isDone: boolean, progress: number | null, isLocked: boolean, lockReason: MissionRefusal | null }> } | null };

export type RecordTaskStudyMutationVariables = Exact<{
  input: RecordTaskStudyInput;
}>;


export type RecordTaskStudyMutation = { recordTaskStudy: { task: { isOrdered: boolean, refusal: MissionRefusal | null, id: string, kind: TaskKind, name: string, image: string, status: TaskStatus, isComplete: boolean, courseCount: number, examCount: number, missionCount: number, doneCount: number, startsAt: string, endsAt: string, progress: number, missions: Array<{ id: string, phaseId: string | null, phaseTitle: string, type: MissionType, refId: string | null, title: string, index: number, isDone: boolean, progress: number | null, isLocked: boolean, lockReason: MissionRefusal | null }> }, mission: { id: string, isDone: boolean } } };

export type TrainingDetailFieldsFragment = { enrolledCount: number, description: string, enrolledAt: string | null, id: string, name: string, image: string, lecturerName: string, address: string, startsAt: string, endsAt: string, enrolmentOpensAt: string, enrolmentClosesAt: string, isEnrolled: boolean, status: TrainingStatus, registration: TrainingRegistration, places: number | null, placesLeft: number | null, canEnrol: boolean, enrolmentRefusal: TrainingRefusal | null, canCancel: boolean, isInvited: boolean };

export type MyTrainingsQueryVariables = Exact<{
  keywords?: string | null | undefined;
  lecturerId?: string | null | undefined;
  startsFrom?: string | null | undefined;
  startsTo?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MyTrainingsQuery = { viewer: { id: string, trainings: { totalCount: number, nodes: Array<{ id: string, name: string, image: string, lecturerName: string, address: string, startsAt: string, endsAt: string, enrolmentOpensAt: string, enrolmentClosesAt: string, isEnrolled: boolean, status: TrainingStatus, registration: TrainingRegistration, places: number | null, placesLeft: number | null, canEnrol: boolean, enrolmentRefusal: TrainingRefusal | null, canCancel: boolean, isInvited: boolean }> } | null } };

export type TrainingDetailQueryVariables = Exact<{
  id: string;
}>;


export type TrainingDetailQuery = { training: { enrolledCount: number, description: string, enrolledAt: string | null, id: string, name: string, image: string, lecturerName: string, address: string, startsAt: string, endsAt: string, enrolmentOpensAt: string, enrolmentClosesAt: string, isEnrolled: boolean, status: TrainingStatus, registration: TrainingRegistration, places: number | null, placesLeft: number | null, canEnrol: boolean, enrolmentRefusal: TrainingRefusal | null, canCancel: boolean, isInvited: boolean } | null };

export type EnrolInTrainingMutationVariables = Exact<{
  input: EnrolInTrainingInput;
}>;


export type EnrolInTrainingMutation = { enrolInTraining: { enrolled: boolean, training: { enrolledCount: number, description: string, enrolledAt: string | null, id: string, name: string, image: string, lecturerName: string, address: string, startsAt: string, endsAt: string, enrolmentOpensAt: string, enrolmentClosesAt: string, isEnrolled: boolean, status: TrainingStatus, registration: TrainingRegistration, places: number | null, placesLeft: number | null, canEnrol: boolean, enrolmentRefusal: TrainingRefusal | null, canCancel: boolean, isInvited: boolean } } };

export type CancelTrainingEnrolmentMutationVariables = Exact<{
  input: CancelTrainingEnrolmentInput;
}>;


export type CancelTrainingEnrolmentMutation = { cancelTrainingEnrolment: { training: { enrolledCount: number, description: string, enrolledAt: string | null, id: string, name: string, image: string, lecturerName: string, address: string, startsAt: string, endsAt: string, enrolmentOpensAt: string, enrolmentClosesAt: string, isEnrolled: boolean, status: TrainingStatus, registration: TrainingRegistration, places: number | null, placesLeft: number | null, canEnrol: boolean, enrolmentRefusal: TrainingRefusal | null, canCancel: boolean, isInvited: boolean } } };

export type MyCertificatesQueryVariables = Exact<{
  keywords?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MyCertificatesQuery = { viewer: { id: string, certificates: { totalCount: number, nodes: Array<{ id: string, number: string, rule: CertificateRule, refId: string, title: string, issuedAt: string, holderName: string }> } | null } };

export type CertificateVerificationQueryVariables = Exact<{
  number: string;
}>;


export type CertificateVerificationQuery = { certificateVerification: { id: string, isValid: boolean, title: string | null, holderName: string | null, issuedAt: string | null, rule: CertificateRule | null } };

export type TrainingLecturerOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TrainingLecturerOptionsQuery = { allLecturers: Array<{ id: string, name: string }> };

export type CourseCardFieldsFragment = { id: string, type: CourseType, typeName: string, title: string, cover: string, progress: number, lastStudiedAt: string | null, joinState: CourseJoinState | null, isRequired: boolean, showsDueDate: boolean, level: string | null, expiresAt: string | null, faceToFaceStartsAt: string | null, recentParticipantPhotos: Array<string>, participantCount: number, joinRefusal: string | null, lecturers: Array<{ id: string, name: string, title: string, photo: string }> };

export type TrainingCardFieldsFragment = { id: string, name: string, image: string, lecturerName: string, address: string, startsAt: string, endsAt: string, enrolmentOpensAt: string, enrolmentClosesAt: string, isEnrolled: boolean, status: TrainingStatus, registration: TrainingRegistration, places: number | null, placesLeft: number | null, canEnrol: boolean, enrolmentRefusal: TrainingRefusal | null, canCancel: boolean, isInvited: boolean };

export const LiveClassFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveClassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"playback"}},{"kind":"Field","name":{"kind":"Name","value":"playbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lecturerName"}},{"kind":"Field","name":{"kind":"Name","value":"lecturerTitle"}}]}}]} as unknown as DocumentNode<LiveClassFieldsFragment, unknown>;
export const TaskCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"courseCount"}},{"kind":"Field","name":{"kind":"Name","value":"examCount"}},{"kind":"Field","name":{"kind":"Name","value":"missionCount"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]} as unknown as DocumentNode<TaskCardFieldsFragment, unknown>;
export const MissionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phaseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"lockReason"}}]}}]} as unknown as DocumentNode<MissionFieldsFragment, unknown>;
export const TrainingCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"lecturerName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"isEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canEnrol"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"isInvited"}}]}}]} as unknown as DocumentNode<TrainingCardFieldsFragment, unknown>;
export const TrainingDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledCount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"lecturerName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"isEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canEnrol"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"isInvited"}}]}}]} as unknown as DocumentNode<TrainingDetailFieldsFragment, unknown>;
export const CourseCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"lastStudiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinState"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"showsDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"faceToFaceStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"lecturers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentParticipantPhotos"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"joinRefusal"}}]}}]} as unknown as DocumentNode<CourseCardFieldsFragment, unknown>;
export const MyCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"joinState"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseJoinState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"progress"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudyProgress"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"joinState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"joinState"}}},{"kind":"Argument","name":{"kind":"Name","value":"progress"},"value":{"kind":"Variable","name":{"kind":"Name","value":"progress"}}},{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"requiredCount"}},{"kind":"Field","name":{"kind":"Name","value":"electiveCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCardFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"lastStudiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinState"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"showsDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"faceToFaceStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"lecturers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentParticipantPhotos"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"joinRefusal"}}]}}]} as unknown as DocumentNode<MyCoursesQuery, MyCoursesQueryVariables>;
export const LiveScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"liveSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"day"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveClassFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"week"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveClassFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveClassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"playback"}},{"kind":"Field","name":{"kind":"Name","value":"playbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lecturerName"}},{"kind":"Field","name":{"kind":"Name","value":"lecturerTitle"}}]}}]} as unknown as DocumentNode<LiveScheduleQuery, LiveScheduleQueryVariables>;
export const MyTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskCardFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"courseCount"}},{"kind":"Field","name":{"kind":"Name","value":"examCount"}},{"kind":"Field","name":{"kind":"Name","value":"missionCount"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]} as unknown as DocumentNode<MyTasksQuery, MyTasksQueryVariables>;
export const TaskDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"missions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MissionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"courseCount"}},{"kind":"Field","name":{"kind":"Name","value":"examCount"}},{"kind":"Field","name":{"kind":"Name","value":"missionCount"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phaseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"lockReason"}}]}}]} as unknown as DocumentNode<TaskDetailQuery, TaskDetailQueryVariables>;
export const RecordTaskStudyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordTaskStudy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordTaskStudyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordTaskStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"isOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"missions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MissionFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"courseCount"}},{"kind":"Field","name":{"kind":"Name","value":"examCount"}},{"kind":"Field","name":{"kind":"Name","value":"missionCount"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phaseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"isDone"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"lockReason"}}]}}]} as unknown as DocumentNode<RecordTaskStudyMutation, RecordTaskStudyMutationVariables>;
export const MyTrainingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTrainings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lecturerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startsFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startsTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trainings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"lecturerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lecturerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startsFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startsFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"startsTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startsTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCardFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"lecturerName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"isEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canEnrol"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"isInvited"}}]}}]} as unknown as DocumentNode<MyTrainingsQuery, MyTrainingsQueryVariables>;
export const TrainingDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"training"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"lecturerName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"isEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canEnrol"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"isInvited"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledCount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}}]}}]} as unknown as DocumentNode<TrainingDetailQuery, TrainingDetailQueryVariables>;
export const EnrolInTrainingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnrolInTraining"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolInTrainingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolInTraining"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"lecturerName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"isEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canEnrol"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"isInvited"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledCount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}}]}}]} as unknown as DocumentNode<EnrolInTrainingMutation, EnrolInTrainingMutationVariables>;
export const CancelTrainingEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTrainingEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelTrainingEnrolmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTrainingEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"lecturerName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"isEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canEnrol"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"isInvited"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledCount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}}]}}]} as unknown as DocumentNode<CancelTrainingEnrolmentMutation, CancelTrainingEnrolmentMutationVariables>;
export const MyCertificatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCertificates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyCertificatesQuery, MyCertificatesQueryVariables>;
export const CertificateVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificateVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isValid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}}]}}]}}]} as unknown as DocumentNode<CertificateVerificationQuery, CertificateVerificationQueryVariables>;
export const TrainingLecturerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingLecturerOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allLecturers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TrainingLecturerOptionsQuery, TrainingLecturerOptionsQueryVariables>;