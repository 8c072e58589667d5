import { addDays } from '@cfc/domain';

/** A credential this close to its end date is flagged, so the school renews it in time. */
export const CREDENTIAL_WARNING_DAYS = 30;

export type CredentialStatus = 'expired' | 'expiring' | 'valid';

/** Whether an instructor's credential ('YYYY-MM-DD') has expired or expires within 30 days of `today`. */
export function credentialStatus(validade: string, today: string): CredentialStatus {
  if (validade < today) return 'expired';
  return validade <= addDays(today, CREDENTIAL_WARNING_DAYS) ? 'expiring' : 'valid';
}
