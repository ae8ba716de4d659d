import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { authMachine, type AuthInput, type Credentials, type SignInResult } from './auth';
import { authModel, sampleUser, signInOk } from './auth.model';
import { controlledPromise, effectRecorder, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with controllable actors and recorded side effects. */
function drive(input: AuthInput) {
  const signIn = controlledPromise<SignInResult, Credentials>();
  const signOut = controlledPromise<void, { token: string | null }>();
  const requestAuthCode = controlledPromise<string, void>();
  const exchangeCode = controlledPromise<SignInResult, { code: string }>();
  const { effects, record } = effectRecorder();
  const machine = authMachine.provide({
    actors: { signIn: signIn.logic, signOut: signOut.logic, requestAuthCode: requestAuthCode.logic, exchangeCode: exchangeCode.logic },
    actions: {
      storeSession: record('storeSession'),
      storeUser: record('storeUser'),
      clearStoredSession: record('clearStoredSession'),
      requestDailyCredit: record('requestDailyCredit'),
      announceSignedOut: record('announceSignedOut'),
      announceExpired: record('announceExpired'),
      announceForced: record('announceForced'),
      goHome: record('goHome'),
      goLogin: record('goLogin'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, signIn, signOut, requestAuthCode, exchangeCode, effects };
}

describeModelPaths('auth machine: every shortest path of the model', authModel, drive, { inputName: (input) => (input.token ? 'stored token' : 'no token') });

describe('auth machine: journeys', () => {
  it('signing in stores the session, asks for the daily credit and goes home', async () => {
    const sut = drive({ token: null, user: null });
    sut.actor.send({ type: 'auth.login', credentials: { account: 'learner01', password: 'pw' } });
    expect(sut.signIn.pending[0]?.input).toEqual({ account: 'learner01', password: 'pw' });
    sut.signIn.resolve(signInOk);
    await expectSameState(sut.actor, 'signedIn');
    expect(sut.effects).toEqual([`storeSession:${JSON.stringify({ token: 'token-1', user: sampleUser })}`, 'requestDailyCredit', 'goHome']);
  });

  it('a refused sign-in keeps the server message and stays anonymous', async () => {
    const sut = drive({ token: null, user: null });
    sut.actor.send({ type: 'auth.login', credentials: { account: 'x', password: 'y' } });
    sut.signIn.reject(new Error('账号或密码错误'));
    await expectSameState(sut.actor, 'anonymous');
    expect(sut.actor.getSnapshot().context.error).toBe('账号或密码错误');
    expect(sut.effects).toEqual([]);
  });

  it('code 202 clears the stored session, tells the user and goes to Login', () => {
    const sut = drive({ token: 'stored', user: sampleUser });
    sut.actor.send({ type: 'auth.expired', message: 'expired' });
    expect(sut.actor.getSnapshot().value).toBe('sessionExpired');
    expect(sut.actor.getSnapshot().context.token).toBeNull();
    expect(sut.effects).toEqual(['announceExpired:{"message":"expired"}', 'clearStoredSession', 'goLogin']);
  });

  it('code 205 forces the logout with its message', () => {
    const sut = drive({ token: 'stored', user: sampleUser });
    sut.actor.send({ type: 'auth.forced', message: 'disabled' });
    expect(sut.actor.getSnapshot().value).toBe('forcedOut');
    expect(sut.effects).toEqual(['announceForced:{"message":"disabled"}', 'clearStoredSession', 'goLogin']);
  });

  it('logout revokes the token on the server, then clears, says Exit Success and goes to Login even when offline', async () => {
    const sut = drive({ token: 'stored', user: sampleUser });
    sut.actor.send({ type: 'auth.logout' });
    expect(sut.signOut.pending[0]?.input).toEqual({ token: 'stored' });
    sut.signOut.reject(new Error('offline'));
    await expectSameState(sut.actor, 'anonymous');
    expect(sut.effects).toEqual(['clearStoredSession', 'announceSignedOut', 'goLogin']);
  });

  it('a renewed token (a password change) replaces the revoked one and is stored with the user', () => {
    const sut = drive({ token: 'stored', user: sampleUser });
    sut.actor.send({ type: 'auth.tokenRenewed', token: 'token-2' });
    expect(sut.actor.getSnapshot().value).toBe('signedIn');
    expect(sut.actor.getSnapshot().context.token).toBe('token-2');
    expect(sut.effects).toEqual([`storeSession:${JSON.stringify({ token: 'token-2', user: sampleUser })}`]);
  });

  it('a renewed token means nothing once signed out', () => {
    const sut = drive({ token: null, user: null });
    sut.actor.send({ type: 'auth.tokenRenewed', token: 'token-2' });
    expect(sut.actor.getSnapshot().context.token).toBeNull();
    expect(sut.effects).toEqual([]);
  });

  it('ignores a second logout while the first is on its way: the token is revoked once, the exit said once', async () => {
    const sut = drive({ token: 'stored', user: sampleUser });
    sut.actor.send({ type: 'auth.logout' });
    sut.actor.send({ type: 'auth.logout' });
    expect(sut.signOut.pending).toHaveLength(1);
    sut.signOut.resolve(undefined);
    await expectSameState(sut.actor, 'anonymous');
    expect(sut.effects).toEqual(['clearStoredSession', 'announceSignedOut', 'goLogin']);
  });

  it('ignores sign-in events while signed in', () => {
    const sut = drive({ token: 'stored', user: sampleUser });
    sut.actor.send({ type: 'auth.login', credentials: { account: 'a', password: 'b' } });
    expect(sut.actor.getSnapshot().value).toBe('signedIn');
    expect(sut.actor.getSnapshot().context).toMatchObject({ token: 'stored', user: sampleUser });
    expect(sut.signIn.pending).toHaveLength(0);
    expect(sut.effects).toEqual([]);
  });
});

describe('auth machine: the chat-app sign-in', () => {
  it('asks the chat app for a code, exchanges it, stores the session and goes home like a password sign-in', async () => {
    const sut = drive({ token: null, user: null });
    sut.actor.send({ type: 'auth.chatApp' });
    expect(sut.actor.getSnapshot().value).toEqual('requestingCode');
    sut.requestAuthCode.resolve('dt-code-1');
    await expectSameState(sut.actor, 'exchangingCode');
    expect(sut.exchangeCode.pending[0]?.input).toEqual({ code: 'dt-code-1' });
    sut.exchangeCode.resolve(signInOk);
    await expectSameState(sut.actor, 'signedIn');
    expect(sut.actor.getSnapshot().context).toMatchObject({ token: 'token-1', chatAppCode: null, error: null });
    expect(sut.effects).toEqual([`storeSession:${JSON.stringify({ token: 'token-1', user: sampleUser })}`, 'requestDailyCredit', 'goHome']);
  });

  it("keeps the chat app's error data when no code comes, then tries again or falls back to the password", async () => {
    const sut = drive({ token: null, user: null });
    sut.actor.send({ type: 'auth.chatApp' });
    sut.requestAuthCode.reject({ errorCode: '3', errorMessage: 'no permission' });
    await expectSameState(sut.actor, 'chatAppFailed');
    expect(sut.actor.getSnapshot().context.error).toBe('{"errorCode":"3","errorMessage":"no permission"}');
    sut.actor.send({ type: 'auth.chatApp' });
    expect(sut.actor.getSnapshot().value).toEqual('requestingCode');
    expect(sut.actor.getSnapshot().context.error).toBeNull();
    expect(sut.requestAuthCode.pending).toHaveLength(1);
    sut.requestAuthCode.reject(new Error('closed'));
    await expectSameState(sut.actor, 'chatAppFailed');
    sut.actor.send({ type: 'auth.login', credentials: { account: 'learner01', password: 'pw' } });
    expect(sut.actor.getSnapshot().value).toBe('signingIn');
  });

  it("a refused exchange shows the server's reason and leaves no session", async () => {
    const sut = drive({ token: null, user: null });
    sut.actor.send({ type: 'auth.chatApp' });
    sut.requestAuthCode.resolve('dt-code-2');
    await expectSameState(sut.actor, 'exchangingCode');
    sut.exchangeCode.reject(new Error('No employee account matches this DingTalk account'));
    await expectSameState(sut.actor, 'chatAppFailed');
    expect(sut.actor.getSnapshot().context).toMatchObject({ token: null, error: 'No employee account matches this DingTalk account' });
    expect(sut.effects).toEqual([]);
  });

  it('an expired session inside the chat app signs in through it again', () => {
    const sut = drive({ token: 'stored', user: sampleUser });
    sut.actor.send({ type: 'auth.expired', message: 'expired' });
    sut.actor.send({ type: 'auth.chatApp' });
    expect(sut.actor.getSnapshot().value).toEqual('requestingCode');
  });
});
