import { describe, expect, it } from 'vitest';
import { renderCsv, renderPdf, renderXlsx } from './documents.ts';

const spec = {
  modulo: 'teste',
  titulo: 'Teste',
  escola: { nome_fantasia: 'Autoescola Demo', cnpj: '11222333000181' },
  filtros: ['Filtro: ana'],
  columns: [
    { header: 'Nome', value: (row: { nome: string; ativo: boolean }) => row.nome },
    { header: 'Ativo', value: (row: { nome: string; ativo: boolean }) => row.ativo },
  ],
  rows: [
    { nome: 'Ana', ativo: true },
    { nome: '=HYPERLINK("http://x")', ativo: false },
  ],
};

describe('list documents', () => {
  it('writes CSV for Brazilian spreadsheets, never as formulas', () => {
    const csv = renderCsv(spec);
    expect(csv.startsWith('\uFEFFNome;Ativo')).toBe(true);
    expect(csv).toContain('Ana;Sim');
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")";Não`);
  });

  it('writes a real PDF and a real xlsx', async () => {
    expect((await renderPdf(spec)).subarray(0, 4).toString()).toBe('%PDF');
    expect((await renderXlsx(spec)).subarray(0, 2).toString()).toBe('PK');
  });
});
