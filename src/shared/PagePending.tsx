import { LoadingState } from './state/LoadState';

/** The router's pending page (while a page's code or data loads for longer than a moment): the one loading state. */
export function PagePending() {
  return <LoadingState />;
}
