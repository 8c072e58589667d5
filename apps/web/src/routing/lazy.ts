import type { ComponentType } from 'react';
import { LAZY_LOAD_TIMEOUT_MS } from '../ui/constants.ts';

/** A screen's code could not be loaded: network failure, new deployment or timeout. */
export class LazyLoadError extends Error {
  override readonly name = 'LazyLoadError';
}

export type ScreenLoader = () => Promise<ComponentType>;

/** Loads a screen, rejecting with a LazyLoadError on failure or after `timeoutMs` (SPEC §9). */
export function loadScreen(load: ScreenLoader, timeoutMs = LAZY_LOAD_TIMEOUT_MS): Promise<ComponentType> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new LazyLoadError(`Screen did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  const loaded = load().catch((error: unknown) => {
    throw new LazyLoadError('Screen failed to load', { cause: error });
  });
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}
