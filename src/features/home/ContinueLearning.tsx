import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StudyCardGrid } from '../../widgets/study-card/StudyCard';
import { LoadState } from '../../shared/state/LoadState';
import { HomeBlock } from './HomeBlock';
import type { StudyCardItem } from './types';

/** The caller's courses in progress (or the last studied one) as study cards. */
export function ContinueLearning({ cards, loading, error, onRetry }: { cards: readonly StudyCardItem[]; loading: boolean; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <HomeBlock title={t('home.continue.title')} icon="learning" testId="home-continue" more="/course" className="continue-block">
      <LoadState size="small" loading={loading} error={error} empty={cards.length === 0} emptyTitle={t('home.continue.empty')} emptyIcon="learning" onRetry={onRetry} skeletonRows={2}>
        <StudyCardGrid cards={cards} />
      </LoadState>
      {!loading && !error && cards.length === 0 && (
        <div className="continue-block__browse">
          <Link to="/course" className="bp6-button bp6-intent-primary bp6-small">
            {t('home.continue.browse')}
          </Link>
        </div>
      )}
    </HomeBlock>
  );
}
