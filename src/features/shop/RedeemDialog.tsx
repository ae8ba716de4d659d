import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, NumericInput } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { MyRedemptionsDocument, RedeemGoodsDocument } from '../../graphql/generated/shop';
import { goodsRedemptionMachine, QUANTITY_MAX } from '../../machines/goods-redemption';
import { withServerMessage } from '../../shared/api-errors';
import { redeemBlock } from '../../shared/redeem-rules';
import { toast } from '../../shared/toaster';

export interface RedeemGoods {
  id: string;
  title: string;
  price: number;
  stock: number;
  perPersonLimit?: number | null;
  myRedeemedCount: number;
}

/**
 * Confirms a redemption and sends it (convert), driven by the goods-redemption machine. The
 * server checks balance, stock and the per-person limit in one transaction; its refusal
 * (which one, with the figures) stays shown in the dialog.
 */
export function RedeemDialog({ goods, balance, onClose }: { goods: RedeemGoods | null; balance: number; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  // The logic is read once, on the first render (as useMachine does).
  const machine = goodsRedemptionMachine.provide({
    actors: {
      // The payload's goods and viewer bring the new stock, count and balance into the cache.
      redeem: fromPromise<void, { goodsId: string; quantity: number }>(({ input }) =>
        withServerMessage(async () => {
          await client.mutate({ mutation: RedeemGoodsDocument, variables: { input }, context: { handlesErrors: true } });
        }),
      ),
    },
    actions: {
      announce: () => toast.success(t('member.shop.redeemed')),
      // The payload brought the goods and the balance; the records gain a row.
      refresh: () => void client.refetchQueries({ include: [MyRedemptionsDocument] }),
    },
  });
  const [state, send] = useMachine(machine);
  const { quantity, error } = state.context;
  const price = (goods?.price ?? 0) * quantity;
  // The dialog offers only what the server would accept; it still checks again.
  const block = goods ? redeemBlock(goods, balance, quantity) : null;

  useEffect(() => {
    send(goods ? { type: 'redemption.open', goods } : { type: 'redemption.close' });
  }, [goods, send]);
  const redeemed = state.matches('redeemed');
  useEffect(() => {
    if (redeemed) onClose();
    // Only when the flow ends: the page may hand a new onClose at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redeemed]);
  const redeeming = state.matches('redeeming');

  return (
    <Dialog isOpen={goods !== null && !state.matches('closed') && !redeemed} onClose={onClose} title={t('member.shop.confirmTitle')} data-testid="redeem-dialog">
      <DialogBody>
        {error && (
          <Callout intent="danger" compact data-testid="redeem-error" className="shop-redeem__error">
            {error}
          </Callout>
        )}
        {goods && (
          <>
            <FormGroup label={t('member.shop.quantity')} labelFor="redeem-quantity" inline>
              <NumericInput id="redeem-quantity" min={1} max={QUANTITY_MAX} value={quantity} disabled={redeeming} onValueChange={(value) => send({ type: 'quantity.change', value })} data-testid="redeem-quantity" />
            </FormGroup>
            {block ? (
              <Callout intent="warning" compact role="status" data-testid="redeem-blocked">
                {t(`member.shop.blocked.${block}`, { stock: goods.stock, limit: goods.perPersonLimit ?? 0, mine: goods.myRedeemedCount, price, balance })}
              </Callout>
            ) : (
              <p data-testid="redeem-text">{t('member.shop.confirmText', { count: price, title: goods.title, after: balance - price })}</p>
            )}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('member.shop.cancel')} onClick={onClose} disabled={redeeming} data-testid="redeem-cancel" />
            <Button intent="primary" loading={redeeming} disabled={block !== null} text={t('member.shop.confirm')} onClick={() => send({ type: 'redemption.confirm' })} data-testid="redeem-confirm" />
          </>
        }
      />
    </Dialog>
  );
}
