import { createRequire } from 'node:module';
import { formatDateBR } from '@cfc/domain';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/** A list as a document: the same columns for the PDF report, the spreadsheet and the CSV. */
export interface ExportColumn<T> {
  header: string;
  value(row: T): string | number | boolean | null;
  /** Relative width in the PDF ('*' shares what is left). */
  width?: number | '*';
}

export interface ExportSpec<T> {
  /** The module's name: the file is saved as `{modulo}.pdf` / `{modulo}.xlsx` (SPEC §7). */
  modulo: string;
  titulo: string;
  escola: { nome_fantasia: string; cnpj: string | null };
  /** Human description of the filters used, printed under the title. */
  filtros: string[];
  columns: ExportColumn<T>[];
  rows: T[];
}

const require = createRequire(import.meta.url);
// The Roboto files ship inside pdfmake: the only files a document may read; no URL is ever fetched.
const fonts: Record<string, Record<string, string>> = require('pdfmake/fonts/Roboto.js');
const fontFiles = new Set(Object.values(fonts).flatMap((variants) => Object.values(variants)));
/** PDF's standard Courier (no file: the viewer has it) for what is read character by character: hashes, JSON. */
const MONO = {
  normal: 'Courier',
  bold: 'Courier-Bold',
  italics: 'Courier-Oblique',
  bolditalics: 'Courier-BoldOblique',
};
const standardFonts = new Set(Object.values(MONO));
pdfmake.setFonts({ ...fonts, Courier: MONO });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => fontFiles.has(file) || standardFonts.has(file));

const PRIMARY = '#2f9e5b';

function cell(value: string | number | boolean | null): string {
  if (value === null) return '-';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
}

/** A report with the school's header, the filters, a table and page numbers. */
export async function renderPdf<T>(spec: ExportSpec<T>): Promise<Buffer> {
  const header: Content = {
    columns: [
      { text: spec.escola.nome_fantasia, style: 'escola' },
      { text: spec.escola.cnpj ? `CNPJ ${spec.escola.cnpj}` : '', alignment: 'right', style: 'meta' },
    ],
  };
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: spec.columns.length > 5 ? 'landscape' : 'portrait',
    pageMargins: [36, 40, 36, 48],
    info: { title: spec.titulo, creator: 'CFC Plataforma' },
    content: [
      header,
      { text: spec.titulo, style: 'titulo' },
      {
        text: [`Emitido em ${formatDateBR(new Date())}`, ...spec.filtros].join('  ·  '),
        style: 'meta',
        margin: [0, 0, 0, 10],
      },
      {
        table: {
          headerRows: 1,
          widths: spec.columns.map((column) => column.width ?? '*'),
          body: [
            spec.columns.map((column) => ({ text: column.header, style: 'cabecalho' })),
            ...spec.rows.map((row) => spec.columns.map((column) => cell(column.value(row)))),
          ],
        },
        layout: TABLE_LAYOUT,
      },
      { text: `${spec.rows.length} registro(s)`, style: 'meta', margin: [0, 8, 0, 0] },
    ],
    footer: (page: number, pages: number) => ({
      text: `Página ${page} de ${pages}`,
      alignment: 'center',
      style: 'meta',
      margin: [0, 16, 0, 0],
    }),
    styles: STYLES,
    defaultStyle: { font: 'Roboto', fontSize: 9 },
  };
  return pdfmake.createPdf(definition).getBuffer();
}

const STYLES: TDocumentDefinitions['styles'] = {
  escola: { fontSize: 13, bold: true, color: '#1f2933' },
  titulo: { fontSize: 16, bold: true, margin: [0, 10, 0, 2] },
  subtitulo: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
  meta: { fontSize: 8, color: '#52606d' },
  cabecalho: { bold: true, color: '#ffffff', fontSize: 9 },
};

/** The striped table of every document: a green header row, light lines. */
export const TABLE_LAYOUT = {
  fillColor: (rowIndex: number) => (rowIndex === 0 ? PRIMARY : rowIndex % 2 === 0 ? '#f3f6f4' : null),
  hLineColor: () => '#d5ddd8',
  vLineColor: () => '#d5ddd8',
};

/**
 * A document with a layout of its own (a class's attendance sheet), with the reports' fonts, styles
 * (`escola`, `titulo`, `subtitulo`, `meta`, `cabecalho`) and page numbers. No URL is fetched.
 */
export function renderPdfDocument(
  definition: Omit<TDocumentDefinitions, 'styles' | 'defaultStyle' | 'footer'>,
): Promise<Buffer> {
  return pdfmake
    .createPdf({
      pageSize: 'A4',
      pageMargins: [36, 40, 36, 48],
      ...definition,
      styles: STYLES,
      defaultStyle: { font: 'Roboto', fontSize: 9 },
      footer: (page: number, pages: number) => ({
        text: `Página ${page} de ${pages}`,
        alignment: 'center',
        style: 'meta',
        margin: [0, 16, 0, 0],
      }),
    })
    .getBuffer();
}

/** A real xlsx: a header row, a frozen header, sized columns. */
export async function renderXlsx<T>(spec: ExportSpec<T>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CFC Plataforma';
  const sheet = workbook.addWorksheet(spec.titulo.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => ({
    header: column.header,
    width: Math.max(12, column.header.length + 4),
  }));
  for (const row of spec.rows) sheet.addRow(spec.columns.map((column) => column.value(row)));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A text a spreadsheet would run as a formula (=, +, -, @ first) is kept as text; numbers and '-' stay. */
const asText = (value: string) =>
  /^[=+\-@\t\r]/.test(value) && !/^-?[\d.,]*$/.test(value) ? `'${value}` : value;

/** CSV as Brazilian spreadsheets open it: `;` between fields and a UTF-8 BOM. */
export function renderCsv<T>(spec: ExportSpec<T>): string {
  return stringify(
    spec.rows.map((row) => spec.columns.map((column) => asText(cell(column.value(row))))),
    { delimiter: ';', bom: true, header: true, columns: spec.columns.map((column) => column.header) },
  );
}
