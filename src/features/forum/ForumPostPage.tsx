import { Button, FormGroup, H2, HTMLSelect } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForumBanStatusDocument, ForumCreatePostDocument, ForumPlatesDocument } from '../../graphql/generated';
import { messageOfError } from '../../shared/api-errors';
import { present } from '../../shared/present';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { toast } from '../../shared/toaster';
import { ImageUploader, MAX_IMAGES } from '../../shared/uploader/ImageUploader';
import type { UploadedImage } from '../../shared/uploader/upload';
import { PLATE_BANNED } from './codes';
import { RichEditor } from './RichEditor';
import { NonIdealState } from '@blueprintjs/core';
import { formatCompanyTime } from '../../shared/company-zone';
import './forum.css';

/** The text of the editor's HTML, to tell an empty post before sending it. */
function hasText(html: string) {
  const div = document.createElement('div');
  div.innerHTML = html;
  return (div.textContent ?? '').trim() !== '';
}

/**
 * /forum/forum-post/: the banned check runs first (a banned user sees why and until when, and no
 * editor); then a plate (required), the rich text and up to 9 pictures.
 */
export function ForumPostPage({ plateId }: { plateId?: number }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const labelId = useId();
  const plateFieldId = useId();
  const ban = useQuery(ForumBanStatusDocument, { fetchPolicy: 'network-only' });
  const platesQuery = useQuery(ForumPlatesDocument, { fetchPolicy: 'cache-and-network' });
  const [plate, setPlate] = useState<number | ''>(plateId ?? '');
  const [html, setHtml] = useState('');
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const status = ban.data?.forumBanStatus?.data;
  if (ban.error && !status) return <ErrorState error={ban.error} onRetry={() => void ban.refetch()} />;
  if (!status) return <LoadingState />;
  if (status.is_banned === 1) {
    const until = status.ends_at ? formatCompanyTime(status.ends_at, i18n.language) : null;
    return (
      <section className="forum-page" role="alert" data-testid="post-banned">
        <NonIdealState
          icon="disable"
          title={t('forum.bannedTitle')}
          description={until ? t('forum.bannedUntil', { until, reason: status.reason }) : t('forum.bannedForever', { reason: status.reason })}
          action={<Link to="/forum">{t('forum.backToForum')}</Link>}
        />
      </section>
    );
  }
  const plates = present(platesQuery.data?.forumPlates?.data?.list).filter((p) => p.plate_status !== PLATE_BANNED);
  const plateMissing = plate === '';
  const contentMissing = !hasText(html) && images.length === 0;

  async function submit() {
    setTried(true);
    if (plateMissing || contentMissing || uploading) return;
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: ForumCreatePostDocument,
        variables: { input: { plate_id: Number(plate), content: html, image_ids: images.map((i) => i.id) } },
        context: { handlesErrors: true },
      });
      const created = data?.forumCreatePost?.data;
      toast.success(data?.forumCreatePost?.msg ?? '');
      if (created) void navigate({ to: '/forum/forum-detail/$id', params: { id: created.id }, search: { plate_id: created.plate_id } });
    } catch (error) {
      toast.error(messageOfError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="forum-page forum-post-form" data-testid="forum-post">
      <H2>{t('forum.write')}</H2>
      <FormGroup label={t('forum.plate')} labelFor={plateFieldId} labelInfo={t('forum.required')} intent={tried && plateMissing ? 'danger' : 'none'} helperText={tried && plateMissing ? t('forum.plateRequired') : undefined}>
        <HTMLSelect id={plateFieldId} value={plate} onChange={(e) => setPlate(e.target.value ? Number(e.target.value) : '')} data-testid="plate-select">
          <option value="">{t('forum.choosePlate')}</option>
          {plates.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <div className="bp6-form-group">
        <span id={labelId} className="bp6-label">
          {t('forum.content')}
        </span>
        <RichEditor labelId={labelId} onChange={setHtml} invalid={tried && contentMissing} />
        {tried && contentMissing && <div className="bp6-form-helper-text forum-error">{t('forum.contentRequired')}</div>}
      </div>
      <FormGroup label={t('forum.pictures', { max: MAX_IMAGES })}>
        <ImageUploader value={images} onChange={setImages} onBusyChange={setUploading} />
      </FormGroup>
      <div className="forum-post-form__buttons">
        <Button intent="primary" text={t('forum.publish')} loading={busy} disabled={uploading} onClick={() => void submit()} data-testid="publish" />
        <Link to="/forum">{t('forum.cancel')}</Link>
      </div>
    </section>
  );
}
