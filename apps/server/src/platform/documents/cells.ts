import { formatCents, formatDateBR, formatNumberBR } from '@cfc/domain';

/** What a column's cell is: a value the renderers type (PDF text, spreadsheet cell) by the column's `tipo`. */
export type Cell = string | number | boolean | null;

/**
 * How a column is printed and stored: `numero` (a quantity, with the column's `unidade`), `moeda`
 * (integer cents, or a text such as 'R$ 1.234,56'), `data` (a text 'dd/mm/aaaa', with or without
 * 'HH:mm[:ss]', or a calendar date 'aaaa-mm-dd'), `texto` (as it is). Without it the renderers infer it
 * from the column's values.
 */
export type ExportTipo = 'texto' | 'numero' | 'moeda' | 'data';

/** A cell with its type worked out: the PDF prints it, the spreadsheet stores it as a real value. */
export type Typed =
  | { tipo: 'vazio' }
  | { tipo: 'texto'; texto: string }
  | { tipo: 'numero'; numero: number }
  | { tipo: 'moeda'; reais: number }
  | { tipo: 'data'; data: Date; hora: boolean; texto: string };

const DATE_BR = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const DATE_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONEY_BR = /^(-?)R\$\s?(-?)([\d.]+,\d{2})$/;

/**
 * A date as the spreadsheet keeps it: the wall time written in UTC, so Excel (which has no time
 * zone) shows the day and time the text said.
 */
function dateOf(text: string): { data: Date; hora: boolean } | null {
  const br = DATE_BR.exec(text);
  if (br) {
    const [, d, m, y, h, mi, s] = br;
    const data = new Date(
      Date.UTC(Number(y), Number(m) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)),
    );
    return Number.isNaN(data.getTime()) ? null : { data, hora: h !== undefined };
  }
  const iso = DATE_ISO.exec(text);
  if (iso)
    return { data: new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]))), hora: false };
  return null;
}

function reaisOf(text: string): number | null {
  const money = MONEY_BR.exec(text.replace(/\u00a0/g, ' '));
  if (!money) return null;
  const sign = money[1] || money[2] ? -1 : 1;
  return sign * Number((money[3] ?? '0').replace(/\./g, '').replace(',', '.'));
}

/** The type every filled value of a column shares; text when they do not agree. */
export function inferTipo(values: Cell[]): ExportTipo {
  const filled = values.filter((value) => value !== null && value !== '' && value !== '-');
  if (filled.length === 0) return 'texto';
  if (filled.every((value) => typeof value === 'number')) return 'numero';
  if (filled.every((value) => typeof value === 'string' && reaisOf(value) !== null)) return 'moeda';
  if (filled.every((value) => typeof value === 'string' && DATE_BR.test(value))) return 'data';
  return 'texto';
}

/** One cell typed by its column's type; what does not fit the type stays text. */
export function typed(value: Cell, tipo: ExportTipo): Typed {
  if (value === null || value === '' || value === '-') return { tipo: 'vazio' };
  if (typeof value === 'boolean') return { tipo: 'texto', texto: value ? 'Sim' : 'Não' };
  if (tipo === 'numero' && typeof value === 'number') return { tipo: 'numero', numero: value };
  if (tipo === 'moeda') {
    if (typeof value === 'number') return { tipo: 'moeda', reais: value / 100 };
    const reais = reaisOf(value);
    if (reais !== null) return { tipo: 'moeda', reais };
  }
  if (tipo === 'data' && typeof value === 'string') {
    const date = dateOf(value);
    if (date) return { tipo: 'data', ...date, texto: DATE_BR.test(value) ? value : formatDateBR(value) };
  }
  return { tipo: 'texto', texto: String(value) };
}

/** The text the PDF and the CSV print: Brazilian numbers with their unit, money in reais, '-' for nothing. */
export function textOf(cell: Typed, unidade?: string): string {
  switch (cell.tipo) {
    case 'vazio':
      return '-';
    case 'numero':
      return formatNumberBR(cell.numero, unidade);
    case 'moeda':
      return formatCents(Math.round(cell.reais * 100));
    case 'data':
      return cell.texto;
    default:
      return cell.texto;
  }
}

/** Each column's type: its own, or the one its values share. */
export function columnTypes<T>(spec: {
  columns: { tipo?: ExportTipo; value(row: T): Cell }[];
  rows: T[];
}): ExportTipo[] {
  return spec.columns.map((column) => column.tipo ?? inferTipo(spec.rows.map((row) => column.value(row))));
}
