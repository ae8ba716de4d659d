import { sql, type Kysely } from 'kysely';
import type { Db } from '../core/db/database.js';
import type { Database } from '../core/db/database.js';
import { hashPassword } from '../modules/session/passwords.js';
import { EMPLOYEE_PASSWORD } from './company.js';
import { demoClock } from './home.js';

/**
 * A large company added to a database that holds the demo company (npm run
 * generate:company, and bench:home): departments, users, a year of study records over
 * courses, exams, tasks and maps, the course enrolments behind the course records, this
 * month's credits and study time and the month scores they give.
 *
 * Everything is set-based (insert ... select over generate_series), with one password hash
 * computed once for every user (they sign in with the demo employees' password), so the
 * size is bounded by the database, not by round trips. Pseudo-random choices come from
 * hashtext() of the row's numbers: the same sizes give the same company.
 *
 * Accounts are user000001, user000002, ...; the site setting 'generated:company' records
 * what was generated (a database holds one generated company).
 */

export interface GenerateOptions {
  users: number;
  records: number;
  /** Progress lines (phase, rows, seconds). */
  log?: (line: string) => void;
}

export interface GenerateResult {
  users: number;
  departments: number;
  courses: number;
  records: number;
  courseUsers: number;
  credits: number;
  studyDays: number;
  seconds: number;
}

export const GENERATED_MARK = 'generated:company';
const regions = ['华东', '华南', '华北', '华中', '西南', '西北', '东北', '海外', '总部', '创新'];
const teams = ['研发一组', '研发二组', '测试组', '产品组', '设计组', '销售一组', '销售二组', '客服组'];
const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const givenChars = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚华建国玉志鹏辉宇浩然轩欣怡梓涵雨萱思远嘉俊晨曦鸣佳琪文博天';
const topics = ['沟通', '协作', '领导力', '时间管理', '项目管理', '数据分析', '产品设计', '用户研究', '前端', '后端', '测试', '运维', '安全', '合规', '财务', '销售', '客服', '写作', '演讲', '创新'];

/** Existing generated company, if any. */
export async function generatedCompany(db: Db): Promise<{ users: number; records: number } | null> {
  const row = await db.selectFrom('site_config').select('value').where('key', '=', GENERATED_MARK).executeTakeFirst();
  return row ? (JSON.parse(row.value) as { users: number; records: number }) : null;
}

const pgArray = (items: string[]) => `{${items.map((s) => `"${s}"`).join(',')}}`;

