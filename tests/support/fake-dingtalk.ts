import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for DingTalk's open API on loopback, for the chat-app sign-in tests: the three
 * calls the portal makes (gettoken, topapi/v2/user/getuserinfo, topapi/v2/user/get) with
 * DingTalk's answer shapes and error numbers; and for the contacts sync, the contacts
 * (`options.contacts`, changeable between runs): topapi/v2/department/get, .../listsub and
 * topapi/v2/user/list with its cursor paging (`pageSize` members a page at most), and a switch
 * (`failOn`) that makes a chosen call fail, so a sync breaks part way.
 *
 * A one-time auth code is `<dingtalk user id>.<anything>` for a user it knows; each code
 * works once (40078 afterwards, as DingTalk answers a used or unknown code).
 */
export interface FakeDingTalkUser {
  userid: string;
  name: string;
  mobile?: string;
}

/** A department of the fake's contacts; dept_id 1 is the root (the company). */
export interface FakeDepartment {
  dept_id: number;
  name: string;
  /** Absent for the root. */
  parent_id?: number;
}

/** A member of the fake's contacts, as topapi/v2/user/list answers them. */
export interface FakeMember {
  userid: string;
  name: string;
  mobile?: string;
  title?: string;
  job_number?: string;
  /** The departments they are in (user/list lists them in each). */
  dept_id_list: number[];
}

export interface FakeContacts {
  departments: FakeDepartment[];
  members: FakeMember[];
}

/** The contacts calls, by the name `calls` counts them under. */
export type ContactsCall = 'departmentget' | 'listsub' | 'userlist';

/** A call made to fail: an HTTP 502 (DingTalk down), or DingTalk's error number when given. */
export interface FakeFailure {
  call: ContactsCall;
  /** Only for this department (the call's dept_id); any when absent. */
  deptId?: number;
  errcode?: number;
}

export interface FakeDingTalk {
  url: string;
  appKey: string;
  appSecret: string;
  /** Calls received, by path. */
  calls: Record<'gettoken' | 'getuserinfo' | 'userget' | ContactsCall, number>;
  /** The contacts the sync reads; replace or change them between runs. */
  contacts: FakeContacts;
  /** Members a user/list page holds at most (DingTalk: the size asked, up to 100). */
  pageSize: number;
  /** While set, the matching call fails (and is counted). */
  failOn: FakeFailure | null;
  /** user/list calls by department: `userlistByDept[3]`. */
  userlistByDept: Record<number, number>;
  /** While true every call answers HTTP 502. */
  down: boolean;
  /** Seconds a new access token lives (DingTalk: 7200). */
  tokenLifetime: number;
  /** DingTalk drops every token it issued: later calls with them answer 42001. */
  expireTokens(): void;
  close(): Promise<void>;
}

export async function startFakeDingTalk(users: FakeDingTalkUser[], options: { port?: number; contacts?: FakeContacts } = {}): Promise<FakeDingTalk> {
  const appKey = 'fake-app-key';
  const appSecret = 'fake-app-secret';
  const live = new Set<string>();
  const usedCodes = new Set<string>();
  let issued = 0;
  const signInUsers = new Map(users.map((u) => [u.userid, u]));
  /** Who may sign in: the users given, and every member of the contacts. */
  const userOf = (userid: string): FakeDingTalkUser | undefined => signInUsers.get(userid) ?? fake.contacts.members.find((m) => m.userid === userid);

  const fake: Omit<FakeDingTalk, 'url' | 'close'> = {
    appKey,
    appSecret,
    calls: { gettoken: 0, getuserinfo: 0, userget: 0, departmentget: 0, listsub: 0, userlist: 0 },
    contacts: options.contacts ?? { departments: [{ dept_id: 1, name: '钉钉企业' }], members: [] },
    pageSize: 100,
    failOn: null,
    userlistByDept: {},
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
      const contactsCall: ContactsCall | undefined = (
        { '/topapi/v2/department/get': 'departmentget', '/topapi/v2/department/listsub': 'listsub', '/topapi/v2/user/list': 'userlist' } as Record<string, ContactsCall>
      )[url.pathname];
      if (contactsCall) {
        fake.calls[contactsCall] += 1;
        const deptId = Number(body.dept_id);
        if (contactsCall === 'userlist') fake.userlistByDept[deptId] = (fake.userlistByDept[deptId] ?? 0) + 1;
        const failure = fake.failOn;
        if (failure && failure.call === contactsCall && (failure.deptId === undefined || failure.deptId === deptId)) {
          if (failure.errcode === undefined) {
            response.writeHead(502).end('bad gateway');
            return;
          }
          return send({ errcode: failure.errcode, errmsg: failure.errcode === -1 ? '系统繁忙' : 'fake failure', request_id: 'fake' });
        }
        if (!live.has(url.searchParams.get('access_token') ?? '')) return send({ errcode: 88, errmsg: 'ding talk error[subcode=40014,submsg=不合法的access_token]', sub_code: '40014', sub_msg: '不合法的access_token' });
        const department = fake.contacts.departments.find((d) => d.dept_id === deptId);
        if (!department) return send({ errcode: 60003, errmsg: '部门不存在', request_id: 'fake' });
        const shape = (d: FakeDepartment) => ({ dept_id: d.dept_id, name: d.name, ...(d.parent_id === undefined ? {} : { parent_id: d.parent_id }), create_dept_group: false, auto_add_user: false });
        if (contactsCall === 'departmentget') return send({ errcode: 0, errmsg: 'ok', result: shape(department), request_id: 'fake' });
        if (contactsCall === 'listsub') return send({ errcode: 0, errmsg: 'ok', result: fake.contacts.departments.filter((d) => d.parent_id === deptId).map(shape), request_id: 'fake' });
        const size = Number(body.size);
        const cursor = Number(body.cursor ?? 0);
        if (!Number.isInteger(size) || size < 1 || size > 100 || !Number.isInteger(cursor) || cursor < 0) return send({ errcode: 40035, errmsg: '不合法的参数', request_id: 'fake' });
        const everyone = fake.contacts.members.filter((m) => m.dept_id_list.includes(deptId));
        const take = Math.min(size, fake.pageSize);
        const list = everyone.slice(cursor, cursor + take).map((m) => ({
          userid: m.userid,
          unionid: `union-${m.userid}`,
          name: m.name,
          mobile: m.mobile ?? '',
          title: m.title ?? '',
          job_number: m.job_number ?? '',
          dept_id_list: m.dept_id_list,
          active: true,
          admin: false,
          boss: false,
          leader: false,
        }));
        const hasMore = cursor + take < everyone.length;
        return send({ errcode: 0, errmsg: 'ok', result: { has_more: hasMore, ...(hasMore ? { next_cursor: cursor + take } : {}), list }, request_id: 'fake' });
      }
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
        const user = userOf(code.split('.')[0] ?? '');
        if (!user || usedCodes.has(code)) return send({ errcode: 40078, errmsg: '不存在的临时授权码' });
        usedCodes.add(code);
        return send({ errcode: 0, errmsg: 'ok', result: { userid: user.userid, name: user.name, sys: false, sys_level: 0 } });
      }
      if (url.pathname === '/topapi/v2/user/get') {
        fake.calls.userget += 1;
        if (!tokenOk()) return send({ errcode: 88, errmsg: 'ding talk error[subcode=40014,submsg=不合法的access_token]', sub_code: '40014', sub_msg: '不合法的access_token' });
        const user = userOf(String(body.userid ?? ''));
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
