import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, NumericInput } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConvertDocument } from '../../graphql/generated';
import { messageOfError } from '../../shared/api-errors';
import { toast } from '../../shared/toaster';

export interface RedeemGoods {
  id: number;
  title: string;
  price: number;
  stock: number;
  per_person_limit: number;
  my_count: number;
}

/**
 * Confirms a redemption and sends it (convert). The server checks balance, stock and the
 * per-person limit in one transaction; its refusal (which one, with the figures) stays shown
 * in the dialog.
 */
export function RedeemDialog({ goods, balance, onClose, onRedeemed }: { goods: RedeemGoods | null; balance: number; onClose: () => void; onRedeemed: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const price = (goods?.price ?? 0) * quantity;

  function close() {
    setQuantity(1);
    setError(null);
    onClose();
  }

  async function redeem() {
    if (!goods) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await client.mutate({ mutation: ConvertDocument, variables: { input: { goods_id: goods.id, quantity } }, context: { handlesErrors: true } });
      toast.success(data?.convert?.msg ?? t('member.shop.redeemed'));
      setQuantity(1);
      onRedeemed();
      onClose();
    } catch (e) {
      setError(messageOfError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog isOpen={goods !== null} onClose={close} title={t('member.shop.confirmTitle')} data-testid="redeem-dialog">
      <DialogBody>
        {error && (
          <Callout intent="danger" compact data-testid="redeem-error" className="shop-redeem__error">
            {error}
          </Callout>
        )}
        {goods && (
          <>
            <FormGroup label={t('member.shop.quantity')} labelFor="redeem-quantity" inline>
              <NumericInput id="redeem-quantity" min={1} max={99} value={quantity} onValueChange={(v) => setQuantity(Math.max(1, Math.min(99, Math.floor(v) || 1)))} data-testid="redeem-quantity" />
            </FormGroup>
            <p data-testid="redeem-text">{t('member.shop.confirmText', { count: price, title: goods.title, after: balance - price })}</p>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('member.shop.cancel')} onClick={close} data-testid="redeem-cancel" />
            <Button intent="primary" loading={busy} text={t('member.shop.confirm')} onClick={() => void redeem()} data-testid="redeem-confirm" />
          </>
        }
      />
    </Dialog>
  );
}
