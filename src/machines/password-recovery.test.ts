import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { passwordRecoveryMachine, type ResetRequest } from './password-recovery';
import { passwordRecoveryModel, recoveryRequest } from './password-recovery.model';
import { controlledPromise, countedTicker, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

function drive(cooldownSeconds: number) {
  const sendCode = controlledPromise<void, { target: string }>();
  const resetPassword = controlledPromise<void, ResetRequest>();
  const ticker = countedTicker();
  const machine = passwordRecoveryMachine.provide({
    actors: {
      sendCode: sendCode.logic,
      resetPassword: resetPassword.logic,
      ticker: ticker.logic,
    },
  });
  const actor = createActor(machine, { input: { cooldownSeconds } }).start();
  return { actor, sendCode, resetPassword, tickers: ticker.running };
}

describeModelPaths('password recovery machine: every path of the model', passwordRecoveryModel, ({ cooldownSeconds }) => drive(cooldownSeconds));

describe('password recovery machine: journeys', () => {
  it("a refused code request's message (e.g. too many requests) goes when the reader tries again", async () => {
    const sut = drive(60);
    sut.actor.send({ type: 'recovery.sendCode', target: '13800000001' });
    sut.sendCode.reject(new Error('too many requests'));
    await expectSameState(sut.actor, { code: 'idle', form: 'filling' });
    expect(sut.actor.getSnapshot().context.error).toBe('too many requests');
    sut.actor.send({ type: 'recovery.retry' });
    expect(sut.actor.getSnapshot().context.error).toBeNull();
  });

  it('counts down 60 seconds after a code is sent, then allows another', async () => {
    const sut = drive(60);
    sut.actor.send({ type: 'recovery.sendCode', target: '13800000001' });
    expect(sut.sendCode.pending[0]?.input).toEqual({ target: '13800000001' });
    sut.sendCode.resolve(undefined);
    await expectSameState(sut.actor, { code: 'cooldown', form: 'filling' });
    expect(sut.actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(sut.tickers()).toBe(1);
    sut.actor.send({ type: 'recovery.sendCode', target: '13800000001' });
    expect(sut.sendCode.pending).toHaveLength(0);
    for (let i = 0; i < 59; i++) sut.actor.send({ type: 'recovery.tick' });
    expect(sut.actor.getSnapshot().context.secondsLeft).toBe(1);
    sut.actor.send({ type: 'recovery.tick' });
    expect(sut.actor.getSnapshot().value).toEqual({ code: 'idle', form: 'filling' });
    expect(sut.tickers()).toBe(0);
  });

  it('a refused reset shows the server message and lets the user try again', async () => {
    const sut = drive(60);
    sut.actor.send({ type: 'recovery.submit', request: recoveryRequest });
    expect(sut.resetPassword.pending[0]?.input).toEqual(recoveryRequest);
    sut.resetPassword.reject(new Error('验证码错误或已过期'));
    await expectSameState(sut.actor, { code: 'idle', form: 'filling' });
    expect(sut.actor.getSnapshot().context.error).toBe('验证码错误或已过期');
  });
});
