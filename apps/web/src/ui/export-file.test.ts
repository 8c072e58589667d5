import { describe, expect, it } from 'vitest';
import { exportBlob, exportPath } from './export-file.ts';

describe('exportPath', () => {
  it('builds the PDF call with the current school and no filter', () => {
    expect(exportPath({ modulo: 'salas' }, 'pdf')).toBe('/salas/pdf/-/-');
    expect(exportPath({ modulo: 'salas', filtro: '  ' }, 'pdf')).toBe('/salas/pdf/-/-');
  });

  it('adds the encoded filter and /true for inactive records', () => {
    expect(exportPath({ modulo: 'alunos', filtro: 'João Silva', todos: true }, 'pdf')).toBe(
      '/alunos/pdf/-/Jo%C3%A3o%20Silva/true',
    );
  });

  it('builds the spreadsheet call with its format', () => {
    expect(exportPath({ modulo: 'veiculos' }, 'xlsx')).toBe('/veiculos/xlsx/-/-?formato=xlsx');
    expect(exportPath({ modulo: 'veiculos', filtro: 'abc/1', todos: true }, 'csv')).toBe(
      '/veiculos/xlsx/-/abc%2F1/true?formato=csv',
    );
  });
});

describe('exportBlob', () => {
  it('decodes base64 for a PDF', async () => {
    const blob = exportBlob({ dados: btoa('%PDF-1.7'), arquivo: 'salas.pdf', formato: 'pdf' });
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it('keeps the CSV text as it came', async () => {
    const blob = exportBlob({ dados: 'nome;cpf\nAna;1', arquivo: 'alunos.csv', formato: 'csv' });
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await blob.text()).toBe('nome;cpf\nAna;1');
  });
});
