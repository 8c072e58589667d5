import { useEffect, useSyncExternalStore } from 'react';

/**
 * The events of SPEC §2.5 through which a screen hides the sidebar and the top bar: presence
 * checks (onPresenca) and e-learning (onEAD) take the whole screen.
 */
export type ChromeEvent = 'onPresenca' | 'onEAD';

const active = new Set<ChromeEvent>();
const listeners = new Set<() => void>();

export function emitChromeEvent(event: ChromeEvent, hidden: boolean): void {
  if (active.has(event) === hidden) return;
  if (hidden) active.add(event);
  else active.delete(event);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while some screen asks for the whole window. */
export function isChromeHidden(): boolean {
  return active.size > 0;
}

export function useChromeHidden(): boolean {
  return useSyncExternalStore(subscribe, isChromeHidden);
}

/** For screens: hides the sidebar and top bar while the screen is shown (or while `hidden`). */
export function useHideChrome(event: ChromeEvent, hidden = true): void {
  useEffect(() => {
    emitChromeEvent(event, hidden);
    return () => emitChromeEvent(event, false);
  }, [event, hidden]);
}
