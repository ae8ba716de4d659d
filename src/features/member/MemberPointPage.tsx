import { Button, ButtonGroup, Card, HTMLTable, SegmentedControl, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditChartsDocument, CreditRanksDocument, CreditSummaryDocument, IntegralRuleDocument, LearnScoreListDocument } from '../../graphql/generated/member';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { present } from '../../shared/present';
import { useSiteConfig } from '../../shared/site-config';
import { QueryState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import './member.css';

const CreditChart = lazy(() => import('./CreditChart').then((m) => ({ default: m.CreditChart })));

function Summary() {
  const { t } = useTranslation();
  const summary = useQuery(CreditSummaryDocument, { fetchPolicy: 'cache-and-network' }).data?.creditSummary?.data;
  const cells: ['total' | 'year' | 'month' | 'remaining', number | undefined, string][] = [
    ['total', summary?.total, 'credits-total'],
    ['year', summary?.year, 'credits-year'],
    ['month', summary?.month, 'credits-month'],
    ['remaining', summary?.remaining, 'credits-remaining'],
  ];
  return (
    <div className="credit-summary">
      {cells.map(([key, value, testId]) => (
        <Card key={key} className="credit-summary__cell">
          <span className="credit-summary__value" data-testid={testId}>
            {value ?? '—'}
          </span>
          <span className="bp6-text-muted">{t(`member.points.${key}`)}</span>
        </Card>
      ))}
    </div>
  );
}

function Charts() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'time' | 'type'>('time');
  const { data } = useQuery(CreditChartsDocument, { fetchPolicy: 'cache-and-network' });
  const byTime = present(data?.creditsByTime?.data);
  const byType = present(data?.creditsByType?.data);
  return (
    <Card className="member-block">
      <div className="member-block__head">
        <h2 className="bp6-heading member-card-title">{t('member.points.chart')}</h2>
        <SegmentedControl
          size="small"
          value={kind}
          onValueChange={(v) => setKind(v as 'time' | 'type')}
          options={[
            { value: 'time', label: t('member.points.byTime') },
            { value: 'type', label: t('member.points.byType') },
          ]}
          data-testid="chart-kind"
        />
      </div>
      {data && (
        <Suspense fallback={<div className="credit-chart" />}>
          <CreditChart kind={kind} labels={kind === 'time' ? byTime.map((r) => r.time) : byType.map((r) => r.name)} values={kind === 'time' ? byTime.map((r) => r.score) : byType.map((r) => r.score)} />
        </Suspense>
      )}
    </Card>
  );
}

