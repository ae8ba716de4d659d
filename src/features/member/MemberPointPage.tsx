import { Button, ButtonGroup, Card, HTMLTable, SegmentedControl, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditChartsDocument, CreditHistoryDocument, CreditRankingDocument, CreditRulesDocument, CreditSummaryDocument } from '../../graphql/generated/credits';
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
  const summary = useQuery(CreditSummaryDocument, { fetchPolicy: 'cache-and-network' }).data?.viewer.credits;
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
  const byTime = present(data?.viewer.creditsByMonth);
  const byType = present(data?.viewer.creditsByReason);
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
          <CreditChart kind={kind} labels={kind === 'time' ? byTime.map((r) => r.month) : byType.map((r) => r.name)} values={kind === 'time' ? byTime.map((r) => r.credits) : byType.map((r) => r.credits)} />
        </Suspense>
      )}
    </Card>
  );
}

function Rules() {
  const { t } = useTranslation();
  const rules = present(useQuery(CreditRulesDocument).data?.creditRules);
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
            <tr key={r.reason}>
              <td>{r.name}</td>
              <td>{r.description}</td>
              <td>{r.points ?? t('member.points.perMap')}</td>
              <td>{r.perDay ? t('member.points.perDayCount', { count: r.perDay }) : t('member.points.unlimited')}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

function Ranks() {
  const { t } = useTranslation();
  const [department, setDepartment] = useState(false);
  const [month, setMonth] = useState(true);
  const { data, loading, error, refetch } = useQuery(CreditRankingDocument, { variables: { period: month ? 'MONTH' : 'ALL_TIME', department }, fetchPolicy: 'cache-and-network' });
  const mine = data?.viewer.creditRanks;
  const rows = present(data?.creditRanking);
  const myRank = mine ? (month ? (department ? mine.monthDepartmentRank : mine.monthCompanyRank) : department ? mine.departmentRank : mine.companyRank) : null;
  return (
    <Card className="member-block">
      <div className="member-block__head">
        <h2 className="bp6-heading member-card-title">{t('member.points.ranks')}</h2>
        <ButtonGroup>
          <Button size="small" active={!department} text={t('member.points.company')} onClick={() => setDepartment(false)} />
          <Button size="small" active={department} text={t('member.points.department')} onClick={() => setDepartment(true)} />
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
            <li key={r.user.id} className={`credit-ranks__row${r.rank <= 3 ? ` credit-ranks__row--medal credit-ranks__row--${r.rank}` : ''}`}>
              <span className="credit-ranks__no">{r.rank <= 3 ? '' : r.rank}</span>
              <img src={r.user.photo} alt="" width={24} height={24} className="credit-ranks__photo" />
              <span className="credit-ranks__name">{r.user.name}</span>
              <span className="bp6-text-muted credit-ranks__dept">{r.departmentName}</span>
              <span className="credit-ranks__score">{t('member.points.rankScore', { count: r.credits })}</span>
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
  const { data, loading, error, refetch } = useQuery(CreditHistoryDocument, { variables: { page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const result = data?.viewer.creditHistory;
  const list = present(result?.nodes);
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
                <td>{formatDateTime(e.createdAt, i18n.language)}</td>
                <td>{e.name}</td>
                <td>+{e.credits}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
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
