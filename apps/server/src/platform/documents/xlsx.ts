import { formatCnpj, formatDateBR } from '@cfc/domain';
import ExcelJS from 'exceljs';
import { type Cell, columnTypes, type ExportTipo, type Typed, textOf, typed } from './cells.ts';
import type { ExportSpec, Progress } from './spec.ts';

/** How many rows go between two reports of progress. */
const PROGRESS_ROWS = 500;

/** Rows above the table: the title, the school, the filters and a blank line. */
const TITLE_ROWS = 4;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

const MONEY_FORMAT = '"R$" #,##0.00;-"R$" #,##0.00';

/** The number format of a column: dates dd/mm/yyyy, money in reais, quantities with their unit. */
function formatOf(cell: Typed, unidade: string | undefined): string | undefined {
  if (cell.tipo === 'moeda') return MONEY_FORMAT;
  if (cell.tipo === 'data') return cell.hora ? 'dd/mm/yyyy hh:mm' : 'dd/mm/yyyy';
  if (cell.tipo !== 'numero') return undefined;
  const number = Number.isInteger(cell.numero) ? '#,##0' : '#,##0.00';
  return unidade ? `${number} "${unidade.replace(/"/g, '')}"` : number;
}

function excelValue(cell: Typed): ExcelJS.CellValue {
  switch (cell.tipo) {
    case 'vazio':
      return null;
    case 'numero':
      return cell.numero;
    case 'moeda':
      return cell.reais;
    case 'data':
      return cell.data;
    default:
      return cell.texto;
  }
}

/** Excel's name of a column: 1 is A, 27 is AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * A real xlsx: a title block (report, school and CNPJ, filters), a bold header row frozen under it
 * with an autofilter over the data, columns as wide as their content (capped), dates as Excel dates
 * (dd/mm/yyyy), numbers and money as numbers with their formats, and a report's totals line with
 * SUM formulas over the data where the total is the column's sum (any other total is kept as given).
 */
export async function renderXlsx<T>(spec: ExportSpec<T>, progress?: Progress): Promise<Buffer> {
  const tipos = columnTypes(spec);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CFC Plataforma';
  // The totals are formulas: the spreadsheet works them out again when it opens the file.
  workbook.calcProperties.fullCalcOnLoad = true;
  const sheet = workbook.addWorksheet(spec.titulo.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: TITLE_ROWS + 1 }],
  });
  const escola = spec.escola.cnpj
    ? `${spec.escola.nome_fantasia} · CNPJ ${formatCnpj(spec.escola.cnpj)}`
    : spec.escola.nome_fantasia;
  sheet.getCell('A1').value = spec.titulo;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = escola;
  sheet.getCell('A3').value = [`Emitido em ${formatDateBR(new Date())}`, ...spec.filtros].join('  ·  ');
  sheet.getCell('A3').font = { italic: true, color: { argb: 'FF52606D' } };

  const widths = spec.columns.map((column) => column.header.length + 2);
  const fit = (index: number, text: string) => {
    widths[index] = Math.max(widths[index] ?? 0, Math.min(MAX_WIDTH, text.length + 2));
  };
  const header = sheet.getRow(TITLE_ROWS + 1);
  header.values = spec.columns.map((column) => column.header);
  header.font = { bold: true };

  const put = (row: ExcelJS.Row, values: Cell[]) => {
    values.forEach((value, index) => {
      const tipo: ExportTipo = tipos[index] ?? 'texto';
      const cell = typed(value, tipo);
      const target = row.getCell(index + 1);
      target.value = excelValue(cell);
      const format = formatOf(cell, spec.columns[index]?.unidade);
      if (format) target.numFmt = format;
      fit(index, textOf(cell, spec.columns[index]?.unidade));
    });
  };
  const first = TITLE_ROWS + 2;
  for (const [offset, row] of spec.rows.entries()) {
    put(
      sheet.getRow(first + offset),
      spec.columns.map((column) => column.value(row)),
    );
    if (progress && offset % PROGRESS_ROWS === PROGRESS_ROWS - 1) await progress(offset / spec.rows.length);
  }
  const last = first + spec.rows.length - 1;
  if (spec.rows.length > 0) {
    sheet.autoFilter = {
      from: { row: TITLE_ROWS + 1, column: 1 },
      to: { row: last, column: spec.columns.length },
    };
  }
  if (spec.totais) {
    const totals = sheet.getRow(last + 1);
    put(
      totals,
      spec.columns.map((_, index) => spec.totais?.[index] ?? ''),
    );
    spec.columns.forEach((column, index) => {
      const target = totals.getCell(index + 1);
      const total = target.value;
      if (typeof total !== 'number' || spec.rows.length === 0) return;
      const sum = spec.rows.reduce((acc, row) => {
        const cell = typed(column.value(row), tipos[index] ?? 'texto');
        return acc + (cell.tipo === 'numero' ? cell.numero : cell.tipo === 'moeda' ? cell.reais : 0);
      }, 0);
      if (Math.abs(sum - total) > 0.005) return;
      const letter = columnLetter(index + 1);
      target.value = { formula: `SUM(${letter}${first}:${letter}${last})`, result: total };
    });
    totals.font = { bold: true };
  }
  widths.forEach((width, index) => {
    sheet.getColumn(index + 1).width = Math.max(MIN_WIDTH, width);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
