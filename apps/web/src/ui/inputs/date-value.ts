/** Bounds of every date input (SPEC §5, §9: years 1900 to 9999). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '9999-12-31';

const DATE_BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * The 'YYYY-MM-DD' value of a date typed as DD/MM/YYYY, or null unless the text is a complete
 * ten-character date of a real calendar day with a year from 1900 to 9999.
 */
export function parseDateBR(text: string): string | null {
  const match = DATE_BR.exec(text.trim());
  if (match === null) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  if (iso < MIN_DATE || iso > MAX_DATE) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** The month a calendar opens on without a value: today's, kept within the bounds. */
export function openingDate(today: string, minDate: string, maxDate: string): string {
  if (today < minDate) return minDate;
  return today > maxDate ? maxDate : today;
}
