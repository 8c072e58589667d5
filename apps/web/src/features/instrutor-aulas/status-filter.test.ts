import { STATUS_AULA_PRATICA } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { FILTROS, STATUS_FILTROS, statusDoFiltro } from './status-filter.ts';

describe('the status words of the lesson addresses', () => {
  it('names every lesson status once', () => {
    expect(FILTROS.map((filtro) => STATUS_FILTROS[filtro]).sort()).toEqual([...STATUS_AULA_PRATICA].sort());
  });

  it('reads the address: none is every lesson, an unknown word is no filter at all', () => {
    expect(statusDoFiltro(undefined)).toBe('todas');
    expect(statusDoFiltro('')).toBe('todas');
    expect(statusDoFiltro('em-andamento')).toBe('em_andamento');
    expect(statusDoFiltro('realizadas')).toBe('realizada');
    expect(statusDoFiltro('em_andamento')).toBeUndefined();
    expect(statusDoFiltro('toString')).toBeUndefined();
  });
});
