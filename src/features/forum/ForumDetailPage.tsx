import { Button, FormGroup, H2, TextArea } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentOnForumPostDocument, ForumPostCommentsDocument, ForumPostDetailDocument, ReplyToForumCommentDocument, type ForumCommentFieldsFragment, type ForumThreadCommentFragment } from '../../graphql/generated/forum';
import { messageOfError } from '../../shared/api-errors';
import { COMMENT_MAX } from '../../shared/forum-rules';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { ImageThumbs } from '../../shared/image-viewer/ImageViewer';
import { RichText } from '../../shared/RichText';
import { ErrorState, LoadingState, QueryState } from '../../shared/state/LoadState';
import { TimeAgo } from '../../shared/TimeAgo';
import { toast } from '../../shared/toaster';
import { useForumActions } from './actions';
import { PlateLink, PostActions } from './PostItem';
import { ReportDialog } from './ReportDialog';
import './forum.css';

/** A text box with a counter and a send button, for a comment or a reply. */
function CommentForm({ label, onSend, autoFocus }: { label: string; onSend: (text: string) => Promise<boolean>; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="forum-comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        setBusy(true);
        void onSend(text.trim()).then((done) => {
          setBusy(false);
          if (done) setText('');
        });
      }}
    >
      <FormGroup label={label} labelFor={id} helperText={t('forum.report.counter', { count: [...text].length, max: COMMENT_MAX })}>
        <TextArea id={id} fill rows={2} value={text} maxLength={COMMENT_MAX} autoFocus={autoFocus} onChange={(event) => setText(event.target.value)} data-testid="comment-input" />
      </FormGroup>
      <Button type="submit" intent="primary" text={t('forum.send')} loading={busy} disabled={!text.trim()} data-testid="comment-submit" />
    </form>
  );
}

