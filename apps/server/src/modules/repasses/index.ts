/**
 * Union receipts and consultants' commissions (docs/finance.md): read-only reports over the payments
 * of the finance core; nothing here is for other modules but the period rule.
 */
export { periodoDe } from './service.ts';
