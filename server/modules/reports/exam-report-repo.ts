import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { ReviewStatus } from '../../../src/shared/spec-codes.js';
import { inDepartmentTree } from '../users/index.js';
import type { ExamFiguresRow, ExamListSort, ExamQuestionSort, ExamReportFilter } from './exam-report-shapes.js';
import type { Direction } from './report-shapes.js';
import type { ReportQuery } from './reports-repo.js';

/**
 * The exam results report, read from the exam engine's tables (exam_attempts, exam_answers,
 * exam_questions, questions).
 *
 * Which attempts count: only marked ones (review_status 2: submitted, and any short answer
 * marked by an examiner), since an attempt still waiting for its marks has no final score.
 * Of those, each person's BEST attempt (highest score, then the shorter time, then the first)
 * makes the figures: examinees, pass rate, average/highest/lowest score, time taken, the score
 * distribution and each question's correct rate and discrimination. Every marked attempt is
 * only counted in `attempts`. Why the best attempt rather than every attempt: the report
 * answers "how did the people do" — with every attempt, a person who failed twice and passed
 * on the third try would weigh three times and pull the pass rate and the average down, so an
 * exam allowing retries would look worse than one that does not for the same people; the
 * exam's own ranking (ExamRepo.ranking) ranks people by the same best attempt.
 */

/** Characters of a question's text the report shows. */
export const EXCERPT_LENGTH = 80;

/** The share of the examinees in each of the discrimination's upper and lower groups. */
export const DISCRIMINATION_GROUP = 0.27;

const dir = (direction: Direction) => sql.raw(direction === 'asc' ? 'asc' : 'desc');

export class ExamReportRepo {
  constructor(private readonly db: Db) {}

  /**
   * Each person's best marked attempt (a CTE body) of one exam or of every exam, with how many
   * marked attempts the person has (`tries`) and the time taken in seconds.
   */
  private best(filter: ExamReportFilter, examId?: number): RawBuilder<unknown> {
    const where: RawBuilder<unknown>[] = [sql`a.review_status = ${ReviewStatus.reviewed}`, sql`a.submitted_at is not null`];
    if (examId !== undefined) where.push(sql`a.exam_id = ${examId}`);
    if (filter.since) where.push(sql`a.submitted_at >= ${filter.since}`);
    if (filter.until) where.push(sql`a.submitted_at < ${filter.until}`);
    const people = filter.departmentId === undefined ? sql`` : sql`join users u on u.id = a.user_id and ${inDepartmentTree('u.department_id', filter.departmentId)}`;
    // The count's window is ordered as the rows are picked (its frame the whole partition): one sort serves both.
    return sql`select distinct on (a.exam_id, a.user_id) a.id, a.exam_id, a.user_id, a.score, a.passed,
        extract(epoch from a.submitted_at - a.started_at)::float8 as seconds,
        count(*) over (partition by a.exam_id, a.user_id order by a.score desc, a.submitted_at - a.started_at, a.id rows between unbounded preceding and unbounded following) as tries
      from exam_attempts a ${people}
      where ${sql.join(where, sql` and `)}
      order by a.exam_id, a.user_id, a.score desc, a.submitted_at - a.started_at, a.id`;
  }

  /** The exams with marked attempts (in the filters), one row each with its figures. */
  exams(filter: ExamReportFilter, sort: ExamListSort, direction: Direction): ReportQuery {
    const rows = sql`with best as (${this.best(filter)})
      select e.id as exam_id, e.title, e.exam_start, e.exam_end, e.total_score as full_score, e.pass_score,
             s.attempts, s.examinees, s.passed, s.passed::float8 / s.examinees as pass_rate, s.average_score, s.average_seconds
      from (select b.exam_id, sum(b.tries)::int as attempts, count(*)::int as examinees, count(*) filter (where b.passed = 1)::int as passed,
                   avg(b.score)::float8 as average_score, avg(b.seconds)::float8 as average_seconds
            from best b group by b.exam_id) s
      join exams e on e.id = s.exam_id`;
    const column = {
      title: sql`r.title`,
      exam_start: sql`r.exam_start`,
      attempts: sql`r.attempts`,
      examinees: sql`r.examinees`,
      average_score: sql`r.average_score`,
      pass_rate: sql`r.pass_rate`,
      average_seconds: sql`r.average_seconds`,
    }[sort];
    return { rows, order: sql`${column} ${dir(direction)} nulls last, r.exam_id desc` };
  }

