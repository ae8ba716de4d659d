import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mapUnlockMachine, stageUnlocked, type UnlockMap } from './map-unlock';
import { fixedClosed, fixedOpen, fixedStage2Done, freeClosed, mapUnlockModel } from './map-unlock.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable open call and recorded effects. */
function drive(map: UnlockMap) {
  const open = controlledPromise<UnlockMap, { mapId: number }>();
  const effects: string[] = [];
  const machine = mapUnlockMachine.provide({
    actors: { open: open.logic },
    actions: {
      announceOpened: () => effects.push('opened'),
      enterStage: (_, params) => effects.push(`enter ${params.stageId}`),
      refuseStage: (_, params) => effects.push(`refuse ${params.stageId}`),
    },
  });
  const actor = createActor(machine, { input: { map } }).start();
  return { actor, open, effects };
}

describeModelPaths('map unlock machine: every path of the model', mapUnlockModel, ({ map }) => drive(map));

describe('map unlock machine: journeys', () => {
  it('opens a fixed map, enters stage 2, is refused stage 3 until stage 2 is complete', async () => {
    const sut = drive(fixedClosed);
    expect(sut.actor.getSnapshot().value).toBe('notOpened');
    sut.actor.send({ type: 'stage.enter', stageId: 12 });
    expect(sut.effects).toEqual([]);
    sut.actor.send({ type: 'map.open' });
    expect(sut.open.pending[0]?.input).toEqual({ mapId: 5 });
    sut.open.resolve(fixedOpen);
    await expectSameState(sut.actor, 'open');
    sut.actor.send({ type: 'stage.enter', stageId: 12 });
    sut.actor.send({ type: 'stage.enter', stageId: 13 });
    sut.actor.send({ type: 'map.loaded', map: fixedStage2Done });
    sut.actor.send({ type: 'stage.enter', stageId: 13 });
    expect(sut.effects).toEqual(['opened', 'enter 12', 'refuse 13', 'enter 13']);
  });

  it('a refused opening keeps the message and stays not opened', async () => {
    const sut = drive(freeClosed);
    sut.actor.send({ type: 'map.open' });
    sut.open.reject(new Error('学习地图不存在或未分配给您'));
    await expectSameState(sut.actor, 'notOpened');
    expect(sut.actor.getSnapshot().context.error).toBe('学习地图不存在或未分配给您');
  });

  it("the order rule, as the server's locks give it: a free map opens every stage, a fixed one in order", () => {
    expect(stageUnlocked({ ...freeClosed, is_open: 1 }, 22)).toBe(true);
    expect(stageUnlocked(fixedOpen, 11)).toBe(true);
    expect(stageUnlocked(fixedOpen, 13)).toBe(false);
    expect(stageUnlocked(fixedStage2Done, 13)).toBe(true);
    expect(stageUnlocked(fixedOpen, 99)).toBe(false);
  });
});