export async function generateCompany(db: Db, options: GenerateOptions): Promise<GenerateResult> {
  const log = options.log ?? (() => undefined);
  const users = Math.max(1, Math.floor(options.users));
  const records = Math.max(0, Math.floor(options.records));
  if (await generatedCompany(db)) throw new Error('this database already holds a generated company');
  const started = Date.now();
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);
  const clock = demoClock();
  const passwordHash = await hashPassword(EMPLOYEE_PASSWORD);

  return db.transaction().execute(async (trx) => {
    const run = async (phase: string, query: ReturnType<typeof sql>) => {
      const result = await query.execute(trx);
      const rows = Number(result.numAffectedRows ?? 0);
      log(`  ${phase}: ${rows.toLocaleString('en-US')} rows (${elapsed()} s)`);
      return rows;
    };

    // Departments: one division per 1,000 people (10 regions at most, then numbered), 8 teams each.
    const divisions = Math.max(2, Math.ceil(users / 1000));
    await run(
      'divisions',
      sql`insert into departments (name, parent_id, sort)
          select case when g <= ${regions.length} then (${pgArray(regions)}::text[])[g] || '事业部' else '事业部 ' || g end, null, 10000 + g
          from generate_series(1, ${divisions}::integer) g`,
    );
    const teamCount = await run(
      'teams',
      sql`insert into departments (name, parent_id, sort)
          select d.name || ' ' || t.name, d.id, d.sort * 10 + t.n
          from departments d
          cross join unnest(${pgArray(teams)}::text[]) with ordinality as t(name, n)
          where d.parent_id is null and d.sort > 10000`,
    );

    // Users: names from the surname and given-name characters, spread over the teams.
    await run(
      'users',
      sql`insert into users (account, password_hash, name, photo, mobile, mail, department_id, position_id, role_id, gender, work_number, entry_time, user_type, employee_type)
          select 'user' || lpad(g::text, 6, '0'), ${passwordHash}::text,
                 substr(${surnames}::text, (1 + h % ${surnames.length})::integer, 1) || substr(${givenChars}::text, (1 + (h / 97) % ${givenChars.length})::integer, 1)
                   || case when h % 3 = 0 then '' else substr(${givenChars}::text, (1 + (h / 9973) % ${givenChars.length})::integer, 1) end,
                 '/files/avatars/u' || (1 + g % 200) || '.svg', null, null,
                 team.ids[1 + (g % array_length(team.ids, 1))],
                 (select min(id) from positions), 1, 1 + (h % 2), 'U' || lpad(g::text, 6, '0'),
                 to_char(date '2012-01-01' + (h % 5000)::integer, 'YYYY-MM-DD'), 2, 1
          from generate_series(1, ${users}::integer) g
          cross join lateral (select abs(hashtext('user' || g)::bigint) as h) x
          cross join (select array_agg(d.id order by d.id) as ids from departments d join departments p on p.id = d.parent_id where p.sort > 10000) team`,
    );

    // More things to study, so each user has distinct records: courses (with a chapter and a
    // video period each), ended online-training exams and maps.
    const targetsBefore = Number(
      (
        await sql<{ n: number }>`select (select count(*) from courses where status = 1) + (select count(*) from exams) + (select count(*) from tasks) + (select count(*) from study_maps) as n`.execute(trx)
      ).rows[0]?.n ?? 0,
    );
    const perUser = Math.ceil(records / users);
    const extra = Math.max(200, perUser + 50 - targetsBefore);
    const newCourses = Math.ceil(extra * 0.75);
    const newExams = Math.ceil(extra * 0.15);
    const newMaps = Math.max(1, extra - newCourses - newExams);
    const now = clock.now.toJSDate();
    await run(
      'courses',
      sql`insert into courses (title, course_type, category_id, cover, description, is_required, status, sort, created_at, notified_at)
          select (${pgArray(topics)}::text[])[1 + g % ${topics.length}] || '进阶 ' || g, 2,
                 (select min(id) from course_categories) + g % greatest(1, (select count(*) from course_categories)::integer),
                 '/files/courses/covers/c' || (1 + g % 30) || '.svg', '<p>系列课程第 ' || g || ' 讲。</p>', 2, 1, 1000 + g,
                 ${now}::timestamptz - make_interval(days => 30 + g % 300), ${now}::timestamptz
          from generate_series(1, ${newCourses}::integer) g`,
    );
    await run(
      'chapters',
      sql`insert into course_chapters (course_id, title, sort)
          select id, '课程内容', 0 from courses where sort > 1000 and not exists (select 1 from course_chapters ch where ch.course_id = courses.id)`,
    );
    await run(
      'periods',
      sql`insert into course_periods (course_id, chapter_id, title, period_type, sort, media_path, media_seconds)
          select c.id, ch.id, '第 1 讲', 2, 0, '/files/courses/media/lesson-a.mp4', 60
          from courses c join course_chapters ch on ch.course_id = c.id
          where c.sort > 1000 and not exists (select 1 from course_periods p where p.course_id = c.id)`,
    );
    await run(
      'exams',
      sql`insert into exams (title, description, exam_type, source, exam_start, exam_end, exam_long, pass_score, total_score, created_at, published_at, notified_at)
          select '在线培训考核 ' || g, '<p>在线培训结业考核。</p>', 3, 3,
                 ${now}::timestamptz - make_interval(days => 20 + g % 330), ${now}::timestamptz - make_interval(days => 5 + g % 10),
                 30, 60, 100, ${now}::timestamptz - make_interval(days => 21 + g % 330), ${now}::timestamptz - make_interval(days => 21 + g % 330), ${now}::timestamptz
          from generate_series(1, ${newExams}::integer) g`,
    );
    await run(
      'maps',
      sql`insert into study_maps (title, cover, description, study_type, created_at)
          select (${pgArray(topics)}::text[])[1 + g % ${topics.length}] || '成长地图 ' || g, '/files/maps/map' || (1 + g % 3) || '.svg',
                 '<p>自由学习地图。</p>', 1 + g % 2, ${now}::timestamptz - make_interval(days => 30 + g % 300)
          from generate_series(1, ${newMaps}::integer) g`,
    );

    // The study records: user n's k-th record is thing (n * 7919 + k) mod N, so a user's
    // records are distinct; the last study time is skewed to recent days, some today.
    await sql`create temporary table gen_targets (i integer primary key, record_type smallint, task_type smallint, target_id integer) on commit drop`.execute(trx);
    await sql`insert into gen_targets
      select (row_number() over (order by rt, tt, id) - 1)::integer, rt, tt, id from (
        select 1 as rt, 0 as tt, id from courses where status = 1
        union all select 2, 1, id from exams
        union all select 2, 2, id from tasks
        union all select 3, 0, id from study_maps
      ) t`.execute(trx);
    const targetTotal = Number((await sql<{ n: number }>`select count(*) as n from gen_targets`.execute(trx)).rows[0]?.n ?? 0);
    await sql`create temporary table gen_users (n integer primary key, id integer) on commit drop`.execute(trx);
    await sql`insert into gen_users select row_number() over (order by id), id from users where account ~ '^user[0-9]{6}$'`.execute(trx);
    const base = Math.floor(records / users);
    const remainder = records % users;
    const yearSeconds = 365 * 86400;
    const nowSeconds = Math.floor(clock.now.toSeconds());
    let recordRows = 0;
    const chunk = Math.max(1, Math.ceil(users / 10));
    for (let from = 1; from <= users; from += chunk) {
      const to = Math.min(users, from + chunk - 1);
      const result = await sql`
        insert into study_records (user_id, record_type, task_type, target_id, last_study_time, created_at)
        select u.id, t.record_type, t.task_type, t.target_id, to_timestamp(at), to_timestamp(at - (h / 7) % 2592000)
        from gen_users u
        cross join generate_series(0, ${base}::integer) k
        cross join lateral (select abs(hashtext(u.id || ':' || k)::bigint) as h) x
        cross join lateral (select ${nowSeconds}::bigint - 60 - floor(${yearSeconds}::double precision * power((h % 1000003) / 1000003.0, 2))::bigint as at) w
        join gen_targets t on t.i = (u.n::bigint * 7919 + k) % ${targetTotal}::integer
        where u.n between ${from}::integer and ${to}::integer and (k < ${base}::integer or u.n <= ${remainder}::integer)
        on conflict (user_id, record_type, task_type, target_id) do nothing`.execute(trx);
      recordRows += Number(result.numAffectedRows ?? 0);
      log(`  study records: ${recordRows.toLocaleString('en-US')} of ${records.toLocaleString('en-US')} (${elapsed()} s)`);
    }

    // Course enrolments behind the course records (progress, completion), and two demo maps.
    const courseUsers = await run(
      'course enrolments',
      sql`insert into course_users (course_id, user_id, join_state, progress, completed_at, last_study_time, created_at)
          select r.target_id, r.user_id, 3, p.progress, case when p.progress = 100 then r.last_study_time end, r.last_study_time, r.created_at
          from study_records r
          join gen_users u on u.id = r.user_id
          cross join lateral (select case when r.id % 3 = 0 then 100 else (r.id % 97)::integer end as progress) p
          where r.record_type = 1
          on conflict (course_id, user_id) do nothing`,
    );
    await run(
      'map members',
      sql`insert into map_users (map_id, user_id, opened_at, progress, last_study_time, notified_at, created_at)
          select m.id, u.id, m.created_at + interval '1 day', (u.n % 90)::integer, ${now}::timestamptz - make_interval(hours => u.n % 500), ${now}::timestamptz, m.created_at
          from gen_users u cross join (select id, created_at from study_maps order by id limit 2) m
          on conflict (map_id, user_id) do nothing`,
    );

    // This month: study seconds and credits on about half the days so far (today's daily
    // sign-in credit is left to the sign-in), then the month scores from them.
    const monthStart = clock.now.startOf('month');
    const daysSoFar = Math.floor(clock.today.diff(monthStart, 'days').days) + 1;
    const days = Array.from({ length: daysSoFar }, (_, i) => {
      const day = monthStart.plus({ days: i });
      return sql`(${day.toISODate()!}::text, ${day.toISO()!}::timestamptz, ${i === daysSoFar - 1}::boolean)`;
    });
    const todayCap = Math.max(0, Math.floor((clock.now.toMillis() - clock.today.toMillis()) / 1000) - 300);
    const active = sql`
      with days(day, start, is_today) as (values ${sql.join(days)}),
      active as (
        select u.id as user_id, d.day, d.start, d.is_today, abs(hashtext(u.id || '/' || d.day)::bigint) as h
        from gen_users u cross join days d
      )`;
    const studyDays = await run(
      'study time (this month)',
      sql`${active}
          insert into study_time_daily (user_id, day, seconds)
          select user_id, day, seconds from (
            select user_id, day, case when is_today then least(300 + (h / 7) % 5400, ${todayCap}::integer) else 300 + (h / 7) % 5400 end as seconds
            from active where h % 100 < 50
          ) s where seconds > 0
          on conflict (user_id, day) do nothing`,
    );
    const credits = await run(
      'credits (this month)',
      sql`${active}
          insert into credit_ledger (user_id, points, reason, day, created_at)
          select user_id, 2, 'daily_login', day, start + make_interval(secs => 27000 + (h / 13) % 5400) from active where h % 100 < 50 and not is_today
          union all
          select user_id, 1 + ((h / 100) % 5)::integer, 'course_study', day, start + make_interval(secs => 36000 + (h / 17) % 36000) from active
          where h % 100 < 50 and (h / 100) % 100 < 45 and (not is_today or start + make_interval(secs => 36000 + (h / 17) % 36000) < ${now}::timestamptz)
          on conflict (user_id, day) where reason = 'daily_login' do nothing`,
    );
    const month = clock.now.toFormat('yyyy-MM');
    await run(
      'month scores',
      sql`insert into monthly_scores (month, user_id, credits, study_seconds)
          select ${month}, u.id,
                 coalesce((select sum(points) from credit_ledger c where c.user_id = u.id and c.day >= ${monthStart.toISODate()!}), 0)::integer,
                 coalesce((select sum(seconds) from study_time_daily s where s.user_id = u.id and s.day >= ${monthStart.toISODate()!}), 0)::integer
          from gen_users u
          on conflict (month, user_id) do update set credits = excluded.credits, study_seconds = excluded.study_seconds`,
    );

    await trx
      .insertInto('site_config')
      .values({ key: GENERATED_MARK, value: JSON.stringify({ users, records: recordRows, at: clock.now.toISO() }) })
      .execute();
    return {
      users,
      departments: divisions + teamCount,
      courses: newCourses,
      records: recordRows,
      courseUsers,
      credits,
      studyDays,
      seconds: (Date.now() - started) / 1000,
    };
  });
}

