import { describe, expect, it } from 'vitest';
import { ShortCache } from './short-cache.ts';

describe('ShortCache', () => {
  it('reads once per key until the entry is old, and shares a read under way', async () => {
    const cache = new ShortCache<number>(5_000);
    let reads = 0;
    const read = async () => ++reads;
    const [a, b] = await Promise.all([cache.get('k', read, 0), cache.get('k', read, 10)]);
    expect([a, b, reads]).toEqual([1, 1, 1]);
    expect(await cache.get('k', read, 4_999)).toBe(1);
    expect(await cache.get('outra', read, 4_999)).toBe(2);
    expect(await cache.get('k', read, 5_000)).toBe(3);
  });

  it('forgets everything on clear, and keeps no failed read', async () => {
    const cache = new ShortCache<number>(5_000);
    let reads = 0;
    const read = async () => ++reads;
    await cache.get('k', read, 0);
    cache.clear();
    expect(await cache.get('k', read, 1)).toBe(2);

    await expect(cache.get('falha', () => Promise.reject(new Error('banco fora')), 0)).rejects.toThrow();
    expect(await cache.get('falha', read, 1)).toBe(3);
  });

  it('forgets every cache of the process at once (a platform starting on another database)', async () => {
    const [a, b] = [new ShortCache<number>(5_000), new ShortCache<number>(5_000)];
    await Promise.all([a.get('k', async () => 1, 0), b.get('k', async () => 1, 0)]);
    ShortCache.clearAll();
    expect(await a.get('k', async () => 2, 1)).toBe(2);
    expect(await b.get('k', async () => 2, 1)).toBe(2);
  });
});
