import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import type { StudyDayService } from './study-day-service.js';
import { ListOf, Nullable, Unix } from '../../core/http/schema-kit.js';

export const StudyDayItem = Type.Object(
  {
    type_name: Type.String({ description: "'live' | 'exam' | 'offline_train' | 'online_train' | 'map' | 'defence'" }),
    progress_status: Type.Integer({
      description: "0 not started, 1 in progress, 2 finished (live: by the live state; defence: by the caller's attempt: invited, answering, submitted or reviewed)",
    }),
    start_time: Unix(),
    end_time: Unix(),
    created_at: Nullable(Unix()),
    course_title: Nullable(Type.String({ description: 'live: the course' })),
    chapter_title: Nullable(Type.String({ description: 'live: the live period (lesson)' })),
    teacher: Nullable(Type.Object({ name: Type.String(), title: Type.String() }, { title: 'StudyDayTeacher', description: "live: the course's first teacher; offline_train: the lecturer" })),
    video_id: Nullable(Type.Integer({ description: 'live: the live period id (course/getPlayToken video_id)' })),
    is_generate_playback: Nullable(Type.Integer({ description: 'live: 1 playback ready, 2 not yet generated, 3 none' })),
    playback_url: Nullable(Type.String()),
    chapter_id: Nullable(Type.Integer({ description: 'live: the live period id' })),
    course_id: Nullable(Type.Integer()),
    task_id: Nullable(Type.Integer({ description: 'online_train: the online training id' })),
    id: Type.Integer({ description: 'live: period id; exam: exam id; offline_train: training id; online_train: task id; map: map id; defence: defence id (/knowledge/replay-explain?id=)' }),
    phase_id: Nullable(Type.Integer({ description: 'map: the stage id' })),
    task_name: Nullable(Type.String({ description: 'exam: exam title; online_train: its name' })),
    exam_long: Nullable(Type.Integer({ description: 'minutes' })),
    pass_score: Nullable(Type.Integer()),
    exam_start: Nullable(Unix()),
    exam_end: Nullable(Unix()),
    name: Nullable(Type.String({ description: 'offline_train: its name' })),
    address: Nullable(Type.String({ description: 'offline_train: where it is held; defence: the place of an offline defence' })),
    is_apply: Nullable(Type.Integer({ description: 'offline_train: 1 enrolled' })),
    phase_num: Nullable(Type.Integer()),
    course_num: Nullable(Type.Integer()),
    exam_num: Nullable(Type.Integer()),
    qn_num: Nullable(Type.Integer()),
    argument_num: Nullable(Type.Integer()),
    title: Nullable(Type.String({ description: 'map: the map title; defence: the defence title' })),
    study_type: Nullable(Type.Integer({ description: 'map: 1 free, 2 fixed' })),
    phase_index: Nullable(Type.Integer({ description: 'map: the stage number, from 1' })),
    phase_title: Nullable(Type.String()),
    defence_kind: Nullable(Type.Integer({ description: 'defence: its kind, 6 offline, 7 remote, 8 interactive, 9 AI' })),
  },
  { title: 'StudyDayItem' },
);

const Days = Type.Array(Type.String({ description: "'YYYY-MM-DD'" }));

export function studyCalendarRoutes(scopes: RouteScopes, { studyDay }: { studyDay: StudyDayService }) {
  const route = routes(scopes, ['home']);

  route.get(
    '/api/study/day',
    {
      operationId: 'studyDay',
      summary: "The caller's study items on a company day (live classes, exams, trainings, map stages, defences), by start time",
      description: 'An item is on the day when its time intersects the day in the company time zone. A date that is not YYYY-MM-DD is refused with 400.',
      query: Type.Object({
        date: Type.String({ description: 'YYYY-MM-DD' }),
        status: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, default: 0, description: '0 all, 1 not started, 2 learning, 3 done' })),
      }),
      data: ListOf('StudyDay', StudyDayItem),
    },
    ({ userId, query }) => studyDay.day(userId, query.date, query.status ?? 0),
  );

  route.get(
    '/api/calendar/month',
    {
      operationId: 'calendarMonth',
      summary: "The days of a month with at least one study item of the caller (the calendar's marks)",
      description: 'A month that is not YYYY-MM is refused with 400.',
      query: Type.Object({ calendar: Type.String({ description: 'YYYY-MM' }) }),
      data: Type.Object({ days: Days }, { title: 'CalendarMonth' }),
    },
    ({ userId, query }) => studyDay.month(userId, query.calendar),
  );

  route.get(
    '/api/pcHome/inAbeyance',
    {
      operationId: 'pcHomeInAbeyance',
      summary: "Pending: the caller's unfinished items open now or starting within 7 days (soonest end first, 10) and this month's days with items",
      data: Type.Object({ task_data: Type.Array(StudyDayItem), date_data: Days }, { title: 'PcHomeInAbeyance' }),
    },
    ({ userId }) => studyDay.inAbeyance(userId),
  );
}
