/**
 * The part of DingTalk's open API (the "oapi" server) that the chat-app sign-in needs:
 *
 *   GET  /gettoken?appkey=&appsecret=                 -> { errcode, access_token, expires_in }
 *   POST /topapi/v2/user/getuserinfo?access_token=    { code }   -> { errcode, result: { userid } }
 *   POST /topapi/v2/user/get?access_token=            { userid } -> { errcode, result: { mobile } }
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
  result?: { userid?: string; mobile?: string; name?: string };
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
    const userId = answer.result?.userid;
    if (!userId) throw new DingTalkUnavailable('DingTalk answered without a user id');
    return { userId, name: answer.result?.name ?? '' };
  }

  /** The mobile number DingTalk holds for a user, when the app may read it. */
  async mobileOf(userId: string): Promise<string | null> {
    const answer = await this.withToken((token) => this.call('POST', '/topapi/v2/user/get', { access_token: token }, { userid: userId }));
    return answer.result?.mobile || null;
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
