import { H2, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NewsArticleDocument } from '../../graphql/generated/library';
import { RichText } from '../../shared/RichText';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import './library.css';

/** /news/news-show/{id}: one news item, its time and views, and its rich text (sanitised again before it is shown). */
export function NewsShowPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  // Each opening counts one browse on the server: asked once per opening, never from the cache.
  const { data, error } = useQuery(NewsArticleDocument, { variables: { id: String(id) }, fetchPolicy: 'network-only' });
  const news = data?.newsArticle;
  if (error && !news)
    return (
      <ErrorState
        error={error}
        title={t('news.notFound')}
        action={
          <Link to="/news" search={{}}>
            {t('news.backToNews')}
          </Link>
        }
      />
    );
  if (!news) return <LoadingState />;
  return (
    <article className="news-show" data-testid="news-show">
      <H2>{news.title}</H2>
      <p className="news-card__meta">
        <span>
          <Icon icon="time" size={12} /> {t('news.updatedAt', { time: formatDateTime(news.updatedAt, i18n.language) })}
        </span>
        <span data-testid="news-views">
          <Icon icon="eye-open" size={12} /> {t('news.views', { count: news.browseCount })}
        </span>
      </p>
      <RichText className="news-show__content" html={news.content} />
    </article>
  );
}
