import { AppError } from '../../platform/http/errors.ts';
import { countRecent } from './repository.ts';

/** Audit actions that the limits count. */
export const LOGIN_FAILED = 'login_falhou';
export const RESET_REQUESTED = 'reset_solicitado';

const LIMITS = {
  [LOGIN_FAILED]: { perAccount: 5, perIp: 30, minutes: 15 },
  [RESET_REQUESTED]: { perAccount: 3, perIp: 10, minutes: 60 },
} as const;

/**
 * Refuses a login or reset when the account or the address tried too often lately. The count is
 * read from the audit log, so it holds across every instance of the platform.
 */
export async function assertNotThrottled(
  acao: keyof typeof LIMITS,
  account: string,
  ip: string | null,
): Promise<void> {
  const limit = LIMITS[acao];
  const byAccount = await countRecent(acao, { entidadeId: account }, limit.minutes);
  const byIp = ip ? await countRecent(acao, { ip }, limit.minutes) : 0;
  if (byAccount >= limit.perAccount || byIp >= limit.perIp) {
    throw new AppError(429, `Muitas tentativas. Aguarde ${limit.minutes} minutos e tente novamente.`);
  }
}
