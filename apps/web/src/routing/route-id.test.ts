import { describe, expect, it } from 'vitest';
import { idFrom } from './route-id.ts';

describe('ids from the address', () => {
  it('reads only positive integer ids', () => {
    expect(idFrom('12')).toBe(12);
    for (const value of [null, undefined, '', '0', '-1', '1.5', 'abc', '99999999999999999999']) {
      expect(idFrom(value)).toBeUndefined();
    }
  });
});