/** One comment or reply: author, time, text, and reply / delete (the author's own) / report (others'). */
function CommentRow({ comment, postId, onReply, onDelete }: { comment: ForumCommentFieldsFragment; postId: number; onReply: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const closeReport = useCallback(() => setReporting(false), []);
  return (
    <div className="forum-comment" data-testid="forum-comment">
      <img className="forum-avatar forum-avatar--small" src={comment.author.photo} alt="" />
      <div className="forum-comment__main">
        <div className="forum-muted">
          <strong className="forum-comment__name">{comment.author.name}</strong>
          {comment.replyToName && <span> {t('forum.replyTo', { name: comment.replyToName })}</span>} · <TimeAgo at={comment.createdAt} />
        </div>
        <p className="forum-comment__text">{comment.content}</p>
        <div className="forum-actions">
          <Button size="small" variant="minimal" icon="comment" text={t('forum.reply')} onClick={onReply} data-testid="reply-button" />
          {comment.isOwn ? (
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              text={t('forum.delete')}
              onClick={() => {
                if (window.confirm(t('forum.confirmDeleteComment'))) onDelete();
              }}
              data-testid="delete-comment"
            />
          ) : (
            <Button size="small" variant="minimal" icon="flag" text={t('forum.report.action')} onClick={() => setReporting(true)} data-testid="report-comment" />
          )}
        </div>
        <ReportDialog target={{ post_id: postId, comment_id: Number(comment.id) }} isOpen={reporting} onClose={closeReport} />
      </div>
    </div>
  );
}

/** ForumDetail: the post in full, its pictures, counts and actions, then its comments with their replies. */
export function ForumDetailPage({ id, plateId }: { id: number; plateId?: number }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const postId = String(id);
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const detail = useQuery(ForumPostDetailDocument, { variables: { id: postId, plateId: plateId === undefined ? undefined : String(plateId) }, fetchPolicy: 'cache-and-network' });
  const comments = useQuery(ForumPostCommentsDocument, { variables: { postId, page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const actions = useForumActions({ afterPostDeleted: () => navigate({ to: '/forum' }), afterCommentDeleted: comments.refetch });
  const post = detail.data?.forumPost;

  /**
   * The post's comment count (comments and replies) and "commented" after a comment is written or
   * deleted. The write's payload carries the comment, not the post: the post is read only through
   * its page, which would count a view.
   */
  const countComments = (delta: number) =>
    client.cache.modify({
      id: client.cache.identify({ __typename: 'ForumPost', id: postId }),
      fields: { commentCount: (count: number) => Math.max(0, count + delta), ...(delta > 0 ? { isCommented: () => true } : {}) },
    });

  async function send(write: () => Promise<unknown>, after: () => unknown) {
    try {
      await write();
      toast.success(t('forum.done.commented'));
      setReplyTo(null);
      await after();
      return true;
    } catch (error) {
      toast.error(messageOfError(error));
      return false;
    }
  }
  const context = { handlesErrors: true };
  // A new comment goes to the end of the thread, on whichever page that is: the page reads again.
  const comment = (text: string) =>
    send(
      () => client.mutate({ mutation: CommentOnForumPostDocument, variables: { postId, content: text }, context }),
      () => {
        countComments(1);
        return comments.refetch();
      },
    );
  // A reply's payload carries the comment it hangs under with all its replies: the thread updates from the cache.
  const respond = (commentId: string, text: string) =>
    send(
      () => client.mutate({ mutation: ReplyToForumCommentDocument, variables: { commentId, content: text }, context }),
      () => countComments(1),
    );
  // REST removes a comment with its replies, and counts them all.
  const remove = (deleted: ForumCommentFieldsFragment, replies: number) => void actions.deleteComment(deleted.id).then((done) => done && countComments(-(1 + replies)));

  if (!post) {
    if (detail.error) return <ErrorState error={detail.error} title={t('forum.postRefused')} onRetry={() => void detail.refetch()} action={<Link to="/forum">{t('forum.backToForum')}</Link>} />;
    return <LoadingState />;
  }
  const list: ForumThreadCommentFragment[] = comments.data?.forumPostComments.nodes ?? [];
  return (
    <section className="forum-page" data-testid="forum-detail">
      <article className="forum-detail">
        <header className="forum-item__head">
          <img className="forum-avatar" src={post.author.photo} alt="" />
          <div className="forum-item__who">
            <strong>{post.author.name}</strong>
            <span className="forum-muted">
              <TimeAgo at={post.createdAt} /> · <PlateLink plate={post.plate} />
            </span>
          </div>
        </header>
        <H2 className="forum-detail__title">{t('forum.postBy', { name: post.author.name })}</H2>
        <RichText html={post.content} className="forum-detail__content" />
        <ImageThumbs images={post.images.map((image) => image.url)} label={t('forum.images')} />
        <PostActions post={post} actions={actions} />
      </article>
      <section className="forum-comments" aria-labelledby="forum-comments-title">
        <h3 id="forum-comments-title" className="bp6-heading">
          {t('forum.comments', { count: post.commentCount })}
        </h3>
        <CommentForm label={t('forum.writeComment')} onSend={comment} />
        <QueryState query={comments} empty={list.length === 0} emptyTitle={t('forum.noComments')} emptyIcon="comment" size="small">
          <ul className="forum-comment-list">
            {list.map((c) => (
              <li key={c.id}>
                <CommentRow comment={c} postId={id} onReply={() => setReplyTo(c.id)} onDelete={() => remove(c, c.replies.length)} />
                {replyTo === c.id && <CommentForm label={t('forum.replyTo', { name: c.author.name })} onSend={(text) => respond(c.id, text)} autoFocus />}
                {c.replies.length > 0 && (
                  <ul className="forum-replies">
                    {c.replies.map((r) => (
                      <li key={r.id}>
                        <CommentRow comment={r} postId={id} onReply={() => setReplyTo(r.id)} onDelete={() => remove(r, 0)} />
                        {replyTo === r.id && <CommentForm label={t('forum.replyTo', { name: r.author.name })} onSend={(text) => respond(r.id, text)} autoFocus />}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <Pager total={comments.data?.forumPostComments.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
        </QueryState>
      </section>
    </section>
  );
}
