import { Button, H2, H3, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SiteSearchDocument, type SiteSearchQuery } from '../../graphql/generated/search';
import { FileBadge } from '../../shared/file-badge/FileBadge';
import { Pager } from '../../shared/grid/Pager';
import { EmptyState, ErrorState, LoadingState } from '../../shared/state/LoadState';
import { formatDate } from '../../shared/dates';
import { highlightParts } from './highlight';
import './search.css';

/** The search, and one kind with its page when the reader asked for all of that kind's results; kept in the address. */
export interface SiteSearchParams {
  keywords?: string;
  kind?: SearchKindParam;
  page?: number;
}

/** The kinds as the address names them (the graph's SearchKind in lower case). */
export type SearchKindParam = 'course' | 'library' | 'news' | 'forum' | 'map';

type Hit = SiteSearchQuery['siteSearch']['groups'][number]['nodes'][number];
type SearchKind = SiteSearchQuery['siteSearch']['groups'][number]['kind'];

/** The address's kind of the graph's (the two name the same kinds). */
const kindParam = (kind: SearchKind) => kind.toLowerCase() as SearchKindParam;
const searchKind = (kind: SearchKindParam) => kind.toUpperCase() as SearchKind;

const searchRoute = getRouteApi('/auth/search');
/** Results of one kind per page when the reader shows all of a kind. */
const KIND_PAGE_SIZE = 10;

function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}

/** Where a result opens. */
function HitLink({ kind, hit, children }: { kind: SearchKindParam; hit: Hit; children: React.ReactNode }) {
  switch (kind) {
    case 'course':
      return (
        <Link to="/course/course-show/$id" params={{ id: Number(hit.targetId) }}>
          {children}
        </Link>
      );
    case 'library':
      return (
        <Link to="/library/library-show/$id" params={{ id: Number(hit.targetId) }}>
          {children}
        </Link>
      );
    case 'news':
      return (
        <Link to="/news/news-show/$id" params={{ id: Number(hit.targetId) }}>
          {children}
        </Link>
      );
    case 'forum':
      return (
        <Link to="/forum/forum-detail/$id" params={{ id: Number(hit.targetId) }} search={{}}>
          {children}
        </Link>
      );
    default:
      return (
        <Link to="/knowledge/map-detail" search={{ mapId: Number(hit.targetId) }}>
          {children}
        </Link>
      );
  }
}

function HitRow({ kind, hit, terms }: { kind: SearchKindParam; hit: Hit; terms: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const courseType = hit.courseType ? t(`search.courseTypes.${hit.courseType}`) : '';
  return (
    <li className="search-hit" data-testid="search-hit">
      {kind === 'library' ? <FileBadge suffix={hit.fileSuffix ?? ''} /> : null}
      <div className="search-hit__text">
        <h4 className="search-hit__title">
          <HitLink kind={kind} hit={hit}>
            <Marked text={hit.title} terms={terms} />
          </HitLink>
          {courseType ? (
            <Tag minimal className="search-hit__tag">
              {courseType}
            </Tag>
          ) : null}
        </h4>
        {hit.snippet && hit.snippet !== hit.title ? (
          <p className="search-hit__snippet">
            <Marked text={hit.snippet} terms={terms} />
          </p>
        ) : null}
        {hit.time ? <p className="search-hit__time">{formatDate(hit.time, i18n.language)}</p> : null}
      </div>
    </li>
  );
}

/** /search?keywords=: courses, library documents, news, forum posts and the reader's learning maps, grouped by kind, best first, the words marked. */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = searchRoute.useSearch();
  const keywords = params.keywords?.trim() ?? '';
  const kind = params.kind;
  const page = params.page ?? 1;
  const { data, loading, error, refetch } = useQuery(SiteSearchDocument, {
    variables: { keywords, kind: kind ? searchKind(kind) : undefined, page: kind ? page : 1, pageSize: kind ? KIND_PAGE_SIZE : 5 },
    skip: !keywords,
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.siteSearch;
  const groups = result?.groups ?? [];
  const terms = result?.terms ?? [];
  const total = groups.reduce((sum, g) => sum + g.totalCount, 0);
  const show = (next: SiteSearchParams) => void navigate({ to: '/search', search: { keywords, ...next } });

  let body: React.ReactNode;
  if (!keywords) body = <EmptyState icon="search" title={t('search.prompt')} />;
  else if (loading && !result) body = <LoadingState rows={6} />;
  else if (error && !result) body = <ErrorState error={error} title={t('search.loadFailed')} onRetry={() => void refetch()} />;
  else if (total === 0) body = <EmptyState icon="search" title={t('search.empty', { keywords })} />;
  else
    body = (
      <>
        <p className="search-summary" role="status" data-testid="search-summary">
          {t('search.summary', { keywords, count: total })}
        </p>
        {kind ? (
          <Button variant="minimal" icon="arrow-left" text={t('search.backToAll')} onClick={() => show({})} data-testid="search-back" />
        ) : null}
        {groups
          .filter((g) => g.totalCount > 0)
          .map((group) => {
            const groupKind = kindParam(group.kind);
            const kindName = t(`search.kinds.${groupKind}`);
            return (
              <section key={groupKind} className="search-group" aria-labelledby={`search-group-${groupKind}`} data-testid="search-group" data-kind={groupKind}>
                <H3 id={`search-group-${groupKind}`} className="search-group__title">
                  {kindName}
                  <Tag round minimal>
                    {t('search.kindCount', { count: group.totalCount })}
                  </Tag>
                </H3>
                <ul className="search-hits" aria-label={t('search.results', { kind: kindName })}>
                  {group.nodes.map((hit) => (
                    <HitRow key={hit.targetId} kind={groupKind} hit={hit} terms={terms} />
                  ))}
                </ul>
                {kind ? (
                  <Pager total={group.totalCount} page={page} limit={KIND_PAGE_SIZE} sizes={[KIND_PAGE_SIZE]} onChange={(next) => show({ kind, page: next })} />
                ) : group.totalCount > group.nodes.length ? (
                  <Button variant="minimal" intent="primary" endIcon="chevron-right" text={t('search.showAll', { count: group.totalCount, kind: kindName })} onClick={() => show({ kind: groupKind })} data-testid="search-show-all" />
                ) : null}
              </section>
            );
          })}
      </>
    );

  return (
    <section className="search-page" data-testid="search-page">
      <H2>{t('route.search')}</H2>
      {body}
    </section>
  );
}
