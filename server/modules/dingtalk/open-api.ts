/**
 * The part of DingTalk's open API (the "oapi" server) that the chat-app sign-in needs:
 *
 *   GET  /gettoken?appkey=&appsecret=                 -> { errcode, access_token, expires_in }
 *   POST /topapi/v2/user/getuserinfo?access_token=    { code }   -> { errcode, result: { userid } }
 *   POST /topapi/v2/user/get?access_token=            { userid } -> { errcode, result: { mobile } }
 *
 * and what the contacts sync reads (the app needs the contacts read permission):
 *
 *   POST /topapi/v2/department/get?access_token=      { dept_id } -> { errcode, result: { dept_id, name, parent_id } }
 *   POST /topapi/v2/department/listsub?access_token=  { dept_id } -> { errcode, result: [{ dept_id, name, parent_id }] }
 *   POST /topapi/v2/user/list?access_token=           { dept_id, cursor, size } -> { errcode, result: { has_more, next_cursor, list: [user] } }
 *
 * The access token is kept until shortly before it expires and shared by concurrent calls;
 * when DingTalk says it is invalid or expired anyway, it is fetched again once.
 */

export interface DingTalkSettings {
  /** The open API's address, https://oapi.dingtalk.com unless an operator points elsewhere. */
  apiBase: string;
  appKey: string;
  appSecret: string;
  /** Per request; DingTalk answers in well under a second when it is up. */
  timeoutMs?: number;
}

/** DingTalk could not be reached, answered with an HTTP error, or answered something unreadable. */
export class DingTalkUnavailable extends Error {}

/** DingTalk refused a call; `errcode` is DingTalk's own number. */
export class DingTalkRefusal extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`DingTalk error ${errcode}: ${errmsg}`);
  }

  /** The one-time code is unknown, used or older than its five minutes. */
  get invalidCode(): boolean {
    return INVALID_CODE.has(this.errcode);
  }
}

/** 40078: no such temporary auth code (unknown, used, or expired). */
const INVALID_CODE = new Set([40078]);
/** 40014: invalid access token; 42001: access token expired; 40001: invalid credential. */
const TOKEN_GONE = new Set([40014, 42001, 40001]);
/** A token is renewed this long before DingTalk's stated expiry. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

interface DingTalkAnswer {
  errcode?: number;
  errmsg?: string;
  /** topapi calls may wrap the real reason: errcode 88 with sub_code "40014". */
  sub_code?: string;
  sub_msg?: string;
  access_token?: string;
  expires_in?: number;
  result?: unknown;
}

/** The answer of a call whose result is one user (getuserinfo, user/get). */
interface UserResult {
  userid?: string;
  mobile?: string;
  name?: string;
}

/** A department as the contacts calls answer it. */
export interface DingTalkDepartment {
  deptId: string;
  /** null for the root (the company, dept_id 1). */
  parentId: string | null;
  name: string;
}

/** A member of a department as topapi/v2/user/list answers them (the fields the sync reads). */
export interface DingTalkMember {
  userId: string;
  name: string;
  mobile: string;
  title: string;
  jobNumber: string;
  /** Every department the user is in; the first is taken as their department in the portal. */
  deptIds: string[];
}

/** The root department of every DingTalk organisation. */
export const ROOT_DEPT_ID = '1';
/** Users per page of topapi/v2/user/list (DingTalk's largest). */
const USER_PAGE = 100;
/** Pages of one department read at most: 1,000 pages of 100 (a cursor that never ends stops here). */
const MAX_PAGES = 1000;

interface RawDepartment {
  dept_id?: number | string;
  parent_id?: number | string;
  name?: string;
}

interface RawMember {
  userid?: string;
  name?: string;
  mobile?: string;
  title?: string;
  job_number?: string;
  dept_id_list?: (number | string)[];
}

function departmentOf(raw: RawDepartment | undefined): DingTalkDepartment {
  if (!raw || raw.dept_id === undefined || raw.dept_id === null) throw new DingTalkUnavailable('DingTalk answered a department without its id');
  const deptId = String(raw.dept_id);
  return { deptId, parentId: deptId === ROOT_DEPT_ID || raw.parent_id === undefined || raw.parent_id === null ? null : String(raw.parent_id), name: String(raw.name ?? '').trim() };
}

export interface DingTalkUser {
  userId: string;
  name: string;
}

