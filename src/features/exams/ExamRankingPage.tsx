import { Callout, Card, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamRankingDocument } from '../../graphql/generated/exams';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { present } from '../../shared/present';
import { minutesSeconds } from './format';
import { EmptyState, ErrorState, LoadingState } from '../../shared/state/LoadState';

/** Medals of the first three places (spec section 9); the server decides who gets one (a passed attempt above 0 points), others show their number. */
const medals = ['🥇', '🥈', '🥉'];

export function ExamRankingPage({ examId }: { examId: number }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(ExamRankingDocument, { variables: { id: examId, ...paging } });
  const ranking = data?.examRanking?.data;
  if (loading && !ranking) return <LoadingState />;
  if (error || !ranking) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const rows = present(ranking.list);
  return (
    <div className="exam-page" data-testid="exam-ranking">
      <Card>
        <h2>{ranking.title}</h2>
        {data?.examRankRule?.data?.rule && (
          <Callout icon="info-sign" className="exam-ranking__rule" data-testid="rank-rule">
            {data.examRankRule.data.rule}
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
              {rows.map((row) => (
                <tr key={row.user_id} className={row.medal > 0 ? `rank-row rank-row--${row.medal}` : 'rank-row'} data-medal={row.medal}>
                  <td>{row.medal > 0 ? <span aria-label={String(row.rowno)}>{medals[row.medal - 1]}</span> : row.rowno}</td>
                  <td>
                    <img className="rank-row__photo" src={row.photo} alt="" width={24} height={24} /> {row.name}
                  </td>
                  <td>{row.score}</td>
                  <td>{t('exams.common.minutesSeconds', minutesSeconds(row.time_used))}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        <Pager total={ranking.total} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </Card>
    </div>
  );
}
