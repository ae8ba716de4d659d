import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ForumDeleteCommentDocument, ForumDeletePostDocument, ForumLikePostDocument, ForumUnlikePostDocument } from '../../graphql/generated/forum';
import { messageOfError } from '../../shared/api-errors';
import { toast } from '../../shared/toaster';

/** Spec section 7: a response code of 200 means success. */
const CODE_OK = 200;

/**
 * The forum's writes from a list or a detail. Spec section 8: like and delete count
 * as done only on code 200, then the list refreshes (`refresh`); any refusal shows the server's
 * message (a banned user's reason, 'the plate is banned'). Reports go through the report
 * dialog's machine (machines/forum-report.ts), which refreshes with `refresh`.
 */
export function useForumActions(refresh: () => unknown) {
  const client = useApolloClient();
  const { t } = useTranslation();

  async function run(call: () => Promise<{ code: number | null; msg: string | null } | null | undefined>): Promise<boolean> {
    try {
      const answer = await call();
      if (answer?.code !== CODE_OK) return false;
      toast.success(answer.msg ?? '');
      await refresh();
      return true;
    } catch (error) {
      toast.error(messageOfError(error) || t('common.loadFailed'));
      return false;
    }
  }
  const context = { handlesErrors: true };

  return {
    like: (id: number, liked: boolean) =>
      run(async () =>
        liked
          ? (await client.mutate({ mutation: ForumUnlikePostDocument, variables: { id }, context })).data?.forumUnlikePost
          : (await client.mutate({ mutation: ForumLikePostDocument, variables: { id }, context })).data?.forumLikePost,
      ),
    deletePost: (id: number) => run(async () => (await client.mutate({ mutation: ForumDeletePostDocument, variables: { id }, context })).data?.forumDeletePost),
    deleteComment: (id: number) => run(async () => (await client.mutate({ mutation: ForumDeleteCommentDocument, variables: { id }, context })).data?.forumDeleteComment),
    /** The list or detail reads again (after a report the report dialog's machine saw taken). */
    refresh,
  };
}
