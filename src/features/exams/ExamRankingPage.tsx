import { Callout, Card, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamRankingDocument, type Medal } from '../../graphql/generated/exams';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { minutesSeconds } from './format';
import { EmptyState, ErrorState, LoadingState } from '../../shared/state/LoadState';

/** Medals of the first three places (spec section 9); the server decides who gets one (a passed attempt above 0 points), others show their number. */
const MEDALS: Record<Medal, { icon: string; place: number }> = { GOLD: { icon: '🥇', place: 1 }, SILVER: { icon: '🥈', place: 2 }, BRONZE: { icon: '🥉', place: 3 } };

export function ExamRankingPage({ examId }: { examId: number }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(ExamRankingDocument, { variables: { id: String(examId), page: paging.page, pageSize: paging.limit } });
  const exam = data?.exam;
  if (loading && !exam) return <LoadingState />;
  if (error || !exam) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const rows = exam.ranking.nodes;
  return (
    <div className="exam-page" data-testid="exam-ranking">
      <Card>
        <h2>{exam.title}</h2>
        {data.examRankingRule && (
          <Callout icon="info-sign" className="exam-ranking__rule" data-testid="rank-rule">
            {data.examRankingRule}
          </Callout>
        )}
        {rows.length === 0 ? (
          <EmptyState icon="people" title={t('exams.ranking.empty')} />
        ) : (
          <HTMLTable striped className="exam-table">
            <thead>
              <tr>
                <th>{t('exams.ranking.rank')}</th>
                <th>{t('exams.ranking.name')}</th>
                <th>{t('exams.ranking.score')}</th>
                <th>{t('exams.ranking.timeUsed')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const medal = row.medal ? MEDALS[row.medal] : null;
                return (
                  <tr key={row.learnerId} className={medal ? `rank-row rank-row--${medal.place}` : 'rank-row'} data-medal={medal?.place ?? 0} data-testid="exam-rank-row">
                    <td>{medal ? <span aria-label={String(row.rank)}>{medal.icon}</span> : row.rank}</td>
                    <td>
                      <img className="rank-row__photo" src={row.learnerPhoto} alt="" width={24} height={24} /> {row.learnerName}
                    </td>
                    <td>{row.score}</td>
                    <td>{t('exams.common.minutesSeconds', minutesSeconds(row.timeUsedSeconds))}</td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        )}
        <Pager total={exam.ranking.totalCount} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </Card>
    </div>
  );
}
