/**
 * The back office's employee import: the template in both formats reads back clean; a dry run
 * names every bad row and changes nothing; the import adds the valid rows, refuses the bad ones
 * with why, and is in the audit trail; the same file again adds nobody; a CSV with a BOM and
 * Chinese headers is read; a file over the row limit is refused whole; two imports of one file
 * at once add each account once; only an admin's back-office token may import.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { expectOk, expectRefusal, MSG, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, suiteServer, type ApiAnswer, type Envelope } from '../support/test-server.js';

interface ImportResult {
  dry_run: boolean;
  total: number;
  valid: number;
  invalid: number;
  problems: { row: number; field: string; code: string; message: string }[];
  added: number;
  refused: number;
  generated_password: string | null;
}
interface AuditItem {
  action: string;
  after: { file_name: string; added: number; accounts: string[] } | null;
}

const ZH_HEADERS = ['账号', '姓名', '手机号', '邮箱', '工号', '部门', '岗位', '角色', '入职日期', '初始密码'];
const EN_HEADERS = ['Account', 'Name', 'Mobile', 'Mail', 'Work number', 'Department', 'Position', 'Role', 'Entry date', 'Initial password'];

/** `count` valid rows of new employees, accounts `<prefix>NNN`, mobiles from `mobileBase` on. */
function rows(prefix: string, count: number, mobileBase: number): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return [`${prefix}${n}`, `导入员工${n}`, String(mobileBase + i), `${prefix}${n}@import.example`, `W${prefix}${n}`, i % 2 ? '技术研发中心/前端开发组' : '培训中心', '工程师', i % 3 ? 'learner' : '讲师', '2026-03-01', ''];
  });
}

/**
 * 50 rows, 5 of them bad, one of each kind: a missing name (row 5), a bad mobile (row 11), an
 * unknown department (row 21), the account of row 2 again (row 31), the mobile of an employee
 * already stored (row 41). Sheet rows count the header as row 1.
 */
function fiftyWithFiveBad(prefix: string, mobileBase: number): { data: string[][]; bad: { row: number; field: string; code: string }[] } {
  const data = rows(prefix, 50, mobileBase);
  data[3]![1] = '';
  data[9]![2] = '1380000';
  data[19]![5] = '技术研发中心/不存在的组';
  data[29]![0] = data[0]![0]!;
  data[39]![2] = DEMO.learner.mobile;
  return {
    data,
    bad: [
      { row: 5, field: 'name', code: 'required' },
      { row: 11, field: 'mobile', code: 'badMobile' },
      { row: 21, field: 'department', code: 'unknownDepartment' },
      { row: 31, field: 'account', code: 'duplicateAccount' },
      { row: 41, field: 'mobile', code: 'duplicateMobile' },
    ],
  };
}

async function xlsx(headers: string[], data: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('员工');
  sheet.addRow(headers);
  for (const row of data) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function csv(headers: string[], data: string[][], bom = true): Buffer {
  const lines = [headers, ...data].map((cells) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','));
  return Buffer.from(`${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`, 'utf8');
}

