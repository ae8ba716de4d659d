import { assertEvent, assign, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';
import { QUANTITY_MAX } from '../shared/shop-rules';

/** The quantity the dialog allows at once. */
export { QUANTITY_MAX };

/** What the redemption reads of a goods item. */
export interface RedemptionGoods {
  id: string;
  title: string;
  price: number;
}

export interface GoodsRedemptionContext {
  goods: RedemptionGoods | null;
  quantity: number;
  /** The server's refusal with its reason and figures (balance, stock, per-person limit). */
  error: string | null;
}

export type GoodsRedemptionEvent =
  | { type: 'redemption.open'; goods: RedemptionGoods }
  | { type: 'redemption.close' }
  | { type: 'quantity.change'; value: number }
  | { type: 'redemption.confirm' };

/** A whole number from 1 to 99 (anything else typed becomes the nearest one). */
export function clampQuantity(value: number): number {
  return Math.max(1, Math.min(QUANTITY_MAX, Math.floor(value) || 1));
}

/**
 * Redeeming goods in the credits mall (spec section 7, convert): closed; confirming (the
 * quantity and the balance after it); redeeming; redeemed (a toast, the lists read again, the
 * dialog closes); refused with the server's reason (balance, stock or the per-person limit,
 * checked there in one transaction), kept in the dialog until the next try.
 */
export const goodsRedemptionMachine = setup({
  types: {
    context: {} as GoodsRedemptionContext,
    events: {} as GoodsRedemptionEvent,
  },
  actors: {
    redeem: providedByTheApp<void, { goodsId: string; quantity: number }>('redeem'),
  },
  actions: {
    /** The redemption is done (a toast). */
    announce: () => {},
    /** The balance, the goods and the records read again. */
    refresh: () => {},
    setQuantity: assign(({ event }) => {
      assertEvent(event, 'quantity.change');
      return { quantity: clampQuantity(event.value) };
    }),
    start: assign(({ event }) => {
      assertEvent(event, 'redemption.open');
      return { goods: event.goods, quantity: 1, error: null };
    }),
    reset: assign({ quantity: 1, error: null }),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
}).createMachine({
  id: 'goodsRedemption',
  context: { goods: null, quantity: 1, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'redemption.open': { target: 'confirming', actions: 'start' } },
    },
    confirming: {
      on: {
        'quantity.change': { actions: 'setQuantity' },
        'redemption.confirm': { target: 'redeeming' },
        'redemption.close': { target: 'closed', actions: 'reset' },
      },
    },
    redeeming: {
      invoke: {
        id: 'redeem',
        src: 'redeem',
        input: ({ context }) => ({ goodsId: context.goods?.id ?? '', quantity: context.quantity }),
        onDone: { target: 'redeemed', actions: ['announce', 'refresh', 'reset'] },
        onError: { target: 'refused', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refused: {
      on: {
        'quantity.change': { actions: 'setQuantity' },
        'redemption.confirm': { target: 'redeeming', actions: 'clearError' },
        'redemption.close': { target: 'closed', actions: 'reset' },
      },
    },
    redeemed: {
      on: {
        'redemption.open': { target: 'confirming', actions: 'start' },
        'redemption.close': { target: 'closed' },
      },
    },
  },
});

export type GoodsRedemptionMachine = typeof goodsRedemptionMachine;
