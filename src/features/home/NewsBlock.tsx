import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/dates';
import { type QueryLike, QueryState } from '../../shared/state/LoadState';
import { HomeBlock } from './HomeBlock';
import type { NewsItem } from './types';

/** The latest news, each to its page, with More to the news list. */
export function NewsBlock({ items, query }: { items: readonly NewsItem[]; query: QueryLike }) {
  const { t, i18n } = useTranslation();
  return (
    <HomeBlock title={t('home.news.title')} icon="feed" testId="home-news" more="/news" className="news-block">
      <QueryState query={query} size="small" empty={items.length === 0} emptyTitle={t('home.news.empty')} emptyIcon="feed" skeletonRows={4}>
        <ul className="news-list">
          {items.map((item) => (
            <li key={item.id} className="news-list__item" data-testid="news-item">
              <Link to="/news/news-show/$id" params={{ id: Number(item.id) }} className="news-list__title" title={item.title}>
                {item.title}
              </Link>
              <time className="news-list__date">{formatDate(item.updatedAt, i18n.language)}</time>
            </li>
          ))}
        </ul>
      </QueryState>
    </HomeBlock>
  );
}
