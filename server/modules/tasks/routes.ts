import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { GridPaging, Id, IdParams, Keywords, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import type { TaskService } from './task-service.js';

const CardFields = {
  id: Type.Integer(),
  task_id: Type.Integer(),
  kind: Type.Integer({ description: '1 study task, 2 online training' }),
  name: Type.String(),
  img: Type.String(),
  task_status: Type.Integer({ description: '1 doing, 2 not started, 3 timed out (unfinished), 4 timed out (finished)' }),
  is_complete: Type.Integer({ description: '1 when every mission is finished' }),
  course_number: Type.Integer(),
  paper_number: Type.Integer(),
  mission_number: Type.Integer(),
  done_number: Type.Integer(),
  start_time: Unix(),
  end_time: Unix(),
  progress: Type.Integer({ description: 'Percent of missions finished' }),
  last_study_time: Nullable(Unix()),
};

export const TaskCard = Type.Object(CardFields, { title: 'TaskCard' });

const Mission = Type.Object(
  {
    id: Type.Integer(),
    task_id: Type.Integer(),
    phase_id: Nullable(Type.Integer()),
    phase_title: Type.String(),
    item_type: Type.Integer({ description: '1 course, 2 exam paper, 3 questionnaire, 4 defence' }),
    ref_id: Nullable(Type.Integer({ description: 'The course, exam or questionnaire' })),
    title: Type.String(),
    index: Type.Integer({ description: 'Position in the task, from 1' }),
    is_done: Type.Integer(),
    progress: Nullable(Type.Number({ description: 'Course progress in percent, or the best reviewed exam score' })),
    locked: Type.Integer({ description: '1 when the mission cannot be opened now' }),
    lock_reason: Type.String({ description: "taskNotStarted, taskOverdue, taskPreviousFirst, or ''" }),
  },
  { title: 'TaskMission' },
);

const TaskDetail = Type.Object(
  {
    ...CardFields,
    description: Type.String({ description: 'Rich text' }),
    is_ordered: Type.Integer({ description: '1: missions open in order' }),
    refusal: Type.String({ description: "Why the task's window refuses missions now: taskNotStarted, taskOverdue or ''" }),
    missions: Type.Array(Mission),
  },
  { title: 'TaskDetail' },
);

const StudyRecordResult = Type.Object(
  {
    task_id: Type.Integer(),
    mission_id: Type.Integer(),
    mission_done: Type.Integer(),
    task_progress: Type.Integer(),
    task_complete: Type.Integer(),
    course_progress: Nullable(Type.Integer()),
    period_completed: Nullable(Type.Integer()),
  },
  { title: 'TaskStudyRecord' },
);

/** Study tasks and online trainings: cards, the task with its missions, the mission list and the task's study record. */
export function taskRoutes(scopes: RouteScopes, { tasks }: { tasks: TaskService }) {
  const route = routes(scopes, ['tasks']);

  route.get(
    '/api/taskList',
    {
      operationId: 'taskList',
      summary: 'My study tasks (kind 1) or online trainings (kind 2): running first, then by end time',
      query: Type.Object({
        ...GridPaging,
        kind: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '1 study task, 2 online training' })),
        keywords: Keywords(),
      }),
      data: PageOf('TaskPage', TaskCard),
    },
    ({ userId, query: { page, limit, kind = 1, keywords } }) => tasks.list(userId, { kind, keywords: keywords?.trim() || undefined }, page, limit),
  );

  route.get(
    '/api/taskDetail/:id',
    { operationId: 'taskDetail', summary: 'A task with its missions in order, each with its state and lock', params: IdParams, data: TaskDetail },
    ({ userId, params }) => tasks.detail(userId, params.id),
  );

  route.get(
    '/api/missionList/:id',
    {
      operationId: 'missionList',
      summary: "A task's missions in order (courses, papers, questionnaires, defences) with their state and lock",
      params: IdParams,
      data: Type.Array(Mission),
    },
    ({ userId, params }) => tasks.missionList(userId, params.id),
  );

  route.post(
    '/api/task/studyRecord',
    {
      operationId: 'taskStudyRecord',
      summary: "Open a mission, or record a course mission's lesson progress (window and order enforced)",
      description:
        'Without period_id: opens the mission (refused with 403 when the task has not started, is overdue, or an earlier mission is unfinished). ' +
        'With period_id, position and study_seconds: the same gate, then the course study record rules of course/studyRecord.',
      body: Type.Object(
        {
          task_id: Id(),
          mission_id: Id(),
          period_id: Type.Optional(Id()),
          position: Type.Optional(Type.Integer({ minimum: 0, maximum: 86400 })),
          study_seconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 600 })),
        },
        { additionalProperties: false },
      ),
      data: StudyRecordResult,
    },
    async ({ userId, body }) => {
      const { task_id, mission_id, period_id, position = 0, study_seconds = 0 } = body;
      const period = period_id === undefined ? undefined : { periodId: period_id, position, studySeconds: study_seconds };
      return tasks.studyRecord(userId, { taskId: task_id, missionId: mission_id, period });
    },
  );
}
