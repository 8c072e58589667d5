import { saoPauloIso } from './dates.ts';

/** Display formats of SPEC §5, shared by the server's documents and the web screens. */

export const CPF_LENGTH_MESSAGE = 'CPF deve ter 11 dígitos.';

/** 000.000.000-00; empty shows '-'; anything but 11 digits is an error. */
export function formatCpf(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits === '') return '-';
  if (digits.length !== 11) throw new Error(CPF_LENGTH_MESSAGE);
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** A CPF or CNPJ by person type: 'J' pads to 14 as 00.000.000/0000-00, otherwise 11 as 000.000.000-00. */
export function formatCpfCnpj(value: string | number, type: string | null | undefined): string {
  const raw = String(value)
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase();
  if (type === 'J') {
    return raw.padStart(14, '0').replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
  }
  return raw.padStart(11, '0').replace(/^(.{3})(.{3})(.{3})(.{2})$/, '$1.$2.$3-$4');
}

/** The masked CPF of SPEC §5: the first nine digits, then '-**'. */
export function maskCpf(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits === '') return '-';
  return `${digits.slice(0, 9).replace(/^(\d{3})(\d{3})(\d{0,3})$/, '$1.$2.$3')}-**`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * DateBR: day/month/year, with the time (no fraction of a second) unless `dateOnly` (as in the
 * Financeiro screens). Shown in São Paulo time.
 */
export function formatDateBR(value: Date | string, options: { dateOnly?: boolean } = {}): string {
  // A calendar date ('2026-03-05') is that day wherever it is read: no time zone applies.
  const calendar = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '-';
  // 'YYYY-MM-DDTHH:mm:ss-03:00'
  const local = saoPauloIso(date);
  const day = `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}`;
  return options.dateOnly ? day : `${day} ${local.slice(11, 19)}`;
}

/** Integer cents as Brazilian reais: 123456 becomes 'R$ 1.234,56'. */
export function formatCents(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}R$ ${reais},${pad(abs % 100)}`;
}
