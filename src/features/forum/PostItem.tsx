import { Button, Tag } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForumPostFieldsFragment } from '../../graphql/generated/forum';
import { ImageThumbs } from '../../shared/image-viewer/ImageViewer';
import { RichText } from '../../shared/RichText';
import { TimeAgo } from '../../shared/TimeAgo';
import { toast } from '../../shared/toaster';
import { present } from '../../shared/present';
import type { useForumActions } from './actions';
import { IS_OWNER, PLATE_BANNED } from './codes';
import { ReportDialog } from './ReportDialog';

type Actions = ReturnType<typeof useForumActions>;

/** The plate name: opens ForumPlate, or shows 'the plate is banned' when plate_status is 2 (spec "Forum item"). */
export function PlateLink({ id, name, status }: { id: number; name: string; status: number }) {
  const { t } = useTranslation();
  if (status === PLATE_BANNED)
    return (
      <button type="button" className="forum-plate-link forum-plate-link--banned" onClick={() => toast.error(t('forum.plateBanned'))} data-testid="plate-link">
        {name}
      </button>
    );
  return (
    <Link to="/forum/forum-plate/$id" params={{ id }} className="forum-plate-link" data-testid="plate-link">
      {name}
    </Link>
  );
}

/** Like, delete (owner, is_owner 1) or report (others) on a post. */
export function PostActions({ post, actions, onDeleted }: { post: ForumPostFieldsFragment; actions: Actions; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const closeReport = useCallback(() => setReporting(false), []);
  const liked = post.is_liked === 1;
  return (
    <div className="forum-actions">
      <span className="forum-count" title={t('forum.browse')}>
        {t('forum.browseCount', { count: post.browse_num })}
      </span>
      <span className="forum-count">{t('forum.commentCount', { count: post.comment_num })}</span>
      <Button
        size="small"
        variant="minimal"
        icon={liked ? 'thumbs-up' : 'thumbs-up'}
        intent={liked ? 'primary' : 'none'}
        aria-pressed={liked}
        text={t('forum.likeCount', { count: post.like_num })}
        aria-label={t(liked ? 'forum.unlike' : 'forum.like', { likes: t('forum.likeCount', { count: post.like_num }) })}
        onClick={() => void actions.like(post.id, liked)}
        data-testid="like-button"
      />
      {post.is_owner === IS_OWNER ? (
        <Button
          size="small"
          variant="minimal"
          icon="trash"
          text={t('forum.delete')}
          onClick={() => {
            if (window.confirm(t('forum.confirmDeletePost'))) void actions.deletePost(post.id).then((done) => done && onDeleted?.());
          }}
          data-testid="delete-post"
        />
      ) : (
        <Button size="small" variant="minimal" icon="flag" text={t('forum.report.action')} onClick={() => setReporting(true)} data-testid="report-post" />
      )}
      <ReportDialog target={{ post_id: post.id }} isOpen={reporting} onClose={closeReport} onReported={actions.refresh} />
    </div>
  );
}

/**
 * A post in a list (spec "Forum item"): author, time and plate; the text clamped to two lines,
 * opening ForumDetail; the pictures previewed in the image viewer; counts and actions.
 */
export function PostItem({ post, actions }: { post: ForumPostFieldsFragment; actions: Actions }) {
  const { t } = useTranslation();
  const images = present(post.resources).map((r) => r.resource_url);
  return (
    <article className="forum-item" data-testid="forum-item">
      <header className="forum-item__head">
        <img className="forum-avatar" src={post.photo} alt="" />
        <div className="forum-item__who">
          <strong>{post.user_name}</strong>
          <span className="forum-muted">
            <TimeAgo at={post.created_at} /> · <PlateLink id={post.plate_id} name={post.plate_name} status={post.plate_status} />
          </span>
        </div>
        {post.is_top === 1 && <Tag intent="warning">{t('forum.pinned')}</Tag>}
      </header>
      <Link to="/forum/forum-detail/$id" params={{ id: post.id }} search={{ plate_id: post.plate_id }} className="forum-item__body">
        <RichText html={post.content} className="forum-clamp" />
      </Link>
      <ImageThumbs images={images} label={t('forum.images')} />
      <PostActions post={post} actions={actions} />
    </article>
  );
}
