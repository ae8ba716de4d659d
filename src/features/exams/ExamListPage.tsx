import { Card, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyExamsDocument, type ExamFilter } from '../../graphql/generated/exams';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { formatDateTime } from '../../shared/dates';
import { QueryState } from '../../shared/state/LoadState';
import { FilterTabPanel } from '../../shared/FilterTabPanel';
import { BLOCK_REASONS } from './format';

/** My exams: all, pending (never submitted) or taken. */
export function ExamListPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ExamFilter>('ALL');
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(MyExamsDocument, { variables: { filter, page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const exams = data?.exams;
  return (
    <div className="exam-page" data-testid="exam-list">
      <Tabs
        id="exam-status"
        selectedTabId={filter}
        onChange={(id) => {
          setFilter(id as ExamFilter);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      >
        <Tab id="ALL" title={t('exams.list.all')} />
        <Tab id="NOT_TAKEN" title={t('exams.list.pending')} />
        <Tab id="TAKEN" title={t('exams.list.taken')} />
      </Tabs>
      <FilterTabPanel tabsId="exam-status" selected={filter}>
        <QueryState query={{ data, loading, error, refetch }} empty={exams?.nodes.length === 0} emptyIcon="clipboard" emptyTitle={t('exams.list.empty')}>
          <div className="exam-list">
            {exams?.nodes.map((exam) => (
              <Card key={exam.id} className="exam-list__item" data-testid="exam-card">
                <div className="exam-list__main">
                  <Link to="/mine-exam/mine-exam-explain/$id" params={{ id: Number(exam.id) }} className="exam-list__title">
                    {exam.title}
                  </Link>
                  <Tag minimal>{t(`exams.type.${exam.type}`)}</Tag>
                  {/* Taken: an attempt is submitted (the server's TAKEN filter). */}
                  {exam.lastAttempt ? (
                    <Tag minimal intent="success">
                      {t('exams.list.taken')}
                    </Tag>
                  ) : exam.startRefusal === 'ENDED' ? (
                    <Tag minimal intent="danger" data-testid="exam-ended">
                      {t('exams.list.ended')}
                    </Tag>
                  ) : (
                    <Tag minimal intent="primary">
                      {t('exams.list.pending')}
                    </Tag>
                  )}
                </div>
                <div className="exam-list__meta">
                  <span>{t('exams.list.window', { start: formatDateTime(exam.startsAt, i18n.language), end: formatDateTime(exam.endsAt, i18n.language) })}</span>
                  <span>{t('exams.list.duration', { count: exam.durationMinutes })}</span>
                  <span>{t('exams.list.attempts', { used: exam.attemptsUsed, count: exam.attemptLimit })}</span>
                  {exam.bestScore !== null && <span>{t('exams.list.best', { score: exam.bestScore })}</span>}
                </div>
                <div className="exam-list__actions">
                  {/* The server's availability rule (the explanation page's): an exam it refuses is not offered. */}
                  {exam.canStart ? (
                    <Link to="/mine-exam/mine-exam-explain/$id" params={{ id: Number(exam.id) }} data-testid="exam-enter">
                      {t('exams.list.enter')}
                    </Link>
                  ) : (
                    <>
                      {exam.startRefusal && (
                        <span className="exam-list__reason" data-testid="exam-reason">
                          {t(`exams.reason.${BLOCK_REASONS[exam.startRefusal]}`)}
                        </span>
                      )}
                      <Link to="/mine-exam/mine-exam-explain/$id" params={{ id: Number(exam.id) }}>
                        {t('exams.list.details')}
                      </Link>
                    </>
                  )}
                  {exam.lastAttempt && (
                    <Link to="/mine-exam/mine-exam-result/$id" params={{ id: Number(exam.lastAttempt.id) }}>
                      {t('exams.list.result')}
                    </Link>
                  )}
                </div>
              </Card>
            ))}
            <Pager total={exams?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
          </div>
        </QueryState>
      </FilterTabPanel>
    </div>
  );
}
