import { passwordRecoveryMachine } from './password-recovery';
import { machineModel } from './testing/model';

export const recoveryRequest = { target: '13800000001', code: '123456', password: 'Newpass@2026', confirmation: 'Newpass@2026' };

/** A two-second cooldown keeps the model small; the page uses 60. */
export const passwordRecoveryModel = machineModel(passwordRecoveryMachine, {
  inputs: [{ cooldownSeconds: 2 }],
  events: [
    { type: 'recovery.sendCode', target: '13800000001' },
    { type: 'recovery.tick' },
    { type: 'recovery.submit', request: recoveryRequest },
    { type: 'recovery.retry' },
    { type: 'xstate.done.actor.sendCode', output: undefined },
    { type: 'xstate.error.actor.sendCode', error: new Error('too soon') },
    { type: 'xstate.done.actor.resetPassword', output: undefined },
    { type: 'xstate.error.actor.resetPassword', error: new Error('wrong code') },
  ],
});
