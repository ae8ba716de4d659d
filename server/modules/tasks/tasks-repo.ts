import { sql } from 'kysely';
import { databaseNow, type Db } from '../../core/db/database.js';
import { containsPattern } from '../../core/db/like.js';
import { pageAndTotal } from '../../core/db/paging.js';

export interface TaskFilter {
  kind: number;
  keywords?: string;
}

export interface MissionRow {
  id: number;
  task_id: number;
  phase_id: number | null;
  phase_title: string | null;
  item_type: number;
  ref_id: number | null;
  title: string;
  sort: number;
  /** Finished by the learner's recorded facts (course completed, exam passed, questionnaire submitted). */
  done: boolean;
  /** Course progress in percent, or the best exam score; null otherwise. */
  progress: number | null;
}

/** Exam source of papers made for tasks and online trainings. */
export const TASK_PAPER_SOURCE = 3;

const taskColumns = ['t.id', 't.kind', 't.name', 't.img', 't.description', 't.start_time', 't.end_time', 't.is_ordered', 'tu.progress', 'tu.completed_at', 'tu.last_study_time'] as const;

/** Tasks and online trainings assigned to a user (task_users), their missions and their facts. */
export class TasksRepo {
  constructor(private readonly db: Db) {}

  now(): Promise<Date> {
    return databaseNow(this.db);
  }

  private assigned(userId: number, filter: TaskFilter) {
    let query = this.db
      .selectFrom('tasks as t')
      .innerJoin('task_users as tu', (join) => join.onRef('tu.task_id', '=', 't.id').on('tu.user_id', '=', userId))
      .where('t.publish_status', '=', 1)
      .where('t.kind', '=', filter.kind);
    if (filter.keywords) query = query.where('t.name', 'ilike', containsPattern(filter.keywords));
    return query;
  }

  async list(userId: number, filter: TaskFilter, page: number, limit: number) {
    const listed = this.assigned(userId, filter)
      .select([...taskColumns])
      .orderBy(sql`case when tu.completed_at is null and t.end_time >= now() then 0 else 1 end`)
      .orderBy('t.end_time')
      .orderBy('t.id', 'desc');
    return pageAndTotal(listed, this.assigned(userId, filter), page, limit);
  }

  /** An assigned, published task of either kind. */
  find(userId: number, taskId: number) {
    return this.db
      .selectFrom('tasks as t')
      .innerJoin('task_users as tu', (join) => join.onRef('tu.task_id', '=', 't.id').on('tu.user_id', '=', userId))
      .where('t.publish_status', '=', 1)
      .where('t.id', '=', taskId)
      .select([...taskColumns])
      .executeTakeFirst();
  }

  /** The missions of several tasks in order (sort, id), each with whether the user finished it. */
  async missions(userId: number, taskIds: number[]): Promise<MissionRow[]> {
    if (taskIds.length === 0) return [];
    const result = await sql<MissionRow>`
      select i.id, i.task_id, i.phase_id, p.title as phase_title, i.item_type, i.ref_id, i.title, i.sort,
        case i.item_type
          when 1 then exists (select 1 from course_users cu where cu.course_id = i.ref_id and cu.user_id = ${userId} and cu.completed_at is not null)
          when 2 then exists (select 1 from exam_attempts a where a.exam_id = i.ref_id and a.user_id = ${userId} and a.passed = 1)
          when 3 then exists (select 1 from questionnaire_submissions s where s.questionnaire_id = i.ref_id and s.user_id = ${userId})
          else false
        end as done,
        case i.item_type
          when 1 then (select cu.progress from course_users cu where cu.course_id = i.ref_id and cu.user_id = ${userId})
          when 2 then (select max(a.score) from exam_attempts a where a.exam_id = i.ref_id and a.user_id = ${userId} and a.review_status = 2)
          else null
        end as progress
      from task_items i left join task_phases p on p.id = i.phase_id
      where i.task_id in (${sql.join(taskIds)})
      order by i.task_id, coalesce(p.sort, 0), i.sort, i.id`.execute(this.db);
    return result.rows.map((r) => ({ ...r, done: Boolean(r.done), progress: r.progress === null ? null : Number(r.progress) }));
  }

  /**
   * Unfinished assigned tasks that hold an exam as a mission, when the exam is a task paper.
   * Choice: only exams made for tasks and online trainings (source 3) are held back by their
   * task; an exam of the exam list (source 2) that a task also names keeps its own window and
   * limits, since the learner may take it from the exam list on its own.
   */
  async tasksHoldingExam(userId: number, examId: number) {
    const rows = await this.db
      .selectFrom('task_items as i')
      .innerJoin('exams as e', (join) => join.onRef('e.id', '=', 'i.ref_id').on('e.source', '=', TASK_PAPER_SOURCE))
      .innerJoin('task_users as tu', (join) => join.onRef('tu.task_id', '=', 'i.task_id').on('tu.user_id', '=', userId))
      .innerJoin('tasks as t', 't.id', 'i.task_id')
      .where('i.item_type', '=', 2)
      .where('i.ref_id', '=', examId)
      .where('t.publish_status', '=', 1)
      .where('tu.completed_at', 'is', null)
      .select(['i.task_id', 'i.id as mission_id'])
      .execute();
    return rows;
  }

  /** Keeps the stored progress (the home page and the calendar read it) in step with the missions. */
  async saveProgress(userId: number, taskId: number, progress: number, complete: boolean) {
    await this.db
      .updateTable('task_users')
      .set({ progress, completed_at: complete ? sql<Date>`coalesce(completed_at, now())` : null })
      .where('task_id', '=', taskId)
      .where('user_id', '=', userId)
      .where('completed_at', 'is', null)
      .execute();
  }

  async touch(userId: number, taskId: number) {
    await this.db.updateTable('task_users').set({ last_study_time: sql<Date>`now()` }).where('task_id', '=', taskId).where('user_id', '=', userId).execute();
  }

  /** The course period a task's course mission records, if it belongs to that course. */
  periodCourse(periodId: number) {
    return this.db.selectFrom('course_periods').select(['id', 'course_id']).where('id', '=', periodId).executeTakeFirst();
  }
}
