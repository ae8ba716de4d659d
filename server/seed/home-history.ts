import { sql } from 'kysely';
import type { Db } from '../core/db/database.js';
import { demoClock } from './home.js';
import { seededRandom } from './random.js';

/**
 * A year of study for the demo company (seed step "home-history"): study seconds per day
 * (study_time_daily) and credits (credit_ledger: the daily sign-in on each study day before
 * today, course study, completions, passed exams, map punch-ins) for learner01, admin01 and
 * the employees emp0001 ... emp0184 (the last twelve are new hires without history), and
 * monthly_scores recomputed from both ledgers, so month figures equal the ledger sums.
 *
 * Set-based: one statement per table over (people x days), each person's activity decided by
 * a hash of user and day, so the history is the same on every machine. Today's rows stay
 * before now, and nobody has today's sign-in credit yet (the portal gives it at sign-in).
 */

const NEW_HIRES = 12;
const DAYS = 365;

export async function seedHomeHistory(db: Db): Promise<void> {
  const clock = demoClock();
  const random = seededRandom(8118);
  const users = await db.selectFrom('users').select(['id', 'account']).orderBy('id').execute();
  const employees = users.filter((u) => /^emp\d{4}$/.test(u.account));
  const people: [number, number, boolean][] = [];
  for (const u of users) {
    if (u.account === 'learner01') people.push([u.id, 80, true]);
    else if (u.account === 'admin01') people.push([u.id, 40, false]);
  }
  for (const u of employees.slice(0, Math.max(0, employees.length - NEW_HIRES))) people.push([u.id, random.int(10, 60), false]);
  if (people.length === 0) return;

  const days = Array.from({ length: DAYS + 1 }, (_, i) => {
    const day = clock.today.minus({ days: DAYS - i });
    return { day: day.toISODate()!, start: day.toISO()!, weekend: day.weekday >= 6, isToday: i === DAYS };
  });
  const nowIso = clock.now.toISO()!;
  // Today's study so far: at most the time since midnight, less a margin.
  const todayCap = Math.max(0, Math.floor((clock.now.toMillis() - clock.today.toMillis()) / 1000) - 300);
  const pointsRow = await db.selectFrom('site_config').select('value').where('key', '=', 'daily_login_points').executeTakeFirst();
  const dailyPoints = Math.max(1, Number(pointsRow?.value ?? 2) || 2);

  const active = sql`
    with days(day, start, weekend, is_today) as (values ${sql.join(days.map((d) => sql`(${d.day}::text, ${d.start}::timestamptz, ${d.weekend}::boolean, ${d.isToday}::boolean)`))}),
    people(user_id, level, always) as (values ${sql.join(people.map(([id, level, always]) => sql`(${id}::integer, ${level}::integer, ${always}::boolean)`))}),
    base as (
      select p.user_id, p.level, p.always, d.day, d.start, d.weekend, d.is_today,
             abs(hashtext(p.user_id::text || ':' || d.day)::bigint) as h
      from people p cross join days d
    ),
    active as (
      select user_id, day, start, is_today, h from base
      where (h % 100) < (case when weekend then level / 4 else level end) or (always and is_today)
    )`;

  await sql`
    ${active}
    insert into study_time_daily (user_id, day, seconds)
    select user_id, day, seconds from (
      select user_id, day, case when is_today then least(600 + (h / 7) % 5400, ${todayCap}::integer) else 600 + (h / 7) % 5400 end as seconds from active
    ) t where seconds > 0
    on conflict (user_id, day) do update set seconds = study_time_daily.seconds + excluded.seconds`.execute(db);

  await sql`
    ${active},
    credits(user_id, day, points, reason, created_at, is_today) as (
      select user_id, day, ${dailyPoints}::integer, 'daily_login', start + make_interval(secs => 27000 + (h / 13) % 5400), is_today from active where not is_today
      union all
      select user_id, day, 1 + ((h / 100) % 5)::integer, 'course_study', start + make_interval(secs => 36000 + (h / 17) % 36000), is_today from active where (h / 100) % 100 < 35
      union all
      select user_id, day, 10, 'course_complete', start + make_interval(secs => 39600 + (h / 19) % 32400), is_today from active where (h / 10000) % 100 < 6
      union all
      select user_id, day, 20, 'exam_pass', start + make_interval(secs => 50400 + (h / 23) % 14400), is_today from active where (h / 1000000) % 100 < 3
      union all
      select user_id, day, 1, 'map_sign_in', start + make_interval(secs => 72000 + (h / 29) % 7200), is_today from active where (h / 100000000) % 21 < 3
    )
    insert into credit_ledger (user_id, points, reason, day, created_at)
    select user_id, points, reason, day, created_at from credits
    where not is_today or created_at < ${nowIso}::timestamptz
    on conflict (user_id, day) where reason = 'daily_login' do nothing`.execute(db);

  await recomputeMonthlyScores(db);
}

/** monthly_scores from the ledgers: each user's credits and study seconds per month. */
export async function recomputeMonthlyScores(db: Db): Promise<void> {
  await sql`
    insert into monthly_scores (month, user_id, credits, study_seconds)
    select month, user_id, sum(credits)::integer, sum(seconds)::integer from (
      select substr(day, 1, 7) as month, user_id, sum(points) as credits, 0 as seconds from credit_ledger group by 1, 2
      union all
      select substr(day, 1, 7), user_id, 0, sum(seconds) from study_time_daily group by 1, 2
    ) t
    group by month, user_id
    on conflict (month, user_id) do update set credits = excluded.credits, study_seconds = excluded.study_seconds`.execute(db);
}
