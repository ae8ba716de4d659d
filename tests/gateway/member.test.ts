/**
 * The member area through the GraphQL gateway with the SPA's own operations
 * (src/graphql/member.graphql): the area lookup, the profile update with the work place,
 * binding a mobile with its code, the credits figures, and a redemption with a refusal that
 * arrives with its upstream envelope in the caller's language; the password change that
 * answers a new token and revokes the older ones.
 */
import { describe, expect, it } from 'vitest';
import { spaOperation } from '../support/spa-operations.js';
import { databaseKinds, DEMO, employee, graphql, suiteServer, upstreamEnvelope } from '../support/test-server.js';

const op = (name: string) => spaOperation(name).text;

describe.each(databaseKinds())('member area through the gateway on %s', (kind) => {
  const suite = suiteServer(kind, { gateway: true });

  it('walks the area picker, saves the work place and binds a mobile with the code sent', async () => {
    const token = await suite.client.login(employee(160), DEMO.employeePassword);
    const provinces = await graphql<{ sonArea: { data: { id: number; area_name: string }[] } }>(suite.server.url, op('SonArea'), { id: 0 }, { token });
    expect(provinces.errors, JSON.stringify(provinces.errors)).toBeUndefined();
    const guangdong = provinces.data!.sonArea.data.find((a) => a.area_name === '广东省')!;
    const cities = await graphql<{ sonArea: { data: { id: number; area_name: string }[] } }>(suite.server.url, op('SonArea'), { id: guangdong.id }, { token });
    const shenzhen = cities.data!.sonArea.data.find((a) => a.area_name === '深圳市')!;
    const districts = await graphql<{ sonArea: { data: { id: number; area_name: string }[] } }>(suite.server.url, op('SonArea'), { id: shenzhen.id }, { token });
    const nanshan = districts.data!.sonArea.data.find((a) => a.area_name === '南山区')!;

    const saved = await graphql<{ updateUserInfo: { msg: string; data: { work_place: string; editable_fields: string[] } } }>(
      suite.server.url,
      op('UpdateProfile'),
      { input: { province_id: guangdong.id, city_id: shenzhen.id, district_id: nanshan.id, nation: '汉族' } },
      { token, lang: 'en-US' },
    );
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    expect(saved.data!.updateUserInfo).toMatchObject({ msg: 'Your profile has been saved', data: { work_place: '广东省 深圳市 南山区' } });
    const profile = await graphql<{ userInfo: { data: { district_id: number; editable_fields: string[] } } }>(suite.server.url, op('MemberProfile'), {}, { token });
    expect(profile.data!.userInfo.data.district_id).toBe(nanshan.id);
    const nations = await graphql<{ nation: { data: { value: string; name: string }[] } }>(suite.server.url, op('Nations'), {}, { token, lang: 'en-US' });
    expect(nations.data!.nation.data[0]).toEqual({ value: '汉族', name: 'Han' });

    const mobile = '13922220160';
    const sent = await graphql(suite.server.url, op('PassMobileMail'), { input: { mobile } }, { token });
    expect(sent.errors, JSON.stringify(sent.errors)).toBeUndefined();
    const code = suite.server.sentCodes.at(-1)!;
    expect(code.target).toBe(mobile);
    const bound = await graphql<{ boundMobileMail: { data: { mobile: string } } }>(suite.server.url, op('BoundMobileMail'), { input: { mobile, code: code.code } }, { token });
    expect(bound.data!.boundMobileMail.data.mobile).toBe(mobile);
  });

  it('reads the credits figures and redeems; a redemption beyond the balance is refused in the caller\'s language', async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const summary = await graphql<{ creditSummary: { data: { total: number; remaining: number } } }>(suite.server.url, op('CreditSummary'), {}, { token });
    expect(summary.errors, JSON.stringify(summary.errors)).toBeUndefined();
    for (const name of ['CreditCharts', 'IntegralRule', 'LearnScoreList', 'UserAnswerNum']) {
      const answer = await graphql(suite.server.url, op(name), {}, { token, lang: 'en-US' });
      expect(answer.errors, `${name}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
    }
    const ranks = await graphql<{ creditRank: { data: { company_rank: number } }; creditMonthRankList: { data: unknown[] } }>(suite.server.url, op('CreditRanks'), { with_department: 1, limit: 10 }, { token });
    expect(ranks.errors, JSON.stringify(ranks.errors)).toBeUndefined();
    expect(ranks.data!.creditMonthRankList.data.length).toBeGreaterThan(0);

    const shop = await graphql<{ shopList: { data: { list: { id: number; title: string; price: number }[] } } }>(suite.server.url, op('ShopList'), { page: 1, limit: 12 }, { token });
    const tote = shop.data!.shopList.data.list.find((g) => g.title === '帆布手提袋')!;
    const info = await graphql<{ shopInfo: { data: { balance: number } } }>(suite.server.url, op('ShopInfo'), { id: tote.id }, { token });
    expect(info.data!.shopInfo.data.balance).toBe(summary.data!.creditSummary.data.remaining);
    const converted = await graphql<{ convert: { data: { remaining: number } } }>(suite.server.url, op('Convert'), { input: { goods_id: tote.id } }, { token });
    expect(converted.errors, JSON.stringify(converted.errors)).toBeUndefined();
    expect(converted.data!.convert.data.remaining).toBe(summary.data!.creditSummary.data.remaining - tote.price);
    const records = await graphql<{ convertRecord: { data: { list: { title: string; status: number; status_name: string }[] } } }>(suite.server.url, op('ConvertRecord'), { page: 1, limit: 10 }, { token, lang: 'en-US' });
    expect(records.data!.convertRecord.data.list[0]).toMatchObject({ title: '帆布手提袋', status: 1, status_name: 'Collectable' });

    const dear = shop.data!.shopList.data.list.find((g) => g.price === 99999)!;
    const refused = await graphql(suite.server.url, op('Convert'), { input: { goods_id: dear.id } }, { token, lang: 'en-US' });
    expect(upstreamEnvelope(refused.errors?.[0]).body).toMatchObject({ code: 400, msg: expect.stringMatching(/^Not enough credits: 99999 needed, \d+ left$/) });
  });

  it("changes the password: a wrong current one is refused in the caller's language; the new token works, the older one does not", async () => {
    const token = await suite.client.login(employee(161), DEMO.employeePassword);
    const input = { old_password: 'Wrong@2026', password: 'Changed@2027', password_confirmation: 'Changed@2027' };
    const wrong = await graphql(suite.server.url, op('UpdatePassword'), { input }, { token, lang: 'en-US' });
    expect(upstreamEnvelope(wrong.errors?.[0]).body).toMatchObject({ msg: 'The current password is wrong' });
    const changed = await graphql<{ updatePassword: { code: number; msg: string; data: { remember_token: string } } }>(
      suite.server.url,
      op('UpdatePassword'),
      { input: { ...input, old_password: DEMO.employeePassword } },
      { token, lang: 'zh-CN' },
    );
    expect(changed.errors, JSON.stringify(changed.errors)).toBeUndefined();
    expect(changed.data!.updatePassword).toMatchObject({ code: 200, msg: '密码已修改' });
    const renewed = changed.data!.updatePassword.data.remember_token;
    expect(renewed).not.toBe(token);
    const withNew = await graphql(suite.server.url, op('MemberProfile'), {}, { token: renewed });
    expect(withNew.errors, JSON.stringify(withNew.errors)).toBeUndefined();
    const withOld = await graphql(suite.server.url, op('MemberProfile'), {}, { token });
    expect(upstreamEnvelope(withOld.errors?.[0]).body?.code).toBe(202);
  });
});
