import { useSyncExternalStore } from 'react';
import { loginPathFor } from '../routing/landing.ts';
import { createSessionStore, type Session, type SessionCheck } from './session-store.ts';

let check: SessionCheck | undefined;

/**
 * Loads the check of a stored session (stored-session.ts: zod and the login's schemas) once. A visit
 * without a session does not load it before someone signs in: the login's first load (issue 16).
 */
export async function loadSessionCheck(): Promise<void> {
  check ??= (await import('./stored-session.ts')).checkStoredSession;
}

/**
 * Before the app starts (main.tsx): a stored session is checked, so the guards read it from the
 * first screen on; without one, nothing loads.
 */
export function loadStoredSessionCheck(): Promise<void> {
  return window.localStorage.getItem('token') === null ? Promise.resolve() : loadSessionCheck();
}

/** The browser's one session store, kept in localStorage (SPEC §3). */
export const sessionStore = createSessionStore(window.localStorage, (fields) => {
  // Whatever stores a session (a login, another tab) loads the check first.
  if (!check) throw new Error('A verificação da sessão guardada não foi carregada.');
  return check(fields);
});

// A login or logout in another tab changes what this tab may do; a logout there ends it here too.
window.addEventListener('storage', (event) => {
  if (event.storageArea !== window.localStorage) return;
  void loadSessionCheck().then(() => {
    const before = sessionStore.get();
    sessionStore.reload();
    if (before && !sessionStore.get()) window.location.assign(loginPathFor(before));
  });
});

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
