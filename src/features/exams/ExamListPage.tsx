import { Card, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamListDocument } from '../../graphql/generated/exams';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { present } from '../../shared/present';
import { formatDateTime } from '../../shared/dates';
import { QueryState } from '../../shared/state/LoadState';
import { ExamStatus } from '../../shared/spec-codes';
import { FilterTabPanel } from '../../shared/FilterTabPanel';

/** My exams: all, pending (never submitted) or taken. */
export function ExamListPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState(0);
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(ExamListDocument, { variables: { status, ...paging }, fetchPolicy: 'cache-and-network' });
  const list = data?.examList?.data;
  return (
    <div className="exam-page" data-testid="exam-list">
      <Tabs
        id="exam-status"
        selectedTabId={status}
        onChange={(id) => {
          setStatus(Number(id));
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      >
        <Tab id={0} title={t('exams.list.all')} />
        <Tab id={1} title={t('exams.list.pending')} />
        <Tab id={2} title={t('exams.list.taken')} />
      </Tabs>
      <FilterTabPanel tabsId="exam-status" selected={status}>
        <QueryState query={{ data, loading, error, refetch }} empty={present(list?.list).length === 0} emptyIcon="clipboard" emptyTitle={t('exams.list.empty')}>
          <div className="exam-list">
            {present(list?.list).map((exam) => (
              <Card key={exam.id} className="exam-list__item" data-testid="exam-card">
                <div className="exam-list__main">
                  <Link to="/mine-exam/mine-exam-explain/$id" params={{ id: exam.id }} className="exam-list__title">
                    {exam.title}
                  </Link>
                  <Tag minimal>{t(`exams.type.${exam.exam_type}` as 'exams.type.1')}</Tag>
                  {exam.status === ExamStatus.taken ? (
                    <Tag minimal intent="success">
                      {t('exams.list.taken')}
                    </Tag>
                  ) : exam.reason === 'ended' ? (
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
                  <span>{t('exams.list.window', { start: formatDateTime(exam.exam_start as string, i18n.language), end: formatDateTime(exam.exam_end as string, i18n.language) })}</span>
                  <span>{t('exams.list.duration', { count: exam.exam_long })}</span>
                  <span>{t('exams.list.attempts', { used: exam.attempts_used, count: exam.attempt_limit })}</span>
                  {exam.best_score !== null && exam.best_score !== undefined && <span>{t('exams.list.best', { score: exam.best_score })}</span>}
                </div>
                <div className="exam-list__actions">
                  {/* The server's availability rule (the explanation page's): an exam it refuses is not offered. */}
                  {exam.can_start === 1 ? (
                    <Link to="/mine-exam/mine-exam-explain/$id" params={{ id: exam.id }} data-testid="exam-enter">
                      {t('exams.list.enter')}
                    </Link>
                  ) : (
                    <>
                      {exam.reason && (
                        <span className="exam-list__reason" data-testid="exam-reason">
                          {t(`exams.reason.${exam.reason}` as 'exams.reason.ended')}
                        </span>
                      )}
                      <Link to="/mine-exam/mine-exam-explain/$id" params={{ id: exam.id }}>
                        {t('exams.list.details')}
                      </Link>
                    </>
                  )}
                  {exam.last_attempt_id && (
                    <Link to="/mine-exam/mine-exam-result/$id" params={{ id: exam.last_attempt_id }}>
                      {t('exams.list.result')}
                    </Link>
                  )}
                </div>
              </Card>
            ))}
            <Pager total={list?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
          </div>
        </QueryState>
      </FilterTabPanel>
    </div>
  );
}
