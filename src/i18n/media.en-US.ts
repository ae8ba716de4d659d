import type { mediaZhCN } from './media.zh-CN';

/** The shared image uploader and image viewer. */
export const mediaEnUS: typeof mediaZhCN = {
  uploader: {
    add: 'Add pictures',
    remove: 'Remove picture {{n}}',
    dismiss: 'Dismiss',
    imageAlt: 'Uploaded picture {{n}}',
    uploading: 'Uploading {{name}}: {{progress}}%',
    remaining_one: '{{count}} more picture allowed (at most {{max}})',
    remaining_other: '{{count}} more pictures allowed (at most {{max}})',
  },
  imageViewer: {
    title: 'Picture {{n}} of {{total}}',
    alt: 'Picture {{n}} of {{total}}',
    open: 'View picture {{n}} of {{total}}',
    previous: 'Previous picture',
    next: 'Next picture',
  },
};
