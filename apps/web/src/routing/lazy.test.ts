import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_LOAD_TIMEOUT_MS } from '../ui/constants.ts';
import { LazyLoadError, loadScreen } from './lazy.ts';

const Screen = () => null;

describe('loadScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the loaded component', async () => {
    await expect(loadScreen(async () => Screen)).resolves.toBe(Screen);
  });

  it('wraps a failed import in a LazyLoadError', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const loading = loadScreen(() => Promise.reject(failure));
    await expect(loading).rejects.toBeInstanceOf(LazyLoadError);
    await expect(loading).rejects.toMatchObject({ cause: failure });
  });

  it('gives up after the lazy load timeout of SPEC §9', async () => {
    vi.useFakeTimers();
    const loading = loadScreen(() => new Promise(() => {}));
    const outcome = expect(loading).rejects.toBeInstanceOf(LazyLoadError);
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS);
    await outcome;
    expect(LAZY_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
