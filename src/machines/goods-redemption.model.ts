import type { RedemptionGoods } from './goods-redemption';
import { goodsRedemptionMachine } from './goods-redemption';
import { machineModel } from './testing/model';

export const notebook: RedemptionGoods = { id: '3', title: '定制笔记本', price: 50 };

export const goodsRedemptionModel = machineModel(goodsRedemptionMachine, {
  inputs: [undefined],
  events: [
    { type: 'redemption.open', goods: notebook },
    { type: 'redemption.close' },
    { type: 'quantity.change', value: 3 },
    { type: 'redemption.confirm' },
    { type: 'xstate.done.actor.redeem', output: undefined },
    { type: 'xstate.error.actor.redeem', error: new Error('库存不足，剩余 2 件') },
  ],
});
