import type { Bound, CodeSent } from './contact-binding';
import { contactBindingMachine } from './contact-binding';
import { machineModel } from './testing/model';

/** A two-second countdown keeps the model small; the server names 60. */
export const codeSent: CodeSent = { resendAfter: 2, message: '验证码已发送' };
export const boundAnswer: Bound<unknown> = { user: { id: 1, mobile: '13911110001' }, message: '绑定成功' };
export const bindRequest = { target: '13911110001', code: '123456' };

export const contactBindingModel = machineModel(contactBindingMachine, {
  inputs: [undefined],
  events: [
    { type: 'bind.sendCode', target: '13911110001' },
    { type: 'bind.tick' },
    { type: 'bind.submit', request: bindRequest },
    { type: 'bind.invalid', message: '请输入正确的11位手机号' },
    { type: 'bind.open' },
    { type: 'xstate.done.actor.sendCode', output: codeSent },
    { type: 'xstate.error.actor.sendCode', error: new Error('该手机号已被其他账号绑定') },
    { type: 'xstate.done.actor.bindTarget', output: boundAnswer },
    { type: 'xstate.error.actor.bindTarget', error: new Error('验证码错误或已过期') },
  ],
});
