import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDingTalk, type FakeDingTalk } from '../../../tests/support/fake-dingtalk.js';
import { DingTalkOpenApi, DingTalkRefusal, DingTalkUnavailable } from './open-api.js';

describe('DingTalk open API client', () => {
  let fake: FakeDingTalk;
  beforeAll(async () => {
    fake = await startFakeDingTalk([{ userid: 'u1', name: 'One', mobile: '13800000001' }]);
  });
  afterAll(() => fake.close());

  const client = (now: () => number = Date.now) => new DingTalkOpenApi({ apiBase: fake.url, appKey: fake.appKey, appSecret: fake.appSecret }, now);

  it('turns a code into the user and their mobile with one access token', async () => {
    const before = fake.calls.gettoken;
    const api = client();
    const user = await api.userByAuthCode('u1.a');
    expect(user).toEqual({ userId: 'u1', name: 'One' });
    expect(await api.mobileOf('u1')).toBe('13800000001');
    expect(fake.calls.gettoken).toBe(before + 1);
  });

  it('shares one token fetch between concurrent calls', async () => {
    const before = fake.calls.gettoken;
    const api = client();
    await Promise.all([api.mobileOf('u1'), api.mobileOf('u1'), api.mobileOf('u1')]);
    expect(fake.calls.gettoken).toBe(before + 1);
  });

  it('renews the token five minutes before DingTalk says it expires', async () => {
    let now = 1_000_000;
    const api = client(() => now);
    const before = fake.calls.gettoken;
    await api.mobileOf('u1');
    now += (7200 - 5 * 60) * 1000 - 1;
    await api.mobileOf('u1');
    expect(fake.calls.gettoken).toBe(before + 1);
    now += 1;
    await api.mobileOf('u1');
    expect(fake.calls.gettoken).toBe(before + 2);
  });

  it('reads a wrapped sub_code: a dropped token is fetched again once', async () => {
    const api = client();
    await api.mobileOf('u1');
    fake.expireTokens();
    const before = fake.calls.gettoken;
    expect(await api.mobileOf('u1')).toBe('13800000001');
    expect(fake.calls.gettoken).toBe(before + 1);
  });

  it('tells an invalid code from other refusals', async () => {
    const error = await client().userByAuthCode('nobody.1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DingTalkRefusal);
    expect((error as DingTalkRefusal).invalidCode).toBe(true);
    const wrongSecret = new DingTalkOpenApi({ apiBase: fake.url, appKey: fake.appKey, appSecret: 'wrong' });
    const refused = await wrongSecret.userByAuthCode('u1.b').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DingTalkRefusal);
    expect((refused as DingTalkRefusal).errcode).toBe(40089);
    expect((refused as DingTalkRefusal).invalidCode).toBe(false);
  });

  it('calls DingTalk unavailable on HTTP errors and when nothing listens', async () => {
    fake.down = true;
    try {
      await expect(client().userByAuthCode('u1.c')).rejects.toBeInstanceOf(DingTalkUnavailable);
    } finally {
      fake.down = false;
    }
    const nowhere = new DingTalkOpenApi({ apiBase: 'http://127.0.0.1:9', appKey: 'k', appSecret: 's', timeoutMs: 2000 });
    await expect(nowhere.userByAuthCode('u1.d')).rejects.toBeInstanceOf(DingTalkUnavailable);
  });
});