/**
 * After a bulk load: planner statistics, and the visibility map autovacuum would set later
 * (until then counts over an index visit the table's pages instead of the index alone).
 */
export async function analyze(db: Kysely<Database>): Promise<void> {
  await sql`vacuum analyze`.execute(db);
}

// -- exam results ------------------------------------------------------------------------------

export const GENERATED_EXAM_RESULTS_MARK = 'generated:exam-results';

export interface ExamResultsOptions {
  /** Exams to add (20 questions of 5 points each: a full score of 100, 60 to pass). */
  exams: number;
  /** Percent of the generated employees who take each exam. */
  takers: number;
  log?: (line: string) => void;
}

export interface ExamResultsResult {
  exams: number;
  attempts: number;
  answers: number;
  seconds: number;
}

/** The exam results added to the generated company, if any. */
export async function generatedExamResults(db: Db): Promise<ExamResultsResult | null> {
  const row = await db.selectFrom('site_config').select('value').where('key', '=', GENERATED_EXAM_RESULTS_MARK).executeTakeFirst();
  return row ? (JSON.parse(row.value) as ExamResultsResult) : null;
}

/** The question types of each generated exam, in order: 6 single, 4 multiple, 4 true/false, 3 fill-in, 2 indefinite, 1 short answer. */
const EXAM_PAPER_TYPES = [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 6, 6, 5];