function Rules() {
  const { t } = useTranslation();
  const rules = present(useQuery(IntegralRuleDocument).data?.integralRule?.data);
  return (
    <Card className="member-block">
      <h2 className="bp6-heading member-card-title">{t('member.points.rules')}</h2>
      <HTMLTable compact striped className="member-table" data-testid="credit-rules">
        <thead>
          <tr>
            <th>{t('member.points.ruleName')}</th>
            <th>{t('member.points.ruleDescription')}</th>
            <th>{t('member.points.rulePoints')}</th>
            <th>{t('member.points.perDay')}</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((r) => (
            <tr key={r.type}>
              <td>{r.name}</td>
              <td>{r.description}</td>
              <td>{r.points ?? t('member.points.perMap')}</td>
              <td>{r.per_day > 0 ? t('member.points.perDayCount', { count: r.per_day }) : t('member.points.unlimited')}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

function Ranks() {
  const { t } = useTranslation();
  const [department, setDepartment] = useState(0);
  const [month, setMonth] = useState(true);
  const { data, loading, error, refetch } = useQuery(CreditRanksDocument, { variables: { with_department: department, limit: 10 }, fetchPolicy: 'cache-and-network' });
  const mine = data?.creditRank?.data;
  const rows = present(month ? data?.creditMonthRankList?.data : data?.creditRankList?.data);
  const myRank = mine ? (month ? (department ? mine.month_department_rank : mine.month_company_rank) : department ? mine.department_rank : mine.company_rank) : null;
  return (
    <Card className="member-block">
      <div className="member-block__head">
        <h2 className="bp6-heading member-card-title">{t('member.points.ranks')}</h2>
        <ButtonGroup>
          <Button size="small" active={department === 0} text={t('member.points.company')} onClick={() => setDepartment(0)} />
          <Button size="small" active={department === 1} text={t('member.points.department')} onClick={() => setDepartment(1)} />
        </ButtonGroup>
        <ButtonGroup>
          <Button size="small" active={month} text={t('member.points.thisMonth')} onClick={() => setMonth(true)} />
          <Button size="small" active={!month} text={t('member.points.allTime')} onClick={() => setMonth(false)} />
        </ButtonGroup>
      </div>
      {myRank !== null && <p data-testid="my-rank">{t('member.points.myRank', { rank: myRank })}</p>}
      <QueryState query={{ data, loading, error, refetch }} empty={rows.length === 0} emptyTitle={t('member.points.noRank')} size="small">
        <ol className="credit-ranks" data-testid="credit-ranks">
          {rows.map((r) => (
            <li key={r.user_id} className={`credit-ranks__row${r.rowno <= 3 ? ` credit-ranks__row--medal credit-ranks__row--${r.rowno}` : ''}`}>
              <span className="credit-ranks__no">{r.rowno <= 3 ? '' : r.rowno}</span>
              <img src={r.photo} alt="" width={24} height={24} className="credit-ranks__photo" />
              <span className="credit-ranks__name">{r.name}</span>
              <span className="bp6-text-muted credit-ranks__dept">{r.department_name}</span>
              <span className="credit-ranks__score">{t('member.points.rankScore', { count: r.score })}</span>
            </li>
          ))}
        </ol>
      </QueryState>
    </Card>
  );
}

function Ledger() {
  const { t, i18n } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(LearnScoreListDocument, { variables: paging, fetchPolicy: 'cache-and-network' });
  const result = data?.learnScoreList?.data;
  const list = present(result?.list);
  return (
    <Card className="member-block">
      <h2 className="bp6-heading member-card-title">{t('member.points.ledger')}</h2>
      <QueryState query={{ data, loading, error, refetch }} empty={list.length === 0} emptyTitle={t('member.empty')} size="small">
        <HTMLTable compact striped className="member-table" data-testid="credit-ledger">
          <thead>
            <tr>
              <th>{t('member.points.ledgerTime')}</th>
              <th>{t('member.points.ledgerType')}</th>
              <th>{t('member.points.ledgerPoints')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((e) => (
              <tr key={e.id}>
                <td>{formatDateTime(e.created_at, i18n.language)}</td>
                <td>{e.name}</td>
                <td>+{e.points}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Pager total={result?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </QueryState>
    </Card>
  );
}

/** member-point: the credits summary from the ledger, the history chart, the rules, the rankings and the ledger. */
export function MemberPointPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('ledger');
  const shopOpen = useSiteConfig().config?.shopEnabled === true;
  return (
    <section className="member-page" data-testid="member-point">
      <div className="member-block__head">
        <h1 className="bp6-heading">{t('member.points.heading')}</h1>
        {shopOpen && (
          <Link to="/member/member-shop" className="bp6-button bp6-intent-primary bp6-small" data-testid="to-shop">
            {t('member.points.toShop')}
          </Link>
        )}
      </div>
      <Summary />
      <Charts />
      <Tabs id="member-point-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))}>
        <Tab id="ledger" title={t('member.points.ledger')} panel={<Ledger />} />
        <Tab id="ranks" title={t('member.points.ranks')} panel={<Ranks />} />
        <Tab id="rules" title={t('member.points.rules')} panel={<Rules />} />
      </Tabs>
    </section>
  );
}
