import type {
  CadastroDesafioReply,
  CodigosRecuperacao,
  LoginReply,
  SegundoFatorCadastro,
  SegundoFatorSituacao,
} from '@cfc/contract';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { SecretBox } from '../../platform/crypto/sealed.ts';
import type { DB } from '../../platform/db/schema.ts';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import { AppError, conflict, invalid, unauthorized } from '../../platform/http/errors.ts';
import { assertLoginNotThrottled } from './attempts.ts';
import { type ChallengeClaims, type ChallengeStep, passwordFingerprint } from './challenge.ts';
import type { LoginKind } from './login-kind.ts';
import * as repository from './repository.ts';
import { type LoginDeps, openSession, recordLoginFailure } from './sign-in.ts';
import {
  enrolmentOf,
  hashRecoveryCode,
  isTotpCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
} from './totp.ts';

const CHALLENGE_OVER = 'login.verificacaoExpirada';
const WRONG_CODE = 'login.codigoInvalido';
const WRONG_ENROLMENT_CODE = 'login.codigoCadastroInvalido';
const ALREADY_ACTIVE = 'login.segundoFatorJaAtivo';
const REQUIRED = 'login.segundoFatorExigido';

interface Client {
  ip: string | null;
  userAgent: string | null;
}

/** What a logged-in user is, to the second factor: its account as the login names it. */
async function accountOf(usuarioId: number): Promise<repository.LoginCandidate> {
  const user = await repository.findCandidateById(usuarioId);
  if (!user) throw unauthorized();
  return user;
}

function loginKindOf(user: repository.LoginCandidate): LoginKind {
  return user.id_role === 4 ? 'aluno' : user.id_role === 3 ? 'instrutor' : 'staff';
}

/** The name the authenticator app shows: the e-mail of staff. */
const labelOf = (user: repository.LoginCandidate) => user.email ?? user.cpf ?? user.nome;

/** A secret sealed under another JWT_SECRET opens to nothing: its codes fail, recovery codes still work. */
function openSecret(secrets: SecretBox, sealed: string): string | null {
  try {
    return secrets.open(sealed);
  } catch {
    return null; // the same rule as the camera passwords (modules/cameras/service.ts)
  }
}

/**
 * Proves the second factor with a current code of the authenticator or an unused recovery code,
 * spending it either way (a code never works twice). Null when it proves nothing.
 */
async function spendCode(
  secrets: SecretBox,
  usuarioId: number,
  code: string,
): Promise<'totp' | 'recuperacao' | null> {
  if (isTotpCode(code)) {
    const stored = await repository.findSecondFactor(usuarioId);
    const secret = stored?.ativado_em ? openSecret(secrets, stored.segredo_cifrado) : null;
    if (!stored || secret === null) return null;
    const step = await matchTotp(secret, code, stored.ultimo_passo);
    return step !== null && (await repository.acceptTimeStep(usuarioId, step)) ? 'totp' : null;
  }
  return (await repository.spendRecoveryCode(usuarioId, hashRecoveryCode(code))) ? 'recuperacao' : null;
}

/** A new secret waiting for its first code; an account with a confirmed one must turn it off first. */
async function beginEnrolment(
  secrets: SecretBox,
  user: repository.LoginCandidate,
): Promise<SegundoFatorCadastro> {
  if (user.segundo_fator_ativo) throw conflict(ALREADY_ACTIVE);
  const secret = newTotpSecret();
  if (!(await repository.savePendingSecondFactor(user.id, secrets.seal(secret))))
    throw conflict(ALREADY_ACTIVE);
  return enrolmentOf(secret, labelOf(user));
}

/** Confirms the waiting secret with its first code and makes the recovery codes (shown once). */
async function finishEnrolment(
  secrets: SecretBox,
  user: repository.LoginCandidate,
  code: string,
  ip: string | null,
): Promise<CodigosRecuperacao> {
  const stored = await repository.findSecondFactor(user.id);
  if (stored?.ativado_em) throw conflict(ALREADY_ACTIVE);
  if (!stored) throw conflict('login.gereQrAntes');
  const secret = openSecret(secrets, stored.segredo_cifrado);
  if (secret === null) throw conflict('login.gereQrAntes');
  const step = await matchTotp(secret, code, null);
  if (step === null) throw invalid({ codigo: [WRONG_ENROLMENT_CODE] });
  if (!(await repository.activateSecondFactor(user.id, step))) throw conflict(ALREADY_ACTIVE);
  const codes = newRecoveryCodes();
  await repository.replaceRecoveryCodes(user.id, codes.map(hashRecoveryCode));
  await recordAudit(systemDb(), {
    acao: 'segundo_fator_ativado',
    autoescolaId: user.autoescola_id,
    usuarioId: user.id,
    role: user.id_role,
    entidade: 'usuario',
    entidadeId: user.id,
    ip,
  });
  return { codigos_recuperacao: codes };
}

/** GET /login/segundo-fator */
export function secondFactorStatus(db: Kysely<DB>, principal: Principal): Promise<SegundoFatorSituacao> {
  return withSystem(db, async () => {
    const user = await accountOf(principal.usuarioId);
    return {
      ativo: user.segundo_fator_ativo,
      exigido: user.segundo_fator_exigido,
      codigos_restantes: user.segundo_fator_ativo ? await repository.countUnusedRecoveryCodes(user.id) : 0,
    };
  });
}