/**
 * Official exams taken by the generated employees, marked (the exam results report's data,
 * and bench:admin's): each exam has its 20 questions; each employee takes it with a chance of
 * `takers` percent, some of those who failed try once more (their attempt 2). Every question of
 * every attempt has its marked answer: right with a chance that grows with the employee's
 * ability and falls with the question's difficulty (one question in ten is a poor one: its
 * chance does not depend on the ability), so the scores spread and the questions discriminate
 * as in a real exam. Set-based like generateCompany, pseudo-random from hashtext(); with 10,000
 * employees, 20 exams and 50%: about 110,000 attempts and 2.2 million answers.
 */
export async function generateExamResults(db: Db, options: ExamResultsOptions): Promise<ExamResultsResult> {
  const log = options.log ?? (() => undefined);
  if (await generatedExamResults(db)) throw new Error('this database already holds the generated exam results');
  const exams = Math.max(1, Math.floor(options.exams));
  const takers = Math.min(100, Math.max(1, Math.floor(options.takers)));
  const started = Date.now();
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);
  const now = demoClock().now.toJSDate();

  return db.transaction().execute(async (trx) => {
    const run = async (phase: string, query: ReturnType<typeof sql>) => {
      const rows = Number((await query.execute(trx)).numAffectedRows ?? 0);
      log(`  ${phase}: ${rows.toLocaleString('en-US')} rows (${elapsed()} s)`);
      return rows;
    };
    // The exams: one every ~18 days over the last year, open for two weeks, 60 minutes, two tries.
    await sql`create temporary table gen_exams (n integer primary key, id integer) on commit drop`.execute(trx);
    await run(
      'exams (results)',
      sql`with added as (
            insert into exams (title, description, exam_type, source, exam_start, exam_end, exam_long, pass_score, total_score, attempt_limit, created_at, published_at, notified_at)
            select (${pgArray(topics)}::text[])[1 + g % ${topics.length}] || '能力考核 第 ' || g || ' 期', '<p>年度能力考核。</p>', 2, 2,
                   ${now}::timestamptz - make_interval(days => 365 - (g - 1) * 360 / ${exams}::integer), ${now}::timestamptz - make_interval(days => 351 - (g - 1) * 360 / ${exams}::integer),
                   60, 60, ${EXAM_PAPER_TYPES.length * 5}, 2,
                   ${now}::timestamptz - make_interval(days => 370 - (g - 1) * 360 / ${exams}::integer), ${now}::timestamptz - make_interval(days => 370 - (g - 1) * 360 / ${exams}::integer), ${now}::timestamptz
            from generate_series(1, ${exams}::integer) g
            returning id)
          insert into gen_exams select row_number() over (order by id), id from added`,
    );
    // Their questions, 20 each, in the paper's order of types.
    await run(
      'questions (results)',
      sql`with paper(k, type) as (select k::integer, t::smallint from unnest(${`{${EXAM_PAPER_TYPES.join(',')}}`}::int[]) with ordinality as p(t, k)),
          added as (
            insert into questions (type, content, options, answer, analysis)
            select p.type, '<p>' || (${pgArray(topics)}::text[])[1 + (e.n + p.k) % ${topics.length}] || '考核题：第 ' || e.n || ' 期第 ' || p.k || ' 题</p>',
                   case when p.type in (4, 5) then '[]'::jsonb else '[{"id":1,"content":"选项一"},{"id":2,"content":"选项二"},{"id":3,"content":"选项三"},{"id":4,"content":"选项四"}]'::jsonb end,
                   case p.type when 4 then '{"blanks":[["答案"]]}'::jsonb when 5 then '{"reference":"参考答案"}'::jsonb when 2 then '{"option_ids":[1,3]}'::jsonb else '{"option_ids":[1]}'::jsonb end,
                   'e' || e.id || ':' || p.k
            from gen_exams e cross join paper p
            returning id, analysis)
          insert into exam_questions (exam_id, question_id, sort, score)
          select split_part(substr(a.analysis, 2), ':', 1)::integer, a.id, split_part(a.analysis, ':', 2)::integer - 1, 5 from added a`,
    );
    await sql`update questions q set analysis = '' from exam_questions eq join gen_exams e on e.id = eq.exam_id where eq.question_id = q.id`.execute(trx);

    // First attempts: each taker once, on a day of the exam's two weeks, 15 to 60 minutes.
    await run(
      'attempts (first)',
      sql`insert into exam_attempts (exam_id, user_id, attempt_no, started_at, deadline, submitted_at, review_status)
          select e.id, u.id, 1, s.at, s.at + interval '60 minutes', s.at + make_interval(mins => s.minutes), 2
          from exams e join gen_exams g on g.id = e.id
          cross join users u
          cross join lateral (select abs(hashtext(u.id || '@' || e.id)::bigint) as h) x
          cross join lateral (select e.exam_start + make_interval(mins => (x.h / 101 % (13 * 24 * 60))::integer) as at, 15 + (x.h / 7 % 46)::integer as minutes) s
          where u.account ~ '^user[0-9]{6}$' and x.h % 100 < ${takers}`,
    );
    /**
     * The answers of the attempts of one try, marked: right when a draw (0 to 999) falls below
     * the chance 1000 × (0.35 + 0.6 × ability − 0.3 × (difficulty − 0.5)), kept within 5% and
     * 98% (a poor question: 60% for anyone); a second try adds 0.1 to the ability.
     */
    const answers = (no: number) => sql`
      insert into exam_answers (attempt_id, question_id, answer, score, is_correct, review_status)
      select a.id, eq.question_id, '{}'::jsonb, case when r.correct then eq.score else 0 end, r.correct::integer, case when q.type = 5 then 2 end
      from exam_attempts a join gen_exams g on g.id = a.exam_id
      join exam_questions eq on eq.exam_id = a.exam_id join questions q on q.id = eq.question_id
      cross join lateral (
        select (abs(hashtext(a.id || '/' || eq.question_id)::bigint) % 1000) <
          case when q.id % 10 = 0 then 600
               else 1000 * least(0.98, greatest(0.05, 0.35 + 0.6 * (least(1.0, (abs(hashtext('ability' || a.user_id)::bigint) % 1000) / 1000.0 + ${no - 1} * 0.1))
                                                     - 0.3 * ((abs(hashtext('difficulty' || q.id)::bigint) % 1000) / 1000.0 - 0.5))) end as correct) r
      where a.attempt_no = ${no}`;
    const scores = (no: number) => sql`
      update exam_attempts a set objective_score = s.total, score = s.total, passed = (s.total >= 60)::integer, reviewed_at = a.submitted_at
      from (select x.attempt_id, sum(x.score) as total from exam_answers x join exam_attempts b on b.id = x.attempt_id join gen_exams g on g.id = b.exam_id
            where b.attempt_no = ${no} group by x.attempt_id) s
      where s.attempt_id = a.id`;
    let answerRows = await run('answers (first attempts)', answers(1));
    await run('scores (first attempts)', scores(1));
    // A third of those who failed try again two days later.
    await run(
      'attempts (second)',
      sql`insert into exam_attempts (exam_id, user_id, attempt_no, started_at, deadline, submitted_at, review_status)
          select a.exam_id, a.user_id, 2, a.started_at + interval '2 days', a.started_at + interval '2 days 60 minutes', a.submitted_at + interval '2 days' - interval '5 minutes', 2
          from exam_attempts a join gen_exams g on g.id = a.exam_id
          where a.attempt_no = 1 and a.passed = 0 and abs(hashtext('retry' || a.id)::bigint) % 3 = 0`,
    );
    answerRows += await run('answers (second attempts)', answers(2));
    await run('scores (second attempts)', scores(2));

    const attempts = Number((await sql<{ n: string }>`select count(*) as n from exam_attempts a join gen_exams g on g.id = a.exam_id`.execute(trx)).rows[0]?.n ?? 0);
    const result = { exams, attempts, answers: answerRows, seconds: (Date.now() - started) / 1000 };
    await trx.insertInto('site_config').values({ key: GENERATED_EXAM_RESULTS_MARK, value: JSON.stringify(result) }).execute();
    return result;
  });
}

