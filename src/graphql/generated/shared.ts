/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type CourseCardFieldsFragment = { id: string, type: CourseType, typeName: string, title: string, cover: string, progress: number, lastStudiedAt: string | null, joinState: CourseJoinState | null, isRequired: boolean, showsDueDate: boolean, level: string | null, expiresAt: string | null, faceToFaceStartsAt: string | null, recentParticipantPhotos: Array<string>, participantCount: number, joinRefusal: string | null, lecturers: Array<{ id: string, name: string, title: string, photo: string }> };

export type TrainingCardFieldsFragment = { id: string, name: string, image: string, lecturerName: string, address: string, startsAt: string, endsAt: string, enrolmentOpensAt: string, enrolmentClosesAt: string, isEnrolled: boolean, status: TrainingStatus, registration: TrainingRegistration, places: number | null, placesLeft: number | null, canEnrol: boolean, enrolmentRefusal: TrainingRefusal | null, canCancel: boolean, isInvited: boolean };

export const CourseCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"lastStudiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinState"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"showsDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"faceToFaceStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"lecturers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentParticipantPhotos"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"joinRefusal"}}]}}]} as unknown as DocumentNode<CourseCardFieldsFragment, unknown>;
export const TrainingCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"lecturerName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"isEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canEnrol"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"isInvited"}}]}}]} as unknown as DocumentNode<TrainingCardFieldsFragment, unknown>;