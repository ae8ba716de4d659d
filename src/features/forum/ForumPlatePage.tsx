import { Classes, H2 } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForumPlatePostsDocument } from '../../graphql/generated/forum';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { PostList } from './PostList';
import './forum.css';

/** ForumPlate: one plate's posts, pinned first; a banned plate is refused by the server with its message. */
export function ForumPlatePage({ id }: { id: number }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(ForumPlatePostsDocument, { variables: { id: String(id), page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const plate = data?.forumPlate;
  const posts = plate?.posts;
  if (!plate) {
    // A banned plate's refusal ('the plate is banned') shows as the server's message.
    if (error) return <ErrorState error={error} title={t('forum.plateRefused')} onRetry={() => void refetch()} action={<Link to="/forum">{t('forum.backToForum')}</Link>} />;
    return <LoadingState />;
  }
  return (
    <section className="forum-page" data-testid="forum-plate">
      <div className="forum-page__head">
        <div>
          <H2>{plate.name}</H2>
          <p className="forum-muted">{plate.description}</p>
        </div>
        <Link to="/forum/forum-post" search={{ plate_id: id }} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} data-testid="write-post">
          {t('forum.write')}
        </Link>
      </div>
      <PostList
        posts={posts?.nodes ?? []}
        total={posts?.totalCount ?? 0}
        query={{ data, loading, error, refetch }}
        paging={paging}
        onPage={(page, limit) => setPaging({ page, limit })}
        emptyTitle={t('forum.plateEmpty')}
      />
    </section>
  );
}
