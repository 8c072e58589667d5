import { formatCents, formatCpf, formatDateBR } from '@cfc/domain';

/** Display helpers of the tables: a dash for what is missing or malformed, never an exception. */

const EMPTY = '-';

/** 000.000.000-00, or '-' when empty or not 11 digits. */
export function displayCpf(value: string | null | undefined): string {
  try {
    return formatCpf(value);
  } catch {
    // formatCpf refuses a wrong length (SPEC §5); a table shows a dash instead.
    return EMPTY;
  }
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * DateBR (SPEC §9): DD/MM/YYYY HH:mm:ss, or only the day with `dateOnly`. A bare 'YYYY-MM-DD' is a
 * calendar day, shown as it is rather than shifted by time zones.
 */
export function displayDate(value: string | Date | null | undefined, dateOnly = false): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (day !== null) return `${day[3]}/${day[2]}/${day[1]}`;
  return formatDateBR(value, { dateOnly });
}

/** (00) 0000-0000 or (00) 00000-0000; other lengths as stored, '-' when empty. */
export function displayPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits === '') return EMPTY;
  if (digits.length === 10) return digits.replace(/^(\d{2})(\d{4})(\d{4})$/, '($1) $2-$3');
  if (digits.length === 11) return digits.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');
  return value ?? EMPTY;
}

/** 'R$ 1.234,56', or '-' without a value. */
export function displayCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined || !Number.isFinite(cents) ? EMPTY : formatCents(cents);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * An Intl date format of a language, built once per language and options and then reused: building
 * one costs far more than formatting with it, and lists format a date per row.
 */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** An Intl number format of a language, built once per language and options, like `dateFormat`. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}
