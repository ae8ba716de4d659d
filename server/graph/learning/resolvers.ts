import type { Static } from 'typebox';
import type { Certificate } from '../../modules/certificates/routes.js';
import type { CourseCard } from '../../modules/courses/index.js';
import type { TaskCard } from '../../modules/tasks/index.js';
import type { LecturerTrainingCard, TrainingCard } from '../../modules/trainings/index.js';
import type { GraphContext } from '../context.js';
import { COURSE_ROUTES } from '../courses/resolvers.js';
import { ownRest } from '../users/own.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { flag, fromUnixSeconds, orNull, toUnixSeconds } from '../scalars.js';
import type { UserParent } from '../users/resolvers.js';

/** A course card of REST. */
type CourseCardData = Static<typeof CourseCard>;
/** A task card of REST (`GET /api/taskList`). */
type TaskCardData = Static<typeof TaskCard>;
/** A mission of REST (`GET /api/taskDetail/:id`). */
interface MissionData {
  id: number;
  task_id: number;
  phase_id: number | null;
  phase_title: string;
  item_type: number;
  ref_id: number | null;
  title: string;
  index: number;
  is_done: number;
  progress: number | null;
  locked: number;
  lock_reason: string;
}
/** A task's detail of REST: the card, its description and its missions. */
interface TaskDetailData extends TaskCardData {
  description: string;
  is_ordered: number;
  refusal: string;
  missions: MissionData[];
}
/** A Task as its parent answer holds it: a card (lists) or the detail. */
type TaskParent = TaskCardData | TaskDetailData;
/** The answer of `POST /api/task/studyRecord`. */
interface TaskStudyRecordData {
  task_id: number;
  mission_id: number;
  course_progress: number | null;
  period_completed: number | null;
}
/** The answer of `GET /api/mycourse`: a page with the tabs' counts. */
interface MyCoursePageData extends RestPage<CourseCardData> {
  required_total: number;
  elective_total: number;
}
/** A live class of the schedule (`GET /api/mycourse/courseLive`). */
interface LiveItemData {
  id: number;
  title: string;
  course_id: number;
  course_title: string;
  chapter_title: string;
  live_start: number;
  live_end: number | null;
  day: string;
  progress_status: number;
  is_generate_playback: number;
  playback_url: string | null;
  teacher: { name: string; title: string } | null;
}
interface LiveScheduleData {
  date: string;
  week_start: string;
  today: LiveItemData[];
  week: LiveItemData[];
}
/** A training card of REST; the detail adds its description and enrolment time. */
type TrainingCardData = Static<typeof TrainingCard>;
interface TrainingDetailData extends TrainingCardData {
  description: string;
  applied_at: number | null;
}
/** A training on a lecturer's page: the card with the reader's own invitation. */
type LecturerTrainingData = Static<typeof LecturerTrainingCard>;
type TrainingParent = TrainingCardData | TrainingDetailData | LecturerTrainingData;
/** A certificate of REST. */
type CertificateData = Static<typeof Certificate>;
/** The answer of `GET /api/certificate/verify`. */
interface VerificationData {
  valid: number;
  cert_no: string;
  title: string | null;
  user_name: string | null;
  issued_at: number | null;
  rule_type: number | null;
}

/** The REST routes of the learning area (each signed in; the "my" routes answer the caller's own). */
const ROUTES = {
  myCourses: '/api/mycourse',
  liveSchedule: '/api/mycourse/courseLive',
  tasks: '/api/taskList',
  task: '/api/taskDetail/:id',
  taskStudyRecord: '/api/task/studyRecord',
  trainings: '/api/trainOffline',
  training: '/api/trainOffline/:id',
  enrol: '/api/trainOffline/apply/:id',
  cancelEnrolment: '/api/trainOffline/cancel/:id',
  certificates: '/api/userCertificate',
  verify: '/api/certificate/verify',
  myQuestions: '/api/courseQuesAnswer',
} as const;

/** REST's reason keys of a task or mission refusal, as the MissionRefusal enum's values ('' : none). */
function refusalOf(reason: string): string | null {
  return reason === '' ? null : reason;
}

/** REST's reason key of a training refusal ('' : none). */
function trainingRefusalOf(reason: string): string | null {
  return reason === '' ? null : reason;
}

