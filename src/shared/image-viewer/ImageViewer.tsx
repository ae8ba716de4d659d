import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './image-viewer.css';

/**
 * The image viewer (spec "Shared cards: image viewer"): one picture at a time in a dialog, with
 * previous and next buttons and the arrow keys; Esc or the close button leaves.
 */
export function ImageViewer({ images, index, onClose }: { images: string[]; index: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(index ?? 0);
  const [opened, setOpened] = useState(index);
  if (index !== opened) {
    setOpened(index);
    if (index !== null) setCurrent(index);
  }
  const count = images.length;
  const go = (step: number) => setCurrent((i) => (i + step + count) % count);
  return (
    <Dialog
      isOpen={index !== null && count > 0}
      onClose={onClose}
      title={t('imageViewer.title', { n: current + 1, total: count })}
      className="image-viewer"
    >
      <DialogBody>
        <div
          className="image-viewer__stage"
          data-testid="image-viewer"
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') go(-1);
            if (event.key === 'ArrowRight') go(1);
          }}
        >
          {count > 1 && <Button icon="chevron-left" aria-label={t('imageViewer.previous')} onClick={() => go(-1)} />}
          {images[current] && <img src={images[current]} alt={t('imageViewer.alt', { n: current + 1, total: count })} />}
          {count > 1 && <Button icon="chevron-right" aria-label={t('imageViewer.next')} onClick={() => go(1)} />}
        </div>
      </DialogBody>
    </Dialog>
  );
}

/** Thumbnails that open the viewer at the one chosen (buttons, so the keyboard reaches them). */
export function ImageThumbs({ images, label }: { images: string[]; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className="image-thumbs" aria-label={label}>
        {images.map((url, i) => (
          <li key={url}>
            <button type="button" className="image-thumbs__button" onClick={() => setOpen(i)} aria-label={t('imageViewer.open', { n: i + 1, total: images.length })}>
              <img src={url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer images={images} index={open} onClose={() => setOpen(null)} />
    </>
  );
}