// -- defences, forum and mall ------------------------------------------------------------------

export const GENERATED_ACTIVITY_MARK = 'generated:activity';

export interface ActivityOptions {
  /** Forum posts per 100 generated employees over the year (150: 15,000 for 10,000 people). */
  postsPer100: number;
  /** Mall redemptions per 100 generated employees over the year. */
  redemptionsPer100: number;
  /** Defences over the year (a few more are coming). */
  defences: number;
  /** Participants invited to each defence. */
  participants: number;
  log?: (line: string) => void;
}

export interface ActivityResult {
  posts: number;
  comments: number;
  likes: number;
  redemptions: number;
  defences: number;
  participants: number;
  seconds: number;
}

/** The defence, forum and mall activity added to the generated company, if any. */
export async function generatedActivity(db: Db): Promise<ActivityResult | null> {
  const row = await db.selectFrom('site_config').select('value').where('key', '=', GENERATED_ACTIVITY_MARK).executeTakeFirst();
  return row ? (JSON.parse(row.value) as ActivityResult) : null;
}

/**
 * A year of the generated employees' defences, forum and mall (the back office's defence
 * results, forum activity and mall redemptions reports, and bench:admin's), set-based and
 * pseudo-random from hashtext() like generateCompany:
 *
 * - forum: `postsPer100` posts per 100 employees spread over the year (a few people write most:
 *   the author is drawn with a skew), one in twenty deleted by its owner; 0 to 8 comments on a
 *   post (a third of them replies) and 0 to 30 likes (about 4 and 15), within ten days after it;
 * - mall: ten more goods, and `redemptionsPer100` redemptions per 100 employees, one or two
 *   pieces at the goods' price, collected a few days later except the last week's;
 * - defences: `defences` sessions every few days over the year of the four kinds (and three
 *   coming), each with `participants` employees invited: past ones scored (85%: by examiner01,
 *   the AI defences by the server), waiting for the examiner (5%) or never taken (10%).
 *
 * With 10,000 employees and the defaults (150, 80, 80, 150): 15,000 posts, about 60,000
 * comments, 225,000 likes, 8,000 redemptions and 12,000 defence participants.
 */
