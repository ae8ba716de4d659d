import { Button, Card, Tag, TextArea } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StudyMapAddCommentDocument, StudyMapCommentsDocument, StudyMapDeleteCommentDocument, StudyMapLikeDocument, StudyMapTopDocument, StudyMapUserSignListDocument } from '../../graphql/generated/maps';
import { messageOfError } from '../../shared/api-errors';
import { present } from '../../shared/present';
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

function Comments({ chapterId, signUserId }: { chapterId: number; signUserId: number }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(StudyMapCommentsDocument, { variables: { chapterId, userId: signUserId }, fetchPolicy: 'network-only', context: { handlesErrors: true } });
  const options = { context: { handlesErrors: true } };
  const [add, adding] = useMutation(StudyMapAddCommentDocument, options);
  const [like] = useMutation(StudyMapLikeDocument, options);
  const [top] = useMutation(StudyMapTopDocument, options);
  const [remove] = useMutation(StudyMapDeleteCommentDocument, options);
  const [draft, setDraft] = useState('');
  const list = present(data?.studyMapComments?.data?.list);

  const act = async (call: () => Promise<{ data?: unknown }>, success?: string) => {
    try {
      const result = await call();
      const answer = result.data ? (Object.values(result.data as Record<string, { msg?: string | null } | null>)[0] ?? null) : null;
      if (success !== undefined) toast.success(answer?.msg ?? success);
    } catch (failure) {
      toast.error(messageOfError(failure));
    } finally {
      await refetch().catch(() => undefined);
    }
  };

  const send = async () => {
    if (!draft.trim()) return;
    await act(() => add({ variables: { chapterId, userId: signUserId, content: asHtml(draft.trim()) } }), '');
    setDraft('');
  };

  return (
    <div className="map-page" data-testid="sign-comments">
      <QueryState query={{ data, loading, error, refetch }} empty={list.length === 0} emptyTitle={t('maps.sign.empty')} size="small">
        <ul className="map-comments">
          {list.map((c) => (
            <li key={c.id} className={`map-comment${c.is_top ? ' map-comment--top' : ''}`} data-testid="map-comment" data-top={c.is_top}>
              {c.photo ? <img className="map-comment__photo" src={c.photo} alt="" /> : <span className="map-comment__photo" />}
              <div className="map-comment__body">
                <span className="map-comment__meta">
                  <strong>{c.name}</strong>
                  {c.is_top ? <Tag intent="warning" minimal>{t('maps.sign.pinned')}</Tag> : null}
                  <span className="map-muted">
                    <TimeAgo at={c.created_at} />
                  </span>
                </span>
                <RichText html={c.content} />
                <span className="map-comment__meta">
                  <Button
                    size="small"
                    variant="minimal"
                    icon="thumbs-up"
                    intent={c.is_liked ? 'primary' : 'none'}
                    aria-pressed={c.is_liked === 1}
                    text={t('maps.sign.likes', { count: c.like_num })}
                    title={c.is_liked ? t('maps.sign.unlike') : t('maps.sign.like')}
                    onClick={() => void act(() => like({ variables: { id: c.id, isLike: c.is_liked ? 0 : 1 } }))}
                    data-testid="comment-like"
                  />
                  {c.can_top ? (
                    <Button size="small" variant="minimal" icon="pin" text={c.is_top ? t('maps.sign.untop') : t('maps.sign.top')} onClick={() => void act(() => top({ variables: { id: c.id, isTop: c.is_top ? 0 : 1 } }))} data-testid="comment-top" />
                  ) : null}
                  {c.is_owner === 1 ? (
                    <Button size="small" variant="minimal" intent="danger" icon="trash" text={t('maps.sign.delete')} onClick={() => void act(() => remove({ variables: { id: c.id } }), '')} data-testid="comment-delete" />
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
  const [chosen, setChosen] = useState<number | undefined>(userId);
  const { data, loading, error, refetch } = useQuery(StudyMapUserSignListDocument, { variables: { chapterId: id, limit: 100 }, skip: !id, fetchPolicy: 'network-only', context: { handlesErrors: true } });
  const signs = data?.studyMapUserSignList?.data;
  const people = present(signs?.list);
  const selected = chosen ?? people.find((p) => p.is_mine === 1)?.user_id ?? people[0]?.user_id;
  const owner = people.find((p) => p.user_id === selected);
  return (
    <section className="map-page" data-testid="user-sign-comments">
      <QueryState query={{ data, loading, error: id ? error : new Error(t('maps.loadFailed')), refetch }} errorTitle={t('maps.loadFailed')}>
        {signs && (
          <>
            <Card className="map-head">
              <div className="map-head__body">
                <span className="map-muted">{signs.map_title}</span>
                <h2 className="map-head__title">
                  {t('maps.sign.heading')} · {signs.chapter_title}
                </h2>
                <div>
                  <Link to="/knowledge/stage-detail" search={{ id: signs.phase_id }} className="bp6-button bp6-minimal bp6-small">
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
                      <li key={p.user_id}>
                        <button type="button" className={`sign-person${p.user_id === selected ? ' sign-person--active' : ''}`} onClick={() => setChosen(p.user_id)} data-testid="sign-person">
                          {p.photo ? <img className="sign-person__photo" src={p.photo} alt="" /> : <span className="sign-person__photo" />}
                          <span>
                            {p.name} {p.is_mine ? <Tag minimal>{t('maps.sign.mine')}</Tag> : null} {p.is_makeup ? <Tag minimal intent="warning">{t('maps.sign.makeup')}</Tag> : null}
                            <br />
                            <span className="map-muted">{formatDateTime(p.signed_at, i18n.language)}</span>
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
                    <h3>{t('maps.sign.commentsOf', { name: owner.name })}</h3>
                    <Comments key={selected} chapterId={id} signUserId={selected} />
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
