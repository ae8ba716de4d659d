import { DownloadPage, IframePage } from './EmbedPage';

/** Route components of the generic pages. */
export function Iframe() {
  return <IframePage />;
}
export function Download() {
  return <DownloadPage />;
}
