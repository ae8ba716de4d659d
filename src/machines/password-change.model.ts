import type { PasswordChangeEvent, PasswordChanged, PasswordChangeRequest } from './password-change';
import { passwordChangeMachine } from './password-change';
import type { MachineModel } from './testing/model';

export const goodRequest: PasswordChangeRequest = { old_password: 'Employee@2026', password: 'Employee@2027', password_confirmation: 'Employee@2027' };
export const changed: PasswordChanged = { token: 'token-new', message: '密码已修改' };

export type PasswordChangeActorEvent =
  | { type: 'xstate.done.actor.changePassword'; output: PasswordChanged }
  | { type: 'xstate.error.actor.changePassword'; error: Error };

const events = [
  { type: 'password.open' },
  { type: 'password.close' },
  { type: 'password.edit' },
  { type: 'password.submit', request: goodRequest },
  { type: 'xstate.done.actor.changePassword', output: changed },
  { type: 'xstate.error.actor.changePassword', error: new Error('原密码错误') },
] satisfies (PasswordChangeEvent | PasswordChangeActorEvent)[];

export const passwordChangeModel: MachineModel<typeof passwordChangeMachine> = {
  name: 'passwordChange',
  machine: passwordChangeMachine,
  inputs: [undefined as never],
  events,
  // Editing is met on the way to submitting, and its close leads to a state reached before.
  extendEveryState: true,
};
