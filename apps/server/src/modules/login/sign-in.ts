import {
  isRoleId,
  type LoginReply,
  type LoginResult,
  type LoginSessaoAtiva,
  type MessageRef,
  OPERATOR_SCHEMA,
  PERMISSION_FLAGS,
  type PermissionFlag,
  portuguese,
  Role,
  roleName,
  SESSAO_ATIVA,
  usesSegundoFator,
} from '@cfc/contract';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { SecretBox } from '../../platform/crypto/sealed.ts';
import type { DB } from '../../platform/db/schema.ts';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';
import { assertLoginNotThrottled } from './attempts.ts';
import { LOGIN_FAILED, LOGIN_SUCCEEDED } from './audit-actions.ts';
import { type ChallengeService, type ChallengeStep, passwordFingerprint } from './challenge.ts';
import type { LoginKind } from './login-kind.ts';
import * as repository from './repository.ts';
import { newOpaqueToken } from './secrets.ts';

/** A session lasts at most this long; each refresh token lives a week inside it. */
export const SESSION_DAYS = 30;
export const REFRESH_TOKEN_DAYS = 7;

export interface SignInInput {
  kind: LoginKind;
  /** E-mail for staff, CPF digits for students and instructors. */
  account: string;
  password: string;
  autoescola: string | undefined;
  encerrarOutraSessao: boolean;
  ip: string | null;
  userAgent: string | null;
}

const WRONG_CREDENTIALS: Record<LoginKind, MessageRef> = {
  staff: 'login.emailOuSenhaInvalidos',
  aluno: 'login.cpfOuSenhaInvalidos',
  instrutor: 'login.cpfOuSenhaInvalidos',
};

// Verified when the account does not exist, so both failures take the same time.
const decoyHash = hashPassword('senha-que-nunca-confere');

async function findCandidate(input: SignInInput): Promise<repository.LoginCandidate[]> {
  if (input.kind === 'staff') {
    const user = await repository.findStaffByEmail(input.account);
    return user ? [user] : [];
  }
  const role = input.kind === 'aluno' ? Role.ALUNO : Role.INSTRUTOR;
  return repository.findByCpf(input.account, role, input.autoescola);
}

async function matchPassword(
  candidates: repository.LoginCandidate[],
  password: string,
): Promise<repository.LoginCandidate | undefined> {
  for (const candidate of candidates) {
    if (candidate.senha_hash && (await verifyPassword(candidate.senha_hash, password))) return candidate;
  }
  if (candidates.length === 0) await verifyPassword(await decoyHash, password);
  return undefined;
}

export function failure(kind: LoginKind): AppError {
  // The student screen shows `dados` (SPEC §8); the others show `mensagem`.
  return new AppError(401, WRONG_CREDENTIALS[kind], kind === 'aluno' ? { mensagemEmDados: true } : {});
}

/** What the login use cases need from the platform. */
export interface LoginDeps {
  db: Kysely<DB>;
  tokens: TokenService;
  publicUrl: string;
  challenges: ChallengeService;
  secrets: SecretBox;
}

/** Records a failed attempt (a password or a second-factor code): the throttle counts these rows. */
export function recordLoginFailure(
  input: { kind: LoginKind; account: string; ip: string | null },
  user: { id: number; autoescola_id: number | null } | undefined,
  etapa?: 'segundo_fator',
): Promise<void> {
  return recordAudit(systemDb(), {
    acao: LOGIN_FAILED,
    autoescolaId: user?.autoescola_id ?? null,
    usuarioId: user?.id ?? null,
    role: null,
    entidade: 'login',
    entidadeId: input.account,
    dados: { tipo: input.kind, ...(etapa ? { etapa } : {}) },
    ip: input.ip,
  });
}

/** The second step a staff account owes before its session opens, if any. */
function secondFactorStep(user: repository.LoginCandidate): ChallengeStep | null {
  if (!usesSegundoFator(user.id_role)) return null;
  if (user.segundo_fator_ativo) return 'totp';
  return user.segundo_fator_exigido ? 'cadastro' : null;
}

/**
 * Signs a user in: checks the throttle and the password, then answers SPEC §7's reply with the one
 * session of the account, or, when the account has (or its school requires) a second factor, the
 * challenge that POST /login/segundo-fator (or the enrolment) takes.
 */
export async function signIn(deps: LoginDeps, input: SignInInput): Promise<LoginResult> {
  const candidates = await withSystem(deps.db, async () => {
    const found = await findCandidate(input);
    await assertLoginNotThrottled(
      input.account,
      input.ip,
      found.map((candidate) => candidate.id),
    );
    return found;
  });
  // The password check runs outside any transaction: it is slow on purpose.
  const user = await matchPassword(candidates, input.password);
  if (!user || !isRoleId(user.id_role)) {
    await withSystem(deps.db, () => recordLoginFailure(input, candidates[0]));
    throw failure(input.kind);
  }

  return withSystem(deps.db, async () => {
    // The same refusals as opening the session, before a code or the session is asked for.
    await schoolOf(user, input.autoescola);
    if (await mustAskAboutOtherSession(user.id, input.encerrarOutraSessao)) return SESSAO_ATIVA_REPLY;
    const step = secondFactorStep(user);
    if (!step) return openSession(deps, user, input);
    const desafio = await deps.challenges.issue({
      step,
      usuarioId: user.id,
      kind: input.kind,
      account: input.account,
      autoescola: input.autoescola,
      encerrarOutraSessao: input.encerrarOutraSessao,
      senha: passwordFingerprint(user.senha_hash),
    });
    return { segundo_fator: step, desafio };
  });
}

