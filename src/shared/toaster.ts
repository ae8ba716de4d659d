import type { Intent, Toaster } from '@blueprintjs/core';

/** Spec section 9: error toasts last 1000 ms. */
export const ERROR_TOAST_MS = 1000;

// The toaster (Blueprint's overlay) is loaded with the first toast, not with the first page.
let toaster: Promise<Toaster> | null = null;
function instance(): Promise<Toaster> {
  toaster ??= import('./toaster-view').then((view) => view.createToaster());
  return toaster;
}

function show(message: string, intent: Intent, timeout: number, key?: string) {
  if (!message) return;
  void instance().then((t) => t.show({ message, intent, timeout }, key));
}

/** One toast at a time per key: repeated network failures show one message. */
export const toast = {
  error: (message: string, key?: string) => show(message, 'danger', ERROR_TOAST_MS, key),
  success: (message: string) => show(message, 'success', 2000),
  info: (message: string) => show(message, 'primary', 3000),
};
