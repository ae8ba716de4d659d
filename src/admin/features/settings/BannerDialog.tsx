import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, ProgressBar } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '../../../machines/back-office-change';
import { readAdminToken } from '../../../shared/local-session';
import { isSitePicture } from '../../../shared/site-addresses';
import { UPLOAD_MAX_MB } from '../../../shared/upload-rules';
import { sendFile } from '../../../shared/uploader/send-file';
import { LINK_KINDS } from './banner-save';

/** The longest title the server keeps (server/modules/home/banners-admin.ts). */
const TITLE_MAX = 60;

export interface BannerDialogProps {
  open: boolean;
  editing: boolean;
  values: Record<string, string> | null;
  saving: boolean;
  refusal: Refusal | null;
  onChange: (field: string, value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * The banner form: its title (the picture's alternative text), its picture (uploaded here with
 * the back office's token, or a picture path of the site, previewed as the portal would show
 * it), and where it leads (nothing, an address, a library document or a news item by id). The
 * server's refusal is shown at its field; one about no field above the buttons.
 */
export function BannerDialog({ open, editing, values, saving, refusal, onChange, onSubmit, onClose }: BannerDialogProps) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ progress: number } | { error: string } | null>(null);
  const uploading = upload !== null && 'progress' in upload;
  const fieldError = (field: string) => (refusal?.field === field ? refusal.message : undefined);
  const intentOf = (field: string) => (fieldError(field) ? 'danger' : 'none');
  const pictureError = fieldError('image') ?? (upload && 'error' in upload ? upload.error : undefined);

  const send = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > UPLOAD_MAX_MB.image * 1024 * 1024) return setUpload({ error: t('admin.banners.tooLarge', { max: UPLOAD_MAX_MB.image }) });
    setUpload({ progress: 0 });
    try {
      const stored = await sendFile<{ path: string }>('/api/admin/uploads/image', chosen, (progress) => setUpload({ progress }), readAdminToken()).done;
      onChange('image', stored.path);
      setUpload(null);
    } catch (error) {
      setUpload({ error: error instanceof Error ? error.message : String(error) });
    }
  };
  const close = () => {
    setUpload(null);
    onClose();
  };

  const linkKind = values?.linkKind ?? 'NONE';
  return (
    <Dialog isOpen={open} onClose={close} title={t(editing ? 'admin.organisation.form.editBanner' : 'admin.organisation.form.createBanner')} className="admin-banners__dialog">
      {values && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!uploading) onSubmit();
          }}
          data-testid="banner-form"
        >
          <DialogBody>
            <FormGroup label={t('admin.banners.field.title')} labelFor="banner-title" intent={intentOf('title')} helperText={fieldError('title') ?? t('admin.banners.field.titleHelp', { max: TITLE_MAX })}>
              <InputGroup id="banner-title" autoFocus value={values.title} maxLength={TITLE_MAX} intent={intentOf('title')} aria-invalid={Boolean(fieldError('title')) || undefined} onValueChange={(value) => onChange('title', value)} />
            </FormGroup>
            <FormGroup label={t('admin.banners.field.image')} labelFor="banner-image" intent={pictureError ? 'danger' : 'none'} helperText={pictureError ?? t('admin.banners.field.imageHelp')}>
              <div className="admin-banners__picture">
                <InputGroup
                  id="banner-image"
                  value={values.image}
                  maxLength={400}
                  placeholder="/files/…"
                  intent={pictureError ? 'danger' : 'none'}
                  aria-invalid={Boolean(pictureError) || undefined}
                  onValueChange={(value) => onChange('image', value)}
                />
                <Button icon="upload" text={t('admin.banners.upload')} loading={uploading} onClick={() => file.current?.click()} data-testid="banner-upload" />
                <input
                  ref={file}
                  type="file"
                  hidden
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  data-testid="banner-upload-input"
                  onChange={(event) => {
                    void send(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </div>
              {uploading && <ProgressBar className="admin-banners__progress" value={upload.progress / 100} intent="primary" aria-label={t('admin.banners.uploading', { progress: upload.progress })} />}
            </FormGroup>
            {isSitePicture((values.image ?? '').trim()) && <img className="admin-banners__preview" src={(values.image ?? '').trim()} alt={t('admin.banners.previewOf', { title: values.title || t('admin.banners.untitled') })} data-testid="banner-preview" />}
            <FormGroup label={t('admin.banners.field.linkKind')} labelFor="banner-link" intent={intentOf('linkKind')} helperText={fieldError('linkKind')}>
              <HTMLSelect id="banner-link" fill value={linkKind} onChange={(event) => onChange('linkKind', event.target.value)}>
                {LINK_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`admin.banners.link.${kind}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            {linkKind === 'EXTERNAL' && (
              <FormGroup label={t('admin.banners.field.url')} labelFor="banner-url" intent={intentOf('url')} helperText={fieldError('url') ?? t('admin.banners.field.urlHelp')}>
                <InputGroup id="banner-url" type="url" value={values.url} maxLength={400} placeholder="https://" intent={intentOf('url')} aria-invalid={Boolean(fieldError('url')) || undefined} onValueChange={(value) => onChange('url', value)} />
              </FormGroup>
            )}
            {(linkKind === 'LIBRARY_DOCUMENT' || linkKind === 'NEWS_ARTICLE') && (
              <FormGroup label={t(linkKind === 'LIBRARY_DOCUMENT' ? 'admin.banners.field.documentId' : 'admin.banners.field.newsId')} labelFor="banner-target" intent={intentOf('targetId')} helperText={fieldError('targetId') ?? t('admin.banners.field.targetHelp')}>
                <InputGroup
                  id="banner-target"
                  inputMode="numeric"
                  value={values.targetId}
                  maxLength={10}
                  intent={intentOf('targetId')}
                  aria-invalid={Boolean(fieldError('targetId')) || undefined}
                  onValueChange={(value) => onChange('targetId', value.replace(/\D/g, ''))}
                />
              </FormGroup>
            )}
            {refusal && !(refusal.field && shownFields(linkKind).includes(refusal.field)) && (
              <Callout intent="danger" role="alert">
                {refusal.message}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('admin.banners.cancel')} onClick={close} />
                <Button type="submit" intent="primary" loading={saving} disabled={uploading} text={t('admin.banners.save')} data-testid="banner-save" />
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
}

/** The fields the form shows for a link kind (a refusal of another one is shown above the buttons). */
function shownFields(linkKind: string): string[] {
  return ['title', 'image', 'linkKind', ...(linkKind === 'EXTERNAL' ? ['url'] : []), ...(linkKind === 'LIBRARY_DOCUMENT' || linkKind === 'NEWS_ARTICLE' ? ['targetId'] : [])];
}
