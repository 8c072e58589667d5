import { type MessageRef, message } from '@cfc/contract';
import { AppError } from '../../platform/http/errors.ts';
import { RESET_REQUESTED } from './audit-actions.ts';
import * as repository from './repository.ts';

/**
 * Login throttle (OWASP Authentication and Credential Stuffing cheat sheets). An account is slowed
 * down only for the address its failures come from, so an attacker elsewhere never locks the real
 * user out: after PAIR_FREE_FAILURES failures of one account from one address, that pair waits
 * 2^(n - PAIR_FREE_FAILURES) seconds after its last failure, up to MAX_DELAY_SECONDS. A sign-in of
 * the account from that address, or a new password, forgets the pair's failures.
 *
 * Written here rather than with @fastify/rate-limit (which the platform uses for plain per-IP
 * limits): the counts are the audit log's `login_falhou` rows, so they hold across instances and
 * restarts, key on the account and the address together, grow the wait exponentially and are
 * forgotten by a sign-in or a new password; a request counter in memory does none of that.
 */
export const PAIR_FREE_FAILURES = 3;
export const PAIR_WINDOW_HOURS = 24;
/** An address that fails with many accounts (password spraying) is slowed down the same way, alone. */
export const ADDRESS_FREE_FAILURES = 30;
export const ADDRESS_WINDOW_MINUTES = 15;
export const MAX_DELAY_SECONDS = 15 * 60;

/** Reset requests keep their own fixed limits: a throttled login never stops a reset. */
const RESET_LIMIT = { perAccount: 3, perIp: 10, minutes: 60 } as const;

/** 429 with how long to wait; the routes send the same time in Retry-After. */
export class ThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, waitMessage(retryAfterSeconds));
  }
}

function waitMessage(segundos: number): MessageRef {
  if (segundos < 60) {
    return segundos === 1
      ? 'login.muitasTentativasSegundo'
      : message('login.muitasTentativasSegundos', { segundos });
  }
  const minutos = Math.ceil(segundos / 60);
  return minutos === 1
    ? 'login.muitasTentativasMinuto'
    : message('login.muitasTentativasMinutos', { minutos });
}

/** The wait after `failures` failures when the first `free` cost nothing: 1 s, 2 s, 4 s ... capped. */
export function delaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), MAX_DELAY_SECONDS);
}

function remaining(recent: repository.RecentFailures, free: number): number {
  if (recent.secondsSinceLast === null) return 0;
  return Math.max(0, Math.ceil(delaySeconds(recent.total, free) - recent.secondsSinceLast));
}

/**
 * Refuses a login attempt (password or second factor) while its account and address, or its
 * address alone, must still wait. `usuarioIds` are the accounts the login names, whose sign-ins
 * clear the pair. Counts come from the audit log, so they hold across every instance.
 */
export async function assertLoginNotThrottled(
  account: string,
  ip: string | null,
  usuarioIds: readonly number[],
): Promise<void> {
  const pair = await repository.loginFailuresOfPair(account, ip, usuarioIds, PAIR_WINDOW_HOURS);
  const address = ip
    ? await repository.loginFailuresOfAddress(ip, ADDRESS_WINDOW_MINUTES)
    : { total: 0, secondsSinceLast: null };
  const wait = Math.max(remaining(pair, PAIR_FREE_FAILURES), remaining(address, ADDRESS_FREE_FAILURES));
  if (wait > 0) throw new ThrottledError(wait);
}

/** Refuses a reset request when the account or the address asked too often lately. */
export async function assertResetNotThrottled(email: string, ip: string | null): Promise<void> {
  const byAccount = await repository.countRecent(RESET_REQUESTED, { entidadeId: email }, RESET_LIMIT.minutes);
  const byIp = ip ? await repository.countRecent(RESET_REQUESTED, { ip }, RESET_LIMIT.minutes) : 0;
  if (byAccount >= RESET_LIMIT.perAccount || byIp >= RESET_LIMIT.perIp) {
    throw new ThrottledError(RESET_LIMIT.minutes * 60);
  }
}
