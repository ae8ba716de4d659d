import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ForumAnswer } from './forum-report';
import { forumModerationMachine, moderationReasonGiven, type ModerationChoice } from './forum-moderation';
import { forumModerationModel, moderated, notModerated } from './forum-moderation.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

function drive() {
  const moderate = controlledPromise<ForumAnswer, ModerationChoice>();
  const effects: string[] = [];
  const machine = forumModerationMachine.provide({
    actors: { moderate: moderate.logic },
    actions: { announce: (_, params) => effects.push(`announce:${params.message}`), refresh: () => effects.push('refresh') },
  });
  const actor = createActor(machine).start();
  return { actor, moderate, effects };
}

describeModelPaths('forum moderation machine: every path of the model', forumModerationModel, drive);

describe('forum moderation machine: journeys', () => {
  it('needs a reason for every action', () => {
    expect(moderationReasonGiven('  ')).toBe(false);
    expect(moderationReasonGiven('广告')).toBe(true);
    expect(moderationReasonGiven('x'.repeat(201))).toBe(false);
    const sut = drive();
    sut.actor.send({ type: 'moderation.choose', action: 'dismiss' });
    expect(sut.actor.getSnapshot()).toMatchObject({ value: 'editing', context: { tried: true } });
  });

  it('bans for the chosen period with the reason after the confirmation; done on code 200 and the queue refreshes', async () => {
    const sut = drive();
    sut.actor.send({ type: 'reason.change', reason: ' 发布广告 ' });
    sut.actor.send({ type: 'period.change', days: 7 });
    sut.actor.send({ type: 'period.change', days: 5 });
    sut.actor.send({ type: 'moderation.choose', action: 'ban' });
    expect(sut.actor.getSnapshot().value).toBe('confirming');
    expect(sut.moderate.pending).toHaveLength(0);
    sut.actor.send({ type: 'moderation.confirm' });
    expect(sut.moderate.pending[0]?.input).toEqual({ action: 'ban', banDays: 7, reason: '发布广告' });
    sut.moderate.resolve(moderated);
    await expectSameState(sut.actor, 'done');
    expect(sut.effects).toEqual(['announce:已处理', 'refresh']);
  });

  it('a dismissal sends no period; a refusal keeps the form to try again', async () => {
    const sut = drive();
    sut.actor.send({ type: 'reason.change', reason: '误报' });
    sut.actor.send({ type: 'moderation.choose', action: 'dismiss' });
    sut.actor.send({ type: 'moderation.confirm' });
    expect(sut.moderate.pending[0]?.input).toEqual({ action: 'dismiss', banDays: null, reason: '误报' });
    sut.moderate.resolve(notModerated);
    await expectSameState(sut.actor, 'failed');
    expect(sut.actor.getSnapshot().context.error).toBe(notModerated.msg);
    expect(sut.effects).toEqual([]);
    sut.actor.send({ type: 'moderation.choose', action: 'remove' });
    sut.actor.send({ type: 'moderation.confirm' });
    expect(sut.moderate.pending[0]?.input).toEqual({ action: 'remove', banDays: null, reason: '误报' });
  });
});
