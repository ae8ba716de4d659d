import { Button, ControlGroup, H2, Icon, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsArticlesDocument } from '../../graphql/generated/library';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { QueryState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import './library.css';

/** The news list's search and page, kept in the address (see the /news route). */
export interface NewsSearch {
  keywords?: string;
  page?: number;
  limit?: number;
}

const newsRoute = getRouteApi('/auth/news');

/** /news: the newest news first, each with its cover, summary, views and time; a title search and the pager. */
export function NewsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const search = newsRoute.useSearch();
  const [draft, setDraft] = useState(search.keywords ?? '');
  const paging = { page: search.page ?? 1, limit: search.limit ?? DEFAULT_PAGE_SIZE };
  const setSearch = (next: NewsSearch) => void navigate({ to: '/news', search: { ...search, ...next }, replace: true });
  const { data, loading, error, refetch } = useQuery(NewsArticlesDocument, { variables: { page: paging.page, pageSize: paging.limit, keywords: search.keywords }, fetchPolicy: 'cache-and-network' });
  const result = data?.newsArticles;
  const rows = result?.nodes ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch({ keywords: draft.trim() || undefined, page: undefined });
  };
  return (
    <section className="news-page" data-testid="news-page">
      <H2>{t('news.heading')}</H2>
      <form className="library-search" onSubmit={submit} role="search">
        <ControlGroup>
          <InputGroup leftIcon="search" placeholder={t('news.searchPlaceholder')} aria-label={t('news.searchLabel')} value={draft} maxLength={50} onChange={(e) => setDraft(e.target.value)} data-testid="news-search" />
          <Button type="submit" intent="primary" text={t('news.search')} />
        </ControlGroup>
      </form>
      <QueryState
        query={{ data, loading, error, refetch }}
        skeletonRows={5}
        errorTitle={t('news.loadFailed')}
        empty={rows.length === 0}
        emptyIcon="feed"
        emptyTitle={search.keywords ? t('news.emptyFiltered') : t('news.empty')}
      >
        <>
          <ul className="news-cards">
            {rows.map((n) => (
              <li key={n.id} className="news-card" data-testid="news-row">
                {n.cover ? <img className="news-card__cover" src={n.cover} alt="" width={192} height={108} loading="lazy" /> : <span className="news-card__cover" />}
                <div className="news-card__text">
                  <h3 className="news-card__title">
                    <Link to="/news/news-show/$id" params={{ id: Number(n.id) }}>
                      {n.title}
                    </Link>
                  </h3>
                  {n.summary && <p className="news-card__summary">{n.summary}</p>}
                  <p className="news-card__meta">
                    <span>
                      <Icon icon="time" size={12} /> {formatDateTime(n.updatedAt, i18n.language)}
                    </span>
                    <span>
                      <Icon icon="eye-open" size={12} /> {t('news.views', { count: n.browseCount })}
                    </span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setSearch({ page, limit })} />
        </>
      </QueryState>
    </section>
  );
}
