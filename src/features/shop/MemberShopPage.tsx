import { Button, Card, HTMLSelect, HTMLTable, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConvertRecordDocument, ShopListDocument } from '../../graphql/generated/member';
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
      <Tag minimal>{goods.per_person_limit > 0 ? t('member.shop.limit', { limit: goods.per_person_limit }) : t('member.shop.noLimit')}</Tag>
      {goods.my_count > 0 && <Tag minimal intent="primary">{t('member.shop.mine', { count: goods.my_count })}</Tag>}
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
      title={block ? t(`member.shop.blocked.${block}`, { stock: goods.stock, limit: goods.per_person_limit, mine: goods.my_count, price: goods.price, balance: balance ?? 0 }) : undefined}
      onClick={onRedeem}
      data-testid="goods-redeem"
    />
  );
}

function Goods({ onRedeem, balance }: { onRedeem: (goods: RedeemGoods) => void; balance: number | undefined }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: 12 });
  const { data, loading, error, refetch } = useQuery(ShopListDocument, { variables: { ...paging }, fetchPolicy: 'cache-and-network' });
  const result = data?.shopList?.data;
  const list = present(result?.list);
  return (
    <>
      <p className="shop-balance" data-testid="shop-balance">
        {t('member.shop.balance', { balance: balance ?? data?.creditSummary?.data?.remaining ?? '—' })}
      </p>
      <QueryState query={{ data, loading, error, refetch }} empty={list.length === 0} emptyTitle={t('member.shop.empty')}>
        <div className="shop-grid">
          {list.map((g) => (
            <Card key={g.id} className="shop-goods" data-testid="goods-card">
              <Link to="/shop-show/$id" params={{ id: g.id }} className="shop-goods__link">
                <img src={g.img} alt="" className="shop-goods__img" />
                <strong className="shop-goods__title">{g.title}</strong>
              </Link>
              <span className="shop-goods__price" data-testid="goods-price">
                {t('member.shop.price', { count: g.price })}
              </span>
              <GoodsFacts goods={g} />
              <RedeemButton goods={g} balance={balance ?? data?.creditSummary?.data?.remaining} size="small" onRedeem={() => onRedeem(g)} />
            </Card>
          ))}
        </div>
        <Pager total={result?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </QueryState>
    </>
  );
}

export function Records() {
  const { t, i18n } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [status, setStatus] = useState(0);
  const { data, loading, error, refetch } = useQuery(ConvertRecordDocument, { variables: { ...paging, status: status || undefined }, fetchPolicy: 'cache-and-network' });
  const result = data?.convertRecord?.data;
  const list = present(result?.list);
  const statuses = present(data?.learnScoreStatus?.data);
  return (
    <>
      <HTMLSelect
        value={status}
        onChange={(e) => {
          setStatus(Number(e.currentTarget.value));
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        options={[{ value: 0, label: t('member.shop.allStatus') }, ...statuses.map((s) => ({ value: s.status, label: s.name }))]}
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
                <td>{r.points}</td>
                <td>{formatDateTime(r.created_at, i18n.language)}</td>
                <td>
                  <Tag minimal intent={r.status === 1 ? 'warning' : 'success'} data-testid="record-status">
                    {r.status_name}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Pager total={result?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </QueryState>
    </>
  );
}

/** member-shop: the credits mall's goods and my redemptions. */
export function MemberShopPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('goods');
  const [redeeming, setRedeeming] = useState<RedeemGoods | null>(null);
  const shop = useQuery(ShopListDocument, { variables: { page: 1, limit: 12 }, fetchPolicy: 'cache-first' });
  const balance = shop.data?.creditSummary?.data?.remaining;
  const [version, setVersion] = useState(0);
  return (
    <section className="member-page" data-testid="member-shop">
      <h1 className="bp6-heading">{t('member.shop.heading')}</h1>
      <Tabs id="member-shop-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))}>
        <Tab id="goods" title={t('member.shop.goods')} panel={<Goods onRedeem={setRedeeming} balance={balance} />} />
        <Tab id="records" title={t('member.shop.records')} panel={<Records key={version} />} data-testid="tab-records" />
      </Tabs>
      <RedeemDialog
        goods={redeeming}
        balance={balance ?? 0}
        onClose={() => setRedeeming(null)}
        onRedeemed={() => {
          setVersion((v) => v + 1);
          void shop.client.refetchQueries({ include: [ShopListDocument, ConvertRecordDocument] });
        }}
      />
    </section>
  );
}
