import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { electiveJoinMachine, type JoinResult } from './elective-join';
import { alreadyOptional, electiveJoinModel, notJoined } from './elective-join.model';
import { controlledPromise, effectRecorder, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable join call and recorded effects. */
function drive() {
  const addOptional = controlledPromise<JoinResult, { courseId: number }>();
  const { effects, record } = effectRecorder();
  const machine = electiveJoinMachine.provide({
    actors: { addOptional: addOptional.logic },
    actions: {
      announceJoined: record('announceJoined'),
      refreshList: record('refreshList'),
      goCourseShow: record('goCourseShow'),
      goCourseDetail: record('goCourseDetail'),
      logFailure: record('logFailure'),
    },
  });
  const actor = createActor(machine).start();
  return { actor, addOptional, effects };
}

describeModelPaths('elective join machine: every path of the model', electiveJoinModel, drive);

describe('elective join machine: journeys', () => {
  it('joins a course: calls addOptional, shows the message, refreshes the list, goes to CourseShow', async () => {
    const sut = drive();
    sut.actor.send({ type: 'join.start', course: notJoined });
    expect(sut.addOptional.pending[0]?.input).toEqual({ courseId: 12 });
    sut.addOptional.resolve({ message: '已加入选修' });
    await expectSameState(sut.actor, 'idle');
    expect(sut.effects).toEqual(['announceJoined:{"message":"已加入选修"}', 'refreshList', 'goCourseShow:{"courseId":12}']);
  });

  it('a course already optional goes to CourseDetail without a call', () => {
    const sut = drive();
    sut.actor.send({ type: 'join.start', course: alreadyOptional });
    expect(sut.actor.getSnapshot().value).toBe('idle');
    expect(sut.addOptional.pending).toHaveLength(0);
    expect(sut.effects).toEqual(['goCourseDetail:{"courseId":13}']);
  });

  it('a refusal keeps the server message, and a retry that succeeds clears it', async () => {
    const sut = drive();
    sut.actor.send({ type: 'join.start', course: notJoined });
    sut.addOptional.reject(new Error('该课程名额不足，请咨询管理员'));
    await expectSameState(sut.actor, 'failed');
    expect(sut.actor.getSnapshot().context.error).toBe('该课程名额不足，请咨询管理员');
    expect(sut.effects).toEqual(['logFailure:{"error":"该课程名额不足，请咨询管理员"}']);
    sut.actor.send({ type: 'join.start', course: notJoined });
    expect(sut.actor.getSnapshot().context.error).toBeNull();
    sut.addOptional.resolve({ message: 'ok' });
    await expectSameState(sut.actor, 'idle');
    expect(sut.effects.at(-1)).toBe('goCourseShow:{"courseId":12}');
  });

  it('ignores a second join while one is running', () => {
    const sut = drive();
    sut.actor.send({ type: 'join.start', course: notJoined });
    sut.actor.send({ type: 'join.start', course: { id: 99, is_optional: 0 } });
    expect(sut.addOptional.pending).toHaveLength(1);
    expect(sut.actor.getSnapshot().context.course).toEqual(notJoined);
  });
});
