/**
 * The spec's numeric codes (portal-spec.md sections 3, 4 and 8), named once. Code compares a
 * field with these names, never with a bare number; each name says which spec code it maps.
 * Pure data: machines may import it too.
 */

/** The spec's 0/1 flags (is_admin, is_optional, is_ordered, completed, no_skipping, is_apply, is_correct, is_collected, removed, due_date_option): 1 means yes. */
export const YES = 1;

/** Course type (section 3 "Course type"): 1 series, 2 video, 3 audio, 4 document; 7 face-to-face, opened through FaceShow. */
export const CourseType = { series: 1, video: 2, audio: 3, document: 4, faceToFace: 7 } as const;

/** The domain graph's course kinds (its CourseType enum) with their spec course_type codes: where an address or a REST card keeps the code. */
export const COURSE_TYPE_CODES = { SERIES: CourseType.series, VIDEO: CourseType.video, AUDIO: CourseType.audio, DOCUMENT: CourseType.document, FACE_TO_FACE: CourseType.faceToFace } as const;
export type CourseKind = keyof typeof COURSE_TYPE_CODES;
/** The kind of a spec course_type code; undefined for none or an unknown code. */
export const courseKindOfCode = (code: number | undefined): CourseKind | undefined => (Object.keys(COURSE_TYPE_CODES) as CourseKind[]).find((kind) => COURSE_TYPE_CODES[kind] === code);

/** A course's is_required, also the catalogue's filter (the API's course card and courseSearch): 1 required, 2 elective. */
export const Requirement = { required: 1, elective: 2 } as const;

/** Course card join_state (section 2 "Shared cards"): 1 required of every employee, 3 joined as an elective; null not joined. */
export const JoinState = { required: 1, elective: 3 } as const;

/** Course period type (section 3 "Course period type"): 1 live, 2 video, 3 audio, 4 document, 5 test, 6 questionnaire. */
export const PeriodType = { live: 1, video: 2, audio: 3, document: 4, test: 5, questionnaire: 6 } as const;

/** Live item progress and a course's live period status (section 4 "Live item"): 0 not started, 1 live, 2 ended. */
export const LiveStatus = { notStarted: 0, live: 1, ended: 2 } as const;
/** The domain graph's live states (its LiveStatus enum) with their spec codes: where the live machines keep the code. */
export const LIVE_STATUS_CODES = { NOT_STARTED: LiveStatus.notStarted, LIVE: LiveStatus.live, ENDED: LiveStatus.ended } as const;

/** Study day item is_generate_playback (section 3 "Study day item"): 1 ready, 2 not yet generated, 3 none. */
export const PlaybackState = { ready: 1, notGenerated: 2, none: 3 } as const;
/** The domain graph's playback states (its PlaybackState enum) with their spec codes: where the live entry keeps the code. */
export const PLAYBACK_CODES = { READY: PlaybackState.ready, PENDING: PlaybackState.notGenerated, NONE: PlaybackState.none } as const;

/** Map study_type (section 3 "Study day item"): 1 free, 2 fixed order. */
export const MapStudyType = { free: 1, fixed: 2 } as const;

/** Map chapter type (section 3 "Map chapter type"): 5 video, 6 image-text. */
export const ChapterType = { video: 5, imageText: 6 } as const;

/** A map stage item's item_type: 2 exam, 3 questionnaire, 4 argument (defence). */
export const MapItemType = { exam: 2, questionnaire: 3, argument: 4 } as const;

/** Question type (section 3 "Question type"): 1 single choice, 2 multiple choice, 3 judge, 4 fill-in, 5 short answer, 6 undefined-term. */
export const QuestionType = { single: 1, multiple: 2, judge: 3, fillIn: 4, shortAnswer: 5, undefinedTerm: 6 } as const;

/** Exam type (section 3 "Exam type"): 1 simulation, 2 official, 3 online training, 14 class test, 17 and 18 map test. */
export const ExamType = { simulation: 1, official: 2, onlineTraining: 3, classTest: 14, mapTest: 17, mapStageTest: 18 } as const;

/**
 * Exams of the exam list (simulation, official, online training); class tests and map tests
 * are studied as part of their course or map.
 */
export const LISTED_EXAM_TYPES: readonly number[] = [ExamType.simulation, ExamType.official, ExamType.onlineTraining];

/** Review status (section 3 "Review status"): 1 unreviewed, 2 reviewed. */
export const ReviewStatus = { unreviewed: 1, reviewed: 2 } as const;

/** Notify type (section 3 "Notify type"), the notification page's tabs: 0 all, 1 study, 2 interaction, 3 system, 4 teaching. */
export const NotifyType = { all: 0, study: 1, interaction: 2, system: 3, teaching: 4 } as const;

/** Notify item type (section 3 "Notify item type"): what a notification is about, hence where it opens. */
export const NotifyItemType = {
  course: 1,
  map: 2,
  onlineTraining: 3,
  offlineTraining: 4,
  liveReminder: 5,
  offlineDefence: 6,
  remoteDefence: 7,
  interactive: 8,
  aiDefence: 9,
  formalExam: 10,
  classTest: 11,
  mapExam: 12,
  trainingExam: 13,
} as const;

/**
 * The `extensions.code` of a GraphQL error for a refused REST call (section 8 through the
 * gateway), named once for the gateway (server/gateway/graphql-errors.ts: the one mapping from
 * the envelope's code and the HTTP status) and the SPA (api-errors.ts).
 */
export const GraphQLErrorCode = {
  /** Envelope 202: the token is missing, unknown, expired or revoked. */
  unauthenticated: 'UNAUTHENTICATED',
  /** Envelope 205: forced logout (account disabled). */
  forcedLogout: 'FORCED_LOGOUT',
  forbidden: 'FORBIDDEN',
  /** Envelope 4004 (or HTTP 404). */
  notFound: 'NOT_FOUND',
  /** Envelope 400 or 422: the caller's input. */
  badUserInput: 'BAD_USER_INPUT',
  rateLimited: 'RATE_LIMITED',
  /** Any other refusal of the portal (locked, too large, ...). */
  refused: 'REFUSED',
  /** A service the portal relies on cannot answer now (503): the API's own message. */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  /** A fault (5xx, an answer that cannot be read): a generic message. */
  internal: 'INTERNAL_SERVER_ERROR',
} as const;
export type GraphQLErrorCode = (typeof GraphQLErrorCode)[keyof typeof GraphQLErrorCode];
