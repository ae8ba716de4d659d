import type { MediaMetadata } from '../../machines/courseware-upload';

/**
 * The length and picture size of a video or audio file, as the browser's own player reads them
 * from the file's header (nothing is sent); null when it cannot play that format (many .mkv,
 * .wma, .m2t) or takes longer than `waitMs`: the server reads every file with ffprobe anyway,
 * this only spares sending one it would refuse.
 */
export function readMediaMetadata(file: Blob, waitMs = 3000): Promise<MediaMetadata | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const player = document.createElement('video');
    let settled = false;
    const finish = (metadata: MediaMetadata | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      player.removeAttribute('src');
      player.load();
      URL.revokeObjectURL(url);
      resolve(metadata);
    };
    const timer = setTimeout(() => finish(null), waitMs);
    player.preload = 'metadata';
    player.muted = true;
    player.addEventListener('loadedmetadata', () =>
      finish({ seconds: Number.isFinite(player.duration) && player.duration > 0 ? player.duration : null, width: player.videoWidth, height: player.videoHeight }),
    );
    player.addEventListener('error', () => finish(null));
    player.src = url;
  });
}
