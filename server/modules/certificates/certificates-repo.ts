import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { containsPattern } from '../../core/db/like.js';
import { pageAndTotal } from '../../core/db/paging.js';

/** Rules a certificate is issued for (certificates.rule_type). */
export const CertificateRule = { requiredCourse: 1, task: 2, onlineTraining: 3, officialExam: 4, map: 5 } as const;

/** A finished task (kind 1) earns the task certificate; a finished online training (kind 2) the training one. */
const ONLINE_TRAINING_KIND = 2;

/** The one place that says which certificate a finished task or online training earns. */
export function taskCertificateRule(kind: number): number {
  return kind === ONLINE_TRAINING_KIND ? CertificateRule.onlineTraining : CertificateRule.task;
}

/** Official exams (exam_type 2) certify a pass; tasks (kind 1) and online trainings (kind 2) their completion. */
const OFFICIAL_EXAM = 2;

/** Certificates: issue once (the unique index on user, rule and thing), list, find by number. */
export class CertificatesRepo {
  constructor(private readonly db: Db) {}

  /** Issues one certificate unless the learner already holds it for that rule and thing; true when issued now. */
  async issue(userId: number, ruleType: number, refId: number, title: string, issuedAt: Date, db: Db = this.db): Promise<boolean> {
    const row = await db
      .insertInto('certificates')
      .values({ user_id: userId, rule_type: ruleType, ref_id: refId, title, issued_at: issuedAt })
      .onConflict((oc) => oc.columns(['user_id', 'rule_type', 'ref_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Issues what the learner's recorded facts already earn and no certificate holds yet:
   * completed required courses, completed tasks and online trainings, passed official
   * exams, of the rules in `enabled`. The certificate carries the day the rule was met. One
   * statement per rule, each idempotent (on conflict do nothing), so concurrent calls issue
   * each certificate once.
   */
  async issueEarned(userId: number, enabled: Set<number>): Promise<void> {
    if (enabled.has(CertificateRule.requiredCourse))
      await sql`
      insert into certificates (user_id, rule_type, ref_id, title, issued_at)
      select cu.user_id, ${CertificateRule.requiredCourse}::smallint, c.id, c.title, cu.completed_at
      from course_users cu join courses c on c.id = cu.course_id
      where cu.user_id = ${userId} and cu.completed_at is not null and c.is_required = 1
      on conflict (user_id, rule_type, ref_id) do nothing`.execute(this.db);
    const taskRules = [CertificateRule.task, CertificateRule.onlineTraining].filter((rule) => enabled.has(rule));
    if (taskRules.length > 0)
      await sql`
      insert into certificates (user_id, rule_type, ref_id, title, issued_at)
      select tu.user_id, (case when t.kind = ${ONLINE_TRAINING_KIND} then ${CertificateRule.onlineTraining}::int else ${CertificateRule.task}::int end)::smallint, t.id, t.name, tu.completed_at
      from task_users tu join tasks t on t.id = tu.task_id
      where tu.user_id = ${userId} and tu.completed_at is not null
        and (case when t.kind = ${ONLINE_TRAINING_KIND} then ${CertificateRule.onlineTraining}::int else ${CertificateRule.task}::int end) in (${sql.join(taskRules)})
      on conflict (user_id, rule_type, ref_id) do nothing`.execute(this.db);
    if (enabled.has(CertificateRule.officialExam))
      await sql`
      insert into certificates (user_id, rule_type, ref_id, title, issued_at)
      select a.user_id, ${CertificateRule.officialExam}::smallint, e.id, e.title, min(a.submitted_at)
      from exam_attempts a join exams e on e.id = a.exam_id
      where a.user_id = ${userId} and a.passed = 1 and e.exam_type = ${OFFICIAL_EXAM}
      group by a.user_id, e.id, e.title
      on conflict (user_id, rule_type, ref_id) do nothing`.execute(this.db);
  }

  private mine(userId: number, keywords?: string) {
    let query = this.db.selectFrom('certificates as c').where('c.user_id', '=', userId);
    if (keywords) query = query.where('c.title', 'ilike', containsPattern(keywords));
    return query;
  }

  async list(userId: number, page: number, limit: number, keywords?: string) {
    const listed = this.mine(userId, keywords)
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.cert_no', 'c.rule_type', 'c.ref_id', 'c.title', 'c.issued_at', 'u.name as user_name'])
      .orderBy('c.issued_at', 'desc')
      .orderBy('c.id', 'desc');
    return pageAndTotal(listed, this.mine(userId, keywords), page, limit);
  }

  find(where: { id: number } | { certNo: string }) {
    let query = this.db
      .selectFrom('certificates as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.cert_no', 'c.user_id', 'c.rule_type', 'c.ref_id', 'c.title', 'c.issued_at', 'u.name as user_name']);
    query = 'id' in where ? query.where('c.id', '=', where.id) : query.where('c.cert_no', '=', where.certNo);
    return query.executeTakeFirst();
  }
}