export class DingTalkOpenApi {
  private token: { value: string; renewAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(
    private readonly settings: DingTalkSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** The DingTalk user a one-time auth code from the chat app belongs to. */
  async userByAuthCode(code: string): Promise<DingTalkUser> {
    const answer = await this.withToken((token) => this.call('POST', '/topapi/v2/user/getuserinfo', { access_token: token }, { code }));
    const result = answer.result as UserResult | undefined;
    const userId = result?.userid;
    if (!userId) throw new DingTalkUnavailable('DingTalk answered without a user id');
    return { userId, name: result?.name ?? '' };
  }

  /** The mobile number DingTalk holds for a user, when the app may read it. */
  async mobileOf(userId: string): Promise<string | null> {
    const answer = await this.withToken((token) => this.call('POST', '/topapi/v2/user/get', { access_token: token }, { userid: userId }));
    return (answer.result as UserResult | undefined)?.mobile || null;
  }

  /** One department (the root's name: the company's). */
  async department(deptId: string): Promise<DingTalkDepartment> {
    const answer = await this.withToken((token) => this.call('POST', '/topapi/v2/department/get', { access_token: token }, { dept_id: Number(deptId) }));
    return departmentOf(answer.result as RawDepartment | undefined);
  }

  /** The departments directly under one. */
  async subDepartments(deptId: string): Promise<DingTalkDepartment[]> {
    const answer = await this.withToken((token) => this.call('POST', '/topapi/v2/department/listsub', { access_token: token }, { dept_id: Number(deptId) }));
    if (!Array.isArray(answer.result)) throw new DingTalkUnavailable('DingTalk answered sub-departments that are not a list');
    return (answer.result as RawDepartment[]).map((raw) => ({ ...departmentOf(raw), parentId: deptId }));
  }

  /** Every member of one department (its own, not its sub-departments'), page by page through DingTalk's cursor. */
  async members(deptId: string): Promise<DingTalkMember[]> {
    const found: DingTalkMember[] = [];
    let cursor = 0;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const answer = await this.withToken((token) =>
        this.call('POST', '/topapi/v2/user/list', { access_token: token }, { dept_id: Number(deptId), cursor, size: USER_PAGE, contain_access_limit: false, language: 'zh_CN' }),
      );
      const result = answer.result as { has_more?: boolean; next_cursor?: number; list?: RawMember[] } | undefined;
      if (!result || !Array.isArray(result.list)) throw new DingTalkUnavailable('DingTalk answered members that are not a list');
      for (const raw of result.list) {
        if (!raw.userid) continue;
        found.push({
          userId: String(raw.userid),
          name: String(raw.name ?? '').trim(),
          mobile: String(raw.mobile ?? '').trim(),
          title: String(raw.title ?? '').trim(),
          jobNumber: String(raw.job_number ?? '').trim(),
          deptIds: (raw.dept_id_list ?? []).map(String),
        });
      }
      if (!result.has_more) return found;
      if (typeof result.next_cursor !== 'number' || result.next_cursor <= cursor) throw new DingTalkUnavailable('DingTalk answered a page without a cursor past this one');
      cursor = result.next_cursor;
    }
    throw new DingTalkUnavailable(`DingTalk listed more than ${MAX_PAGES} pages of one department`);
  }

  private async withToken(call: (token: string) => Promise<DingTalkAnswer>): Promise<DingTalkAnswer> {
    try {
      return await call(await this.accessToken());
    } catch (error) {
      if (!(error instanceof DingTalkRefusal) || !TOKEN_GONE.has(error.errcode)) throw error;
      // DingTalk dropped the token before its time (rotated secret, revoked app): fetch a new one, once.
      this.token = null;
      return call(await this.accessToken());
    }
  }

  private accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const answer = await this.call('GET', '/gettoken', { appkey: this.settings.appKey, appsecret: this.settings.appSecret });
    if (!answer.access_token) throw new DingTalkUnavailable('DingTalk answered without an access token');
    const lifetimeMs = Math.max(0, (answer.expires_in ?? 7200) * 1000 - EXPIRY_MARGIN_MS);
    this.token = { value: answer.access_token, renewAt: this.now() + lifetimeMs };
    return answer.access_token;
  }

  private async call(method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: unknown): Promise<DingTalkAnswer> {
    const url = new URL(path.replace(/^\//, ''), this.settings.apiBase.endsWith('/') ? this.settings.apiBase : `${this.settings.apiBase}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new DingTalkUnavailable(`DingTalk cannot be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new DingTalkUnavailable(`DingTalk answered HTTP ${response.status}`);
    let answer: DingTalkAnswer;
    try {
      answer = (await response.json()) as DingTalkAnswer;
    } catch {
      throw new DingTalkUnavailable('DingTalk answered something that is not JSON');
    }
    const sub = Number(answer.sub_code);
    const errcode = Number.isFinite(sub) && sub !== 0 ? sub : Number(answer.errcode ?? 0);
    if (errcode !== 0) throw new DingTalkRefusal(errcode, answer.sub_msg ?? answer.errmsg ?? '');
    return answer;
  }
}
