import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { contactBindingMachine, type BindRequest, type Bound, type CodeSent } from './contact-binding';
import { bindRequest, boundAnswer, codeSent, contactBindingModel } from './contact-binding.model';
import { controlledPromise, countedTicker, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with controllable server calls, a test-driven clock and recorded effects. */
function drive() {
  const sendCode = controlledPromise<CodeSent, { target: string }>();
  const bindTarget = controlledPromise<Bound<unknown>, BindRequest>();
  const effects: string[] = [];
  const ticker = countedTicker();
  const machine = contactBindingMachine.provide({
    actors: {
      sendCode: sendCode.logic,
      bindTarget: bindTarget.logic,
      ticker: ticker.logic,
    },
    actions: {
      announce: (_, { message }) => effects.push(`toast:${message}`),
      bound: (_, { user }) => effects.push(`bound:${JSON.stringify(user)}`),
    },
  });
  const actor = createActor(machine).start();
  return { actor, sendCode, bindTarget, effects, tickers: ticker.running };
}

describeModelPaths('contact binding machine: every path of the model', contactBindingModel, drive);

describe('contact binding machine: journeys', () => {
  it('sends a code, counts down the seconds the server names, then binds and hands the profile over', async () => {
    const sut = drive();
    sut.actor.send({ type: 'bind.sendCode', target: '13911110001' });
    expect(sut.sendCode.pending[0]?.input).toEqual({ target: '13911110001' });
    sut.sendCode.resolve(codeSent);
    await expectSameState(sut.actor, { code: 'codeSent', form: 'filling' });
    expect(sut.actor.getSnapshot().context.secondsLeft).toBe(2);
    expect(sut.tickers()).toBe(1);
    sut.actor.send({ type: 'bind.sendCode', target: '13911110001' });
    expect(sut.sendCode.pending).toHaveLength(0);
    sut.actor.send({ type: 'bind.tick' });
    sut.actor.send({ type: 'bind.tick' });
    expect(sut.actor.getSnapshot().value).toEqual({ code: 'idle', form: 'filling' });
    expect(sut.tickers()).toBe(0);
    sut.actor.send({ type: 'bind.submit', request: bindRequest });
    expect(sut.bindTarget.pending[0]?.input).toEqual(bindRequest);
    sut.bindTarget.resolve(boundAnswer);
    await expectSameState(sut.actor, { code: 'idle', form: 'bound' });
    expect(sut.effects).toEqual(['toast:验证码已发送', 'toast:绑定成功', `bound:${JSON.stringify(boundAnswer.user)}`]);
    sut.actor.send({ type: 'bind.open' });
    expect(sut.actor.getSnapshot().value).toEqual({ code: 'idle', form: 'filling' });
  });

  it("the dialog's own check and the server's refusal are shown; trying again clears them", async () => {
    const sut = drive();
    sut.actor.send({ type: 'bind.invalid', message: '请输入正确的11位手机号' });
    expect(sut.actor.getSnapshot().context.error).toBe('请输入正确的11位手机号');
    sut.actor.send({ type: 'bind.sendCode', target: '13911110001' });
    expect(sut.actor.getSnapshot().context.error).toBeNull();
    sut.sendCode.reject(new Error('too soon'));
    await expectSameState(sut.actor, { code: 'idle', form: 'filling' });
    expect(sut.actor.getSnapshot().context).toMatchObject({ error: 'too soon', sentTo: null });
    sut.actor.send({ type: 'bind.submit', request: bindRequest });
    sut.bindTarget.reject(new Error('验证码错误或已过期'));
    await expectSameState(sut.actor, { code: 'idle', form: 'refused' });
    expect(sut.actor.getSnapshot().context.error).toBe('验证码错误或已过期');
    sut.actor.send({ type: 'bind.submit', request: bindRequest });
    expect(sut.actor.getSnapshot().context.error).toBeNull();
    expect(sut.effects).toEqual([]);
  });
});
