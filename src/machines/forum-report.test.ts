import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { complaintProblem, forumReportMachine, type ForumAnswer, type ReportTarget } from './forum-report';
import { forumReportModel, notTaken, taken } from './forum-report.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable report call and recorded effects. */
function drive() {
  const report = controlledPromise<ForumAnswer, { target: ReportTarget; reason: string }>();
  const effects: string[] = [];
  const machine = forumReportMachine.provide({
    actors: { report: report.logic },
    actions: { announce: (_, params) => effects.push(`announce:${params.message}`), refresh: () => effects.push('refresh') },
  });
  const actor = createActor(machine).start();
  return { actor, report, effects };
}

describeModelPaths('forum report machine: every path of the model', forumReportModel, drive);

describe('forum report machine: journeys', () => {
  it('a reason is required and at most 100 characters (code points, after trimming)', () => {
    expect(complaintProblem('')).toBe('required');
    expect(complaintProblem('   ')).toBe('required');
    expect(complaintProblem('广告'.repeat(50))).toBeNull();
    expect(complaintProblem('广告'.repeat(50) + '!')).toBe('tooLong');
    expect(complaintProblem('😀'.repeat(100))).toBeNull();
  });

  it('sends the trimmed reason; done only on code 200, then the list refreshes', async () => {
    const sut = drive();
    sut.actor.send({ type: 'report.open', target: { post_id: 5 } });
    sut.actor.send({ type: 'report.submit' });
    expect(sut.actor.getSnapshot().value).toBe('editing');
    expect(sut.actor.getSnapshot().context.touched).toBe(true);
    sut.actor.send({ type: 'reason.change', reason: '  广告  ' });
    sut.actor.send({ type: 'report.submit' });
    expect(sut.report.pending[0]?.input).toEqual({ target: { post_id: 5 }, reason: '广告' });
    sut.report.resolve(taken);
    await expectSameState(sut.actor, 'done');
    expect(sut.effects).toEqual(['announce:举报成功', 'refresh']);
  });

  it('an answer other than 200 is refused with its message, nothing refreshes; the reason is kept to retry', async () => {
    const sut = drive();
    sut.actor.send({ type: 'report.open', target: { post_id: 5, comment_id: 2 } });
    sut.actor.send({ type: 'reason.change', reason: '广告' });
    sut.actor.send({ type: 'report.submit' });
    sut.report.resolve(notTaken);
    await expectSameState(sut.actor, 'refused');
    expect(sut.actor.getSnapshot().context).toMatchObject({ reason: '广告', error: notTaken.msg });
    expect(sut.effects).toEqual([]);
    sut.actor.send({ type: 'report.submit' });
    expect(sut.report.pending[0]?.input).toEqual({ target: { post_id: 5, comment_id: 2 }, reason: '广告' });
  });
});
