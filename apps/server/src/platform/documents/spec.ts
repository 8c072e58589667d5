import type { Cell, ExportTipo } from './cells.ts';

/** What a document is made of, for every renderer (documents.ts, xlsx.ts). */

/** A list as a document: the same columns for the PDF report, the spreadsheet and the CSV. */
export interface ExportColumn<T> {
  header: string;
  value(row: T): Cell;
  /** Relative width in the PDF ('*' shares what is left). */
  width?: number | '*';
  /** How the cells are printed and stored (cells.ts); inferred from the values when absent. */
  tipo?: ExportTipo;
  /** A quantity's unit, after the numbers of the PDF and in the spreadsheet's number format ('km'). */
  unidade?: string;
}

/** Told how far a long rendering got (0 to 1), for an export job's progress bar. */
export type Progress = (fraction: number) => Promise<void>;

export interface ExportSpec<T> {
  /** The module's name: the file is saved as `{modulo}.pdf` / `{modulo}.xlsx` (SPEC §7). */
  modulo: string;
  titulo: string;
  /** The school of the header; `logo` the image (PNG or JPG) it keeps in storage, if any. */
  escola: { nome_fantasia: string; cnpj: string | null; logo?: Buffer | null };
  /** Human description of the filters used, printed under the title. */
  filtros: string[];
  columns: ExportColumn<T>[];
  rows: T[];
  /** A report's totals line, one cell per column, after the rows (the spreadsheet sums its numbers). */
  totais?: Cell[];
  /** A report's totals in words, printed at the end of the PDF. */
  resumo?: string;
}
