import { describe, expect, it } from 'vitest';
import { pageQueryOf, readTableParams, writeTableParams } from './table-params.ts';

describe('readTableParams', () => {
  it('falls back to page 1, 5 per page and the default order', () => {
    expect(readTableParams(new URLSearchParams(), 'nome')).toEqual({
      page: 1,
      perPage: 5,
      sort: 'nome',
      filtro: '',
    });
  });

  it('reads the address bar', () => {
    const search = new URLSearchParams('page=3&per_page=10&sort=-email&filtro=ana');
    expect(readTableParams(search)).toEqual({ page: 3, perPage: 10, sort: '-email', filtro: 'ana' });
  });

  it('refuses page sizes other than 5, 6 and 10, and pages below 1', () => {
    expect(readTableParams(new URLSearchParams('per_page=50&page=0')).perPage).toBe(5);
    expect(readTableParams(new URLSearchParams('per_page=6&page=-2')).page).toBe(1);
    expect(readTableParams(new URLSearchParams('per_page=6')).perPage).toBe(6);
    expect(readTableParams(new URLSearchParams('page=2x')).page).toBe(1);
  });
});

describe('writeTableParams', () => {
  const start = new URLSearchParams('page=4&per_page=10&filtro=ana&ativo=true');

  it('moves to another page', () => {
    expect(writeTableParams(start, { page: 2 }).get('page')).toBe('2');
    expect(writeTableParams(start, { page: 1 }).has('page')).toBe(false);
  });

  it('goes back to the first page when the order, size or filters change', () => {
    expect(writeTableParams(start, { sort: '-nome' }).toString()).toBe(
      'per_page=10&filtro=ana&ativo=true&sort=-nome',
    );
    expect(writeTableParams(start, { perPage: 6 }).get('page')).toBeNull();
    expect(writeTableParams(start, { filtro: ' bia ' }).get('filtro')).toBe('bia');
    expect(writeTableParams(start, { filters: { ativo: 'false' } }).get('ativo')).toBe('false');
  });

  it('removes empty values and leaves its input alone', () => {
    const next = writeTableParams(start, { filtro: '', filters: { ativo: undefined } });
    expect(next.toString()).toBe('per_page=10');
    expect(start.get('filtro')).toBe('ana');
  });
});

describe('pageQueryOf', () => {
  it('asks for page and per_page, and for sort and filtro when the table has them', () => {
    expect(pageQueryOf({ page: 2, perPage: 6 as const, sort: '-nome', filtro: 'ana' })).toEqual({
      page: 2,
      per_page: 6,
      sort: '-nome',
      filtro: 'ana',
    });
    expect(pageQueryOf({ page: 1, perPage: 5, sort: undefined, filtro: '' })).toEqual({
      page: 1,
      per_page: 5,
    });
  });
});
