import { describe, expect, it } from 'vitest';
import { pageItems } from '../../ui/data-table/pagination.ts';
import {
  artisanReady,
  defaultFiltros,
  EMPTY_FILTROS,
  enviosQueryOf,
  escolaOptions,
  FIRST_PAGE,
  nextPaging,
  periodoInvalido,
  withEscola,
} from './filters.ts';

const filtros = {
  schema: 'autoescolademo',
  inicio: '2026-11-01',
  fim: '2026-11-20',
  status: 'PENDENTE',
  nome: '  Ana Silva ',
  cpf: '529.982.247-25',
};

describe('enviosQueryOf', () => {
  it('sends the name trimmed and the CPF as digits, with the page and its size', () => {
    expect(enviosQueryOf(filtros, FIRST_PAGE, false)).toEqual({
      inicio: '2026-11-01',
      fim: '2026-11-20',
      schema: 'autoescolademo',
      status: 'PENDENTE',
      nome: 'Ana Silva',
      cpf: '52998224725',
      page: 1,
      per_page: 5,
    });
  });

  it('leaves empty filters out and asks the test environment on the homologação screen', () => {
    expect(enviosQueryOf(EMPTY_FILTROS, { page: 3, perPage: 10 }, true)).toEqual({
      page: 3,
      per_page: 10,
      teste: true,
    });
  });

  it('never searches by student outside a school', () => {
    const query = enviosQueryOf({ ...filtros, schema: '' }, FIRST_PAGE, false);
    expect(query).not.toHaveProperty('nome');
    expect(query).not.toHaveProperty('cpf');
  });
});

describe('filters', () => {
  it('opens on the last 30 days of every school', () => {
    expect(defaultFiltros('2026-11-21')).toEqual({
      ...EMPTY_FILTROS,
      inicio: '2026-10-22',
      fim: '2026-11-21',
    });
  });

  it('clears name and CPF when the school is cleared', () => {
    expect(withEscola(filtros, '')).toMatchObject({ schema: '', nome: '', cpf: '' });
    expect(withEscola(filtros, 'cfcmodelo')).toMatchObject({ schema: 'cfcmodelo', nome: filtros.nome });
  });

  it('refuses a period that ends before it starts', () => {
    expect(periodoInvalido({ inicio: '2026-11-02', fim: '2026-11-01' })).toBe(true);
    expect(periodoInvalido({ inicio: '2026-11-01', fim: '2026-11-01' })).toBe(false);
    expect(periodoInvalido({ inicio: '', fim: '2026-11-01' })).toBe(false);
  });

  it('runs the artisan command only with a school and a whole period', () => {
    expect(artisanReady(filtros)).toBe(true);
    expect(artisanReady({ ...filtros, schema: '' })).toBe(false);
    expect(artisanReady({ ...filtros, inicio: '' })).toBe(false);
    expect(artisanReady({ ...filtros, fim: '' })).toBe(false);
    expect(artisanReady({ ...filtros, fim: '2026-10-01' })).toBe(false);
  });

  it('hides the school named TESTE and sorts by name', () => {
    const options = escolaOptions([
      { nome_fantasia: 'CFC Modelo', slug: 'cfcmodelo' },
      { nome_fantasia: 'TESTE', slug: 'teste' },
      { nome_fantasia: ' teste ', slug: 'teste2' },
      { nome_fantasia: 'Autoescola Demo', slug: 'autoescolademo' },
    ]);
    expect(options).toEqual([
      { value: 'autoescolademo', label: 'Autoescola Demo' },
      { value: 'cfcmodelo', label: 'CFC Modelo' },
    ]);
  });
});

describe('paging', () => {
  it('starts at page 1 with 5 rows', () => {
    expect(FIRST_PAGE).toEqual({ page: 1, perPage: 5 });
  });

  it('keeps the size on another page and starts again on another size', () => {
    expect(nextPaging({ page: 1, perPage: 5 }, { page: 4 })).toEqual({ page: 4, perPage: 5 });
    expect(nextPaging({ page: 4, perPage: 5 }, { perPage: 10 })).toEqual({ page: 1, perPage: 10 });
  });

  it('shows up to three pages, an ellipsis and the last page (the shared table pagination)', () => {
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 'ellipsis', 12]);
    expect(pageItems(6, 12)).toEqual([5, 6, 7, 'ellipsis', 12]);
    expect(pageItems(12, 12)).toEqual([10, 11, 12]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
  });
});
