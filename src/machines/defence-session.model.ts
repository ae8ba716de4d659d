import type { DefenceAnswerSaved, DefenceSessionData } from './defence-session';
import { defenceSessionMachine } from './defence-session';
import { machineModel } from './testing/model';

/** A defence with a spoken question and a multiple choice, nothing answered yet. */
export const twoQuestions: DefenceSessionData = {
  id: 7,
  title: 'English Speaking Assessment',
  kind: 9,
  min_seconds: 5,
  questions: [
    { id: 1, question_type: 1, content: 'Read aloud: He was not an ill-disposed young man.', score: 60, options: [], answer: { recording: null, option_ids: [] } },
    {
      id: 2,
      question_type: 3,
      content: 'Which are greetings?',
      score: 40,
      options: [
        { id: 11, content: 'Hello' },
        { id: 12, content: 'Good morning' },
        { id: 13, content: 'Goodbye' },
      ],
      answer: { recording: null, option_ids: [] },
    },
  ],
};

export const recording = { id: 41, path: '/files/uploads/recordings/2026-11/a.webm', seconds: 6 };
export const savedRecording: DefenceAnswerSaved = { question_id: 1, option_ids: [], recording: { path: recording.path, seconds: 6 } };
export const savedChoices: DefenceAnswerSaved = { question_id: 2, option_ids: [11, 12], recording: null };

export const defenceSessionModel = machineModel(defenceSessionMachine, {
  inputs: [{ defenceId: 7 }],
  events: [
    { type: 'xstate.done.actor.load', output: twoQuestions },
    { type: 'xstate.error.actor.load', error: new Error('网络异常，请稍后重试') },
    { type: 'answer.select', optionIds: [11] },
    { type: 'answer.select', optionIds: [11, 12] },
    { type: 'answer.confirm' },
    { type: 'answer.record', recording },
    { type: 'question.next' },
    { type: 'question.prev' },
    { type: 'question.goto', index: 1 },
    { type: 'defence.submit' },
    { type: 'submission.confirm' },
    { type: 'submission.cancel' },
    { type: 'defence.retry' },
    { type: 'xstate.done.actor.saveAnswer', output: savedRecording },
    { type: 'xstate.done.actor.saveAnswer', output: savedChoices },
    { type: 'xstate.error.actor.saveAnswer', error: new Error('录音时间不能低于 5 秒') },
    { type: 'xstate.done.actor.submit', output: undefined },
    { type: 'xstate.error.actor.submit', error: new Error('答辩已结束') },
  ],
  extendEveryState: true,
});
