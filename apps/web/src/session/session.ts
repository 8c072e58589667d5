import { useSyncExternalStore } from 'react';
import { loginPathFor } from '../routing/landing.ts';
import { createSessionStore, type Session } from './session-store.ts';

/** The browser's one session store, kept in localStorage (SPEC §3). */
export const sessionStore = createSessionStore(window.localStorage);

// A login or logout in another tab changes what this tab may do; a logout there ends it here too.
window.addEventListener('storage', (event) => {
  if (event.storageArea !== window.localStorage) return;
  const before = sessionStore.get();
  sessionStore.reload();
  if (before && !sessionStore.get()) window.location.assign(loginPathFor(before));
});

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
