import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { passwordChangeMachine, type PasswordChanged, type PasswordChangeRequest } from './password-change';
import { changed, goodRequest, passwordChangeModel } from './password-change.model';
import { controlledPromise, expectSameState, forwardTo, modelPaths, type EventDrivers } from './testing/model';
import { itCoversTheModel, matchesModelState } from './testing/expectations';

/** The real machine with a controllable server call and recorded effects. */
function drive() {
  const change = controlledPromise<PasswordChanged, PasswordChangeRequest>();
  const effects: string[] = [];
  const machine = passwordChangeMachine.provide({
    actors: { changePassword: change.logic },
    actions: {
      renewToken: (_, { token }) => effects.push(`token:${token}`),
      announce: (_, { message }) => effects.push(`toast:${message}`),
    },
  });
  const actor = createActor(machine).start();
  return { actor, change, effects };
}

describe('password change machine: every path of the model', () => {
  for (const { title, test } of modelPaths(passwordChangeModel)) {
    it(title, async () => {
      const sut = drive();
      await test({
        events: {
          'password.open': forwardTo(sut.actor),
          'password.close': forwardTo(sut.actor),
          'password.edit': forwardTo(sut.actor),
          'password.submit': forwardTo(sut.actor),
          'xstate.done.actor.changePassword': ({ event }) => sut.change.resolve(event.output as PasswordChanged),
          'xstate.error.actor.changePassword': ({ event }) => sut.change.reject(event.error),
        } satisfies EventDrivers as never,
        states: { '*': matchesModelState(sut.actor) },
      });
    });
  }

  itCoversTheModel(passwordChangeModel);
});

describe('password change machine: journeys', () => {
  it('sends the three fields, renews the session token, then announces the change', async () => {
    const sut = drive();
    sut.actor.send({ type: 'password.open' });
    sut.actor.send({ type: 'password.submit', request: goodRequest });
    expect(sut.change.pending[0]?.input).toEqual(goodRequest);
    sut.change.resolve(changed);
    await expectSameState(sut.actor, 'done');
    expect(sut.effects).toEqual(['token:token-new', 'toast:密码已修改']);
  });

  it("a refusal keeps the server's message until the reader types again; the next submit may succeed", async () => {
    const sut = drive();
    sut.actor.send({ type: 'password.open' });
    sut.actor.send({ type: 'password.submit', request: goodRequest });
    sut.change.reject(new Error('The current password is wrong'));
    await expectSameState(sut.actor, 'refused');
    expect(sut.actor.getSnapshot().context.error).toBe('The current password is wrong');
    sut.actor.send({ type: 'password.edit' });
    expect(sut.actor.getSnapshot()).toMatchObject({ value: 'editing', context: { error: null } });
    sut.actor.send({ type: 'password.submit', request: goodRequest });
    sut.change.resolve(changed);
    await expectSameState(sut.actor, 'done');
    expect(sut.effects).toEqual(['token:token-new', 'toast:密码已修改']);
  });
});
