import { useSyncExternalStore } from 'react';

/**
 * The "authenticated" flag of SPEC §4, seen from the side that matters to the screen: once a
 * refresh fails, `loginPath` holds where the session-expired modal's OK button leads.
 */
export interface SessionExpiry {
  readonly loginPath: string;
}

let expiry: SessionExpiry | null = null;
const listeners = new Set<() => void>();

function set(next: SessionExpiry | null): void {
  if (next?.loginPath === expiry?.loginPath) return;
  expiry = next;
  for (const listener of listeners) listener();
}

export const sessionExpiry = {
  get: (): SessionExpiry | null => expiry,
  markExpired: (loginPath: string): void => set({ loginPath }),
  markAuthenticated: (): void => set(null),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSessionExpiry(): SessionExpiry | null {
  return useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.get);
}
