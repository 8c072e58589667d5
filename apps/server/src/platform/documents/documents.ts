import { createRequire } from 'node:module';
import { formatCnpj, formatDateBR } from '@cfc/domain';
import { stringify } from 'csv-stringify/sync';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { type Cell, columnTypes, textOf, typed } from './cells.ts';
import type { ExportSpec, Progress } from './spec.ts';

export type { Cell, ExportTipo } from './cells.ts';
export type { ExportColumn, ExportSpec, Progress } from './spec.ts';
export { renderXlsx } from './xlsx.ts';

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

function cell(value: Cell): string {
  if (value === null) return '-';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
}

/** The school's logo as pdfmake takes an image: a data URL (no file is read, no URL fetched). */
function logoOf(logo: Buffer | null | undefined): string | null {
  if (!logo || logo.length < 4) return null;
  const png = logo.subarray(0, 4).toString('hex') === '89504e47';
  const jpg = logo.subarray(0, 2).toString('hex') === 'ffd8';
  if (!png && !jpg) return null;
  return `data:image/${png ? 'png' : 'jpeg'};base64,${logo.toString('base64')}`;
}

/** The header of a report: the school's logo, name and CNPJ, and when it was issued. */
function schoolHeader(escola: ExportSpec<unknown>['escola']): Content {
  const logo = logoOf(escola.logo);
  return {
    columns: [
      ...(logo ? [{ image: logo, fit: [72, 40] as [number, number], width: 80 }] : []),
      {
        stack: [
          { text: escola.nome_fantasia, style: 'escola' },
          escola.cnpj ? { text: `CNPJ ${formatCnpj(escola.cnpj)}`, style: 'meta' } : '',
        ],
      },
      { text: `Emitido em ${formatDateBR(new Date())}`, alignment: 'right', style: 'meta', width: 'auto' },
    ],
    columnGap: 10,
  };
}

/**
 * A report: the school's header (logo, name, formatted CNPJ), the title, the filters used, a table
 * whose header repeats on every page and whose rows never split across pages (numbers in Brazilian
 * format with their unit, money in reais, right-aligned), the totals line, the record count and the
 * totals in words at the end, `Página X de Y` on every page.
 */
export async function renderPdf<T>(spec: ExportSpec<T>, progress?: Progress): Promise<Buffer> {
  const tipos = columnTypes(spec);
  const numeric = tipos.map((tipo) => tipo === 'numero' || tipo === 'moeda');
  const printed = (value: Cell, index: number) => {
    const column = spec.columns[index];
    return textOf(typed(value, tipos[index] ?? 'texto'), column?.unidade);
  };
  const body: TableCell[][] = [
    spec.columns.map((column, index) => ({
      text: column.header,
      style: 'cabecalho',
      alignment: numeric[index] ? 'right' : 'left',
    })),
    ...spec.rows.map((row) =>
      spec.columns.map((column, index) => ({
        text: printed(column.value(row), index),
        alignment: numeric[index] ? ('right' as const) : ('left' as const),
      })),
    ),
  ];
  if (spec.totais) {
    body.push(
      spec.columns.map((_, index) => {
        const value = spec.totais?.[index] ?? '';
        return {
          text: value === '' || value === null ? '' : printed(value, index),
          bold: true,
          fillColor: '#e3ebe6',
          alignment: numeric[index] ? ('right' as const) : ('left' as const),
        };
      }),
    );
  }
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: spec.columns.length > 5 ? 'landscape' : 'portrait',
    pageMargins: [36, 40, 36, 48],
    info: { title: spec.titulo, creator: 'CFC Plataforma' },
    content: [
      schoolHeader(spec.escola),
      { text: spec.titulo, style: 'titulo' },
      ...(spec.filtros.length
        ? [
            {
              text: `Filtros: ${spec.filtros.join('  ·  ')}`,
              style: 'meta',
              margin: [0, 0, 0, 10],
            } as Content,
          ]
        : [{ text: 'Sem filtros', style: 'meta', margin: [0, 0, 0, 10] } as Content]),
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: spec.columns.map((column) => column.width ?? '*'),
          body,
        },
        layout: TABLE_LAYOUT,
      },
      {
        text: [`${spec.rows.length.toLocaleString('pt-BR')} registro(s)`, spec.resumo ?? '']
          .filter(Boolean)
          .join('  ·  '),
        style: 'meta',
        margin: [0, 8, 0, 0],
      },
    ],
    footer: pageFooter,
    styles: STYLES,
    defaultStyle: { font: 'Roboto', fontSize: 9 },
  };
  // pdfmake lays the pages out in one go: the table is ready, the layout is what is left.
  await progress?.(0.3);
  return pdfmake.createPdf(definition).getBuffer();
}

function pageFooter(page: number, pages: number): Content {
  return { text: `Página ${page} de ${pages}`, alignment: 'center', style: 'meta', margin: [0, 16, 0, 0] };
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
      footer: pageFooter,
    })
    .getBuffer();
}

/** A text a spreadsheet would run as a formula (=, +, -, @ first) is kept as text; numbers and '-' stay. */
const asText = (value: string) =>
  /^[=+\-@\t\r]/.test(value) && !/^-?[\d.,]*$/.test(value) ? `'${value}` : value;

/** CSV as Brazilian spreadsheets open it: `;` between fields and a UTF-8 BOM; the totals line last. */
export function renderCsv<T>(spec: ExportSpec<T>): string {
  const rows = spec.rows.map((row) => spec.columns.map((column) => column.value(row)));
  if (spec.totais) rows.push(spec.columns.map((_, index) => spec.totais?.[index] ?? ''));
  return stringify(
    rows.map((values) => values.map((value) => asText(cell(value)))),
    { delimiter: ';', bom: true, header: true, columns: spec.columns.map((column) => column.header) },
  );
}
