import { Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { HomeStatsDocument } from '../../graphql/generated/home';
import { useAuthActor } from '../../shared/auth-actor';
import { useHomeArrived } from './HomeArrival';
import { QueryState } from '../../shared/state/LoadState';
import { HomeBlock } from './HomeBlock';
import { splitStudyTime } from './rules';

function Stat({ icon, label, value, testId }: { icon: IconName; label: string; value: string; testId: string }) {
  return (
    <div className="user-stats__item" data-testid={testId}>
      <span className="user-stats__label">
        <Icon icon={icon} size={12} className="user-stats__icon" />
        {label}
      </span>
      <strong className="user-stats__value">{value}</strong>
    </div>
  );
}

/** Personal stats: this month's credits and study time, each with the rank in the department. */
export function UserStats() {
  const { t } = useTranslation();
  const user = useSelector(useAuthActor(), (s) => s.context.user);
  const arrived = useHomeArrived();
  // Fresh on every visit without a request of its own: the arrival (HomePage, asked on each
  // visit) brings these figures, and the block reads them from the cache; it asks itself only
  // when the arrival failed. (Asking again here as well, cache-and-network, sent HomeStats up
  // to three times per visit on a slow machine: the deferred render that turns `arrived` on
  // can be interrupted and redone, and each attempt started the query's network half.)
  const { data, loading, error, refetch } = useQuery(HomeStatsDocument, { context: { handlesErrors: true }, skip: !arrived });
  const stats = data?.viewer.studyStats;
  const time = splitStudyTime(stats?.monthStudySeconds);
  const rank = (value: number | null | undefined) => (value ? t('home.stats.rank', { rank: value }) : t('home.stats.noRank'));

  return (
    <HomeBlock title={t('home.stats.title')} icon="dashboard" testId="home-stats" className="user-stats">
      {user && (
        <div className="user-stats__who">
          {user.photo ? <img className="user-stats__photo" src={user.photo} alt="" /> : <Icon icon="user" size={40} />}
          <div className="user-stats__name">
            <strong>{t('home.stats.greeting', { name: user.name })}</strong>
            <span>{[user.departmentName, user.positionName].filter(Boolean).join(' · ')}</span>
          </div>
        </div>
      )}
      <QueryState query={{ data: stats, loading: !arrived || loading, error, refetch }} size="small" skeletonRows={2}>
        {stats && (
          <>
            <div className="user-stats__grid">
              <Stat icon="star" testId="stat-month-credits" label={t('home.stats.monthCredits')} value={String(stats.monthCredits)} />
              <Stat icon="trophy" testId="stat-credit-rank" label={t('home.stats.deptCreditRank')} value={rank(stats.monthCreditRankInDepartment)} />
              <Stat
                icon="time"
                testId="stat-study-time"
                label={t('home.stats.monthStudyTime')}
                value={time.hours > 0 ? t('home.stats.hours', time) : t('home.stats.minutes', { minutes: time.minutes })}
              />
              <Stat icon="timeline-bar-chart" testId="stat-study-rank" label={t('home.stats.deptStudyRank')} value={rank(stats.monthStudyRankInDepartment)} />
            </div>
            <Link to="/member/member-point" className="user-stats__link" data-testid="stats-credits-link">
              {t('home.stats.myCredits')}
              <Icon icon="chevron-right" size={12} />
            </Link>
          </>
        )}
      </QueryState>
    </HomeBlock>
  );
}
