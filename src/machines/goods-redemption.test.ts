import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { clampQuantity, goodsRedemptionMachine } from './goods-redemption';
import { goodsRedemptionModel, notebook } from './goods-redemption.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with a controllable server call and recorded effects. */
function drive() {
  const redeem = controlledPromise<void, { goodsId: string; quantity: number }>();
  const effects: string[] = [];
  const machine = goodsRedemptionMachine.provide({
    actors: { redeem: redeem.logic },
    actions: {
      announce: () => effects.push('toast'),
      refresh: () => effects.push('refresh'),
    },
  });
  const actor = createActor(machine).start();
  return { actor, redeem, effects };
}

describeModelPaths('goods redemption machine: every path of the model', goodsRedemptionModel, drive);

describe('goods redemption machine: journeys', () => {
  it('redeems the chosen quantity, announces it, reads the lists again and starts afresh', async () => {
    const sut = drive();
    sut.actor.send({ type: 'redemption.open', goods: notebook });
    sut.actor.send({ type: 'quantity.change', value: 2 });
    sut.actor.send({ type: 'redemption.confirm' });
    expect(sut.redeem.pending[0]?.input).toEqual({ goodsId: '3', quantity: 2 });
    sut.redeem.resolve();
    await expectSameState(sut.actor, 'redeemed');
    expect(sut.effects).toEqual(['toast', 'refresh']);
    expect(sut.actor.getSnapshot().context.quantity).toBe(1);
  });

  it("a refusal keeps the server's reason until the next try or the dialog closes; nothing is refreshed", async () => {
    const sut = drive();
    sut.actor.send({ type: 'redemption.open', goods: notebook });
    sut.actor.send({ type: 'quantity.change', value: 3 });
    sut.actor.send({ type: 'redemption.confirm' });
    sut.redeem.reject(new Error('库存不足，剩余 2 件'));
    await expectSameState(sut.actor, 'refused');
    expect(sut.actor.getSnapshot().context).toMatchObject({ error: '库存不足，剩余 2 件', quantity: 3 });
    sut.actor.send({ type: 'redemption.close' });
    expect(sut.actor.getSnapshot()).toMatchObject({ value: 'closed', context: { error: null, quantity: 1 } });
    expect(sut.effects).toEqual([]);
  });

  it('the quantity is a whole number from 1 to 99', () => {
    expect([clampQuantity(0), clampQuantity(2.7), clampQuantity(150), clampQuantity(Number.NaN)]).toEqual([1, 2, 99, 1]);
  });
});
