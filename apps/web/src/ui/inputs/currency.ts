import { formatCents } from '@cfc/domain';

/** Twelve digits of cents: R$ 9.999.999.999,99 is more than any value of the platform. */
const MAX_DIGITS = 12;

/**
 * The cents after the user edited the shown text (SPEC §5): the digits, read as cents, so typing
 * appends a digit and backspace drops the last one. A zero is taken only when a value already
 * exists, and emptying the input at zero keeps the zero.
 */
export function nextCents(previous: number | null, typed: string): number | null {
  const digits = typed.replace(/\D/g, '').slice(-MAX_DIGITS);
  if (digits === '') return previous === 0 ? 0 : null;
  const cents = Number(digits);
  if (previous === null && cents === 0) return null;
  return cents;
}

/** What the input shows: 'R$ 1.234,56', or nothing without a value. */
export function showCents(cents: number | null): string {
  return cents === null ? '' : formatCents(cents);
}
