/**
 * The back office's site settings: a bad value refused at its field with nothing saved; saved
 * values seen by the portal on its next request (the site config, the credit rules the ledger
 * applies and the member area shows); audited; a learner refused.
 */
import { describe, expect, it } from 'vitest';
import { expectFieldRefusal, expectOk, expectRefusal } from '../support/assertions.js';
import { backOfficeTokens } from '../support/back-office.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

type Settings = Record<string, string>;

describe.each(databaseKinds())('the site settings of the back office, on %s', (kind) => {
  const suite = suiteServer(kind);

  it('are refused to a learner and without a session', async () => {
    const learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    expectRefusal(await suite.client.get('/api/admin/settings', { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.put('/api/admin/settings', { web_title: 'x' }, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.put('/api/admin/settings', { web_title: 'x' }), 401, 202, /./);
  });

  it('refuse a bad value at its field and save nothing; saved values reach the portal at once and the audit trail', async () => {
    const { office } = await backOfficeTokens(suite);
    const before = expectOk(await suite.client.get<Settings>('/api/admin/settings', { token: office }));
    expectFieldRefusal(await suite.client.put('/api/admin/settings', { web_title: '新标题', web_ico: 'javascript:alert(1)' }, { token: office }), 422, 422, /站内图片路径/, 'web_ico');
    expectFieldRefusal(await suite.client.put('/api/admin/settings', { web_title: '  ' }, { token: office, lang: 'en-US' }), 422, 422, 'Required', 'web_title');
    expectFieldRefusal(await suite.client.put('/api/admin/settings', { credits_exam_pass: '-1' }, { token: office }), 422, 422, '请填写 0 到 1000 之间的整数', 'credits_exam_pass');
    expectFieldRefusal(await suite.client.put('/api/admin/settings', { certificate_rules: '1,9' }, { token: office }), 422, 422, /证书规则/, 'certificate_rules');
    expectFieldRefusal(await suite.client.put('/api/admin/settings', { shop_status: 'yes' }, { token: office }), 422, 422, /开或关/, 'shop_status');
    expectRefusal(await suite.client.put('/api/admin/settings', { unknown_key: '1' }, { token: office }), 422, 422, /unknown_key/);
    expect(expectOk(await suite.client.get<Settings>('/api/admin/settings', { token: office }))).toEqual(before);

    const saved = expectOk(
      await suite.client.put<Settings>(
        '/api/admin/settings',
        { web_title: ' <b>星光学院</b> ', shop_status: '0', daily_login_points: '7', credits_course_complete: '15', credits_study_max: '8', defence_early_minutes: '30', certificate_rules: '5,1,2' },
        { token: office },
      ),
      '已保存站点设置',
    );
    expect(saved).toMatchObject({ web_title: '星光学院', shop_status: '0', credits_course_complete: '15', certificate_rules: '1,2,5' });

    const web = expectOk(await suite.client.get<Settings>('/api/config/system_webConfig'));
    expect(web).toMatchObject({ web_title: '星光学院', shop_status: '0' });
    const learner = await suite.client.login(employee(70), DEMO.employeePassword);
    const rules = expectOk(await suite.client.get<{ type: string; points: number | null }[]>('/api/integralRule', { token: learner }));
    expect(Object.fromEntries(rules.map((r) => [r.type, r.points]))).toMatchObject({ daily_login: 7, course_complete: 15, course_study: 8, exam_pass: 20 });
    // The ledger applies what the rules tab shows.
    expect(expectOk(await suite.client.get<{ added: number; points: number }>('/api/incrementIntegral', { token: learner }), '每日登录积分 +7')).toMatchObject({ points: 7 });

    const audit = expectOk(await suite.client.get<{ list: { action: string; before: Settings; after: Settings }[] }>('/api/admin/audit', { token: office, query: { action: 'settings.update' } })).list;
    expect(audit[0]!.before).toMatchObject({ web_title: before.web_title, shop_status: before.shop_status, credits_course_complete: '10' });
    expect(audit[0]!.after).toMatchObject({ web_title: '星光学院', shop_status: '0', credits_course_complete: '15' });
    // Saving the same values again records nothing.
    expectOk(await suite.client.put('/api/admin/settings', { web_title: '星光学院' }, { token: office }), '已保存站点设置');
    expect(expectOk(await suite.client.get<{ list: unknown[] }>('/api/admin/audit', { token: office, query: { action: 'settings.update' } })).list).toHaveLength(audit.length);
  });
});
