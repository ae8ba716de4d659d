import { DateTime } from 'luxon';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../server/core/db/database.js';
import { sha256 } from '../../server/modules/session/tokens.js';
import type { ApiAnswer } from './test-server.js';

/**
 * Asserts a whole refusal envelope: HTTP status, code, msg (exact text or pattern) and
 * `data: null`.
 */
export function expectRefusal(answer: ApiAnswer, status: number, code: number, msg: string | RegExp): void {
  const summary = `${status}/${code} expected, got HTTP ${answer.status} ${JSON.stringify(answer.body)}`;
  expect(answer.status, summary).toBe(status);
  expect(answer.body.code, summary).toBe(code);
  if (typeof msg === 'string') expect(answer.body.msg, summary).toBe(msg);
  else expect(answer.body.msg, summary).toMatch(msg);
  expect(answer.body.data, summary).toBeNull();
  // `field`: the input field the refusal is about, when it is about one (a form shows the message there).
  const { field, ...envelope } = answer.body as typeof answer.body & { field?: unknown };
  expect(Object.keys(envelope).sort(), summary).toEqual(['code', 'data', 'msg']);
  if (field !== undefined) expect(typeof field, summary).toBe('string');
}

/** Asserts a refusal (as expectRefusal) about the input field `field`. */
export function expectFieldRefusal(answer: ApiAnswer, status: number, code: number, msg: string | RegExp, field: string): void {
  expectRefusal(answer, status, code, msg);
  expect((answer.body as { field?: unknown }).field, JSON.stringify(answer.body)).toBe(field);
}

/** Asserts a success envelope (HTTP 200, code 200, msg) and returns its data. */
export function expectOk<T>(answer: ApiAnswer<T>, msg: string = '成功'): T {
  const summary = `success expected, got HTTP ${answer.status} ${JSON.stringify(answer.body)}`;
  expect(answer.status, summary).toBe(200);
  expect(answer.body.code, summary).toBe(200);
  expect(answer.body.msg, summary).toBe(msg);
  expect(Object.keys(answer.body).sort(), summary).toEqual(['code', 'data', 'msg']);
  return answer.body.data;
}

/** zh-CN and en-US texts of the refusals the suites meet most. */
export const MSG = {
  tokenMissing: { zh: '请先登录', en: 'Please sign in first' },
  tokenInvalid: { zh: '登录已失效，请重新登录', en: 'Your session has expired, please sign in again' },
  accountDisabled: { zh: '账号已被停用，请联系管理员', en: 'This account has been disabled, please contact the administrator' },
  loginFailed: { zh: '账号或密码错误', en: 'Wrong account or password' },
  passwordRule: {
    zh: '密码为 8-16 位，且至少包含数字、字母、符号中的两种',
    en: 'The password must be 8-16 characters with at least two of digits, letters and symbols',
  },
  passwordsDiffer: { zh: '两次密码不一致', en: 'The two passwords differ' },
  codeWrong: { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  codeTooManyTries: { zh: '验证码错误次数过多，请重新获取', en: 'Too many wrong codes, please request a new one' },
  adminOnly: { zh: '仅管理员可进入后台', en: 'Only administrators can open the back office' },
  routeNotFound: { zh: '接口不存在', en: 'No such API route' },
  invalidInputPrefix: { zh: /^输入有误：/, en: /^Invalid input: / },
} as const;

/** Session rows of a token (tokens are stored as sha256 hashes). */
export function sessionOfToken(db: Db, token: string) {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow();
}

export async function userByAccount(db: Db, account: string) {
  return db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirstOrThrow();
}

/** A user's credits this company month, summed from the ledger (the demo history gives some). */
export async function monthCredits(db: Db, userId: number, zone = 'Asia/Shanghai'): Promise<number> {
  const monthStart = DateTime.now().setZone(zone).startOf('month').toISODate()!;
  const row = await db
    .selectFrom('credit_ledger')
    .select(sql<string>`coalesce(sum(points), 0)`.as('total'))
    .where('user_id', '=', userId)
    .where('day', '>=', monthStart)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Moves a session's expiry into the past. */
export async function expireSession(db: Db, token: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
    .where('token_hash', '=', sha256(token))
    .execute();
}

export async function setUserStatus(db: Db, account: string, status: number): Promise<void> {
  const result = await db.updateTable('users').set({ status }).where('account', '=', account).executeTakeFirst();
  expect(Number(result.numUpdatedRows)).toBe(1);
}

/** The sign-in throttle row of an account name (wrong passwords and lock), if any. */
/** The tries of a secret from one client address (secret_failures), e.g. triesOf(db, 'password:learner01'). */
export async function triesOf(db: Db, subject: string, client = '127.0.0.1') {
  const row = await db.selectFrom('secret_failures').selectAll().where('key', '=', `${subject}|${client}`).executeTakeFirst();
  return { failures: row?.failures ?? 0, blocked_until: row?.blocked_until ?? null, last_try_at: row?.last_try_at ?? null };
}

/** Ends the wait of one subject and client address as if its minutes had passed. */
export async function endWait(db: Db, subject: string, client = '127.0.0.1') {
  await db.updateTable('secret_failures').set({ blocked_until: new Date(Date.now() - 1000) }).where('key', '=', `${subject}|${client}`).execute();
}

/** Today and this month in the company time zone of the test servers (Asia/Shanghai). */
export function companyDay(zone = 'Asia/Shanghai'): { day: string; month: string } {
  const now = DateTime.now().setZone(zone);
  return { day: now.toISODate()!, month: now.toFormat('yyyy-MM') };
}

/**
 * A user's credits and study seconds this company month, summed from the ledgers
 * (credit_ledger, study_time_daily), and the department ranks they give: one plus the
 * colleagues of the user's department with more (ties share a rank).
 */
export async function monthFromLedgers(db: Db, userId: number) {
  const { month } = companyDay();
  const rows = (
    await sql<{ id: number; credits: number; seconds: number }>`
      select u.id,
        coalesce((select sum(points) from credit_ledger c where c.user_id = u.id and substr(c.day, 1, 7) = ${month}), 0)::integer as credits,
        coalesce((select sum(seconds) from study_time_daily s where s.user_id = u.id and substr(s.day, 1, 7) = ${month}), 0)::integer as seconds
      from users u
      where u.department_id = (select department_id from users where id = ${userId})`.execute(db)
  ).rows;
  const me = rows.find((r) => r.id === userId);
  if (!me) throw new Error(`user ${userId} has no department`);
  return {
    credits: me.credits,
    study_seconds: me.seconds,
    credits_rank: 1 + rows.filter((r) => r.credits > me.credits).length,
    study_rank: 1 + rows.filter((r) => r.seconds > me.seconds).length,
  };
}

/** Nothing of the REST call in a GraphQL answer: no address, route, header or upstream wording. */
export function expectNoUpstreamDetail(answer: unknown) {
  expect(JSON.stringify(answer)).not.toMatch(/https?:\/\/|\/api\/|localhost|127\.0\.0\.1|Upstream|authorization|headers|stack/i);
}
