import type { GoodsRedemptionEvent, RedemptionGoods } from './goods-redemption';
import { goodsRedemptionMachine } from './goods-redemption';
import type { MachineModel } from './testing/model';

export const notebook: RedemptionGoods = { id: 3, title: '定制笔记本', price: 50 };

export type GoodsRedemptionActorEvent = { type: 'xstate.done.actor.redeem'; output: { message: string } } | { type: 'xstate.error.actor.redeem'; error: Error };

const events = [
  { type: 'redemption.open', goods: notebook },
  { type: 'redemption.close' },
  { type: 'quantity.change', value: 3 },
  { type: 'redemption.confirm' },
  { type: 'xstate.done.actor.redeem', output: { message: '兑换成功，请等待领取' } },
  { type: 'xstate.error.actor.redeem', error: new Error('库存不足，剩余 2 件') },
] satisfies (GoodsRedemptionEvent | GoodsRedemptionActorEvent)[];

export const goodsRedemptionModel: MachineModel<typeof goodsRedemptionMachine> = {
  name: 'goodsRedemption',
  machine: goodsRedemptionMachine,
  inputs: [undefined as never],
  events,
};
