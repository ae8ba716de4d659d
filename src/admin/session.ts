import { useSyncExternalStore } from 'react';
import { ADMIN_TOKEN_KEY, readAdminInfo, readAdminToken, type AdminInfo } from '../shared/local-session';

/**
 * The back office's session in this tab: signed in while the portal's link left a back-office
 * token (local-session.ts); `refused` once the server refused it (expired, revoked, or the user
 * is no longer an admin), until the portal's link stores a new one (another tab: the storage
 * event). The pages draw the signed-out page instead of their own in both other states.
 */
export type AdminSessionState = { kind: 'signedIn'; admin: AdminInfo | null } | { kind: 'signedOut' } | { kind: 'refused' };

let refused = false;
const listeners = new Set<() => void>();
let state: AdminSessionState = read();

function read(): AdminSessionState {
  if (refused) return { kind: 'refused' };
  return readAdminToken() ? { kind: 'signedIn', admin: readAdminInfo() } : { kind: 'signedOut' };
}

function changed() {
  state = read();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== ADMIN_TOKEN_KEY) return;
    refused = false;
    changed();
  });
}

export const adminSession = {
  current: () => state,
  /** The server refused the token: the pages show how to come back. */
  refuse() {
    refused = true;
    changed();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The session as a component draws it. */
export function useAdminSession(): AdminSessionState {
  return useSyncExternalStore(adminSession.subscribe, adminSession.current);
}
