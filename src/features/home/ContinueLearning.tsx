import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StudyCardGrid } from '../../widgets/study-card/StudyCard';
import { hasAnswer, type QueryLike, QueryState } from '../../shared/state/LoadState';
import { HomeBlock } from './HomeBlock';
import type { StudyCardItem } from './types';

/** The caller's courses in progress (or the last studied one) as study cards. */
export function ContinueLearning({ cards, query }: { cards: readonly StudyCardItem[]; query: QueryLike }) {
  const { t } = useTranslation();
  return (
    <HomeBlock title={t('home.continue.title')} icon="learning" testId="home-continue" more="/course" className="continue-block">
      <QueryState query={query} size="small" empty={cards.length === 0} emptyTitle={t('home.continue.empty')} emptyIcon="learning" skeletonRows={2}>
        <StudyCardGrid cards={cards} />
      </QueryState>
      {hasAnswer(query) && cards.length === 0 && (
        <div className="continue-block__browse">
          <Link to="/course" className="bp6-button bp6-intent-primary bp6-small">
            {t('home.continue.browse')}
          </Link>
        </div>
      )}
    </HomeBlock>
  );
}