/** The detail of a task the parent holds only as a card (loaded once per operation). */
function taskDetail(task: TaskParent, { rest }: GraphContext): Promise<TaskDetailData> | TaskDetailData {
  return 'missions' in task ? task : rest.get<TaskDetailData>(ROUTES.task, { id: task.id });
}

/** The detail of a training the parent holds only as a card (loaded once per operation). */
function trainingDetail(training: TrainingParent, { rest }: GraphContext): Promise<TrainingDetailData> | TrainingDetailData {
  return 'description' in training ? training : rest.get<TrainingDetailData>(ROUTES.training, { id: training.id });
}

/** REST's mycourse type of a CourseJoinState argument (1 required, 3 elective). */
const MY_COURSE_TYPE: Record<number, number> = { 1: 1, 3: 2 };

export const learningResolvers = {
  Query: {
    task: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<TaskDetailData>(ROUTES.task, { id }),
    training: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<TrainingDetailData>(ROUTES.training, { id }),
    certificateVerification: (_: unknown, { number }: { number: string }, { rest }: GraphContext) => rest.get<VerificationData>(ROUTES.verify, {}, { cert_no: number }),
  },
  Mutation: {
    recordTaskStudy: async (
      _: unknown,
      { input }: { input: { taskId: string; missionId: string; lessonId?: string | null; position?: number | null; studySeconds?: number | null } },
      { rest }: GraphContext,
    ) => {
      const body = {
        task_id: Number(input.taskId),
        mission_id: Number(input.missionId),
        ...(input.lessonId === null || input.lessonId === undefined ? {} : { period_id: Number(input.lessonId), position: input.position ?? 0, study_seconds: input.studySeconds ?? 0 }),
      };
      const answer = await rest.send<TaskStudyRecordData>('POST', ROUTES.taskStudyRecord, {}, body);
      const task = await rest.get<TaskDetailData>(ROUTES.task, { id: answer.task_id });
      return {
        task,
        mission: task.missions.find((mission) => mission.id === answer.mission_id),
        lessonCompleted: answer.period_completed === null ? null : answer.period_completed === 1,
        courseProgress: answer.course_progress,
      };
    },
    enrolInTraining: async (_: unknown, { input }: { input: { trainingId: string } }, { rest }: GraphContext) => {
      // REST answers the training either way (only its message says whether this call enrolled):
      // the state before tells it. A refusal is the write's own (the read's is not kept).
      const before = await rest.get<TrainingDetailData>(ROUTES.training, { id: input.trainingId }).catch(() => null);
      const training = await rest.send<TrainingDetailData>('POST', ROUTES.enrol, { id: input.trainingId });
      return { enrolled: before?.is_apply !== 1 && training.is_apply === 1, training };
    },
    cancelTrainingEnrolment: async (_: unknown, { input }: { input: { trainingId: string } }, { rest }: GraphContext) => ({
      training: await rest.send<TrainingDetailData>('POST', ROUTES.cancelEnrolment, { id: input.trainingId }),
    }),
  },
  User: {
    courses: async (
      user: UserParent,
      args: PageArgs & { joinState?: number | null; keywords?: string | null; progress?: number | null },
      context: GraphContext,
    ) => {
      const rest = await ownRest(user, context);
      if (!rest) return null;
      const page = pageOf(args);
      const query = { ...restPaging(page), type: MY_COURSE_TYPE[args.joinState ?? 1], keywords: args.keywords ?? undefined, progress_status: args.progress ?? undefined };
      const answer = await rest.get<MyCoursePageData>(ROUTES.myCourses, {}, query);
      return { ...connection(answer, page), requiredCount: answer.required_total, electiveCount: answer.elective_total };
    },
    tasks: async (user: UserParent, args: PageArgs & { kind?: number | null; keywords?: string | null }, context: GraphContext) => {
      const rest = await ownRest(user, context);
      if (!rest) return null;
      const page = pageOf(args);
      return connection(await rest.get<RestPage<TaskCardData>>(ROUTES.tasks, {}, { ...restPaging(page), kind: args.kind ?? 1, keywords: args.keywords ?? undefined }), page);
    },
    liveSchedule: async (user: UserParent, args: { date?: string | null }, context: GraphContext) => {
      const rest = await ownRest(user, context);
      if (!rest) return null;
      return rest.get<LiveScheduleData>(ROUTES.liveSchedule, {}, { date: args.date ?? undefined });
    },
    trainings: async (
      user: UserParent,
      args: PageArgs & { keywords?: string | null; lecturerId?: string | null; startsFrom?: Date | null; startsTo?: Date | null },
      context: GraphContext,
    ) => {
      const rest = await ownRest(user, context);
      if (!rest) return null;
      const page = pageOf(args);
      const query = {
        ...restPaging(page),
        keywords: args.keywords ?? undefined,
        lecturer_id: args.lecturerId ?? undefined,
        start_time: toUnixSeconds(args.startsFrom),
        end_time: toUnixSeconds(args.startsTo),
      };
      return connection(await rest.get<RestPage<TrainingCardData>>(ROUTES.trainings, {}, query), page);
    },
    certificates: async (user: UserParent, args: PageArgs & { keywords?: string | null }, context: GraphContext) => {
      const rest = await ownRest(user, context);
      if (!rest) return null;
      const page = pageOf(args);
      return connection(await rest.get<RestPage<CertificateData>>(ROUTES.certificates, {}, { ...restPaging(page), keywords: args.keywords ?? undefined }), page);
    },
    courseQuestions: async (user: UserParent, args: PageArgs, context: GraphContext) => {
      const rest = await ownRest(user, context);
      if (!rest) return null;
      const page = pageOf(args);
      return connection(await rest.get<RestPage<unknown>>(ROUTES.myQuestions, {}, restPaging(page)), page);
    },
  },
  Task: {
    id: (task: TaskParent) => String(task.id),
    image: (task: TaskParent) => task.img,
    status: (task: TaskParent) => task.task_status,
    isComplete: (task: TaskParent) => flag(task.is_complete),
    courseCount: (task: TaskParent) => task.course_number,
    examCount: (task: TaskParent) => task.paper_number,
    missionCount: (task: TaskParent) => task.mission_number,
    doneCount: (task: TaskParent) => task.done_number,
    startsAt: (task: TaskParent) => fromUnixSeconds(task.start_time),
    endsAt: (task: TaskParent) => fromUnixSeconds(task.end_time),
    lastStudiedAt: (task: TaskParent) => fromUnixSeconds(task.last_study_time),
    description: async (task: TaskParent, _: unknown, context: GraphContext) => (await taskDetail(task, context)).description,
    isOrdered: async (task: TaskParent, _: unknown, context: GraphContext) => flag((await taskDetail(task, context)).is_ordered),
    refusal: async (task: TaskParent, _: unknown, context: GraphContext) => refusalOf((await taskDetail(task, context)).refusal),
    missions: async (task: TaskParent, _: unknown, context: GraphContext) => (await taskDetail(task, context)).missions,
  },
  Mission: {
    id: (mission: MissionData) => String(mission.id),
    phaseId: (mission: MissionData) => (mission.phase_id === null ? null : String(mission.phase_id)),
    phaseTitle: (mission: MissionData) => mission.phase_title,
    type: (mission: MissionData) => mission.item_type,
    refId: (mission: MissionData) => (mission.ref_id === null ? null : String(mission.ref_id)),
    course: (mission: MissionData, _: unknown, { rest }: GraphContext) => (mission.item_type === 1 && mission.ref_id !== null ? rest.get(COURSE_ROUTES.info, { id: mission.ref_id }) : null),
    isDone: (mission: MissionData) => flag(mission.is_done),
    isLocked: (mission: MissionData) => flag(mission.locked),
    lockReason: (mission: MissionData) => refusalOf(mission.lock_reason),
  },
  LiveSchedule: {
    id: (schedule: LiveScheduleData) => schedule.date,
    weekStart: (schedule: LiveScheduleData) => schedule.week_start,
    day: (schedule: LiveScheduleData) => schedule.today,
  },
  LiveClass: {
    id: (item: LiveItemData) => String(item.id),
    courseId: (item: LiveItemData) => String(item.course_id),
    courseTitle: (item: LiveItemData) => item.course_title,
    chapterTitle: (item: LiveItemData) => item.chapter_title,
    startsAt: (item: LiveItemData) => fromUnixSeconds(item.live_start),
    endsAt: (item: LiveItemData) => fromUnixSeconds(item.live_end),
    status: (item: LiveItemData) => item.progress_status,
    playback: (item: LiveItemData) => item.is_generate_playback,
    playbackUrl: (item: LiveItemData) => item.playback_url,
    lecturerName: (item: LiveItemData) => item.teacher?.name ?? null,
    lecturerTitle: (item: LiveItemData) => orNull(item.teacher?.title),
  },
  Training: {
    id: (training: TrainingParent) => String(training.id),
    image: (training: TrainingParent) => training.img,
    lecturerName: (training: TrainingParent) => training.teacher,
    startsAt: (training: TrainingParent) => fromUnixSeconds(training.start_time),
    endsAt: (training: TrainingParent) => fromUnixSeconds(training.end_time),
    enrolmentOpensAt: (training: TrainingParent) => fromUnixSeconds(training.apply_start_time),
    enrolmentClosesAt: (training: TrainingParent) => fromUnixSeconds(training.apply_end_time),
    isEnrolled: (training: TrainingParent) => flag(training.is_apply),
    registration: (training: TrainingParent) => training.register_state,
    enrolledCount: (training: TrainingParent) => training.applied_count,
    placesLeft: (training: TrainingParent) => training.places_left,
    canEnrol: (training: TrainingParent) => flag(training.can_apply),
    enrolmentRefusal: (training: TrainingParent) => trainingRefusalOf(training.apply_refusal),
    canCancel: (training: TrainingParent) => flag(training.can_cancel),
    // Only a lecturer's list holds trainings the reader may not be invited to; the viewer's own
    // list and a training opened by id (which REST opens for invitees only) are invitations.
    isInvited: (training: TrainingParent) => ('is_invited' in training ? flag(training.is_invited) : true),
    description: async (training: TrainingParent, _: unknown, context: GraphContext) => (await trainingDetail(training, context)).description,
    enrolledAt: async (training: TrainingParent, _: unknown, context: GraphContext) => fromUnixSeconds((await trainingDetail(training, context)).applied_at),
  },
  Certificate: {
    id: (certificate: CertificateData) => String(certificate.id),
    number: (certificate: CertificateData) => certificate.cert_no,
    rule: (certificate: CertificateData) => certificate.rule_type,
    refId: (certificate: CertificateData) => String(certificate.ref_id),
    issuedAt: (certificate: CertificateData) => fromUnixSeconds(certificate.issued_at),
    holderName: (certificate: CertificateData) => certificate.user_name,
  },
  CertificateVerification: {
    id: (check: VerificationData) => check.cert_no,
    isValid: (check: VerificationData) => flag(check.valid),
    holderName: (check: VerificationData) => check.user_name,
    issuedAt: (check: VerificationData) => fromUnixSeconds(check.issued_at),
    rule: (check: VerificationData) => check.rule_type,
  },
  /** REST's progress_status of mycourse (0, all, is the argument left out). */
  StudyProgress: { NOT_STARTED: 1, IN_PROGRESS: 2, FINISHED: 3 },
  /** REST's task kind. */
  TaskKind: { STUDY_TASK: 1, ONLINE_TRAINING: 2 },
  /** REST's task_status. */
  TaskStatus: { IN_PROGRESS: 1, NOT_STARTED: 2, OVERDUE_UNFINISHED: 3, OVERDUE_FINISHED: 4 },
  /** REST's reason keys (refusal, lock_reason). */
  MissionRefusal: { TASK_NOT_STARTED: 'taskNotStarted', TASK_OVERDUE: 'taskOverdue', PREVIOUS_FIRST: 'taskPreviousFirst' },
  /** REST's item_type. */
  MissionType: { COURSE: 1, EXAM: 2, QUESTIONNAIRE: 3, DEFENCE: 4 },
  /** REST's training status. */
  TrainingStatus: { IN_PROGRESS: 1, UNPUBLISHED: 2, TIMED_OUT: 3, WITHDRAWN: 4, NOT_STARTED: 5 },
  /** REST's register_state. */
  TrainingRegistration: { OPEN: 1, REGISTERED: 2, CLOSED: 3 },
  /** REST's apply_refusal keys. */
  TrainingRefusal: { FULL: 'trainingFull', NOT_OPEN: 'trainingApplyNotOpen', CLOSED: 'trainingApplyClosed', UNAVAILABLE: 'trainingUnavailable' },
  /** REST's rule_type. */
  CertificateRule: { REQUIRED_COURSE: 1, TASK: 2, ONLINE_TRAINING: 3, OFFICIAL_EXAM: 4, LEARNING_MAP: 5 },
};
