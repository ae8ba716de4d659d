import { useTranslation } from 'react-i18next';
import type { ForumPostFieldsFragment } from '../../graphql/generated/forum';
import { Pager } from '../../shared/grid/Pager';
import { LoadState } from '../../shared/state/LoadState';
import { useForumActions } from './actions';
import { PostItem } from './PostItem';

/** A page of posts with its states and pager; every write refreshes it. */
export function PostList({
  posts,
  total,
  loading,
  error,
  refetch,
  paging,
  onPage,
  emptyTitle,
}: {
  posts: ForumPostFieldsFragment[];
  total: number;
  loading: boolean;
  error: unknown;
  refetch: () => unknown;
  paging: { page: number; limit: number };
  onPage: (page: number, limit: number) => void;
  emptyTitle?: string;
}) {
  const { t } = useTranslation();
  const actions = useForumActions(refetch);
  return (
    <LoadState loading={loading} error={error} onRetry={() => void refetch()} empty={posts.length === 0} emptyTitle={emptyTitle ?? t('forum.noPosts')} emptyIcon="chat" skeletonRows={4}>
      <div className="forum-list">
        {posts.map((post) => (
          <PostItem key={post.id} post={post} actions={actions} />
        ))}
      </div>
      <Pager total={total} page={paging.page} limit={paging.limit} onChange={onPage} />
    </LoadState>
  );
}
