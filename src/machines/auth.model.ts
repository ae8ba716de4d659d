import type { SessionUser, SignInResult } from './auth';
import { authMachine } from './auth';
import { machineModel } from './testing/model';

export const sampleUser: SessionUser = {
  id: '1',
  account: 'learner01',
  name: '李明',
  photo: '/files/avatars/u1.svg',
  role: 'LEARNER',
  isAdmin: false,
  departmentName: '前端开发组',
  positionName: '高级工程师',
};

export const signInOk: SignInResult = { token: 'token-1', user: sampleUser };

export const authModel = machineModel(authMachine, {
  inputs: [
    { token: null, user: null },
    { token: 'stored-token', user: sampleUser },
  ],
  events: [
    { type: 'auth.login', credentials: { account: 'learner01', password: 'Learner@2026' } },
    { type: 'auth.logout' },
    { type: 'auth.chatApp' },
    { type: 'auth.expired', message: 'token expired' },
    { type: 'auth.forced', message: 'account disabled' },
    { type: 'auth.userLoaded', user: { ...sampleUser, name: '李明 (updated)' } },
    { type: 'auth.tokenRenewed', token: 'token-renewed' },
    { type: 'xstate.done.actor.signIn', output: signInOk },
    { type: 'xstate.error.actor.signIn', error: new Error('Wrong account or password') },
    { type: 'xstate.done.actor.signOut', output: undefined },
    { type: 'xstate.error.actor.signOut', error: new Error('network') },
    { type: 'xstate.done.actor.requestAuthCode', output: 'dt-code-1' },
    { type: 'xstate.error.actor.requestAuthCode', error: { errorCode: '3', errorMessage: 'no permission' } },
    { type: 'xstate.done.actor.exchangeCode', output: signInOk },
    { type: 'xstate.error.actor.exchangeCode', error: new Error('No employee account matches this DingTalk account') },
  ],
  extendEveryState: true,
});
