import { createHash, hkdfSync } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { LoginKind } from './login-kind.ts';

/** 'totp': the account answers with a code; 'cadastro': its school requires enrolment first. */
export type ChallengeStep = 'totp' | 'cadastro';

/** How long a challenge lasts: a code is typed in seconds, an enrolment takes a few minutes. */
export const CHALLENGE_MINUTES: Record<ChallengeStep, number> = { totp: 5, cadastro: 15 };

const AUDIENCE = 'cfc-segundo-fator';
const KINDS: readonly LoginKind[] = ['staff', 'aluno', 'instrutor'];

/** What the password step proved, carried to the second step of the same login. */
export interface ChallengeClaims {
  step: ChallengeStep;
  usuarioId: number;
  kind: LoginKind;
  /** E-mail or CPF the login named: the throttle's account. */
  account: string;
  autoescola: string | undefined;
  encerrarOutraSessao: boolean;
  /** A fingerprint of the password hash: a new password voids the challenges made before it. */
  senha: string;
}

export function passwordFingerprint(senhaHash: string | null): string {
  return createHash('sha256')
    .update(senhaHash ?? '')
    .digest('base64url')
    .slice(0, 16);
}

/**
 * Signs the short-lived challenge a login answers when it needs a second factor. Its key is derived
 * from the platform secret for this use alone, so a challenge is never taken for an access token.
 */
export class ChallengeService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new Uint8Array(hkdfSync('sha256', secret, 'cfc-plataforma', 'desafio-segundo-fator', 32));
  }

  issue(claims: ChallengeClaims): Promise<string> {
    return new SignJWT({
      etapa: claims.step,
      tipo: claims.kind,
      conta: claims.account,
      ...(claims.autoescola ? { autoescola: claims.autoescola } : {}),
      encerrar: claims.encerrarOutraSessao,
      senha: claims.senha,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.usuarioId))
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${CHALLENGE_MINUTES[claims.step]}m`)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired challenge of that step, or null. */
  async verify(token: string, step: ChallengeStep): Promise<ChallengeClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      const usuarioId = Number(payload.sub);
      const kind = KINDS.find((known) => known === payload.tipo);
      if (
        payload.etapa !== step ||
        !Number.isSafeInteger(usuarioId) ||
        !kind ||
        typeof payload.conta !== 'string' ||
        typeof payload.encerrar !== 'boolean' ||
        typeof payload.senha !== 'string'
      ) {
        return null;
      }
      return {
        step,
        usuarioId,
        kind,
        account: payload.conta,
        autoescola: typeof payload.autoescola === 'string' ? payload.autoescola : undefined,
        encerrarOutraSessao: payload.encerrar,
        senha: payload.senha,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
