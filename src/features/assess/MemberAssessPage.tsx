import { Button, H2, HTMLTable, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamReviewsDocument } from '../../graphql/generated/assess';
import { FilterTabPanel } from '../../shared/FilterTabPanel';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { QueryState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { ReviewStatus, reviewStatusOf } from './review';
import { AssessmentList } from './AssessmentList';
import { useAssessView, type AssessView, type AssessViewControl } from './assess-view';
import './assess.css';

type Area = 'exams' | 'defences';

const memberAssess = getRouteApi('/auth/member/examiner/memberAssess');

/**
 * /member/memberAssess (examiners, teaching management): exam answers to mark and the defences
 * to assess, each by review status (spec section 3: 1 unreviewed, 2 reviewed). The server lists
 * only what is assigned to the examiner (or to nobody). The area, the status tab, the filters
 * and the page are the address's (?area=&status=&kind=&keyword=&page=), so every way back
 * returns to the list as it was left.
 */
export function MemberAssessPage() {
  const { t } = useTranslation();
  const search = memberAssess.useSearch();
  const navigate = memberAssess.useNavigate();
  const area: Area = search.area ?? 'exams';
  const view: AssessView = { status: search.status ?? ReviewStatus.unreviewed, page: search.page ?? 1, kind: search.kind, keyword: search.keyword };
  // Another area starts on its waiting tab, unfiltered; defaults are left out of the address.
  const go = (next: { area?: Area } & Partial<AssessView>) =>
    void navigate({
      replace: true,
      search: (s) => {
        const merged = next.area !== undefined ? { area: next.area } : { ...s, ...next };
        return {
          area: merged.area === 'defences' ? 'defences' : undefined,
          status: merged.status === ReviewStatus.reviewed ? ReviewStatus.reviewed : undefined,
          kind: merged.kind || undefined,
          keyword: merged.keyword || undefined,
          page: merged.page && merged.page > 1 ? merged.page : undefined,
        };
      },
    });
  const control: AssessViewControl = { view, onView: go };
  return (
    <section className="assess-page" data-testid="assess-page">
      <H2>{t('assess.heading')}</H2>
      <p className="assess-page__intro">{t('assess.intro')}</p>
      <Tabs id="assess-area" selectedTabId={area} onChange={(id) => go({ area: id as Area })} large renderActiveTabPanelOnly aria-label={t('assess.area')}>
        <Tab id="exams" title={t('assess.areas.exams')} panel={<ExamMarkingList control={control} />} />
        <Tab id="defences" title={t('assess.areas.defences')} panel={<AssessmentList control={control} />} data-testid="assess-area-defences" />
      </Tabs>
    </section>
  );
}

/**
 * The attempts whose short answers wait for marking, or were marked, with quick marking and the
 * answer detail; of every exam assigned, or of one (the exam detail).
 */
export function ExamMarkingList({ examId, control }: { examId?: number; control?: AssessViewControl }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { view, onView } = useAssessView(control, { status: ReviewStatus.unreviewed, page: 1 });
  const status = view.status;
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const paging = { page: view.page, limit };
  const setPaging = ({ page, limit: next }: { page: number; limit: number }) => {
    setLimit(next);
    onView({ page });
  };
  // The address keeps the spec's review status (1 waiting, 2 reviewed); the graph names it.
  const { data, loading, error, refetch } = useQuery(ExamReviewsDocument, {
    variables: { status: reviewStatusOf(status), examId: examId ? String(examId) : null, page: paging.page, pageSize: paging.limit },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.examReviews;
  const rows = result?.nodes ?? [];
  const waiting = status === ReviewStatus.unreviewed;
  const quickMark = (ids: number[]) => void navigate({ to: '/memberAssess/exam-remarks', search: { id: ids[0], queue: ids.slice(1).join(',') || undefined } });

  return (
    <div className="assess-area">
      <div className="assess-page__bar">
        <Tabs
          id="assess-status"
          selectedTabId={status}
          onChange={(id) => onView({ status: Number(id), page: 1 })}
          aria-label={t('assess.filter')}
        >
          <Tab id={ReviewStatus.unreviewed} title={t('assess.status.waiting')} />
          <Tab id={ReviewStatus.reviewed} title={t('assess.status.reviewed')} />
        </Tabs>
        {waiting && rows.length > 0 && <Button intent="primary" icon="edit" text={t('assess.quickMarkAll')} onClick={() => quickMark(rows.map((r) => Number(r.id)))} data-testid="assess-quick-all" />}
      </div>
      <FilterTabPanel tabsId="assess-status" selected={status}>
        <QueryState
          query={{ data, loading, error, refetch }}
          errorTitle={t('assess.loadFailed')}
          empty={rows.length === 0}
          emptyIcon="clipboard"
          emptyTitle={waiting ? t('assess.empty.waiting') : t('assess.empty.reviewed')}
          skeletonRows={5}
        >
          <HTMLTable className="assess-table" striped data-testid="assess-table">
            <thead>
              <tr>
                <th scope="col">{t('assess.columns.exam')}</th>
                <th scope="col">{t('assess.columns.learner')}</th>
                <th scope="col">{t('assess.columns.submitted')}</th>
                {waiting ? <th scope="col">{t('assess.columns.pending')}</th> : <th scope="col">{t('assess.columns.score')}</th>}
                {!waiting && <th scope="col">{t('assess.columns.reviewedAt')}</th>}
                <th scope="col">{t('assess.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.id} data-testid="assess-row">
                  <td>
                    {examId ? (
                      row.examTitle
                    ) : (
                      <Link to="/memberAssess/exam-detail" search={{ id: Number(row.examId) }}>
                        {row.examTitle}
                      </Link>
                    )}
                  </td>
                  <td>{row.learnerName}</td>
                  <td>{formatDateTime(row.submittedAt, i18n.language)}</td>
                  {waiting ? <td>{t('assess.pendingCount', { pending: row.pendingCount, total: row.shortAnswerCount })}</td> : <td>{row.score ?? ''}</td>}
                  {!waiting && <td>{formatDateTime(row.reviewedAt, i18n.language)}</td>}
                  <td className="assess-table__actions">
                    {waiting && (
                      <Button
                        size="small"
                        intent="primary"
                        variant="outlined"
                        text={t('assess.quickMark')}
                        aria-label={t('assess.quickMarkLabel', { name: row.learnerName })}
                        onClick={() => quickMark(rows.slice(i).map((r) => Number(r.id)))}
                        data-testid="assess-quick"
                      />
                    )}
                    <Link to="/memberAssess/exam-show" search={{ id: Number(row.id) }} aria-label={t('assess.detailLabel', { name: row.learnerName })} className="bp6-button bp6-small bp6-minimal" data-testid="assess-detail">
                      {t('assess.detail')}
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