/** The school the session opens in: the one of the login path, or the user's own. */
async function schoolOf(user: repository.LoginCandidate, autoescola: string | undefined) {
  const schools = await repository.findVisibleSchools(user.id);
  const school = autoescola
    ? schools.find((candidate) => candidate.slug === autoescola)
    : schools.find((candidate) => candidate.id === user.autoescola_id);
  if (autoescola && !school) throw forbidden('comum.semAcessoAutoescola');
  return school;
}

export const SESSAO_ATIVA_MENSAGEM = 'login.sessaoAtiva';
const SESSAO_ATIVA_REPLY: LoginSessaoAtiva = {
  sessao_ativa: true,
  codigo: SESSAO_ATIVA,
  mensagem: portuguese(SESSAO_ATIVA_MENSAGEM),
};

/** The account is open elsewhere and the user has not chosen yet to end that session. */
async function mustAskAboutOtherSession(usuarioId: number, encerrarOutraSessao: boolean): Promise<boolean> {
  await repository.closeExpiredSessions(usuarioId);
  return !encerrarOutraSessao && (await repository.hasActiveSession(usuarioId));
}

/** 409 when a session opened elsewhere since the question was answered; true when one must be ended. */
async function assertSessionChoice(usuarioId: number, encerrarOutraSessao: boolean): Promise<boolean> {
  await repository.closeExpiredSessions(usuarioId);
  const active = await repository.hasActiveSession(usuarioId);
  if (active && !encerrarOutraSessao)
    throw new AppError(409, SESSAO_ATIVA_MENSAGEM, { codigo: SESSAO_ATIVA });
  return active;
}

export interface SessionInput {
  kind: LoginKind;
  autoescola: string | undefined;
  encerrarOutraSessao: boolean;
  ip: string | null;
  userAgent: string | null;
  /** How the second factor was proved, for the audit log. */
  segundoFator?: 'totp' | 'recuperacao' | 'cadastro';
}

/**
 * Opens the one session of an account whose credentials were proved and builds SPEC §7's reply.
 * Runs inside a system transaction (withSystem).
 */
export async function openSession(
  deps: Pick<LoginDeps, 'tokens' | 'publicUrl'>,
  user: repository.LoginCandidate,
  input: SessionInput,
): Promise<LoginReply> {
  if (!isRoleId(user.id_role)) throw failure(input.kind);
  const role = user.id_role;
  const trx = systemDb();
  const school = await schoolOf(user, input.autoescola);
  if (await assertSessionChoice(user.id, input.encerrarOutraSessao)) {
    await repository.revokeSessions(user.id, 'nova sessão em outro dispositivo');
  }
  const sessaoId = await repository
    .createSession(user.id, SESSION_DAYS, { ip: input.ip, userAgent: input.userAgent })
    .catch((error: { code?: string }) => {
      // Two logins of one account at the same instant: the one-session index lets one through.
      if (error.code === '23505') {
        throw new AppError(409, SESSAO_ATIVA_MENSAGEM, { codigo: SESSAO_ATIVA });
      }
      throw error;
    });
  const refresh = newOpaqueToken();
  await repository.insertRefreshToken(refresh.hash, sessaoId, REFRESH_TOKEN_DAYS);
  await recordAudit(trx, {
    acao: LOGIN_SUCCEEDED,
    autoescolaId: school?.id ?? user.autoescola_id,
    usuarioId: user.id,
    role,
    entidade: 'sessao',
    entidadeId: sessaoId,
    dados: { tipo: input.kind, ...(input.segundoFator ? { segundo_fator: input.segundoFator } : {}) },
    ip: input.ip,
  });

  const granted = PERMISSION_FLAGS.filter((flag) => user.permissoes.includes(flag));
  const schema = school?.slug ?? '';
  const reply: LoginReply = {
    usuario: { id_usuario: user.id, nome: user.nome, id_funcao_usuario: user.id_funcao_usuario },
    access_token: await deps.tokens.sign({ usuarioId: user.id, sessaoId, role }),
    refresh_token: refresh.token,
    id_role: role,
    role: {
      id_role: role,
      nome: roleName(role),
      id_funcao_usuario: user.id_funcao_usuario,
      permissions: granted,
    },
    permissions: Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, granted.includes(flag)])) as Record<
      PermissionFlag,
      boolean
    >,
    schema,
    cfc: schema,
    url: schema && schema !== OPERATOR_SCHEMA ? `${deps.publicUrl}/${schema}` : `${deps.publicUrl}/`,
    email: user.email,
    nome_fantasia: school?.nome_fantasia ?? (role === Role.DETRAN ? `DETRAN-${user.uf ?? ''}` : ''),
    gratuidade_teorica: school?.gratuidade_teorica ?? false,
    gratuidade_pratica: school?.gratuidade_pratica ?? false,
  };
  if (role === Role.ALUNO || role === Role.INSTRUTOR) {
    // The login account and the registry record are linked by usuario_id.
    const record = await repository.findLinkedRecord(role, user.id, school?.id ?? null);
    if (!record) throw failure(input.kind);
    const person = { cpf: user.cpf ?? '', nome: user.nome };
    if (role === Role.ALUNO) reply.aluno = { id_aluno: record.id, ...person, tipo_processo: null };
    else reply.instrutor = { id_instrutor: record.id, ...person };
  }
  return reply;
}
