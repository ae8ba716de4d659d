import { Button, Card, Tag, TextArea } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentOnLearningMapPunchInDocument, DeleteLearningMapCommentDocument, LearningMapCommentsDocument, LearningMapPunchInsDocument, LikeLearningMapCommentDocument, PinLearningMapCommentDocument } from '../../graphql/generated/maps';
import { messageOfError } from '../../shared/api-errors';
import { RichText } from '../../shared/RichText';
import { QueryState } from '../../shared/state/LoadState';
import { MAP_COMMENT_MAX } from '../../shared/text-limits';
import { TimeAgo } from '../../shared/TimeAgo';
import { toast } from '../../shared/toaster';
import { formatDateTime } from '../../shared/dates';
import './maps.css';

/** Plain text typed in the box, as the rich text the server stores (paragraphs; the server sanitises again). */
function asHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function Comments({ chapterId, signUserId }: { chapterId: string; signUserId: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(LearningMapCommentsDocument, { variables: { chapterId, userId: signUserId }, fetchPolicy: 'network-only', context: { handlesErrors: true } });
  const options = { context: { handlesErrors: true } };
  const [add, adding] = useMutation(CommentOnLearningMapPunchInDocument, options);
  const [like] = useMutation(LikeLearningMapCommentDocument, {
    ...options,
    // The payload names the comment and its new likes: the comment in the cache takes them.
    update: (cache, { data: answer }) => {
      const liked = answer?.likeLearningMapComment;
      if (!liked) return;
      cache.modify({ id: cache.identify({ __typename: 'LearningMapComment', id: liked.commentId }), fields: { isLiked: () => liked.isLiked, likeCount: () => liked.likeCount } });
    },
  });
  const [pin] = useMutation(PinLearningMapCommentDocument, options);
  const [remove] = useMutation(DeleteLearningMapCommentDocument, options);
  const [draft, setDraft] = useState('');
  const list = data?.learningMapComments ?? [];

  /**
   * A write, its toast, and the list asked again when the write moves comments in it (a new
   * comment, a pin's place first, a deletion): the payloads name one comment, not the order.
   */
  const act = async (call: () => Promise<unknown>, { success, reload }: { success?: string; reload: boolean }) => {
    try {
      await call();
      if (success !== undefined) toast.success(success);
    } catch (failure) {
      toast.error(messageOfError(failure));
      await refetch().catch(() => undefined);
      return;
    }
    if (reload) await refetch().catch(() => undefined);
  };

  const send = async () => {
    if (!draft.trim()) return;
    await act(() => add({ variables: { chapterId, userId: signUserId, content: asHtml(draft.trim()) } }), { success: t('maps.sign.posted'), reload: true });
    setDraft('');
  };

  return (
    <div className="map-page" data-testid="sign-comments">
      <QueryState query={{ data, loading, error, refetch }} empty={list.length === 0} emptyTitle={t('maps.sign.empty')} size="small">
        <ul className="map-comments">
          {list.map((c) => (
            <li key={c.id} className={`map-comment${c.isPinned ? ' map-comment--top' : ''}`} data-testid="map-comment" data-top={c.isPinned ? 1 : 0}>
              {c.author.photo ? <img className="map-comment__photo" src={c.author.photo} alt="" /> : <span className="map-comment__photo" />}
              <div className="map-comment__body">
                <span className="map-comment__meta">
                  <strong>{c.author.name}</strong>
                  {c.isPinned ? <Tag intent="warning" minimal>{t('maps.sign.pinned')}</Tag> : null}
                  <span className="map-muted">
                    <TimeAgo at={c.createdAt} />
                  </span>
                </span>
                <RichText html={c.content} />
                <span className="map-comment__meta">
                  <Button
                    size="small"
                    variant="minimal"
                    icon="thumbs-up"
                    intent={c.isLiked ? 'primary' : 'none'}
                    aria-pressed={c.isLiked}
                    text={t('maps.sign.likes', { count: c.likeCount })}
                    title={c.isLiked ? t('maps.sign.unlike') : t('maps.sign.like')}
                    onClick={() => void act(() => like({ variables: { commentId: c.id, liked: !c.isLiked } }), { reload: false })}
                    data-testid="comment-like"
                  />
                  {c.canPin ? (
                    <Button size="small" variant="minimal" icon="pin" text={c.isPinned ? t('maps.sign.untop') : t('maps.sign.top')} onClick={() => void act(() => pin({ variables: { commentId: c.id, pinned: !c.isPinned } }), { reload: true })} data-testid="comment-top" />
                  ) : null}
                  {c.isMine ? (
                    <Button size="small" variant="minimal" intent="danger" icon="trash" text={t('maps.sign.delete')} onClick={() => void act(() => remove({ variables: { commentId: c.id } }), { success: t('maps.sign.deleted'), reload: true })} data-testid="comment-delete" />
                  ) : null}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </QueryState>
      <div className="map-comment-form">
        <TextArea fill rows={3} maxLength={MAP_COMMENT_MAX} value={draft} placeholder={t('maps.sign.placeholder')} aria-label={t('maps.sign.placeholder')} onChange={(e) => setDraft(e.target.value)} data-testid="comment-input" />
        <Button intent="primary" text={t('maps.sign.send')} loading={adding.loading} disabled={!draft.trim()} onClick={() => void send()} data-testid="comment-send" />
      </div>
    </div>
  );
}

/**
 * /knowledge/user_sign_comments?id=&user_id=: who punched in on a chapter, and the comments on
 * one punch-in (the caller's own by default): comment, like (one per person), pin (the
 * punch-in's owner) and delete (one's own). Rich text is sanitised by the server and again here.
 */
export function UserSignCommentsPage({ id, userId }: { id: number; userId?: number }) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<string | undefined>(userId ? String(userId) : undefined);
  const { data, loading, error, refetch } = useQuery(LearningMapPunchInsDocument, { variables: { chapterId: String(id), page: 1, pageSize: 100 }, skip: !id, fetchPolicy: 'network-only', context: { handlesErrors: true } });
  const signs = data?.learningMapPunchIns;
  const people = signs?.nodes ?? [];
  const selected = chosen ?? people.find((p) => p.isMine)?.user.id ?? people[0]?.user.id;
  const owner = people.find((p) => p.user.id === selected);
  return (
    <section className="map-page" data-testid="user-sign-comments">
      <QueryState query={{ data, loading, error: id ? error : new Error(t('maps.loadFailed')), refetch }} errorTitle={t('maps.loadFailed')}>
        {signs && (
          <>
            <Card className="map-head">
              <div className="map-head__body">
                <span className="map-muted">{signs.learningMapTitle}</span>
                <h2 className="map-head__title">
                  {t('maps.sign.heading')} · {signs.chapterTitle}
                </h2>
                <div>
                  <Link to="/knowledge/stage-detail" search={{ id: Number(signs.stageId) }} className="bp6-button bp6-minimal bp6-small">
                    {t('maps.video.backToStage')}
                  </Link>
                </div>
              </div>
            </Card>
            <div className="sign-layout">
              <Card>
                <h3>{t('maps.sign.signers')}</h3>
                {people.length === 0 ? (
                  <p className="map-muted">{t('maps.sign.none')}</p>
                ) : (
                  <ul className="sign-people">
                    {people.map((p) => (
                      <li key={p.id}>
                        <button type="button" className={`sign-person${p.user.id === selected ? ' sign-person--active' : ''}`} onClick={() => setChosen(p.user.id)} data-testid="sign-person">
                          {p.user.photo ? <img className="sign-person__photo" src={p.user.photo} alt="" /> : <span className="sign-person__photo" />}
                          <span>
                            {p.user.name} {p.isMine ? <Tag minimal>{t('maps.sign.mine')}</Tag> : null} {p.isMakeUp ? <Tag minimal intent="warning">{t('maps.sign.makeup')}</Tag> : null}
                            <br />
                            <span className="map-muted">{formatDateTime(p.punchedInAt, i18n.language)}</span>
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              <Card>
                {owner && selected ? (
                  <>
                    <h3>{t('maps.sign.commentsOf', { name: owner.user.name })}</h3>
                    <Comments key={selected} chapterId={String(id)} signUserId={selected} />
                  </>
                ) : (
                  <p className="map-muted">{t('maps.sign.none')}</p>
                )}
              </Card>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