  /** One exam's figures: attempts, examinees, passes, scores and time taken (the median: the 50th percentile, interpolated). */
  async figures(examId: number, filter: ExamReportFilter): Promise<ExamFiguresRow> {
    const result = await sql<ExamFiguresRow>`with best as (${this.best(filter, examId)})
      select coalesce(sum(b.tries), 0)::int as attempts, count(*)::int as examinees, count(*) filter (where b.passed = 1)::int as passed,
             avg(b.score)::float8 as average_score, max(b.score)::float8 as highest_score, min(b.score)::float8 as lowest_score,
             avg(b.seconds)::float8 as average_seconds, percentile_cont(0.5) within group (order by b.seconds) as median_seconds
      from best b`.execute(this.db);
    return result.rows[0]!;
  }

  /**
   * How many examinees' best scores fall in each tenth of the full score: band i (0 to 9) holds
   * the scores s with i/10 <= s/full < (i+1)/10, the last band also the full score itself.
   * Bands without anyone are left out.
   */
  async distribution(examId: number, fullScore: number, filter: ExamReportFilter): Promise<{ band: number; count: number }[]> {
    if (fullScore <= 0) return [];
    const result = await sql<{ band: number; count: number }>`with best as (${this.best(filter, examId)})
      select least(9, greatest(0, floor(b.score * 10 / ${fullScore}::numeric)))::int as band, count(*)::int as count
      from best b group by 1 order by 1`.execute(this.db);
    return result.rows;
  }

  /**
   * The exam's questions with how its examinees (their best marked attempts) answered them:
   *
   * - correct rate: the share of the examinees whose answer was correct (an objective answer
   *   right in full; a fill-in question with every blank right; a short answer given its full
   *   points by the examiner).
   * - discrimination index D = P(upper) − P(lower): the examinees ranked by their total score
   *   (ties: the shorter time, then the user id), the upper group the top 27% and the lower
   *   group the bottom 27% (k = round(0.27 × examinees), at least 1), P the share of a group
   *   that answered the question correctly. From −1 to 1: near 1 the question separates strong
   *   from weak examinees, near 0 it does not, below 0 weak examinees do better at it. Null
   *   with fewer than two examinees (the groups would be the same person).
   *
   * An attempt with no answer row for a question (a question added after it) counts as not correct.
   */
  questions(examId: number, filter: ExamReportFilter, sort: ExamQuestionSort, direction: Direction): ReportQuery {
    const rows = sql`with best as (${this.best(filter, examId)}),
      ranked as (select b.id, row_number() over (order by b.score desc, b.seconds, b.user_id) as rank from best b),
      size as (select count(*)::int as n, greatest(1, round(count(*) * ${DISCRIMINATION_GROUP}::numeric))::int as k from best),
      answered as (
        select x.question_id, count(*)::int as correct,
               count(*) filter (where r.rank <= s.k)::int as upper_correct, count(*) filter (where r.rank > s.n - s.k)::int as lower_correct
        from ranked r cross join size s join exam_answers x on x.attempt_id = r.id and x.is_correct = 1
        group by x.question_id)
      select eq.question_id, (row_number() over (order by eq.sort, eq.question_id))::int as position, q.type,
             left(btrim(regexp_replace(regexp_replace(q.content, '<[^>]*>', '', 'g'), '\\s+', ' ', 'g')), ${EXCERPT_LENGTH}::int) as excerpt,
             eq.score, s.n as examinees, coalesce(t.correct, 0) as correct,
             case when s.n > 0 then coalesce(t.correct, 0)::float8 / s.n end as correct_rate,
             case when s.n > 1 then (coalesce(t.upper_correct, 0) - coalesce(t.lower_correct, 0))::float8 / s.k end as discrimination
      from exam_questions eq join questions q on q.id = eq.question_id cross join size s
      left join answered t on t.question_id = eq.question_id
      where eq.exam_id = ${examId}`;
    const column = { position: sql`r.position`, type: sql`r.type`, correct_rate: sql`r.correct_rate`, discrimination: sql`r.discrimination` }[sort];
    return { rows, order: sql`${column} ${dir(direction)} nulls last, r.position` };
  }

  /** Every row of a short report (an exam's questions) in its order. */
  async all<Row>(query: ReportQuery): Promise<Row[]> {
    return (await sql<Row>`select * from (${query.rows}) r order by ${query.order}`.execute(this.db)).rows;
  }

  /** The exam the report is of, or undefined. */
  exam(examId: number) {
    return this.db.selectFrom('exams').select(['id', 'title', 'exam_start', 'exam_end', 'total_score', 'pass_score']).where('id', '=', examId).executeTakeFirst();
  }
}
