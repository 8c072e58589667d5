import { addDays } from '@cfc/domain';

/** A document (credential, licensing) this close to its end date is flagged, so it is renewed in time. */
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryStatus = 'expired' | 'expiring' | 'valid';

/** Whether a document valid until `validade` ('YYYY-MM-DD') has expired or expires within 30 days of `today`. */
export function expiryStatus(validade: string, today: string): ExpiryStatus {
  if (validade < today) return 'expired';
  return validade <= addDays(today, EXPIRY_WARNING_DAYS) ? 'expiring' : 'valid';
}
