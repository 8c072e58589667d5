import {
  isRoleId,
  type LoginReply,
  OPERATOR_SCHEMA,
  PERMISSION_FLAGS,
  type PermissionFlag,
  Role,
  roleName,
  SESSAO_ATIVA,
} from '@cfc/contract';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { DB } from '../../platform/db/schema.ts';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';
import { assertNotThrottled, LOGIN_FAILED } from './attempts.ts';
import * as repository from './repository.ts';
import { newOpaqueToken } from './secrets.ts';

/** A session lasts at most this long; each refresh token lives a week inside it. */
export const SESSION_DAYS = 30;
export const REFRESH_TOKEN_DAYS = 7;

export type LoginKind = 'staff' | 'aluno' | 'instrutor';

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

const WRONG_CREDENTIALS: Record<LoginKind, string> = {
  staff: 'E-mail ou senha inválidos.',
  aluno: 'CPF ou senha inválidos.',
  instrutor: 'CPF ou senha inválidos.',
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

function failure(kind: LoginKind): AppError {
  const mensagem = WRONG_CREDENTIALS[kind];
  // The student screen shows `dados` (SPEC §8); the others show `mensagem`.
  return new AppError(401, mensagem, kind === 'aluno' ? { dados: mensagem } : {});
}

/** Signs a user in: checks the password, opens the one session of the account, answers SPEC §7's reply. */
export async function signIn(
  db: Kysely<DB>,
  tokens: TokenService,
  publicUrl: string,
  input: SignInInput,
): Promise<LoginReply> {
  const candidates = await withSystem(db, async () => {
    await assertNotThrottled(LOGIN_FAILED, input.account, input.ip);
    return findCandidate(input);
  });
  // The password check runs outside any transaction: it is slow on purpose.
  const user = await matchPassword(candidates, input.password);
  if (!user || !isRoleId(user.id_role)) {
    await withSystem(db, () =>
      recordAudit(systemDb(), {
        acao: LOGIN_FAILED,
        autoescolaId: candidates[0]?.autoescola_id ?? null,
        usuarioId: candidates[0]?.id ?? null,
        role: null,
        entidade: 'login',
        entidadeId: input.account,
        dados: { tipo: input.kind },
        ip: input.ip,
      }),
    );
    throw failure(input.kind);
  }
  const role = user.id_role;

  return withSystem(db, async () => {
    const trx = systemDb();
    const schools = await repository.findVisibleSchools(user.id);
    const school = input.autoescola
      ? schools.find((candidate) => candidate.slug === input.autoescola)
      : schools.find((candidate) => candidate.id === user.autoescola_id);
    if (input.autoescola && !school) throw forbidden('Você não tem acesso a esta autoescola.');

    await repository.closeExpiredSessions(user.id);
    if (await repository.hasActiveSession(user.id)) {
      if (!input.encerrarOutraSessao) {
        throw new AppError(409, 'Este usuário já está conectado em outro dispositivo.', {
          codigo: SESSAO_ATIVA,
        });
      }
      await repository.revokeSessions(user.id, 'nova sessão em outro dispositivo');
    }
    const sessaoId = await repository
      .createSession(user.id, SESSION_DAYS, { ip: input.ip, userAgent: input.userAgent })
      .catch((error: { code?: string }) => {
        // Two logins of one account at the same instant: the one-session index lets one through.
        if (error.code === '23505') {
          throw new AppError(409, 'Este usuário já está conectado em outro dispositivo.', {
            codigo: SESSAO_ATIVA,
          });
        }
        throw error;
      });
    const refresh = newOpaqueToken();
    await repository.insertRefreshToken(refresh.hash, sessaoId, REFRESH_TOKEN_DAYS);
    await recordAudit(trx, {
      acao: 'login',
      autoescolaId: school?.id ?? user.autoescola_id,
      usuarioId: user.id,
      role,
      entidade: 'sessao',
      entidadeId: sessaoId,
      dados: { tipo: input.kind },
      ip: input.ip,
    });

    const granted = PERMISSION_FLAGS.filter((flag) => user.permissoes.includes(flag));
    const schema = school?.slug ?? '';
    const reply: LoginReply = {
      usuario: { id_usuario: user.id, nome: user.nome, id_funcao_usuario: user.id_funcao_usuario },
      access_token: await tokens.sign({ usuarioId: user.id, sessaoId, role }),
      refresh_token: refresh.token,
      id_role: role,
      role: {
        id_role: role,
        nome: roleName(role),
        id_funcao_usuario: user.id_funcao_usuario,
        permissions: granted,
      },
      permissions: Object.fromEntries(
        PERMISSION_FLAGS.map((flag) => [flag, granted.includes(flag)]),
      ) as Record<PermissionFlag, boolean>,
      schema,
      cfc: schema,
      url: schema && schema !== OPERATOR_SCHEMA ? `${publicUrl}/${schema}` : `${publicUrl}/`,
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
  });
}
