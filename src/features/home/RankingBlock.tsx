import { Icon, SegmentedControl } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeCreditRankingDocument, HomeStudyRankingDocument } from '../../graphql/generated/home';
import { useHomeArrived } from './HomeArrival';
import { QueryState } from '../../shared/state/LoadState';
import { HomeBlock } from './HomeBlock';
import { medalOf, RANK_SCOPES, splitStudyTime, type Medal } from './rules';
import type { RankRow } from './types';

const MEDAL_COLOURS: Record<Medal, { face: string; rim: string; ribbon: string }> = {
  gold: { face: '#fbd065', rim: '#d99e0b', ribbon: '#cd4246' },
  silver: { face: '#e5e8eb', rim: '#8f99a8', ribbon: '#2d72d2' },
  bronze: { face: '#f0b58c', rim: '#b0652a', ribbon: '#238551' },
};

/** The medal of rows 1-3: a ribboned disc in gold, silver or bronze. */
function MedalIcon({ medal }: { medal: Medal }) {
  const c = MEDAL_COLOURS[medal];
  return (
    <svg className={`rank-row__medal rank-row__medal--${medal}`} width="22" height="26" viewBox="0 0 22 26" aria-hidden="true">
      <path d="M5 0h5l3 9H8z" fill={c.ribbon} />
      <path d="M17 0h-5l-3 9h5z" fill={c.ribbon} opacity="0.8" />
      <circle cx="11" cy="16" r="9" fill={c.face} stroke={c.rim} strokeWidth="2" />
      <path d="M11 11.5l1.4 2.9 3.1.4-2.3 2.2.6 3.1-2.8-1.5-2.8 1.5.6-3.1-2.3-2.2 3.1-.4z" fill={c.rim} />
    </svg>
  );
}

function useRanking(kind: 'score' | 'study', department: boolean) {
  const arrived = useHomeArrived();
  const score = useQuery(HomeCreditRankingDocument, { variables: { department }, skip: !arrived || kind !== 'score', context: { handlesErrors: true } });
  const study = useQuery(HomeStudyRankingDocument, { variables: { department }, skip: !arrived || kind !== 'study', context: { handlesErrors: true } });
  const query = kind === 'score' ? score : study;
  const rows = kind === 'score' ? score.data?.creditRanking : study.data?.studyRanking;
  return { rows: rows ?? null, loading: !arrived || query.loading, error: query.error, refetch: query.refetch };
}

/**
 * A monthly ranking (credits or study time) of the company or of the caller's department:
 * rows 1-3 with medals, numbers from 4 on (spec section 9).
 */
export function RankingBlock({ kind }: { kind: 'score' | 'study' }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<(typeof RANK_SCOPES)[number]['key']>('all');
  const department = RANK_SCOPES.find((s) => s.key === scope)!.department;
  const { rows, loading, error, refetch } = useRanking(kind, department);
  const testId = kind === 'score' ? 'home-rank-score' : 'home-rank-study';

  const value = (row: RankRow) => {
    if (kind === 'score') return t('home.rank.credits', { count: row.credits });
    const time = splitStudyTime(row.studySeconds);
    return time.hours > 0 ? t('home.stats.hours', time) : t('home.stats.minutes', { minutes: time.minutes });
  };

  return (
    <HomeBlock
      title={kind === 'score' ? t('home.rank.scoreTitle') : t('home.rank.studyTitle')}
      icon={kind === 'score' ? 'crown' : 'time'}
      testId={testId}
      className="rank-block"
    >
      <SegmentedControl
        fill
        size="small"
        className="rank-block__scopes"
        aria-label={t('home.rank.scopeLabel')}
        value={scope}
        onValueChange={(next) => setScope(next as typeof scope)}
        options={RANK_SCOPES.map((s) => ({ value: s.key, label: t(`home.rank.scopes.${s.key}`) }))}
        data-testid={`${testId}-scopes`}
      />
      <div data-testid={`${testId}-list`} data-scope={scope} aria-busy={loading}>
        <QueryState query={{ data: rows, loading, error, refetch }} size="small" empty={(rows ?? []).length === 0} emptyTitle={t('home.rank.empty')} emptyIcon="trophy" skeletonRows={5}>
          <ol className="rank-list">
            {(rows ?? []).map((row) => {
              const medal = medalOf(row.rank);
              return (
                <li key={row.user.id} className={`rank-row${medal ? ` rank-row--${medal}` : ''}`} data-testid="rank-row" data-rowno={row.rank}>
                  <span className="rank-row__no">
                    <span className="visually-hidden">{t('home.rank.medal', { rank: row.rank })}</span>
                    <span aria-hidden="true">{medal ? <MedalIcon medal={medal} /> : row.rank}</span>
                  </span>
                  {row.user.photo ? <img className="rank-row__photo" src={row.user.photo} alt="" loading="lazy" /> : <Icon icon="user" className="rank-row__photo" />}
                  <span className="rank-row__who">
                    <span className="rank-row__name">{row.user.name}</span>
                    {row.user.department && (
                      <span className="rank-row__dept" data-testid="rank-dept">
                        {row.user.department.name}
                      </span>
                    )}
                  </span>
                  <span className="rank-row__value">{value(row)}</span>
                </li>
              );
            })}
          </ol>
        </QueryState>
      </div>
    </HomeBlock>
  );
}
