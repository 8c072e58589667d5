import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CNH_CATEGORIES, canTeach, categoriesTaughtBy, parseCnhCategories } from './cnh.ts';

describe('what an instructor may teach (Lei 12.302/2010)', () => {
  it('teaches equal or lower categories on each ladder', () => {
    expect(categoriesTaughtBy('B')).toEqual(['B']);
    expect(categoriesTaughtBy('D')).toEqual(['B', 'C', 'D']);
    expect(categoriesTaughtBy('AE')).toEqual(['ACC', 'A', 'B', 'C', 'D', 'E']);
    expect(categoriesTaughtBy('A')).toEqual(['ACC', 'A']);
    expect(categoriesTaughtBy('ACC')).toEqual(['ACC']);
    expect(canTeach('AB', 'C')).toBe(false);
    expect(canTeach('C', 'A')).toBe(false);
  });

  it('reads licences as written and refuses nonsense', () => {
    expect(parseCnhCategories(' ab ')).toEqual(['A', 'B']);
    expect(parseCnhCategories('BA')).toBeNull();
    expect(parseCnhCategories('F')).toBeNull();
    expect(parseCnhCategories('')).toBeNull();
    expect(categoriesTaughtBy('XYZ')).toEqual([]);
  });

  it('a higher licence never teaches less than a lower one', () => {
    const ladder = ['B', 'C', 'D', 'E'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (i, j, moto) => {
          const [low, high] = i <= j ? [i, j] : [j, i];
          const prefix = moto ? 'A' : '';
          const lower = categoriesTaughtBy(`${prefix}${ladder[low]}`);
          const higher = categoriesTaughtBy(`${prefix}${ladder[high]}`);
          expect(lower.every((category) => higher.includes(category))).toBe(true);
          expect(higher.every((category) => CNH_CATEGORIES.includes(category))).toBe(true);
        },
      ),
    );
  });
});
