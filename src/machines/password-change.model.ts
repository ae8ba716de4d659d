import type { PasswordChanged, PasswordChangeRequest } from './password-change';
import { passwordChangeMachine } from './password-change';
import { machineModel } from './testing/model';

export const goodRequest: PasswordChangeRequest = { currentPassword: 'Employee@2026', password: 'Employee@2027', passwordConfirmation: 'Employee@2027' };
export const changed: PasswordChanged = { token: 'token-new', message: '密码已修改' };

export const passwordChangeModel = machineModel(passwordChangeMachine, {
  inputs: [undefined],
  events: [
    { type: 'password.open' },
    { type: 'password.close' },
    { type: 'password.edit' },
    { type: 'password.submit', request: goodRequest },
    { type: 'xstate.done.actor.changePassword', output: changed },
    { type: 'xstate.error.actor.changePassword', error: new Error('原密码错误') },
  ],
  // Editing is met on the way to submitting, and its close leads to a state reached before.
  extendEveryState: true,
});
