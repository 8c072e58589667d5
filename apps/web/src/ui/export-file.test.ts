import { listExports, pathOf } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { exportBlob, exportFilterParam } from './export-file.ts';

describe("a list's export address", () => {
  const salas = listExports('/salas');
  const address = (path: string, params: Record<string, string>) => pathOf(path, params);

  it('names the current school and no filter with -', () => {
    const params = { id: '-', param: exportFilterParam(undefined) };
    expect(address(salas.exportPdf.path, params)).toBe('/salas/pdf/-/-');
    expect(exportFilterParam('  ')).toBe('-');
  });

  it('encodes the filter and adds /true for inactive records', () => {
    const params = { id: '-', param: exportFilterParam(' João Silva '), todos: 'true' };
    expect(address(salas.exportPdfTodos.path, params)).toBe('/salas/pdf/-/Jo%C3%A3o%20Silva/true');
    expect(address(salas.exportXlsxTodos.path, { ...params, param: 'abc/1' })).toBe(
      '/salas/xlsx/-/abc%2F1/true',
    );
    expect(exportFilterParam('x'.repeat(150))).toHaveLength(100);
  });
});

describe('exportBlob', () => {
  it('decodes base64 for a PDF', async () => {
    const blob = exportBlob({ dados: btoa('%PDF-1.7'), formato: 'pdf' });
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it('keeps the CSV text as it came', async () => {
    const blob = exportBlob({ dados: 'nome;cpf\nAna;1', formato: 'csv' });
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await blob.text()).toBe('nome;cpf\nAna;1');
  });
});
