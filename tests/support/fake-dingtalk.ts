import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for DingTalk's open API on loopback, for the chat-app sign-in tests: the three
 * calls the portal makes (gettoken, topapi/v2/user/getuserinfo, topapi/v2/user/get) with
 * DingTalk's answer shapes and error numbers.
 *
 * A one-time auth code is `<dingtalk user id>.<anything>` for a user it knows; each code
 * works once (40078 afterwards, as DingTalk answers a used or unknown code).
 */
export interface FakeDingTalkUser {
  userid: string;
  name: string;
  mobile?: string;
}

export interface FakeDingTalk {
  url: string;
  appKey: string;
  appSecret: string;
  /** Calls received, by path. */
  calls: Record<'gettoken' | 'getuserinfo' | 'userget', number>;
  /** While true every call answers HTTP 502. */
  down: boolean;
  /** Seconds a new access token lives (DingTalk: 7200). */
  tokenLifetime: number;
  /** DingTalk drops every token it issued: later calls with them answer 42001. */
  expireTokens(): void;
  close(): Promise<void>;
}

export async function startFakeDingTalk(users: FakeDingTalkUser[], options: { port?: number } = {}): Promise<FakeDingTalk> {
  const appKey = 'fake-app-key';
  const appSecret = 'fake-app-secret';
  const live = new Set<string>();
  const usedCodes = new Set<string>();
  let issued = 0;
  const byId = new Map(users.map((u) => [u.userid, u]));

  const fake: Omit<FakeDingTalk, 'url' | 'close'> = {
    appKey,
    appSecret,
    calls: { gettoken: 0, getuserinfo: 0, userget: 0 },
    down: false,
    tokenLifetime: 7200,
    expireTokens: () => live.clear(),
  };

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const send = (body: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (fake.down) {
        response.writeHead(502).end('bad gateway');
        return;
      }
      const body = raw ? (JSON.parse(raw) as Record<string, string>) : {};
      const tokenOk = () => live.has(url.searchParams.get('access_token') ?? '');
      if (url.pathname === '/gettoken') {
        fake.calls.gettoken += 1;
        if (url.searchParams.get('appkey') !== appKey || url.searchParams.get('appsecret') !== appSecret) {
          send({ errcode: 40089, errmsg: '不合法的corpid或corpsecret' });
          return;
        }
        issued += 1;
        const token = `fake-token-${issued}`;
        live.add(token);
        send({ errcode: 0, errmsg: 'ok', access_token: token, expires_in: fake.tokenLifetime });
        return;
      }
      if (url.pathname === '/topapi/v2/user/getuserinfo') {
        fake.calls.getuserinfo += 1;
        if (!tokenOk()) return send({ errcode: 42001, errmsg: 'access_token超时' });
        const code = String(body.code ?? '');
        const user = byId.get(code.split('.')[0] ?? '');
        if (!user || usedCodes.has(code)) return send({ errcode: 40078, errmsg: '不存在的临时授权码' });
        usedCodes.add(code);
        return send({ errcode: 0, errmsg: 'ok', result: { userid: user.userid, name: user.name, sys: false, sys_level: 0 } });
      }
      if (url.pathname === '/topapi/v2/user/get') {
        fake.calls.userget += 1;
        if (!tokenOk()) return send({ errcode: 88, errmsg: 'ding talk error[subcode=40014,submsg=不合法的access_token]', sub_code: '40014', sub_msg: '不合法的access_token' });
        const user = byId.get(String(body.userid ?? ''));
        if (!user) return send({ errcode: 60121, errmsg: '找不到该用户' });
        return send({ errcode: 0, errmsg: 'ok', result: { userid: user.userid, name: user.name, mobile: user.mobile ?? '' } });
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeDingTalk;
}
