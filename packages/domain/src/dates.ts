/** The platform's clock is São Paulo's: lessons, links and reports speak its calendar. */
export const TIME_ZONE = 'America/Sao_Paulo';

/** Today's date in São Paulo, 'YYYY-MM-DD'. */
export function todayInSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** A calendar date moved by whole days: addDays('2026-02-28', 1) is '2026-03-01'. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}
