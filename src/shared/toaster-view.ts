import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

/** Below the sticky header (app.css .portal-toasts), so a toast never covers its links and buttons. */
export function createToaster(): Promise<Toaster> {
  return OverlayToaster.create({ position: Position.TOP, maxToasts: 3, className: 'portal-toasts' });
}
