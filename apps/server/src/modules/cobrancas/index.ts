/**
 * What other modules use of the extra charges: the billing run adds the instalments due by a month to
 * that month's invoice of the school, and its preview shows them first (docs/finance.md, "Extra charges").
 */
export { faturarParcelasPendentes, parcelasAFaturar } from './service.ts';
