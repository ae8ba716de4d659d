import { HTMLSelect, HTMLTable, InputGroup, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DefenceAssessmentsDocument } from '../../graphql/generated/assess';
import { FilterTabPanel } from '../../shared/FilterTabPanel';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { DEFENCE_KIND } from '../../shared/review-rules';
import { kindCode, kindKey, kindOfCode, statusKey } from '../../widgets/defence-answer/defence-codes';
import { QueryState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { ReviewStatus } from './review';
import { useAssessView, type AssessViewControl } from './assess-view';

const KINDS = [DEFENCE_KIND.interactive, DEFENCE_KIND.ai, DEFENCE_KIND.remote, DEFENCE_KIND.offline];

/**
 * The defences to assess (assessment/index): waiting (recorded defences submitted, AI ones whose
 * automatic scoring was unavailable, remote and offline sessions once started) or reviewed (the
 * AI's scores included, which the examiner may override), by kind and a keyword in the title or
 * the learner's name; each opens the review (assess-comment) or the detail (assess-detail).
 */
export function AssessmentList({ control }: { control?: AssessViewControl }) {
  const { t, i18n } = useTranslation();
  const { view, onView } = useAssessView(control, { status: ReviewStatus.unreviewed, page: 1 });
  const { status, kind = 0, keyword = '' } = view;
  const [typed, setTyped] = useState(keyword);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const paging = { page: view.page, limit };
  const setPaging = ({ page, limit: next }: { page: number; limit: number }) => {
    setLimit(next);
    onView({ page });
  };
  // The address keeps the spec's codes (review status 1 or 2, the kind's notice type); the graph names them.
  const { data, loading, error, refetch } = useQuery(DefenceAssessmentsDocument, {
    variables: { status: status === ReviewStatus.reviewed ? 'REVIEWED' : 'UNREVIEWED', kind: kindOfCode(kind) ?? null, keyword: keyword || null, page: paging.page, pageSize: paging.limit },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.defenceAssessments;
  const rows = result?.nodes ?? [];
  const waiting = status === ReviewStatus.unreviewed;

  return (
    <div className="assess-area" data-testid="assessment-list">
      <div className="assess-page__bar">
        <Tabs
          id="assessment-status"
          selectedTabId={status}
          onChange={(id) => onView({ status: Number(id), page: 1 })}
          aria-label={t('assess.filter')}
        >
          <Tab id={ReviewStatus.unreviewed} title={t('assess.defences.waiting')} />
          <Tab id={ReviewStatus.reviewed} title={t('assess.defences.reviewed')} />
        </Tabs>
        <form
          className="assess-filters"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            onView({ keyword: typed.trim(), page: 1 });
          }}
        >
          <HTMLSelect
            aria-label={t('assess.defences.kind')}
            value={kind}
            onChange={(event) => onView({ kind: Number(event.currentTarget.value), page: 1 })}
            options={[{ value: 0, label: t('assess.defences.allKinds') }, ...KINDS.map((k) => ({ value: k, label: t(`defences.kind.${k}` as 'defences.kind.6') }))]}
          />
          <InputGroup type="search" value={typed} onValueChange={setTyped} placeholder={t('assess.defences.keyword')} aria-label={t('assess.defences.keyword')} leftIcon="search" />
        </form>
      </div>
      <FilterTabPanel tabsId="assessment-status" selected={status}>
        <QueryState
          query={{ data, loading, error, refetch }}
          errorTitle={t('assess.defences.listFailed')}
          empty={rows.length === 0}
          emptyIcon="people"
          emptyTitle={waiting ? t('assess.defences.emptyWaiting') : t('assess.defences.emptyReviewed')}
          skeletonRows={5}
        >
          <HTMLTable className="assess-table" striped data-testid="assessment-table">
            <thead>
              <tr>
                <th scope="col">{t('assess.defences.columns.defence')}</th>
                <th scope="col">{t('assess.defences.columns.kind')}</th>
                <th scope="col">{t('assess.columns.learner')}</th>
                <th scope="col">{waiting ? t('assess.defences.columns.when') : t('assess.columns.reviewedAt')}</th>
                <th scope="col">{waiting ? t('assess.defences.columns.state') : t('assess.columns.score')}</th>
                <th scope="col">{t('assess.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="assessment-row" data-kind={kindCode(row.kind)}>
                  <td>{row.title}</td>
                  <td>
                    <Tag minimal>{t(kindKey(row.kind))}</Tag>
                  </td>
                  <td>{row.learnerName}</td>
                  <td>{formatDateTime(waiting ? (row.submittedAt ?? row.startsAt) : row.reviewedAt, i18n.language)}</td>
                  <td>
                    {waiting ? (
                      row.aiScoring === 'UNAVAILABLE' ? (
                        <Tag intent="warning" minimal>
                          {t('assess.defences.aiUnavailable')}
                        </Tag>
                      ) : (
                        // The server's one session-state rule, as the detail shows it.
                        <span data-testid="assessment-state">{t(statusKey(row.sessionState))}</span>
                      )
                    ) : (
                      <>
                        {t('assess.defences.scoreOf', { score: row.score ?? 0, full: row.fullScore })}{' '}
                        {!row.reviewedByExaminer && (
                          <Tag minimal intent="primary">
                            {t('assess.defences.byAi')}
                          </Tag>
                        )}
                      </>
                    )}
                  </td>
                  <td className="assess-table__actions">
                    <Link
                      to="/memberAssess/assess-comment"
                      search={{ id: Number(row.id) }}
                      className={`bp6-button bp6-small${waiting ? ' bp6-intent-primary' : ''}`}
                      aria-label={t(waiting ? 'assess.defences.reviewLabel' : 'assess.defences.changeLabel', { name: row.learnerName, title: row.title })}
                      data-testid="assessment-review"
                    >
                      {waiting ? t('assess.defences.review') : t('assess.defences.change')}
                    </Link>
                    <Link to="/memberAssess/assess-detail" search={{ id: Number(row.id) }} className="bp6-button bp6-small bp6-minimal" aria-label={t('assess.defences.detailLabel', { name: row.learnerName, title: row.title })}>
                      {t('assess.defences.detail')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
        </QueryState>
      </FilterTabPanel>
    </div>
  );
}