export async function generateActivity(db: Db, options: ActivityOptions): Promise<ActivityResult> {
  const log = options.log ?? (() => undefined);
  if (await generatedActivity(db)) throw new Error('this database already holds the generated activity');
  const started = Date.now();
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);
  const now = demoClock().now.toJSDate();
  const yearSeconds = 365 * 86400;

  return db.transaction().execute(async (trx) => {
    const run = async (phase: string, query: ReturnType<typeof sql>) => {
      const rows = Number((await query.execute(trx)).numAffectedRows ?? 0);
      log(`  ${phase}: ${rows.toLocaleString('en-US')} rows (${elapsed()} s)`);
      return rows;
    };
    await sql`create temporary table gen_people (n integer primary key, id integer) on commit drop`.execute(trx);
    await sql`insert into gen_people select (row_number() over (order by id) - 1)::integer, id from users where account ~ '^user[0-9]{6}$'`.execute(trx);
    const people = Number((await sql<{ n: string }>`select count(*) as n from gen_people`.execute(trx)).rows[0]?.n ?? 0);
    if (people === 0) throw new Error('generate the company first (no generated employees)');

    // -- forum: posts on the open plates; an author drawn with a skew (the square of a uniform draw).
    const posts = Math.max(1, Math.round((people * options.postsPer100) / 100));
    await sql`create temporary table gen_posts (id integer primary key, user_id integer, created_at timestamptz, h bigint) on commit drop`.execute(trx);
    const postCount = await run(
      'forum posts',
      sql`with added as (
          insert into forum_posts (plate_id, user_id, content, status, created_at, deleted_at, browse_num)
          select p.ids[1 + (x.h % array_length(p.ids, 1))], u.id,
                 '<p>' || (${pgArray(topics)}::text[])[1 + (x.h / 7) % ${topics.length}] || '心得分享 第 ' || g || ' 帖</p>',
                 case when x.h % 20 = 0 then 2 else 1 end, x.at, case when x.h % 20 = 0 then x.at + interval '1 day' end, 10 + (x.h / 11) % 300
          from generate_series(1, ${posts}::integer) g
          cross join lateral (select abs(hashtext('post' || g)::bigint) as h) h0
          cross join lateral (select h0.h, ${now}::timestamptz - make_interval(secs => (h0.h / 13) % ${yearSeconds}) as at,
                                     floor(${people}::double precision * power(((h0.h / 101) % 1000003) / 1000003.0, 2))::integer as author) x
          join gen_people a on a.n = x.author
          join users u on u.id = a.id
          cross join (select array_agg(id order by id) as ids from forum_plates where status = 1) p
          returning id, user_id, created_at)
          insert into gen_posts select id, user_id, created_at, abs(hashtext('gp' || id)::bigint) from added`,
    );
    // Comments: 0 to 8 per post, by anyone, within ten days of the post (and before now).
    const commentCount = await run(
      'forum comments',
      sql`insert into forum_comments (post_id, user_id, content, status, created_at)
          select p.id, c.id, '说得好，学习了（' || k || '）', case when (p.h / 7 + k) % 50 = 0 then 3 else 1 end,
                 least(${now}::timestamptz - interval '1 minute', p.created_at + make_interval(mins => 5 + ((p.h / 17 + k * 7919) % 14400)::integer))
          from gen_posts p
          cross join generate_series(1, 8) k
          join gen_people c on c.n = ((p.id::bigint * 7919 + k * 104729) % ${people})::integer
          where k <= p.h % 9`,
    );
    // A third of the comments are replies to the post's first comment.
    await run(
      'forum replies',
      sql`update forum_comments c set parent_id = f.first_id, reply_to_user_id = f.user_id
          from (select distinct on (post_id) post_id, id as first_id, user_id from forum_comments where post_id in (select id from gen_posts) order by post_id, id) f
          where c.post_id = f.post_id and c.id <> f.first_id and c.id % 3 = 0`,
    );
    // Likes: 0 to 30 per post, distinct people (a step coprime with the head count), within ten days.
    const likeCount = await run(
      'forum likes',
      sql`insert into forum_likes (post_id, user_id, created_at)
          select p.id, l.id, least(${now}::timestamptz - interval '1 minute', p.created_at + make_interval(mins => 1 + ((p.h / 29 + k * 104729) % 14400)::integer))
          from gen_posts p
          cross join generate_series(1, 30) k
          join gen_people l on l.n = ((p.id::bigint * 31 + k * 7919) % ${people})::integer
          where k <= (p.h / 3) % 31
          on conflict (post_id, user_id) do nothing`,
    );
    await run(
      'forum counters',
      sql`update forum_posts p set comment_num = coalesce(c.n, 0), like_num = coalesce(l.n, 0)
          from gen_posts g
          left join (select post_id, count(*)::integer as n from forum_comments where status = 1 group by post_id) c on c.post_id = g.id
          left join (select post_id, count(*)::integer as n from forum_likes group by post_id) l on l.post_id = g.id
          where p.id = g.id`,
    );

    // -- mall: ten more goods, then the redemptions at their price.
    await run(
      'mall goods',
      sql`insert into shop_goods (title, img, description, price, stock, per_person_limit, status, sort)
          select (${pgArray(topics)}::text[])[1 + g % ${topics.length}] || '主题礼品 ' || g, i.imgs[1 + g % array_length(i.imgs, 1)], '<p>年度积分礼品。</p>',
                 20 + (g * 37) % 300, 100000, 0, 1, 100 + g
          from generate_series(1, 10) g
          cross join (select array_agg(img order by id) as imgs from shop_goods) i`,
    );
    const redemptions = Math.max(1, Math.round((people * options.redemptionsPer100) / 100));
    const redemptionCount = await run(
      'mall redemptions',
      sql`insert into shop_redemptions (user_id, goods_id, quantity, points, status, created_at, collected_at)
          select u.id, g.ids[1 + (x.h % array_length(g.ids, 1))], q.quantity, pr.price * q.quantity,
                 case when x.at < ${now}::timestamptz - interval '7 days' then 2 else 1 end, x.at,
                 case when x.at < ${now}::timestamptz - interval '7 days' then x.at + make_interval(days => 1 + (x.h / 3 % 5)::integer) end
          from generate_series(1, ${redemptions}::integer) r
          cross join lateral (select abs(hashtext('redeem' || r)::bigint) as h) x0
          cross join lateral (select x0.h, ${now}::timestamptz - make_interval(secs => (x0.h / 13) % ${yearSeconds}) as at) x
          join gen_people u on u.n = ((x.h / 101) % ${people})::integer
          cross join (select array_agg(id order by id) as ids from shop_goods where status = 1) g
          cross join lateral (select case when x.h % 10 = 0 then 2 else 1 end as quantity) q
          cross join lateral (select price from shop_goods where id = g.ids[1 + (x.h % array_length(g.ids, 1))]) pr`,
    );

    // -- defences: every few days over the year, kinds in turn, and three coming.
    const examiner = await trx.selectFrom('users').select('id').where('account', '=', 'examiner01').executeTakeFirst();
    const sessions = Math.max(1, Math.floor(options.defences));
    await sql`create temporary table gen_defences (n integer primary key, id integer, kind integer, ends_at timestamptz) on commit drop`.execute(trx);
    await run(
      'defences',
      sql`with added as (
            insert into defences (title, kind, examiner_id, starts_at, ends_at, full_score, pass_score, live_period_id, place)
            select (${pgArray(topics)}::text[])[1 + g % ${topics.length}] || '能力答辩 第 ' || g || ' 场', (array[6, 7, 8, 9])[1 + g % 4],
                   case when g % 4 = 3 or g % 5 = 0 then null else ${examiner?.id ?? null}::integer end,
                   s.at, s.at + interval '2 hours', 100, 60, null, case when g % 4 = 0 then '总部 ' || (1 + g % 9) || ' 号会议室' else '' end
            from generate_series(1, ${sessions + 3}::integer) g
            cross join lateral (select ${now}::timestamptz - make_interval(days => case when g <= ${sessions}::integer then 364 - (g - 1) * 360 / ${sessions}::integer else -3 * (g - ${sessions}::integer) end,
                                                                          hours => 14 - g % 6) as at) s
            returning id, kind, ends_at)
          insert into gen_defences select row_number() over (order by id), id, kind, ends_at from added`,
    );
    const participantCount = await run(
      'defence participants',
      sql`insert into defence_attempts (defence_id, user_id, status, ai_status, score, result, started_at, submitted_at, reviewed_by, reviewed_at)
          select d.id, u.id, o.status, case when o.status = 3 and d.kind = 9 then 1 end, case when o.status = 3 then o.score end,
                 case when o.status = 3 then '答辩表现' || case when o.score >= 60 then '良好' else '有待提高' end else '' end,
                 case when o.status >= 2 then d.ends_at - interval '100 minutes' end, case when o.status >= 2 then d.ends_at - interval '60 minutes' end,
                 case when o.status = 3 and d.kind <> 9 then ${examiner?.id ?? null}::integer end, case when o.status = 3 then d.ends_at + interval '1 day' end
          from gen_defences d
          cross join generate_series(0, ${Math.max(1, Math.floor(options.participants)) - 1}::integer) k
          join gen_people u on u.n = ((d.n::bigint * 7919 + k * 104729) % ${people})::integer
          cross join lateral (select abs(hashtext('defence' || d.id || ':' || u.id)::bigint) as h) x
          cross join lateral (select case when d.ends_at > ${now}::timestamptz then 0 when x.h % 100 < 85 then 3 when x.h % 100 < 90 then 2 else 0 end as status,
                                     round((35 + (x.h / 7) % 41 + (x.h / 331) % 25)::numeric, 1) as score) o
          on conflict (defence_id, user_id) do nothing`,
    );

    const result = { posts: postCount, comments: commentCount, likes: likeCount, redemptions: redemptionCount, defences: sessions + 3, participants: participantCount, seconds: (Date.now() - started) / 1000 };
    await trx.insertInto('site_config').values({ key: GENERATED_ACTIVITY_MARK, value: JSON.stringify(result) }).execute();
    return result;
  });
}
