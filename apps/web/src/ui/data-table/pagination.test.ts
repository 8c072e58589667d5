import { describe, expect, it } from 'vitest';
import { pageItems, shownRange } from './pagination.ts';

describe('pageItems', () => {
  it('lists every page when there are no more than three', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 2)).toEqual([1, 2]);
    expect(pageItems(3, 3)).toEqual([1, 2, 3]);
  });

  it('shows three pages, an ellipsis and the last page', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(5, 10)).toEqual([4, 5, 6, 'ellipsis', 10]);
  });

  it('drops the ellipsis when no page is skipped', () => {
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(8, 10)).toEqual([7, 8, 9, 10]);
  });

  it('keeps three pages at the end', () => {
    expect(pageItems(9, 10)).toEqual([8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([8, 9, 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(0, 5)).toEqual([1, 2, 3, 'ellipsis', 5]);
    expect(pageItems(99, 5)).toEqual([3, 4, 5]);
  });

  it('is empty when there is nothing to page', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('honours another window size', () => {
    expect(pageItems(5, 10, 1)).toEqual([5, 'ellipsis', 10]);
    expect(pageItems(5, 10, 5)).toEqual([3, 4, 5, 6, 7, 'ellipsis', 10]);
  });
});

describe('shownRange', () => {
  it('numbers the rows of the current page', () => {
    expect(shownRange(1, 5, 5, 23)).toEqual({ from: 1, to: 5 });
    expect(shownRange(5, 5, 3, 23)).toEqual({ from: 21, to: 23 });
  });

  it('is zero when nothing is shown', () => {
    expect(shownRange(1, 5, 0, 0)).toEqual({ from: 0, to: 0 });
  });
});
