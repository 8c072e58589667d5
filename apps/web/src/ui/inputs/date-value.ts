/** Bounds of every date input (SPEC §5, §9: years 1900 to 9999). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '9999-12-31';

const DATE_BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
// A phone's numeric keypad has no '/': DDMMYYYY is read as DD/MM/YYYY.
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * The 'YYYY-MM-DD' value of a date typed as DD/MM/YYYY or DDMMYYYY, or null unless the text is a
 * complete date of a real calendar day with a year from 1900 to 9999.
 */
export function parseDateBR(text: string): string | null {
  const trimmed = text.trim();
  const match = DATE_BR.exec(trimmed) ?? DIGITS_ONLY.exec(trimmed);
  if (match === null) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  if (iso < MIN_DATE || iso > MAX_DATE) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** Why a typed text is not taken: not a real date, or a date outside the field's bounds. */
export type DateTextProblem = 'invalid' | 'beforeMin' | 'afterMax';

/** What was typed in a date input: blank, a date within the bounds, or the problem to show. */
export type DateTextCheck =
  | { readonly kind: 'blank' }
  | { readonly kind: 'date'; readonly value: string }
  | { readonly kind: 'problem'; readonly problem: DateTextProblem };

/** Checks the text of a date input against the field's bounds ('YYYY-MM-DD'). */
export function checkDateText(text: string, minDate: string, maxDate: string): DateTextCheck {
  if (text.trim() === '') return { kind: 'blank' };
  const value = parseDateBR(text);
  if (value === null) return { kind: 'problem', problem: 'invalid' };
  if (value < minDate) return { kind: 'problem', problem: 'beforeMin' };
  if (value > maxDate) return { kind: 'problem', problem: 'afterMax' };
  return { kind: 'date', value };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A 'YYYY-MM-DD' value, as opposed to '' or the text of a date that was refused. */
export function isDateValue(value: string): boolean {
  return ISO_DATE.test(value);
}

/** What a filter may take from a date input: a date or '' (a refused text stays in the field, with its message). */
export function isFilterDate(value: string): boolean {
  return value === '' || isDateValue(value);
}

/** The month a calendar opens on without a value: today's, kept within the bounds. */
export function openingDate(today: string, minDate: string, maxDate: string): string {
  if (today < minDate) return minDate;
  return today > maxDate ? maxDate : today;
}
