import { Card, Classes, H2, H3, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForumHomeDocument } from '../../graphql/generated/forum';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { readSession } from '../../shared/local-session';
import { QueryState } from '../../shared/state/LoadState';
import { PlateLink } from './PostItem';
import { PostList } from './PostList';
import './forum.css';

/** /forum: the summary, the plates with their counts, and the latest posts of every plate. */
export function ForumHomePage() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, error, loading, refetch } = useQuery(ForumHomeDocument, { variables: { page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const plates = data?.forumPlates ?? [];
  const summary = data?.forumSummary;
  const posts = data?.forumPosts;
  const isAdmin = readSession()?.user?.isAdmin === true;
  return (
    <section className="forum-page" data-testid="forum-home">
      <div className="forum-page__head">
        <H2>{t('forum.title')}</H2>
        <div className="forum-page__tools">
          {isAdmin && (
            <Link to="/forum/moderation" className={Classes.BUTTON} data-testid="moderation-link">
              {t('forum.moderation.title')}
            </Link>
          )}
          <Link to="/forum/forum-post" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} data-testid="write-post">
            {t('forum.write')}
          </Link>
        </div>
      </div>
      <QueryState query={{ data, loading, error, refetch }}>
        {summary && (
          <dl className="forum-summary" data-testid="forum-summary">
            <div>
              <dt>{t('forum.summary.posts')}</dt>
              <dd>{summary.postCount}</dd>
            </div>
            <div>
              <dt>{t('forum.summary.today')}</dt>
              <dd>{summary.todayPostCount}</dd>
            </div>
            <div>
              <dt>{t('forum.summary.plates')}</dt>
              <dd>{summary.openPlateCount}</dd>
            </div>
          </dl>
        )}
        <H3 className="forum-section-title">{t('forum.plates')}</H3>
        <ul className="forum-plates">
          {plates.map((plate) => (
            <li key={plate.id}>
              <Card className="forum-plate-card" data-testid="plate-card">
                <div className="forum-plate-card__name">
                  <PlateLink plate={plate} />
                  {plate.status === 'BANNED' && <Tag intent="danger" minimal className="forum-plate-badge" data-testid="plate-banned-badge">{t('forum.bannedTag')}</Tag>}
                </div>
                <p className="forum-muted">{plate.description}</p>
                <p className="forum-plate-card__counts">
                  {t('forum.plateCounts', { posts: plate.postCount, today: plate.todayPostCount })}
                </p>
              </Card>
            </li>
          ))}
        </ul>
        <H3 className="forum-section-title">{t('forum.latest')}</H3>
        <PostList
          posts={posts?.nodes ?? []}
          total={posts?.totalCount ?? 0}
          query={{ data, loading, error, refetch }}
          paging={paging}
          onPage={(page, limit) => setPaging({ page, limit })}
        />
      </QueryState>
    </section>
  );
}
