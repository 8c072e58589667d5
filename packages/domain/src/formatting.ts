import { formatCnpj as maskCnpjDigits, formatCpf as maskCpfDigits } from '@brazilian-utils/brazilian-utils';
import { TIME_ZONE } from './dates.ts';

/**
 * Display formats of SPEC §5 and §9, one implementation each, on brazilian-utils and Intl: the
 * server's documents and exports use them, and the web's screens through ui/format.ts.
 */

export const CPF_LENGTH_MESSAGE = 'CPF deve ter 11 dígitos.';

const CPF_LENGTH = 11;
/** The digits the masked CPF of SPEC §5 shows. */
const CPF_SHOWN_DIGITS = 9;

const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/** 000.000.000-00; empty shows '-'; anything but 11 digits is an error. */
export function formatCpf(value: string | null | undefined): string {
  const digits = digitsOf(value);
  if (digits === '') return '-';
  if (digits.length !== CPF_LENGTH) throw new Error(CPF_LENGTH_MESSAGE);
  return maskCpfDigits(digits);
}

const CNPJ_LENGTH = 14;

/** 00.000.000/0000-00; empty shows '-'; a value of another length is shown as it was stored. */
export function formatCnpj(value: string | null | undefined): string {
  const digits = digitsOf(value);
  if (digits === '') return '-';
  return digits.length === CNPJ_LENGTH ? maskCnpjDigits(digits) : (value ?? '');
}

/** The masked CPF of SPEC §5: the first nine digits, then '-**'. */
export function maskCpf(value: string | null | undefined): string {
  const digits = digitsOf(value);
  if (digits === '') return '-';
  return `${maskCpfDigits(digits.slice(0, CPF_SHOWN_DIGITS))}-**`;
}

const DAY = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * DateBR: day/month/year, with the time (no fraction of a second) unless `dateOnly` (as in the
 * Financeiro screens). Shown in São Paulo time; '-' for what is no date.
 */
export function formatDateBR(value: Date | string, options: { dateOnly?: boolean } = {}): string {
  // A calendar date ('2026-03-05') is that day wherever it is read: no time zone applies.
  const calendar = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '-';
  return options.dateOnly ? DAY.format(date) : `${DAY.format(date)} ${TIME.format(date)}`;
}

/** SPEC §9: currency in cents, locale pt-BR, BRL. */
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const CENTS_PER_REAL = 100;

/** Integer cents as Brazilian reais: 123456 becomes 'R$ 1.234,56' (a no-break space after R$). */
export function formatCents(cents: number): string {
  return BRL.format(Math.trunc(cents) / CENTS_PER_REAL);
}

const NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** A quantity in Brazilian format, with its unit when given: 1566 and 'km' become '1.566 km'. */
export function formatNumberBR(value: number, unidade?: string): string {
  const text = NUMBER.format(value);
  return unidade ? `${text} ${unidade}` : text;
}
