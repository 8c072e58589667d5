import { formatCnpj, formatPhone, formatCpf as maskCpfDigits } from '@brazilian-utils/brazilian-utils';
import { addDays, formatCents, formatCpf, formatDateBR, TIME_ZONE, todayInSaoPaulo } from '@cfc/domain';

/**
 * Display helpers of the screens: a dash for what is missing or malformed, never an exception. A
 * format the server writes too (CPF, dates, reais) is the one of @cfc/domain; the web's own are here.
 */

const EMPTY = '-';

const CPF_LENGTH = 11;
const PHONE_LENGTHS = [10, 11];

const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/** 000.000.000-00, or '-' when empty or not 11 digits (SPEC §5). */
export function displayCpf(value: string | null | undefined): string {
  const digits = digitsOf(value);
  return digits.length === CPF_LENGTH ? formatCpf(digits) : EMPTY;
}

/**
 * A CPF or CNPJ by person type (SPEC §5): 'J' pads to 14 as 00.000.000/0000-00 (letters of the
 * alphanumeric CNPJ kept), otherwise pads to 11 as 000.000.000-00; '-' when empty.
 */
export function displayCpfCnpj(value: string | null | undefined, type: string | null | undefined): string {
  const raw = (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (raw === '') return EMPTY;
  return type === 'J' ? formatCnpj(raw, { pad: true, version: 2 }) : maskCpfDigits(raw, { pad: true });
}

/**
 * DateBR (SPEC §9): DD/MM/YYYY HH:mm:ss, or only the day with `dateOnly`. A bare 'YYYY-MM-DD' is a
 * calendar day, shown as it is rather than shifted by time zones.
 */
export function displayDate(value: string | Date | null | undefined, dateOnly = false): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  return formatDateBR(value, { dateOnly });
}

/** (00) 0000-0000 or (00) 00000-0000; other lengths as stored, '-' when empty. */
export function displayPhone(value: string | null | undefined): string {
  const digits = digitsOf(value);
  if (digits === '') return EMPTY;
  return PHONE_LENGTHS.includes(digits.length) ? formatPhone(digits, { mask: 'nanp' }) : (value ?? EMPTY);
}

/** 'R$ 1.234,56', or '-' without a value. */
export function displayCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined || !Number.isFinite(cents) ? EMPTY : formatCents(cents);
}

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;

/**
 * When something happened, the way SPEC §9 words a notification's time, in the user's language:
 * on the same day the minutes or hours ago ('há 5 minutos', 'há 2 horas', 'agora' within the
 * minute), the day before 'Ontem' with the time ('Ontem 14:05'), before that the day and the
 * month's name ('3 de março', with the year when it is not this year's). Days are São Paulo's
 * calendar days; a time slightly ahead of the browser's clock reads as now. Null for a missing or
 * unreadable time. The words are Intl.RelativeTimeFormat's.
 */
export function relativeTime(value: string | null | undefined, now: Date, language: string): string | null {
  if (!value) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const today = todayInSaoPaulo(now);
  const day = todayInSaoPaulo(instant);
  const minutes = Math.max(0, Math.floor((now.getTime() - instant.getTime()) / MINUTE_MS));
  if (day >= today) {
    if (minutes < 1) return words.format(0, 'second');
    if (minutes < MINUTES_PER_HOUR) return words.format(-minutes, 'minute');
    return words.format(-Math.floor(minutes / MINUTES_PER_HOUR), 'hour');
  }
  if (day === addDays(today, -1)) {
    const yesterday = words.format(-1, 'day');
    const capitalized = yesterday.charAt(0).toLocaleUpperCase(language) + yesterday.slice(1);
    return `${capitalized} ${clockTime(instant, language, 'short')}`;
  }
  return new Intl.DateTimeFormat(language, {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: day.slice(0, 4) === today.slice(0, 4) ? undefined : 'numeric',
  }).format(instant);
}

/** The time of day of `date` in São Paulo, as the user's language writes it: '15:04:05', or '15:04' short. */
export function clockTime(date: Date, language: string, style: 'medium' | 'short' = 'medium'): string {
  return new Intl.DateTimeFormat(language, { timeStyle: style, timeZone: TIME_ZONE }).format(date);
}

/** The full date and time in São Paulo, e.g. for a tooltip over a relative time. */
export function fullDateTime(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(value));
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