describe.each(databaseKinds())('the employee import of the back office on %s', (kind) => {
  const suite = suiteServer(kind);

  async function officeToken(): Promise<string> {
    const admin = await userByAccount(suite.server.db, DEMO.admin.account);
    const portal = await suite.client.login(DEMO.admin.account, DEMO.admin.password);
    return expectOk(await suite.client.post<{ remember_token: string }>('/api/adminUser/login', { user_id: admin.id }, { token: portal })).remember_token;
  }

  async function send(file: Buffer, name: string, dryRun: boolean, options: { token?: string; lang?: string } = {}): Promise<ApiAnswer<ImportResult>> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), name);
    const headers: Record<string, string> = { DeviceType: 'PC' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.lang) headers['Accept-Language'] = options.lang;
    const response = await fetch(new URL(`/api/admin/employees/import?dry_run=${dryRun ? 1 : 0}`, suite.server.url), { method: 'POST', headers, body: form });
    return { status: response.status, body: (await response.json()) as Envelope<ImportResult>, headers: response.headers };
  }

  async function template(format: 'xlsx' | 'csv', token: string | undefined, lang?: string) {
    const headers: Record<string, string> = { DeviceType: 'PC' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lang) headers['Accept-Language'] = lang;
    return fetch(new URL(`/api/admin/employees/import-template?format=${format}`, suite.server.url), { headers });
  }

  const usersLike = async (prefix: string) => (await suite.server.db.selectFrom('users').select('account').where('account', 'like', `${prefix}%`).execute()).map((u) => u.account).sort();
  const userCount = async () => Number((await suite.server.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const importEntries = async () => suite.server.db.selectFrom('audit_log').select(['id', 'after']).where('action', '=', 'employee.import').execute();

  it('offers the template in both formats and languages, which reads back with no rows and no problems', async () => {
    const token = await officeToken();
    for (const lang of ['zh-CN', 'en-US']) {
      const book = await template('xlsx', token, lang);
      expect(book.status).toBe(200);
      expect(book.headers.get('content-type')).toContain('spreadsheetml');
      const xlsxBytes = Buffer.from(await book.arrayBuffer());
      const read = new ExcelJS.Workbook();
      await read.xlsx.load(xlsxBytes as unknown as ArrayBuffer);
      expect((read.worksheets[0]!.getRow(1).values as string[]).slice(1)).toEqual(lang === 'zh-CN' ? ZH_HEADERS : EN_HEADERS);
      const text = await template('csv', token, lang);
      expect(text.headers.get('content-type')).toContain('text/csv');
      const csvBytes = Buffer.from(await text.arrayBuffer());
      expect(csvBytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      for (const [bytes, name] of [[xlsxBytes, 'template.xlsx'], [csvBytes, 'template.csv']] as const) {
        const result = expectOk(await send(bytes, name, true, { token }), '检查完成');
        expect(result).toMatchObject({ total: 0, valid: 0, invalid: 0, problems: [], added: 0 });
      }
    }
  });

  it('names exactly the 5 bad rows of 50 in a dry run that changes nothing, adds the 45 others in the audit trail, and adds nobody the second time', async () => {
    const token = await officeToken();
    const { data, bad } = fiftyWithFiveBad('imp', 13700000000);
    const file = await xlsx(ZH_HEADERS, data);
    const before = { users: await userCount(), entries: (await importEntries()).length };

    const dry = expectOk(await send(file, '五十人.xlsx', true, { token }), '检查完成');
    expect(dry).toMatchObject({ dry_run: true, total: 50, valid: 45, invalid: 5, added: 0, refused: 5, generated_password: null });
    expect(dry.problems.map(({ row, field, code }) => ({ row, field, code }))).toEqual(bad);
    expect(dry.problems[0]!.message).toBe('请填写姓名');
    expect(await userCount()).toBe(before.users);
    expect((await importEntries()).length).toBe(before.entries);

    const done = expectOk(await send(file, '五十人.xlsx', false, { token }), '导入完成');
    expect(done).toMatchObject({ dry_run: false, total: 50, valid: 45, invalid: 5, added: 45, refused: 5 });
    expect(done.problems.map(({ row, field, code }) => ({ row, field, code }))).toEqual(bad);
    expect(await userCount()).toBe(before.users + 45);
    const added = await usersLike('imp');
    expect(added).toHaveLength(45);
    // Row 5 of the sheet is the file's 4th employee.
    expect(added).not.toContain('imp004');
    // A stored row is the row of the file, whole.
    const second = await suite.server.db.selectFrom('users as u').innerJoin('departments as d', 'd.id', 'u.department_id').innerJoin('positions as p', 'p.id', 'u.position_id').select(['u.name', 'u.mobile', 'u.mail', 'u.work_number', 'd.name as department', 'p.name as position', 'u.role_id', 'u.entry_time']).where('u.account', '=', 'imp002').executeTakeFirstOrThrow();
    expect(second).toEqual({ name: '导入员工002', mobile: '13700000001', mail: 'imp002@import.example', work_number: 'Wimp002', department: '前端开发组', position: '工程师', role_id: 1, entry_time: '2026-03-01' });
    // The rows that left the password empty sign in with the import's generated one.
    expect(done.generated_password).toMatch(/^.{8,16}$/);
    expect(await suite.client.login('imp002', done.generated_password!)).toBeTruthy();

    const entries = (await importEntries()).slice(before.entries);
    expect(entries).toHaveLength(1);
    const audit = expectOk(await suite.client.get<{ list: AuditItem[] }>('/api/admin/audit', { token, query: { action: 'employee.import' } }));
    expect(audit.list[0]!.after).toMatchObject({ file_name: '五十人.xlsx', added: 45 });
    expect(audit.list[0]!.after!.accounts).toHaveLength(45);

    const again = expectOk(await send(file, '五十人.xlsx', false, { token, lang: 'en-US' }), 'Imported');
    expect(again).toMatchObject({ total: 50, added: 0, refused: 50 });
    // Each row added the first time is now a duplicate (its account, mobile and mail), row 31 still repeats row 2's account.
    expect(again.problems.filter((p) => p.code === 'duplicateAccount').map((p) => p.row)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2).filter((row) => ![5, 11, 21, 41].includes(row)));
    expect(again.problems.find((p) => p.row === 2)!.message).toBe('The Account is already used (earlier in the file or by an employee)');
    expect(await userCount()).toBe(before.users + 45);
    expect((await importEntries()).length).toBe(before.entries + 1);
  });

  it('refuses a learner, the portal token and no token, importing nothing', async () => {
    const file = await xlsx(ZH_HEADERS, rows('nobody', 2, 13710000000));
    const learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const portalAdmin = await suite.client.login(DEMO.admin.account, DEMO.admin.password);
    expectRefusal(await send(file, 'x.xlsx', false), 401, 202, MSG.tokenMissing.zh);
    expectRefusal(await send(file, 'x.xlsx', false, { token: learner }), 403, 403, '仅管理员可进入后台');
    expectRefusal(await send(file, 'x.xlsx', false, { token: portalAdmin }), 403, 403, '仅管理员可进入后台');
    expect((await template('xlsx', undefined)).status).toBe(401);
    expect((await template('csv', learner)).status).toBe(403);
    expect(await usersLike('nobody')).toEqual([]);
  });

  it("reads a CSV with a BOM and Chinese headers, one without a BOM with English headers and one in GB18030, answering in the reader's language", async () => {
    const token = await officeToken();
    const data = rows('csvz', 3, 13720000000);
    data[2]![8] = '2026-02-30';
    const zh = expectOk(await send(csv(ZH_HEADERS, data), '员工.csv', false, { token, lang: 'en-US' }), 'Imported');
    expect(zh).toMatchObject({ total: 3, added: 2, refused: 1 });
    expect(zh.problems).toEqual([{ row: 4, field: 'entry_time', code: 'badDate', message: 'Entry date must be a real day written YYYY-MM-DD' }]);
    expect(await usersLike('csvz')).toEqual(['csvz001', 'csvz002']);

    const en = rows('csve', 2, 13730000000);
    expectOk(await send(csv(EN_HEADERS, en, false), 'staff.csv', false, { token }), '导入完成');
    expect(await usersLike('csve')).toEqual(['csve001', 'csve002']);

    // What Excel saves as CSV on a Chinese Windows: GB18030, no BOM. These are the bytes of
    // "账号,姓名,手机号,部门\r\ngbk001,国标员工,13750000001,培训中心\r\n" in it.
    const gb18030 = Buffer.from('1cu6xSzQ1cP7LMrWu/q6xSyyv8PFDQpnYmswMDEsufqx6tSxuaQsMTM3NTAwMDAwMDEsxeDRtdbQ0MQNCg==', 'base64');
    expect(expectOk(await send(gb18030, 'gb.csv', false, { token }), '导入完成')).toMatchObject({ added: 1, problems: [] });
    expect((await userByAccount(suite.server.db, 'gbk001')).name).toBe('国标员工');
  });

  it('refuses a file over the row limit, one without the required columns and one it cannot read, changing nothing', async () => {
    const token = await officeToken();
    const before = await userCount();
    const big = csv(ZH_HEADERS, rows('big', 10_001, 15000000000));
    expectRefusal(await send(big, 'big.csv', false, { token }), 422, 422, '文件有 10001 行，一次最多导入 10000 行，请拆分后再导入');
    expectRefusal(await send(csv(['账号', '姓名'], [['x1', 'X']]), 'few.csv', false, { token, lang: 'en-US' }), 422, 422, /lacks required columns: 手机号 \/ Mobile, 部门 \/ Department/);
    expectRefusal(await send(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.xlsx', false, { token }), 422, 422, /无法读取该文件/);
    expect(await userCount()).toBe(before);
    expect(await usersLike('big')).toEqual([]);
  });

  it('adds each account once when the same file is imported twice at once', async () => {
    const token = await officeToken();
    const file = await xlsx(EN_HEADERS, rows('twice', 30, 13740000000));
    const [a, b] = await Promise.all([send(file, 'a.xlsx', false, { token }), send(file, 'a.xlsx', false, { token })]);
    const added = expectOk(a, '导入完成').added + expectOk(b, '导入完成').added;
    expect(added).toBe(30);
    expect(await usersLike('twice')).toHaveLength(30);
    const loser = expectOk(a, '导入完成').added === 30 ? expectOk(b, '导入完成') : expectOk(a, '导入完成');
    expect(loser.refused).toBe(30);
    expect(new Set(loser.problems.filter((p) => p.code === 'duplicateAccount').map((p) => p.row)).size).toBe(30);
  });

  it('takes no one into a disabled department or position', async () => {
    const token = await officeToken();
    const [department] = await suite.server.db.insertInto('departments').values({ name: `停用部门${Date.now() % 100000}`, parent_id: null, status: 2 }).returning(['name']).execute();
    const [position] = await suite.server.db.insertInto('positions').values({ name: `停用岗位${Date.now() % 100000}`, status: 2 }).returning(['name']).execute();
    const data = rows('offdept', 2, 13750000000);
    data[0]![5] = department!.name;
    data[1]![6] = position!.name;
    const answer = expectOk(await send(csv(ZH_HEADERS, data), 'off.csv', true, { token }), '检查完成');
    expect(answer.problems.map((p) => `${p.row}:${p.field}:${p.code}`)).toEqual(['2:department:unknownDepartment', '3:position:unknownPosition']);
  });
});