/** POST /login/segundo-fator/cadastro: a logged-in user starts the enrolment. */
export function startEnrolment(deps: LoginDeps, principal: Principal): Promise<SegundoFatorCadastro> {
  return withSystem(deps.db, async () => beginEnrolment(deps.secrets, await accountOf(principal.usuarioId)));
}

/** POST /login/segundo-fator/cadastro/confirmar */
export function confirmEnrolment(
  deps: LoginDeps,
  principal: Principal,
  code: string,
  ip: string | null,
): Promise<CodigosRecuperacao> {
  return withSystem(deps.db, async () =>
    finishEnrolment(deps.secrets, await accountOf(principal.usuarioId), code, ip),
  );
}

/**
 * POST /login/segundo-fator/desativar: with a current code (or a recovery code) or the password.
 * Wrong answers count toward the login throttle, as a stolen session must not guess the password.
 */
export async function disableSecondFactor(
  deps: LoginDeps,
  principal: Principal,
  proof: { codigo?: string | undefined; senha?: string | undefined },
  ip: string | null,
): Promise<void> {
  const user = await withSystem(deps.db, () => accountOf(principal.usuarioId));
  const attempt = { kind: loginKindOf(user), account: labelOf(user), ip };
  if (!user.segundo_fator_ativo) throw conflict('login.segundoFatorInativo');
  if (user.segundo_fator_exigido) throw conflict(REQUIRED);
  await withSystem(deps.db, () => assertLoginNotThrottled(attempt.account, ip, [user.id]));
  // The password check runs outside any transaction: it is slow on purpose.
  const passwordOk =
    proof.codigo === undefined && user.senha_hash !== null && proof.senha !== undefined
      ? await verifyPassword(user.senha_hash, proof.senha)
      : false;
  const proved = await withSystem(deps.db, async () => {
    const ok =
      proof.codigo !== undefined
        ? (await spendCode(deps.secrets, user.id, proof.codigo)) !== null
        : passwordOk;
    if (!ok) {
      await recordLoginFailure(attempt, user, 'segundo_fator');
      return false;
    }
    await repository.deleteSecondFactor(user.id);
    await recordAudit(systemDb(), {
      acao: 'segundo_fator_desativado',
      autoescolaId: user.autoescola_id,
      usuarioId: user.id,
      role: user.id_role,
      entidade: 'usuario',
      entidadeId: user.id,
      ip,
    });
    return true;
  });
  if (!proved) {
    throw invalid(
      proof.codigo !== undefined ? { codigo: [WRONG_CODE] } : { senha: ['login.senhaIncorreta'] },
    );
  }
}

/** The account a challenge names, as long as its password has not changed since. */
async function challengedAccount(
  deps: LoginDeps,
  token: string,
  step: ChallengeStep,
): Promise<{ claims: ChallengeClaims; user: repository.LoginCandidate }> {
  const claims = await deps.challenges.verify(token, step);
  if (!claims) throw new AppError(401, CHALLENGE_OVER);
  const user = await withSystem(deps.db, () => repository.findCandidateById(claims.usuarioId));
  if (!user || passwordFingerprint(user.senha_hash) !== claims.senha) throw new AppError(401, CHALLENGE_OVER);
  return { claims, user };
}

const sessionInput = (claims: ChallengeClaims, client: Client) => ({
  kind: claims.kind,
  autoescola: claims.autoescola,
  encerrarOutraSessao: claims.encerrarOutraSessao,
  ...client,
});

/**
 * POST /login/segundo-fator: the second step of a login. A wrong code counts toward the throttle of
 * the account and address, like a wrong password.
 */
export async function completeSecondFactor(
  deps: LoginDeps,
  body: { desafio: string; codigo: string },
  client: Client,
): Promise<LoginReply> {
  const { claims, user } = await challengedAccount(deps, body.desafio, 'totp');
  if (!user.segundo_fator_ativo) throw new AppError(401, CHALLENGE_OVER);
  await withSystem(deps.db, () => assertLoginNotThrottled(claims.account, client.ip, [user.id]));
  const reply = await withSystem(deps.db, async () => {
    const via = await spendCode(deps.secrets, user.id, body.codigo);
    if (!via) {
      await recordLoginFailure(
        { kind: claims.kind, account: claims.account, ip: client.ip },
        user,
        'segundo_fator',
      );
      return null;
    }
    // A refused session (409) rolls the spent code back with it, so the same code can be sent again.
    return openSession(deps, user, { ...sessionInput(claims, client), segundoFator: via });
  });
  if (!reply) throw new AppError(401, WRONG_CODE);
  return reply;
}

/** POST /login/segundo-fator/desafio/cadastro: enrolment that the school requires, during the login. */
export async function startRequiredEnrolment(
  deps: LoginDeps,
  desafio: string,
): Promise<SegundoFatorCadastro> {
  const { user } = await challengedAccount(deps, desafio, 'cadastro');
  return withSystem(deps.db, () => beginEnrolment(deps.secrets, user));
}

/** POST /login/segundo-fator/desafio/confirmar: confirms that enrolment and opens the session. */
export async function confirmRequiredEnrolment(
  deps: LoginDeps,
  body: { desafio: string; codigo: string },
  client: Client,
): Promise<CadastroDesafioReply> {
  const { claims, user } = await challengedAccount(deps, body.desafio, 'cadastro');
  return withSystem(deps.db, async () => {
    const codes = await finishEnrolment(deps.secrets, user, body.codigo, client.ip);
    const sessao = await openSession(deps, user, {
      ...sessionInput(claims, client),
      segundoFator: 'cadastro',
    });
    return { ...codes, sessao };
  });
}
