import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { GridPaging, IdParams, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import type { TaskService } from './task-service.js';

const tags = ['tasks'];

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
export function taskRoutes({ guarded }: RouteScopes, { tasks }: { tasks: TaskService }) {
  guarded.get(
    '/api/taskList',
    {
      schema: {
        operationId: 'taskList',
        tags,
        summary: 'My study tasks (kind 1) or online trainings (kind 2): running first, then by end time',
        querystring: Type.Object({
          ...GridPaging,
          kind: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '1 study task, 2 online training' })),
          keywords: Type.Optional(Type.String({ maxLength: 50 })),
        }),
        response: { 200: Envelope('TaskListEnvelope', PageOf('TaskPage', TaskCard)) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, kind = 1, keywords } = request.query;
      return ok(request, await tasks.list(caller(request).userId, { kind, keywords: keywords?.trim() || undefined }, page, limit));
    },
  );

  guarded.get(
    '/api/taskDetail/:id',
    {
      schema: {
        operationId: 'taskDetail',
        tags,
        summary: 'A task with its missions in order, each with its state and lock',
        params: IdParams,
        response: { 200: Envelope('TaskDetailEnvelope', TaskDetail) },
      },
    },
    async (request) => ok(request, await tasks.detail(caller(request).userId, request.params.id)),
  );

  guarded.get(
    '/api/missionList/:id',
    {
      schema: {
        operationId: 'missionList',
        tags,
        summary: "A task's missions in order (courses, papers, questionnaires, defences) with their state and lock",
        params: IdParams,
        response: { 200: Envelope('MissionListEnvelope', Type.Array(Mission)) },
      },
    },
    async (request) => ok(request, await tasks.missionList(caller(request).userId, request.params.id)),
  );

  guarded.post(
    '/api/task/studyRecord',
    {
      schema: {
        operationId: 'taskStudyRecord',
        tags,
        summary: "Open a mission, or record a course mission's lesson progress (window and order enforced)",
        description:
          'Without period_id: opens the mission (refused with 403 when the task has not started, is overdue, or an earlier mission is unfinished). ' +
          'With period_id, position and study_seconds: the same gate, then the course study record rules of course/studyRecord.',
        body: Type.Object(
          {
            task_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
            mission_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
            period_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
            position: Type.Optional(Type.Integer({ minimum: 0, maximum: 86400 })),
            study_seconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 600 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope('TaskStudyRecordEnvelope', StudyRecordResult) },
      },
    },
    async (request) => {
      const { task_id, mission_id, period_id, position = 0, study_seconds = 0 } = request.body;
      const period = period_id === undefined ? undefined : { periodId: period_id, position, studySeconds: study_seconds };
      return ok(request, await tasks.studyRecord(caller(request).userId, { taskId: task_id, missionId: mission_id, period }));
    },
  );
}
