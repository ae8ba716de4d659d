import { Button, FormGroup, H2, TextArea } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForumCommentDocument, ForumCommentsDocument, ForumPostDetailDocument, ForumRespondDocument, type ForumReplyFieldsFragment } from '../../graphql/generated/forum';
import { messageOfError } from '../../shared/api-errors';
import { COMMENT_MAX } from '../../shared/forum-rules';
import { Pager } from '../../shared/grid/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { ImageThumbs } from '../../shared/image-viewer/ImageViewer';
import { present } from '../../shared/present';
import { RichText } from '../../shared/RichText';
import { ErrorState, LoadingState, QueryState } from '../../shared/state/LoadState';
import { TimeAgo } from '../../shared/TimeAgo';
import { toast } from '../../shared/toaster';
import { useForumActions } from './actions';
import { IS_OWNER } from './codes';
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

/** One comment or reply: author, time, text, and reply / delete (owner) / report (others). */
function CommentRow({ comment, postId, onReply, actions }: { comment: ForumReplyFieldsFragment; postId: number; onReply: () => void; actions: ReturnType<typeof useForumActions> }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const closeReport = useCallback(() => setReporting(false), []);
  return (
    <div className="forum-comment" data-testid="forum-comment">
      <img className="forum-avatar forum-avatar--small" src={comment.photo} alt="" />
      <div className="forum-comment__main">
        <div className="forum-muted">
          <strong className="forum-comment__name">{comment.user_name}</strong>
          {comment.reply_to_name && <span> {t('forum.replyTo', { name: comment.reply_to_name })}</span>} · <TimeAgo at={comment.created_at} />
        </div>
        <p className="forum-comment__text">{comment.content}</p>
        <div className="forum-actions">
          <Button size="small" variant="minimal" icon="comment" text={t('forum.reply')} onClick={onReply} data-testid="reply-button" />
          {comment.is_owner === IS_OWNER ? (
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              text={t('forum.delete')}
              onClick={() => {
                if (window.confirm(t('forum.confirmDeleteComment'))) void actions.deleteComment(comment.id);
              }}
              data-testid="delete-comment"
            />
          ) : (
            <Button size="small" variant="minimal" icon="flag" text={t('forum.report.action')} onClick={() => setReporting(true)} data-testid="report-comment" />
          )}
        </div>
        <ReportDialog target={{ post_id: postId, comment_id: comment.id }} isOpen={reporting} onClose={closeReport} onReported={actions.refresh} />
      </div>
    </div>
  );
}

/** ForumDetail: the post in full, its pictures, counts and actions, then its comments with their replies. */
export function ForumDetailPage({ id, plateId }: { id: number; plateId?: number }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const detail = useQuery(ForumPostDetailDocument, { variables: { id, plateId }, fetchPolicy: 'cache-and-network' });
  const comments = useQuery(ForumCommentsDocument, { variables: { id, ...paging }, fetchPolicy: 'cache-and-network' });
  const refresh = () => Promise.all([detail.refetch(), comments.refetch()]);
  const actions = useForumActions(refresh);
  const post = detail.data?.forumPostDetail?.data;

  async function send(call: () => Promise<{ code: number | null; msg: string | null } | null | undefined>) {
    try {
      const answer = await call();
      toast.success(answer?.msg ?? '');
      setReplyTo(null);
      await refresh();
      return true;
    } catch (error) {
      toast.error(messageOfError(error));
      return false;
    }
  }
  const context = { handlesErrors: true };
  const comment = (text: string) => send(async () => (await client.mutate({ mutation: ForumCommentDocument, variables: { input: { post_id: id, content: text } }, context })).data?.forumComment);
  const respond = (commentId: number, text: string) =>
    send(async () => (await client.mutate({ mutation: ForumRespondDocument, variables: { input: { comment_id: commentId, content: text } }, context })).data?.forumRespond);

  if (!post) {
    if (detail.error) return <ErrorState error={detail.error} title={t('forum.postRefused')} onRetry={() => void detail.refetch()} action={<Link to="/forum">{t('forum.backToForum')}</Link>} />;
    return <LoadingState />;
  }
  const list = present(comments.data?.forumComments?.data?.list);
  return (
    <section className="forum-page" data-testid="forum-detail">
      <article className="forum-detail">
        <header className="forum-item__head">
          <img className="forum-avatar" src={post.photo} alt="" />
          <div className="forum-item__who">
            <strong>{post.user_name}</strong>
            <span className="forum-muted">
              <TimeAgo at={post.created_at} /> · <PlateLink id={post.plate_id} name={post.plate_name} status={post.plate_status} />
            </span>
          </div>
        </header>
        <H2 className="forum-detail__title">{t('forum.postBy', { name: post.user_name })}</H2>
        <RichText html={post.content} className="forum-detail__content" />
        <ImageThumbs images={present(post.resources).map((r) => r.resource_url)} label={t('forum.images')} />
        <PostActions post={post} actions={actions} onDeleted={() => void navigate({ to: '/forum' })} />
      </article>
      <section className="forum-comments" aria-labelledby="forum-comments-title">
        <h3 id="forum-comments-title" className="bp6-heading">
          {t('forum.comments', { count: post.comment_num })}
        </h3>
        <CommentForm label={t('forum.writeComment')} onSend={comment} />
        <QueryState query={comments} empty={list.length === 0} emptyTitle={t('forum.noComments')} emptyIcon="comment" size="small">
          <ul className="forum-comment-list">
            {list.map((c) => (
              <li key={c.id}>
                <CommentRow comment={c} postId={id} actions={actions} onReply={() => setReplyTo(c.id)} />
                {replyTo === c.id && <CommentForm label={t('forum.replyTo', { name: c.user_name })} onSend={(text) => respond(c.id, text)} autoFocus />}
                {present(c.replies).length > 0 && (
                  <ul className="forum-replies">
                    {present(c.replies).map((r) => (
                      <li key={r.id}>
                        <CommentRow comment={r} postId={id} actions={actions} onReply={() => setReplyTo(r.id)} />
                        {replyTo === r.id && <CommentForm label={t('forum.replyTo', { name: r.user_name })} onSend={(text) => respond(r.id, text)} autoFocus />}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <Pager total={comments.data?.forumComments?.data?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
        </QueryState>
      </section>
    </section>
  );
}
