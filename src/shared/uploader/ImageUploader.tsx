import { Button, Icon, ProgressBar } from '@blueprintjs/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage, type UploadedImage } from './upload';
import './uploader.css';

/** Spec section 5 "Image upload": at most 9 images by default. */
export const MAX_IMAGES = 9;

interface Pending {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

/** What happens to each picture, for a form that follows the uploads itself (e.g. a machine). */
export type UploadEvent =
  | { type: 'upload.start'; key: string }
  | { type: 'upload.done'; key: string; image: UploadedImage }
  | { type: 'upload.failed'; key: string; error: string }
  | { type: 'upload.dismiss'; key: string }
  | { type: 'image.remove'; id: number };

export interface ImageUploaderProps {
  value: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  max?: number;
  /** Tells the form whether an upload is still under way. */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  /** Sends one file; the REST upload by default (tests and other features may pass their own). */
  upload?: typeof uploadImage;
  /** Told of every upload's start, end or failure, a failure dismissed and a picture removed. */
  onUploadEvent?: (event: UploadEvent) => void;
}

/**
 * The image uploader (spec: multiple selection, picture-card list, remaining count): each
 * picture shows its upload progress, and a remove button; the add button is a real button
 * (keyboard) that opens the file chooser; files beyond the limit are not sent.
 */
export function ImageUploader({ value, onChange, max = MAX_IMAGES, onBusyChange, disabled, upload = uploadImage, onUploadEvent }: ImageUploaderProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const latest = useRef(value);
  // The pictures as last shown: uploads that end later add to them, not to a stale list.
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const remaining = Math.max(0, max - value.length - pending.filter((p) => !p.error).length);

  async function choose(files: FileList | null) {
    if (!files) return;
    const chosen = Array.from(files).slice(0, remaining);
    const batch = chosen.map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, name: file.name, progress: 0, file }));
    if (batch.length === 0) return;
    setPending((list) => [...list, ...batch.map(({ key, name, progress }) => ({ key, name, progress }))]);
    for (const item of batch) onUploadEvent?.({ type: 'upload.start', key: item.key });
    onBusyChange?.(true);
    await Promise.all(
      batch.map(async (item) => {
        try {
          const image = await upload(item.file, (progress) => setPending((list) => list.map((p) => (p.key === item.key ? { ...p, progress } : p))));
          latest.current = [...latest.current, image];
          onChange(latest.current);
          onUploadEvent?.({ type: 'upload.done', key: item.key, image });
          setPending((list) => list.filter((p) => p.key !== item.key));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          setPending((list) => list.map((p) => (p.key === item.key ? { ...p, error: message } : p)));
          onUploadEvent?.({ type: 'upload.failed', key: item.key, error: message });
        }
      }),
    );
    onBusyChange?.(false);
  }

  return (
    <div className="image-uploader" data-testid="image-uploader">
      <ul className="image-uploader__list">
        {value.map((image, index) => (
          <li key={image.id} className="image-uploader__card">
            <img src={image.url} alt={t('uploader.imageAlt', { n: index + 1 })} />
            <Button
              className="image-uploader__remove"
              size="small"
              icon="cross"
              aria-label={t('uploader.remove', { n: index + 1 })}
              disabled={disabled}
              onClick={() => {
                onChange(value.filter((v) => v.id !== image.id));
                onUploadEvent?.({ type: 'image.remove', id: image.id });
              }}
            />
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.key} className="image-uploader__card image-uploader__card--pending" data-testid="upload-pending">
            {item.error ? (
              <div className="image-uploader__error" role="alert">
                <Icon icon="error" />
                <span>{item.error}</span>
                <Button size="small" variant="minimal" icon="cross" aria-label={t('uploader.dismiss')} onClick={() => {
                    setPending((list) => list.filter((p) => p.key !== item.key));
                    onUploadEvent?.({ type: 'upload.dismiss', key: item.key });
                  }}
                />
              </div>
            ) : (
              <div className="image-uploader__progress" role="status">
                <ProgressBar value={item.progress / 100} intent="primary" animate stripes aria-label={t('uploader.uploading', { name: item.name, progress: item.progress })} />
                <span>{item.progress}%</span>
              </div>
            )}
          </li>
        ))}
        {remaining > 0 && (
          <li className="image-uploader__card image-uploader__card--add">
            <Button icon="plus" variant="minimal" fill text={t('uploader.add')} aria-describedby={hintId} disabled={disabled} onClick={() => input.current?.click()} />
          </li>
        )}
      </ul>
      <p id={hintId} className="image-uploader__hint">
        {t('uploader.remaining', { count: remaining, max })}
      </p>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        hidden
        data-testid="image-uploader-input"
        onChange={(event) => {
          void choose(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
