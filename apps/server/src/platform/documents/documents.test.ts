import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { demoLogo } from '../../seed/logo.ts';
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

interface Aula {
  data: string;
  aluno: string;
  km: number;
  valor: string;
}

/** A report of many lessons: dates, a long name, a quantity with its unit, money, and its totals. */
function report(rows: number) {
  const aulas: Aula[] = Array.from({ length: rows }, (_, index) => ({
    data: `${String((index % 28) + 1).padStart(2, '0')}/03/2026`,
    aluno: index === 0 ? 'Maria Aparecida dos Santos Oliveira Cavalcanti' : `Aluno ${index + 1}`,
    km: 12 + (index % 7),
    valor: 'R$\u00a01.234,56',
  }));
  const km = aulas.reduce((sum, aula) => sum + aula.km, 0);
  return {
    modulo: 'aulas',
    titulo: 'Aulas realizadas',
    escola: { nome_fantasia: 'Autoescola Demo', cnpj: '11222333000181' },
    filtros: ['Período: 01/03/2026 a 31/03/2026'],
    columns: [
      { header: 'Data', value: (row: Aula) => row.data },
      { header: 'Aluno', value: (row: Aula) => row.aluno },
      { header: 'Km', value: (row: Aula) => row.km, unidade: 'km' },
      { header: 'Valor', value: (row: Aula) => row.valor },
    ],
    rows: aulas,
    totais: ['Total', `${rows} aula(s)`, km, rows * 123_456] as (string | number)[],
    resumo: `Totais: ${rows} aula(s)`,
  };
}

/** The text of each page of a PDF. */
async function pdfPages(buffer: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

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

describe('report documents', () => {
  it('prints a PDF report: header, filters, Brazilian numbers, headers and page numbers on every page, totals at the end', async () => {
    const data = report(120);
    const logo = await demoLogo('AD');
    const pdf = await renderPdf({ ...data, escola: { ...data.escola, logo } });
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('CNPJ 11.222.333/0001-81');
    expect(pages[0]).toContain('Período: 01/03/2026 a 31/03/2026');
    expect(pages[0]).toContain('R$ 1.234,56');
    expect(pages[0]).toMatch(/1\d km/);
    pages.forEach((page, index) => {
      expect(page).toContain(`Página ${index + 1} de ${pages.length}`);
      expect(page).toContain('Aluno');
      expect(page).toContain('Valor');
    });
    const last = pages.at(-1) ?? '';
    const km = data.totais[2] as number;
    expect(last).toContain(`${km.toLocaleString('pt-BR')} km`);
    expect(last).toContain('R$ 148.147,20');
    expect(last).toContain('120 registro(s)');
    // No row is split: every lesson's name is printed whole exactly once.
    expect(pages.join(' ').match(/Aluno 120\b/g)).toHaveLength(1);
  });

  it('writes an xlsx with a title, a frozen bold header, an autofilter, typed cells and SUM totals', async () => {
    const data = report(30);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await renderXlsx(data)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('sem planilha');
    expect(sheet.getCell('A1').value).toBe('Aulas realizadas');
    expect(String(sheet.getCell('A2').value)).toContain('11.222.333/0001-81');
    expect(String(sheet.getCell('A3').value)).toContain('Período: 01/03/2026 a 31/03/2026');
    expect(sheet.getRow(5).getCell(1).value).toBe('Data');
    expect(sheet.getRow(5).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    expect(sheet.autoFilter).toBe('A5:D35');

    const date = sheet.getCell('A6');
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect((date.value as Date).toISOString().slice(0, 10)).toBe('2026-03-01');
    expect(date.numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('C6').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('C6').numFmt).toContain('km');
    expect(sheet.getCell('D6').value).toBe(1234.56);
    expect(sheet.getCell('D6').numFmt).toContain('R$');

    expect(sheet.getCell('A36').value).toBe('Total');
    expect(sheet.getCell('C36').formula).toBe('SUM(C6:C35)');
    expect(sheet.getCell('D36').formula).toBe('SUM(D6:D35)');
    expect(sheet.getCell('D36').result).toBeCloseTo(30 * 1234.56);
    // The long name widens its column; nothing is wider than the cap.
    expect(sheet.getColumn(2).width).toBeGreaterThan(40);
    expect(sheet.getColumn(2).width).toBeLessThanOrEqual(60);
  });
});
