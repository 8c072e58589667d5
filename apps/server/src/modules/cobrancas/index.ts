/**
 * What other modules use of the extra charges: the billing run adds the instalments due by a month to
 * that month's invoice of the school (docs/finance.md, "Extra charges").
 */
export { faturarParcelasPendentes } from './service.ts';
