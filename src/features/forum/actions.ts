import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DeleteForumCommentDocument, DeleteForumPostDocument, LikeForumPostDocument, UnlikeForumPostDocument } from '../../graphql/generated/forum';
import { messageOfError } from '../../shared/api-errors';
import { toast } from '../../shared/toaster';

/** What a list or a detail does after a write whose payload cannot carry the change. */
export interface ForumRefresh {
  /** After a post is deleted: a list reads its page again (its items shift, its total changes); its page leaves. */
  afterPostDeleted: () => unknown;
  /** After a comment is deleted: the thread reads its page again. */
  afterCommentDeleted?: () => unknown;
  /** After a like or unlike; only a list of liked posts needs it (an unliked post leaves it). */
  afterLike?: () => unknown;
}

/**
 * The forum's writes from a list or a detail (spec section 8): done only when the server takes
 * them, with its success message; any refusal shows the server's message (a banned user's
 * reason, 'the plate is banned'). A like answers the post's new count and state, which the
 * cache shows wherever the post is (ForumPost:<id>); a deletion answers only the id that left,
 * so the post or comment is dropped from the cache and the page reads again.
 */
export function useForumActions(refresh: ForumRefresh) {
  const client = useApolloClient();
  const { t } = useTranslation();

  /** The write, its success message, the page's own refresh, then what leaves the cache (once the page no longer shows it). */
  async function run(call: () => Promise<string | undefined | void>, done: string, after?: () => unknown): Promise<boolean> {
    try {
      const gone = await call();
      toast.success(done);
      await after?.();
      if (gone) {
        client.cache.evict({ id: gone });
        client.cache.gc();
      }
      return true;
    } catch (error) {
      toast.error(messageOfError(error) || t('common.loadFailed'));
      return false;
    }
  }
  const context = { handlesErrors: true };

  return {
    like: (postId: string, liked: boolean) =>
      run(
        async () => {
          if (liked) await client.mutate({ mutation: UnlikeForumPostDocument, variables: { postId }, context });
          else await client.mutate({ mutation: LikeForumPostDocument, variables: { postId }, context });
        },
        t(liked ? 'forum.done.unliked' : 'forum.done.liked'),
        refresh.afterLike,
      ),
    deletePost: (postId: string) =>
      run(
        async () => {
          const { data } = await client.mutate({ mutation: DeleteForumPostDocument, variables: { postId }, context });
          return client.cache.identify({ __typename: 'ForumPost', id: data?.deleteForumPost.deletedPostId ?? postId });
        },
        t('forum.done.deleted'),
        refresh.afterPostDeleted,
      ),
    deleteComment: (commentId: string) =>
      run(
        async () => {
          const { data } = await client.mutate({ mutation: DeleteForumCommentDocument, variables: { commentId }, context });
          return client.cache.identify({ __typename: 'ForumComment', id: data?.deleteForumComment.deletedCommentId ?? commentId });
        },
        t('forum.done.deleted'),
        refresh.afterCommentDeleted,
      ),
  };
}
