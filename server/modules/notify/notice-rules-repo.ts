import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Db } from '../../core/db/database.js';
import type { Database } from '../../core/db/database.js';

type Executor = Db | Transaction<Database>;

/**
 * The statements of the notice producer. Each marks what it announces and inserts the
 * notices in ONE statement: the marking update runs first (a data-modifying CTE) and the
 * notices are made from the rows it marked, so a concurrent sweep (another process) that
 * waits on the same rows finds them marked and announces nothing. Rows that can no longer
 * be announced sensibly (an expired course, an ended task or exam, a closed enrolment) are marked without a
 * notice. Every statement answers how many notices it inserted.
 *
 * All notices are of notify type 1 (study); `type` is the notify item type and target_id
 * what the notification opens (src/features/notify/targets.ts).
 */
export class NoticeRulesRepo {
  private async run(db: Executor, marked: RawBuilder<unknown>, notices: RawBuilder<unknown>): Promise<number> {
    const result = await sql<{ n: number }>`
      with marked as (${marked}),
      inserted as (
        insert into notifications (user_id, notify_type, type, message_key, params, target_id)
        ${notices}
        returning 1
      )
      select count(*)::int as n from inserted`.execute(db);
    return Number(result.rows[0]?.n ?? 0);
  }

  /** A required course, enabled: every active user, type 1, opens the course. */
  requiredCourses(db: Executor, now: Date, zone: string) {
    return this.run(
      db,
      sql`update courses set notified_at = ${now}
          where notified_at is null and status = 1 and is_required = 1
          returning id, title, expired_at`,
      sql`select u.id, 1, 1,
                 case when m.expired_at is null then 'notifyCourseRequired' else 'notifyCourseAssigned' end,
                 jsonb_strip_nulls(jsonb_build_object('title', m.title, 'due', to_char(m.expired_at at time zone ${zone}, 'YYYY-MM-DD')))::text,
                 m.id
          from marked m cross join users u
          where u.status = 1 and (m.expired_at is null or m.expired_at > ${now})`,
    );
  }

  /** A published task (kind 1) or online training (kind 2) assigned to a user: that user, type 3, opens the task. */
  assignedTasks(db: Executor, now: Date, zone: string) {
    return this.run(
      db,
      sql`update task_users tu set notified_at = ${now}
          from tasks t
          where t.id = tu.task_id and tu.notified_at is null and t.publish_status = 1
          returning tu.user_id, t.id, t.kind, t.name, t.end_time`,
      sql`select m.user_id, 1, 3,
                 case when m.kind = 2 then 'notifyOnlineTrainingAssigned' else 'notifyTaskAssigned' end,
                 jsonb_build_object('title', m.name, 'due', to_char(m.end_time at time zone ${zone}, 'YYYY-MM-DD HH24:MI'))::text,
                 m.id
          from marked m join users u on u.id = m.user_id and u.status = 1
          where m.end_time > ${now}`,
    );
  }

  /** A published map assigned to a user: that user, type 2, opens the map. */
  assignedMaps(db: Executor, now: Date) {
    return this.run(
      db,
      sql`update map_users mu set notified_at = ${now}
          from study_maps s
          where s.id = mu.map_id and mu.notified_at is null and s.publish_status = 1
          returning mu.user_id, s.id, s.title`,
      sql`select m.user_id, 1, 2, 'notifyMapAssigned', jsonb_build_object('title', m.title)::text, m.id
          from marked m join users u on u.id = m.user_id and u.status = 1`,
    );
  }

  /** An exam of the exam list (types 1-3) whose publication time has come: every active user, type 10, opens the exam. */
  publishedExams(db: Executor, now: Date, zone: string, examTypes: readonly number[]) {
    return this.run(
      db,
      sql`update exams set notified_at = ${now}
          where notified_at is null and published_at <= ${now} and exam_type in (${sql.join(examTypes)})
          returning id, title, exam_start, exam_end`,
      sql`select u.id, 1, 10, 'notifyExamPublished',
                 jsonb_build_object('title', m.title, 'start', to_char(m.exam_start at time zone ${zone}, 'YYYY-MM-DD HH24:MI'))::text,
                 m.id
          from marked m cross join users u
          where u.status = 1 and m.exam_end > ${now}`,
    );
  }

  /**
   * A live period of an enabled course starting in (now, until]: the course's learners
   * (everyone for a required course, else those who joined it), type 5, with the course id.
   */
  liveSoon(db: Executor, now: Date, until: Date, zone: string) {
    return this.run(
      db,
      sql`update course_periods p set notified_at = ${now}
          from courses c
          where c.id = p.course_id and p.period_type = 1 and p.notified_at is null and c.status = 1
            and p.live_start > ${now} and p.live_start <= ${until}
          returning p.id, p.title, p.live_start, c.id as course_id, c.title as course_title, c.is_required`,
      sql`select learner.user_id, 1, 5, 'notifyLiveStarting',
                 jsonb_build_object('title', m.title, 'course', m.course_title, 'start', to_char(m.live_start at time zone ${zone}, 'HH24:MI'))::text,
                 m.course_id
          from marked m
            join lateral (
              select u.id as user_id from users u where m.is_required = 1 and u.status = 1
              union
              select cu.user_id from course_users cu join users u on u.id = cu.user_id and u.status = 1 where cu.course_id = m.course_id
            ) learner on true`,
    );
  }

  /** A published offline training whose enrolment has opened (and not closed): its invited users, type 4, opens the training. */
  trainingEnrolment(db: Executor, now: Date) {
    return this.run(
      db,
      sql`update trainings set enrol_notified_at = ${now}
          where enrol_notified_at is null and publish_status = 1 and apply_start_time <= ${now}
          returning id, name, address, apply_end_time`,
      sql`select tu.user_id, 1, 4, 'notifyOfflineTraining', jsonb_build_object('title', m.name, 'place', m.address)::text, m.id
          from marked m
            join training_users tu on tu.training_id = m.id
            join users u on u.id = tu.user_id and u.status = 1
          where m.apply_end_time > ${now}`,
    );
  }
}
