import { describe, expect, it } from 'vitest';
import { relatorioExportPath } from './export-path.ts';

describe('the export address of a report', () => {
  it('puts the text filter in the path and the other filters in the query', () => {
    expect(
      relatorioExportPath('/relatorios/aulas-praticas-realizadas', 'pdf', 'ana maria', {
        de: '2026-03-01',
        ate: '2026-03-31',
        instrutor_id: undefined,
      }),
    ).toBe('/relatorios/aulas-praticas-realizadas/pdf/-/ana%20maria?de=2026-03-01&ate=2026-03-31');
  });

  it('keeps the spreadsheet format beside the filters and uses - without a text filter', () => {
    expect(relatorioExportPath('/relatorios/carga-horaria-pratica', 'csv', '  ', { status: 'todos' })).toBe(
      '/relatorios/carga-horaria-pratica/xlsx/-/-?formato=csv&status=todos',
    );
    expect(relatorioExportPath('/relatorios/carga-horaria-pratica', 'xlsx', '', {})).toBe(
      '/relatorios/carga-horaria-pratica/xlsx/-/-?formato=xlsx',
    );
  });
});
