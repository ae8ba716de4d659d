import { Type } from 'typebox';
import { Nullable, Unix } from '../../core/http/schema-kit.js';

/** Field schemas of the course routes. */
export const CourseTeacher = Type.Object(
  { id: Type.Integer(), name: Type.String(), title: Type.String(), photo: Type.String() },
  { title: 'CourseTeacher' },
);

export const CourseCard = Type.Object(
  {
    id: Type.Integer(),
    course_basis_id: Type.Integer(),
    course_type: Type.Integer({ description: '1 series, 2 video, 3 audio, 4 document, 7 face-to-face (FaceShow)' }),
    CourseTypeName: Type.String(),
    title: Type.String(),
    cover: Type.String(),
    course_cover: Type.String(),
    progress: Type.Integer({ description: 'Percent of required periods completed' }),
    last_study_time: Nullable(Unix()),
    join_state: Nullable(Type.Integer({ description: 'null not joined, 1 required (everyone\'s), 3 joined as elective' })),
    is_optional: Type.Integer({ description: '1 when the user joined it as an elective' }),
    is_required: Type.Integer({ description: '1 required, 2 elective' }),
    source: Type.Integer({ description: '2: assigned with a due date' }),
    due_date_option: Type.Integer({ description: '1: show the expiry date, days left and level' }),
    level: Type.String(),
    expired_at: Nullable(Unix()),
    face_start: Nullable(Type.Integer()),
    face_end: Nullable(Type.Integer()),
    face_address: Nullable(Type.String()),
    teachers: Type.Array(CourseTeacher),
    users: Type.Array(Type.Object({ id: Type.Integer(), photo: Type.String() }, { title: 'CourseParticipant' }), { description: 'Up to 3 latest participants' }),
    user_total: Type.Integer({ description: 'Participant count' }),
    join_refusal: Nullable(
      Type.String({ description: "Why a course the user has not joined cannot be joined now (disabled, expired, no places left), in the caller's language; null when it can be joined or is joined" }),
    ),
  },
  { title: 'CourseCard' },
);

export const CourseInfo = Type.Object(
  {
    ...CourseCard.properties,
    description: Type.String({ description: 'Rich text (HTML); clients sanitize it' }),
    category_id: Nullable(Type.Integer()),
    category_name: Type.String(),
    is_ordered: Type.Integer({ description: '1: periods unlock in order' }),
    places: Nullable(Type.Integer()),
    places_left: Nullable(Type.Integer()),
    completed: Type.Integer(),
  },
  { title: 'CourseInfo' },
);

export const CatalogPeriod = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    period_type: Type.Integer({ description: '1 live, 2 video, 3 audio, 4 document, 5 test, 6 questionnaire' }),
    is_required: Type.Integer(),
    media_seconds: Nullable(Type.Integer()),
    pages: Nullable(Type.Integer()),
    transcoding: Type.Integer({ description: '1 while the file is being transcoded' }),
    locked: Type.Integer({ description: '1 when an earlier period of an ordered course is unfinished' }),
    completed: Type.Integer(),
    progress: Type.Integer({ description: 'percent' }),
    position: Type.Integer({ description: 'Resume point: seconds, or page' }),
    live_status: Nullable(Type.Integer({ description: 'Live periods: 0 not started, 1 live, 2 ended' })),
    live_start: Nullable(Type.Integer()),
    live_end: Nullable(Type.Integer()),
    has_playback: Type.Integer(),
    is_generate_playback: Nullable(Type.Integer({ description: 'Live periods: playback 1 ready, 2 not yet generated, 3 none' })),
    playback_url: Nullable(Type.String({ description: 'Live periods: the playback address once generated' })),
    resource_id: Nullable(Type.Integer({ description: 'Exam (type 5) or questionnaire (type 6) id' })),
  },
  { title: 'CatalogPeriod' },
);

export const CatalogChapter = Type.Object({ id: Type.Integer(), title: Type.String(), periods: Type.Array(CatalogPeriod) }, { title: 'CatalogChapter' });

export const PeriodInfo = Type.Object(
  {
    id: Type.Integer(),
    course_id: Type.Integer(),
    course_title: Type.String(),
    course_type: Type.Integer(),
    chapter_id: Type.Integer(),
    title: Type.String(),
    period_type: Type.Integer(),
    media_url: Nullable(Type.String({ description: 'Video, audio or PDF address; the playback of an ended live' })),
    media_seconds: Nullable(Type.Integer()),
    pages: Nullable(Type.Integer()),
    length: Nullable(Type.Integer({ description: 'Seconds (media) or pages (document)' })),
    position: Type.Integer({ description: 'Where to resume' }),
    furthest: Type.Integer({ description: 'Furthest second or page reached' }),
    completed: Type.Integer(),
    no_skipping: Type.Integer({ description: '1 in a required course: the player cannot seek past furthest' }),
    join_state: Nullable(Type.Integer()),
    live_status: Nullable(Type.Integer()),
    live_start: Nullable(Type.Integer()),
    live_end: Nullable(Type.Integer()),
    resource_id: Nullable(Type.Integer()),
    prev_id: Nullable(Type.Integer()),
    next_id: Nullable(Type.Integer()),
  },
  { title: 'PeriodInfo' },
);

export const Lecturer = Type.Object(
  { id: Type.Integer(), name: Type.String(), photo: Type.String(), title: Type.String(), intro: Type.String(), course_count: Type.Integer() },
  { title: 'Lecturer' },
);
