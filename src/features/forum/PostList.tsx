import { useTranslation } from 'react-i18next';
import type { ForumPostFieldsFragment } from '../../graphql/generated/forum';
import { Pager } from '../../shared/grid/Pager';
import { type QueryLike, QueryState } from '../../shared/state/LoadState';
import { useForumActions } from './actions';
import { PostItem } from './PostItem';

/** A page of posts with its states and pager; a deletion reads the page again (a like updates the post from the cache). */
export function PostList({
  posts,
  total,
  query,
  paging,
  onPage,
  emptyTitle,
  likedOnly = false,
}: {
  posts: ForumPostFieldsFragment[];
  total: number;
  /** The query the posts come from: its states stand in for the list while it has no answer. */
  query: QueryLike;
  paging: { page: number; limit: number };
  onPage: (page: number, limit: number) => void;
  emptyTitle?: string;
  /** The list is of the posts the user liked: an unliked post leaves it, so a like reads the page again. */
  likedOnly?: boolean;
}) {
  const { t } = useTranslation();
  const actions = useForumActions({ afterPostDeleted: query.refetch, afterLike: likedOnly ? query.refetch : undefined });
  return (
    <QueryState query={query} empty={posts.length === 0} emptyTitle={emptyTitle ?? t('forum.noPosts')} emptyIcon="chat" skeletonRows={4}>
      <div className="forum-list">
        {posts.map((post) => (
          <PostItem key={post.id} post={post} actions={actions} />
        ))}
      </div>
      <Pager total={total} page={paging.page} limit={paging.limit} onChange={onPage} />
    </QueryState>
  );
}
