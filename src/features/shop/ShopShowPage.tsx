import { Card } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MallGoodsItemDocument } from '../../graphql/generated/shop';
import { QueryState } from '../../shared/state/LoadState';
import { GoodsFacts, RedeemButton } from './MemberShopPage';
import { RedeemDialog, type RedeemGoods } from './RedeemDialog';
import './shop.css';

const route = getRouteApi('/auth/shop/shop-show/$id');

/** /shop-show/{id}: one goods item with its description, my balance and the redeem button. */
export function ShopShowPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const { data, loading, error, refetch } = useQuery(MallGoodsItemDocument, { variables: { id: String(id) }, fetchPolicy: 'cache-and-network' });
  const goods = data?.mallGoodsItem;
  const balance = data?.viewer.credits?.remaining;
  const [redeeming, setRedeeming] = useState<RedeemGoods | null>(null);
  return (
    <section className="member-page shop-show" data-testid="shop-show">
      <Link to="/member/member-shop">{t('member.shop.back')}</Link>
      <QueryState query={{ data, loading, error, refetch }}>
        {goods && (
          <Card className="shop-show__card">
            <img src={goods.imageUrl} alt="" className="shop-show__img" />
            <div className="shop-show__body">
              <h1 className="bp6-heading">{goods.title}</h1>
              <p className="shop-goods__price">{t('member.shop.price', { count: goods.price })}</p>
              <GoodsFacts goods={goods} />
              <p>{goods.description}</p>
              <p className="shop-balance" data-testid="shop-balance">
                {t('member.shop.balance', { balance: balance ?? '—' })}
              </p>
              <RedeemButton goods={goods} balance={balance} onRedeem={() => setRedeeming(goods)} />
            </div>
          </Card>
        )}
      </QueryState>
      <RedeemDialog goods={redeeming} balance={balance ?? 0} onClose={() => setRedeeming(null)} />
    </section>
  );
}
