import { Button, Tag } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForumPlateStatus, ForumPostFieldsFragment } from '../../graphql/generated/forum';
import { ImageThumbs } from '../../shared/image-viewer/ImageViewer';
import { RichText } from '../../shared/RichText';
import { TimeAgo } from '../../shared/TimeAgo';
import { toast } from '../../shared/toaster';
import type { useForumActions } from './actions';
import { ReportDialog } from './ReportDialog';

type Actions = ReturnType<typeof useForumActions>;

/** The plate name: opens ForumPlate, or shows 'the plate is banned' for a banned plate (spec "Forum item"). */
export function PlateLink({ plate: { id, name, status } }: { plate: { id: string; name: string; status: ForumPlateStatus } }) {
  const { t } = useTranslation();
  if (status === 'BANNED')
    return (
      <button type="button" className="forum-plate-link forum-plate-link--banned" onClick={() => toast.error(t('forum.plateBanned'))} data-testid="plate-link">
        {name}
      </button>
    );
  return (
    <Link to="/forum/forum-plate/$id" params={{ id: Number(id) }} className="forum-plate-link" data-testid="plate-link">
      {name}
    </Link>
  );
}

/** Like, delete (the author's own) or report (others') on a post. */
export function PostActions({ post, actions }: { post: ForumPostFieldsFragment; actions: Actions }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const closeReport = useCallback(() => setReporting(false), []);
  const liked = post.isLiked;
  return (
    <div className="forum-actions">
      <span className="forum-count" title={t('forum.browse')}>
        {t('forum.browseCount', { count: post.viewCount })}
      </span>
      <span className="forum-count">{t('forum.commentCount', { count: post.commentCount })}</span>
      <Button
        size="small"
        variant="minimal"
        icon={liked ? 'thumbs-up' : 'thumbs-up'}
        intent={liked ? 'primary' : 'none'}
        aria-pressed={liked}
        text={t('forum.likeCount', { count: post.likeCount })}
        aria-label={t(liked ? 'forum.unlike' : 'forum.like', { likes: t('forum.likeCount', { count: post.likeCount }) })}
        onClick={() => void actions.like(post.id, liked)}
        data-testid="like-button"
      />
      {post.isOwn ? (
        <Button
          size="small"
          variant="minimal"
          icon="trash"
          text={t('forum.delete')}
          onClick={() => {
            if (window.confirm(t('forum.confirmDeletePost'))) void actions.deletePost(post.id);
          }}
          data-testid="delete-post"
        />
      ) : (
        <Button size="small" variant="minimal" icon="flag" text={t('forum.report.action')} onClick={() => setReporting(true)} data-testid="report-post" />
      )}
      <ReportDialog target={{ post_id: Number(post.id) }} isOpen={reporting} onClose={closeReport} />
    </div>
  );
}

/**
 * A post in a list (spec "Forum item"): author, time and plate; the text clamped to two lines,
 * opening ForumDetail; the pictures previewed in the image viewer; counts and actions.
 */
export function PostItem({ post, actions }: { post: ForumPostFieldsFragment; actions: Actions }) {
  const { t } = useTranslation();
  const images = post.images.map((image) => image.url);
  return (
    <article className="forum-item" data-testid="forum-item">
      <header className="forum-item__head">
        <img className="forum-avatar" src={post.author.photo} alt="" />
        <div className="forum-item__who">
          <strong>{post.author.name}</strong>
          <span className="forum-muted">
            <TimeAgo at={post.createdAt} /> · <PlateLink plate={post.plate} />
          </span>
        </div>
        {post.isPinned && <Tag intent="warning">{t('forum.pinned')}</Tag>}
      </header>
      <Link to="/forum/forum-detail/$id" params={{ id: Number(post.id) }} search={{ plate_id: Number(post.plate.id) }} className="forum-item__body">
        <RichText html={post.content} className="forum-clamp" />
      </Link>
      <ImageThumbs images={images} label={t('forum.images')} />
      <PostActions post={post} actions={actions} />
    </article>
  );
}
