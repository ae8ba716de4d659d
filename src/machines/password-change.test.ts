import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { passwordChangeMachine, type PasswordChanged, type PasswordChangeRequest } from './password-change';
import { changed, goodRequest, passwordChangeModel } from './password-change.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable server call and recorded effects. */
function drive() {
  const changePassword = controlledPromise<PasswordChanged, PasswordChangeRequest>();
  const effects: string[] = [];
  const machine = passwordChangeMachine.provide({
    actors: { changePassword: changePassword.logic },
    actions: {
      renewToken: (_, { token }) => effects.push(`token:${token}`),
      announce: (_, { message }) => effects.push(`toast:${message}`),
    },
  });
  const actor = createActor(machine).start();
  return { actor, changePassword, effects };
}

describeModelPaths('password change machine: every path of the model', passwordChangeModel, drive);

describe('password change machine: journeys', () => {
  it('sends the three fields, renews the session token, then announces the change', async () => {
    const sut = drive();
    sut.actor.send({ type: 'password.open' });
    sut.actor.send({ type: 'password.submit', request: goodRequest });
    expect(sut.changePassword.pending[0]?.input).toEqual(goodRequest);
    sut.changePassword.resolve(changed);
    await expectSameState(sut.actor, 'done');
    expect(sut.effects).toEqual(['token:token-new', 'toast:密码已修改']);
  });

  it("a refusal keeps the server's message until the reader types again; the next submit may succeed", async () => {
    const sut = drive();
    sut.actor.send({ type: 'password.open' });
    sut.actor.send({ type: 'password.submit', request: goodRequest });
    sut.changePassword.reject(new Error('The current password is wrong'));
    await expectSameState(sut.actor, 'refused');
    expect(sut.actor.getSnapshot().context.error).toBe('The current password is wrong');
    sut.actor.send({ type: 'password.edit' });
    expect(sut.actor.getSnapshot()).toMatchObject({ value: 'editing', context: { error: null } });
    sut.actor.send({ type: 'password.submit', request: goodRequest });
    sut.changePassword.resolve(changed);
    await expectSameState(sut.actor, 'done');
    expect(sut.effects).toEqual(['token:token-new', 'toast:密码已修改']);
  });
});
