import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/dates';
import { LoadState } from '../../shared/state/LoadState';
import { HomeBlock } from './HomeBlock';
import type { NewsItem } from './types';

/** The latest news, each to its page, with More to the news list. */
export function NewsBlock({ items, loading, error, onRetry }: { items: readonly NewsItem[]; loading: boolean; error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <HomeBlock title={t('home.news.title')} icon="feed" testId="home-news" more="/news" className="news-block">
      <LoadState size="small" loading={loading} error={error} empty={items.length === 0} emptyTitle={t('home.news.empty')} emptyIcon="feed" onRetry={onRetry} skeletonRows={4}>
        <ul className="news-list">
          {items.map((item) => (
            <li key={item.id} className="news-list__item" data-testid="news-item">
              <Link to="/news/news-show/$id" params={{ id: item.id }} className="news-list__title" title={item.title}>
                {item.title}
              </Link>
              <time className="news-list__date">{formatDate(item.updated_at, i18n.language)}</time>
            </li>
          ))}
        </ul>
      </LoadState>
    </HomeBlock>
  );
}
