/**
 * The member area's journeys through the domain graph with the SPA's own documents
 * (src/graphql/member.graphql, credits.graphql, shop.graphql): the area picker's walk, the
 * profile saved with its work place, binding a mobile with its code; the credits figures and a
 * redemption, with a refusal in the caller's language; the password change that answers a new
 * token and revokes the older ones. (Each answer against REST's: graph-member.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { spaOperation } from '../support/spa-operations.js';
import { DEMO, employee, graphDatabaseKinds, graphql, suiteServer, upstreamEnvelope, type GraphQLAnswer, type GraphQLRequestOptions } from '../support/test-server.js';

function run<T>(baseUrl: string, name: string, variables: Record<string, unknown>, options: GraphQLRequestOptions): Promise<GraphQLAnswer<T>> {
  return graphql<T>(baseUrl, { operationName: name, query: spaOperation(name).text, variables }, options);
}

interface Area {
  id: string;
  name: string;
}

describe.each(graphDatabaseKinds())('member area through the SPA documents on %s', (kind) => {
  const suite = suiteServer(kind, { graph: true });
  const url = () => suite.server.url;

  it('walks the area picker, saves the work place and binds a mobile with the code sent', async () => {
    const token = await suite.client.login(employee(160), DEMO.employeePassword);
    const areas = async (parentId: string | null) => {
      const answer = await run<{ areas: Area[] }>(url(), 'Areas', { parentId }, { token });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return answer.data!.areas;
    };
    const guangdong = (await areas(null)).find((a) => a.name === '广东省')!;
    const shenzhen = (await areas(guangdong.id)).find((a) => a.name === '深圳市')!;
    const nanshan = (await areas(shenzhen.id)).find((a) => a.name === '南山区')!;

    const saved = await run<{ updateProfile: { viewer: { workPlace: { name: string; districtId: string }; nation: string } } }>(
      url(),
      'UpdateProfile',
      { input: { provinceId: guangdong.id, cityId: shenzhen.id, districtId: nanshan.id, nation: '汉族' } },
      { token, lang: 'en-US' },
    );
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    expect(saved.data!.updateProfile.viewer).toMatchObject({ nation: '汉族', workPlace: { name: '广东省 深圳市 南山区', districtId: nanshan.id } });
    const profile = await run<{ viewer: { workPlace: { districtId: string }; editableProfileFields: string[] } }>(url(), 'MemberProfile', {}, { token });
    expect(profile.data!.viewer.workPlace.districtId).toBe(nanshan.id);
    expect(profile.data!.viewer.editableProfileFields).toContain('work_place');
    const nations = await run<{ nations: { value: string; name: string }[] }>(url(), 'Nations', {}, { token, lang: 'en-US' });
    expect(nations.data!.nations[0]).toMatchObject({ value: '汉族', name: 'Han' });

    const mobile = '13922220160';
    const sent = await run<{ sendBindingCode: { channel: string; resendAfterSeconds: number } }>(url(), 'SendBindingCode', { input: { target: mobile } }, { token });
    expect(sent.errors, JSON.stringify(sent.errors)).toBeUndefined();
    expect(sent.data!.sendBindingCode.channel).toBe('MOBILE');
    const code = suite.server.sentCodes.at(-1)!;
    expect(code.target).toBe(mobile);
    const bound = await run<{ bindContact: { viewer: { mobile: string } } }>(url(), 'BindContact', { input: { target: mobile, code: code.code } }, { token });
    expect(bound.data!.bindContact.viewer.mobile).toBe(mobile);
  });

  it("reads the credits figures and redeems; a redemption beyond the balance is refused in the caller's language", async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const summary = await run<{ viewer: { credits: { total: number; remaining: number } } }>(url(), 'CreditSummary', {}, { token });
    expect(summary.errors, JSON.stringify(summary.errors)).toBeUndefined();
    const balance = summary.data!.viewer.credits.remaining;
    for (const [name, variables] of [
      ['CreditCharts', {}],
      ['CreditRules', {}],
      ['CreditHistory', { page: 1, pageSize: 10 }],
    ] as const) {
      const answer = await run(url(), name, variables, { token, lang: 'en-US' });
      expect(answer.errors, `${name}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
    }
    const ranking = await run<{ viewer: { creditRanks: { monthDepartmentRank: number } }; creditRanking: unknown[] }>(url(), 'CreditRanking', { period: 'MONTH', department: true }, { token });
    expect(ranking.errors, JSON.stringify(ranking.errors)).toBeUndefined();
    expect(ranking.data!.creditRanking.length).toBeGreaterThan(0);

    const mall = await run<{ mallGoods: { nodes: { id: string; title: string; price: number }[] }; viewer: { credits: { remaining: number } } }>(url(), 'MallGoodsPage', { page: 1, pageSize: 12 }, { token });
    expect(mall.data!.viewer.credits.remaining).toBe(balance);
    const tote = mall.data!.mallGoods.nodes.find((g) => g.title === '帆布手提袋')!;
    const item = await run<{ mallGoodsItem: { id: string; stock: number }; viewer: { credits: { remaining: number } } }>(url(), 'MallGoodsItem', { id: tote.id }, { token });
    expect(item.data!.viewer.credits.remaining).toBe(balance);
    const redeemed = await run<{ redeemGoods: { goods: { stock: number; myRedeemedCount: number }; viewer: { credits: { remaining: number } } } }>(url(), 'RedeemGoods', { input: { goodsId: tote.id } }, { token });
    expect(redeemed.errors, JSON.stringify(redeemed.errors)).toBeUndefined();
    expect(redeemed.data!.redeemGoods.viewer.credits.remaining).toBe(balance - tote.price);
    expect(redeemed.data!.redeemGoods.goods.stock).toBe(item.data!.mallGoodsItem.stock - 1);
    const records = await run<{ viewer: { redemptions: { nodes: { title: string; status: string; statusName: string }[] } } }>(url(), 'MyRedemptions', { page: 1, pageSize: 10 }, { token, lang: 'en-US' });
    expect(records.data!.viewer.redemptions.nodes[0]).toMatchObject({ title: '帆布手提袋', status: 'COLLECTABLE', statusName: 'Collectable' });
    const collected = await run<{ viewer: { redemptions: { nodes: { status: string }[] } } }>(url(), 'MyRedemptions', { status: 'COLLECTED', page: 1, pageSize: 10 }, { token });
    expect(collected.data!.viewer.redemptions.nodes.every((r) => r.status === 'COLLECTED')).toBe(true);

    const dear = mall.data!.mallGoods.nodes.find((g) => g.price === 99999)!;
    const refused = await run(url(), 'RedeemGoods', { input: { goodsId: dear.id } }, { token, lang: 'en-US' });
    expect(upstreamEnvelope(refused.errors?.[0]).body).toMatchObject({ code: 400, msg: expect.stringMatching(/^Not enough credits: 99999 needed, \d+ left$/) });
    const after = await run<{ viewer: { credits: { remaining: number } } }>(url(), 'CreditSummary', {}, { token });
    expect(after.data!.viewer.credits.remaining).toBe(balance - tote.price);
  });

  it("changes the password: a wrong current one is refused in the caller's language; the new token works, the older one does not", async () => {
    const token = await suite.client.login(employee(161), DEMO.employeePassword);
    const input = { currentPassword: 'Wrong@2026', password: 'Changed@2027', passwordConfirmation: 'Changed@2027' };
    const wrong = await run(url(), 'ChangePassword', { input }, { token, lang: 'en-US' });
    expect(upstreamEnvelope(wrong.errors?.[0]).body).toMatchObject({ msg: 'The current password is wrong' });
    const changed = await run<{ changePassword: { token: string } }>(url(), 'ChangePassword', { input: { ...input, currentPassword: DEMO.employeePassword } }, { token, lang: 'zh-CN' });
    expect(changed.errors, JSON.stringify(changed.errors)).toBeUndefined();
    const renewed = changed.data!.changePassword.token;
    expect(renewed).not.toBe(token);
    const withNew = await run(url(), 'MemberProfile', {}, { token: renewed });
    expect(withNew.errors, JSON.stringify(withNew.errors)).toBeUndefined();
    const withOld = await run(url(), 'MemberProfile', {}, { token });
    expect(upstreamEnvelope(withOld.errors?.[0]).body?.code).toBe(202);
  });
});
