import { Button, Card, HTMLSelect, HTMLTable, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MallGoodsPageDocument, MyRedemptionsDocument, type RedemptionStatus } from '../../graphql/generated/shop';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { present } from '../../shared/present';
import { QueryState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { RedeemDialog, type RedeemGoods } from './RedeemDialog';
import { redeemBlock } from '../../shared/redeem-rules';
import './shop.css';

export function GoodsFacts({ goods }: { goods: RedeemGoods }) {
  const { t } = useTranslation();
  return (
    <div className="shop-goods__facts">
      <Tag minimal intent={goods.stock <= 3 ? 'warning' : 'none'} data-testid="goods-stock">
        {goods.stock > 0 ? t('member.shop.stock', { stock: goods.stock }) : t('member.shop.soldOut')}
      </Tag>
      <Tag minimal>{goods.perPersonLimit ? t('member.shop.limit', { limit: goods.perPersonLimit }) : t('member.shop.noLimit')}</Tag>
      {goods.myRedeemedCount > 0 && <Tag minimal intent="primary">{t('member.shop.mine', { count: goods.myRedeemedCount })}</Tag>}
    </div>
  );
}

/** Redeem, or (disabled) why not: sold out, short of stock, the per-person limit, too few credits. */
export function RedeemButton({ goods, balance, size, onRedeem }: { goods: RedeemGoods; balance: number | null | undefined; size?: 'small'; onRedeem: () => void }) {
  const { t } = useTranslation();
  const block = redeemBlock(goods, balance);
  return (
    <Button
      intent="primary"
      size={size}
      disabled={block !== null}
      text={block ? t(`member.shop.blockedButton.${block}`) : t('member.shop.redeem')}
      title={block ? t(`member.shop.blocked.${block}`, { stock: goods.stock, limit: goods.perPersonLimit ?? 0, mine: goods.myRedeemedCount, price: goods.price, balance: balance ?? 0 }) : undefined}
      onClick={onRedeem}
      data-testid="goods-redeem"
    />
  );
}

/** Goods per page of the mall's grid (three rows of four at the usual width). */
const GOODS_PAGE_SIZE = 12;

function Goods({ onRedeem }: { onRedeem: (goods: RedeemGoods, balance: number) => void }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: GOODS_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(MallGoodsPageDocument, { variables: { page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const result = data?.mallGoods;
  const list = present(result?.nodes);
  const balance = data?.viewer.credits?.remaining;
  return (
    <>
      <p className="shop-balance" data-testid="shop-balance">
        {t('member.shop.balance', { balance: balance ?? '—' })}
      </p>
      <QueryState query={{ data, loading, error, refetch }} empty={list.length === 0} emptyTitle={t('member.shop.empty')}>
        <div className="shop-grid">
          {list.map((g) => (
            <Card key={g.id} className="shop-goods" data-testid="goods-card">
              <Link to="/shop-show/$id" params={{ id: Number(g.id) }} className="shop-goods__link">
                <img src={g.imageUrl} alt="" className="shop-goods__img" />
                <strong className="shop-goods__title">{g.title}</strong>
              </Link>
              <span className="shop-goods__price" data-testid="goods-price">
                {t('member.shop.price', { count: g.price })}
              </span>
              <GoodsFacts goods={g} />
              <RedeemButton goods={g} balance={balance} size="small" onRedeem={() => onRedeem(g, balance ?? 0)} />
            </Card>
          ))}
        </div>
        <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </QueryState>
    </>
  );
}

const STATUSES: RedemptionStatus[] = ['COLLECTABLE', 'COLLECTED'];

export function Records() {
  const { t, i18n } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [status, setStatus] = useState<RedemptionStatus | ''>('');
  const { data, loading, error, refetch } = useQuery(MyRedemptionsDocument, {
    variables: { page: paging.page, pageSize: paging.limit, status: status || undefined },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.viewer.redemptions;
  const list = present(result?.nodes);
  return (
    <>
      <HTMLSelect
        value={status}
        onChange={(e) => {
          setStatus(e.currentTarget.value as RedemptionStatus | '');
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        options={[{ value: '', label: t('member.shop.allStatus') }, ...STATUSES.map((value) => ({ value, label: t(`member.shop.status.${value}`) }))]}
        aria-label={t('member.shop.recordStatus')}
      />
      <QueryState query={{ data, loading, error, refetch }} empty={list.length === 0} emptyTitle={t('member.shop.noRecords')} size="small">
        <HTMLTable compact striped className="shop-records" data-testid="convert-records">
          <thead>
            <tr>
              <th>{t('member.shop.recordGoods')}</th>
              <th>{t('member.shop.recordQuantity')}</th>
              <th>{t('member.shop.recordPoints')}</th>
              <th>{t('member.shop.recordTime')}</th>
              <th>{t('member.shop.recordStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.id} data-testid="convert-record">
                <td>{r.title}</td>
                <td>{r.quantity}</td>
                <td>{r.credits}</td>
                <td>{formatDateTime(r.createdAt, i18n.language)}</td>
                <td>
                  <Tag minimal intent={r.status === 'COLLECTABLE' ? 'warning' : 'success'} data-testid="record-status">
                    {r.statusName}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </QueryState>
    </>
  );
}

/** member-shop: the credits mall's goods and my redemptions. */
export function MemberShopPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('goods');
  const [redeeming, setRedeeming] = useState<{ goods: RedeemGoods; balance: number } | null>(null);
  return (
    <section className="member-page" data-testid="member-shop">
      <h1 className="bp6-heading">{t('member.shop.heading')}</h1>
      <Tabs id="member-shop-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))}>
        <Tab id="goods" title={t('member.shop.goods')} panel={<Goods onRedeem={(goods, balance) => setRedeeming({ goods, balance })} />} />
        <Tab id="records" title={t('member.shop.records')} panel={<Records />} data-testid="tab-records" />
      </Tabs>
      <RedeemDialog goods={redeeming?.goods ?? null} balance={redeeming?.balance ?? 0} onClose={() => setRedeeming(null)} />
    </section>
  );
}
