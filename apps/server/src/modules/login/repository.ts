import type { PermissionFlag } from '@cfc/contract';
import { type Selectable, sql } from 'kysely';
import { isVisibleTo } from '../../platform/auth/principal.ts';
import type { AutoescolasTable } from '../../platform/db/schema.ts';
import { systemDb } from '../../platform/db/tenant.ts';
import { LOGIN_FAILED, LOGIN_SUCCEEDED, PASSWORD_SET } from './audit-actions.ts';

/** Ended sessions and used tokens are kept this long for support questions, then removed. */
const KEEP_ENDED_SESSIONS_DAYS = 30;

export interface LoginCandidate {
  id: number;
  nome: string;
  email: string | null;
  cpf: string | null;
  id_role: number;
  id_funcao_usuario: number | null;
  autoescola_id: number | null;
  uf: string | null;
  permissoes: PermissionFlag[];
  senha_hash: string | null;
  slug: string | null;
  /** The account has a confirmed authenticator. */
  segundo_fator_ativo: boolean;
  /** The account's school requires the second factor of its role. */
  segundo_fator_exigido: boolean;
}

function candidates() {
  return systemDb()
    .selectFrom('usuarios as u')
    .leftJoin('autoescolas as a', 'a.id', 'u.autoescola_id')
    .leftJoin('usuario_segundo_fator as f', 'f.usuario_id', 'u.id')
    .select([
      'u.id',
      'u.nome',
      'u.email',
      'u.cpf',
      'u.id_role',
      'u.id_funcao_usuario',
      'u.autoescola_id',
      'u.uf',
      'u.permissoes',
      'u.senha_hash',
      'a.slug',
      sql<boolean>`f.ativado_em is not null`.as('segundo_fator_ativo'),
      sql<boolean>`coalesce(u.id_role = any (a.segundo_fator_roles), false)`.as('segundo_fator_exigido'),
    ])
    .where('u.ativo', '=', true)
    .where((eb) => eb.or([eb('a.ativo', '=', true), eb('u.autoescola_id', 'is', null)]));
}

/** Active staff account by e-mail (students and instructors sign in by CPF). */
export function findStaffByEmail(email: string): Promise<LoginCandidate | undefined> {
  return candidates().where('u.email', '=', email).where('u.id_role', 'not in', [3, 4]).executeTakeFirst();
}

/** Active accounts of a role by CPF: one person may be a student of more than one school. */
export function findByCpf(cpf: string, role: number, slug: string | undefined): Promise<LoginCandidate[]> {
  let query = candidates().where('u.cpf', '=', cpf).where('u.id_role', '=', role);
  if (slug) query = query.where('a.slug', '=', slug);
  return query.orderBy('u.id').execute();
}

/** An active account by id: the one a second-factor challenge names. */
export function findCandidateById(usuarioId: number): Promise<LoginCandidate | undefined> {
  return candidates().where('u.id', '=', usuarioId).executeTakeFirst();
}

/** The student or instructor record a login account belongs to, in the school it signed into. */
export async function findLinkedRecord(
  role: 3 | 4,
  usuarioId: number,
  autoescolaId: number | null,
): Promise<{ id: number } | undefined> {
  const table = role === 4 ? 'alunos' : 'instrutores';
  return systemDb()
    .selectFrom(table)
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .where('autoescola_id', '=', autoescolaId ?? -1)
    .executeTakeFirst();
}

/** The schools an account may see (platform/auth/principal.ts), the first school's order. */
export function findVisibleSchools(usuarioId: number): Promise<Selectable<AutoescolasTable>[]> {
  return systemDb()
    .selectFrom('autoescolas as a')
    .innerJoin('usuarios as u', (join) => join.on('u.id', '=', usuarioId))
    .selectAll('a')
    .where(isVisibleTo('a', 'u'))
    .orderBy('a.id')
    .execute();
}

/** How many times `acao` was recorded for an account or an address in the last minutes. */
export async function countRecent(
  acao: string,
  by: { entidadeId: string } | { ip: string },
  minutes: number,
): Promise<number> {
  let query = systemDb()
    .selectFrom('audit_log')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('acao', '=', acao)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`);
  query = 'ip' in by ? query.where('ip', '=', by.ip) : query.where('entidade_id', '=', by.entidadeId);
  const { total } = await query.executeTakeFirstOrThrow();
  return total;
}

export interface RecentFailures {
  total: number;
  /** Since the latest of them, by the database's clock; null when there is none. */
  secondsSinceLast: number | null;
}

function recentFailures() {
  return systemDb()
    .selectFrom('audit_log')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number | null>`extract(epoch from now() - max(created_at))::float8`.as('seconds_since_last'),
    ])
    .where('acao', '=', LOGIN_FAILED);
}

/**
 * Failed logins of an account from one address in the last hours, after the latest sign-in of the
 * account (any of `usuarioIds`) from that address or its latest new password, whichever is later.
 */
export async function loginFailuresOfPair(
  account: string,
  ip: string | null,
  usuarioIds: readonly number[],
  hours: number,
): Promise<RecentFailures> {
  const since = sql<Date>`now() - make_interval(hours => ${hours})`;
  let query = recentFailures().where('entidade_id', '=', account).where('created_at', '>', since);
  query = ip === null ? query.where('ip', 'is', null) : query.where('ip', '=', ip);
  if (usuarioIds.length > 0) {
    const cleared = systemDb()
      .selectFrom('audit_log')
      .select(sql<Date>`max(created_at)`.as('at'))
      .where('usuario_id', 'in', [...usuarioIds])
      .where('created_at', '>', since)
      .where((eb) =>
        eb.or([
          eb('acao', '=', PASSWORD_SET),
          eb.and([eb('acao', '=', LOGIN_SUCCEEDED), ip === null ? eb('ip', 'is', null) : eb('ip', '=', ip)]),
        ]),
      );
    query = query.where(sql<boolean>`created_at > coalesce((${cleared}), ${since})`);
  }
  const row = await query.executeTakeFirstOrThrow();
  return { total: row.total, secondsSinceLast: row.seconds_since_last };
}

/** Failed logins from one address, whatever the account, in the last minutes. */
export async function loginFailuresOfAddress(ip: string, minutes: number): Promise<RecentFailures> {
  const row = await recentFailures()
    .where('ip', '=', ip)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirstOrThrow();
  return { total: row.total, secondsSinceLast: row.seconds_since_last };
}

/** Closes the sessions of a user that ran out without a logout, so they no longer count as open. */
export async function closeExpiredSessions(usuarioId: number): Promise<void> {
  await systemDb()
    .updateTable('sessoes')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: 'expirada' })
    .where('usuario_id', '=', usuarioId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
}

export async function hasActiveSession(usuarioId: number): Promise<boolean> {
  const row = await systemDb()
    .selectFrom('sessoes')
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends every open session of a user (a newer login, a new password, a deactivation). */
export async function revokeSessions(usuarioId: number, reason: string): Promise<void> {
  await systemDb()
    .updateTable('sessoes')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('usuario_id', '=', usuarioId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends one session; answers whether it was still open. */
export async function revokeSession(sessaoId: string, reason: string): Promise<boolean> {
  const result = await systemDb()
    .updateTable('sessoes')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('id', '=', sessaoId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function createSession(
  usuarioId: number,
  days: number,
  client: { ip: string | null; userAgent: string | null },
): Promise<string> {
  const { id } = await systemDb()
    .insertInto('sessoes')
    .values({
      usuario_id: usuarioId,
      expires_at: sql<Date>`now() + make_interval(days => ${days})`,
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 300) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertRefreshToken(tokenHash: string, sessaoId: string, days: number): Promise<void> {
  await systemDb()
    .insertInto('refresh_tokens')
    .values({
      token_hash: tokenHash,
      sessao_id: sessaoId,
      expires_at: sql<Date>`now() + make_interval(days => ${days})`,
    })
    .execute();
}

export function findRefreshToken(tokenHash: string) {
  return systemDb()
    .selectFrom('refresh_tokens as r')
    .innerJoin('sessoes as s', 's.id', 'r.sessao_id')
    .innerJoin('usuarios as u', 'u.id', 's.usuario_id')
    .select([
      'r.sessao_id',
      'r.used_at',
      sql<boolean>`r.expires_at > now()`.as('token_valid'),
      sql<boolean>`s.revoked_at is null and s.expires_at > now() and u.ativo`.as('session_valid'),
      'u.id as usuario_id',
      'u.id_role',
      'u.autoescola_id',
    ])
    .where('r.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a refresh token spent; false when another request spent it first. */
export async function spendRefreshToken(tokenHash: string): Promise<boolean> {
  const result = await systemDb()
    .updateTable('refresh_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function invalidateResets(usuarioId: number): Promise<void> {
  await systemDb()
    .updateTable('password_resets')
    .set({ used_at: sql<Date>`now()` })
    .where('usuario_id', '=', usuarioId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertReset(tokenHash: string, usuarioId: number, minutes: number): Promise<void> {
  await systemDb()
    .insertInto('password_resets')
    .values({
      token_hash: tokenHash,
      usuario_id: usuarioId,
      expires_at: sql<Date>`now() + make_interval(mins => ${minutes})`,
    })
    .execute();
}

/** The user of a reset token that is neither used nor expired, locking it against a second use. */
export async function findUsableReset(tokenHash: string): Promise<
  | {
      usuario_id: number;
      autoescola_id: number | null;
      id_role: number;
      nome: string;
      email: string | null;
      cpf: string | null;
    }
  | undefined
> {
  return systemDb()
    .selectFrom('password_resets as p')
    .innerJoin('usuarios as u', 'u.id', 'p.usuario_id')
    .select(['p.usuario_id', 'u.autoescola_id', 'u.id_role', 'u.nome', 'u.email', 'u.cpf'])
    .where('p.token_hash', '=', tokenHash)
    .where('p.used_at', 'is', null)
    .where('p.expires_at', '>', sql<Date>`now()`)
    .where('u.ativo', '=', true)
    .forUpdate('p')
    .executeTakeFirst();
}

export async function spendReset(tokenHash: string): Promise<void> {
  await systemDb()
    .updateTable('password_resets')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function setPassword(usuarioId: number, senhaHash: string): Promise<void> {
  await systemDb()
    .updateTable('usuarios')
    .set({ senha_hash: senhaHash })
    .where('id', '=', usuarioId)
    .execute();
}

export async function findUserForMail(usuarioId: number) {
  return systemDb()
    .selectFrom('usuarios')
    .select(['id', 'nome', 'email'])
    .where('id', '=', usuarioId)
    .executeTakeFirst();
}

export function findActiveStaffIdByEmail(email: string) {
  return systemDb()
    .selectFrom('usuarios')
    .select(['id', 'nome', 'email', 'id_role', 'autoescola_id'])
    .where('email', '=', email)
    .where('ativo', '=', true)
    .executeTakeFirst();
}

/** Removes expired or ended sessions, spent refresh tokens and reset tokens. Returns how many rows went. */
export async function purgeExpiredSessions(): Promise<{
  sessoes: number;
  refreshTokens: number;
  resets: number;
}> {
  const db = systemDb();
  const cutoff = sql<Date>`now() - make_interval(days => ${KEEP_ENDED_SESSIONS_DAYS})`;
  const refreshTokens = await db
    .deleteFrom('refresh_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', sql<Date>`now()`), eb('used_at', '<', cutoff)]))
    .executeTakeFirst();
  const resets = await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<', sql<Date>`now()`), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  const sessoes = await db
    .deleteFrom('sessoes')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .executeTakeFirst();
  return {
    sessoes: Number(sessoes.numDeletedRows),
    refreshTokens: Number(refreshTokens.numDeletedRows),
    resets: Number(resets.numDeletedRows),
  };
}

/** The user's authenticator: confirmed (`ativado_em`) or waiting for its first code. */
export function findSecondFactor(usuarioId: number) {
  return systemDb()
    .selectFrom('usuario_segundo_fator')
    .select(['segredo_cifrado', 'ativado_em', 'ultimo_passo'])
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
}

/** Stores a new secret waiting for its first code; a confirmed one is never replaced. */
export async function savePendingSecondFactor(usuarioId: number, segredoCifrado: string): Promise<boolean> {
  const result = await systemDb()
    .insertInto('usuario_segundo_fator')
    .values({ usuario_id: usuarioId, segredo_cifrado: segredoCifrado })
    .onConflict((conflict) =>
      conflict
        .column('usuario_id')
        .doUpdateSet({ segredo_cifrado: segredoCifrado, ultimo_passo: null })
        .where('usuario_segundo_fator.ativado_em', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Confirms the waiting secret with the time step of its first code. */
export async function activateSecondFactor(usuarioId: number, timeStep: number): Promise<boolean> {
  const result = await systemDb()
    .updateTable('usuario_segundo_fator')
    .set({ ativado_em: sql<Date>`now()`, ultimo_passo: timeStep })
    .where('usuario_id', '=', usuarioId)
    .where('ativado_em', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends a time step: false when it, or a later one, was already accepted (a replayed code). */
export async function acceptTimeStep(usuarioId: number, timeStep: number): Promise<boolean> {
  const result = await systemDb()
    .updateTable('usuario_segundo_fator')
    .set({ ultimo_passo: timeStep })
    .where('usuario_id', '=', usuarioId)
    .where('ativado_em', 'is not', null)
    .where((eb) => eb.or([eb('ultimo_passo', 'is', null), eb('ultimo_passo', '<', timeStep)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSecondFactor(usuarioId: number): Promise<void> {
  await systemDb().deleteFrom('usuario_codigos_recuperacao').where('usuario_id', '=', usuarioId).execute();
  await systemDb().deleteFrom('usuario_segundo_fator').where('usuario_id', '=', usuarioId).execute();
}

/** Replaces the user's recovery codes (their hashes). */
export async function replaceRecoveryCodes(usuarioId: number, hashes: readonly string[]): Promise<void> {
  await systemDb().deleteFrom('usuario_codigos_recuperacao').where('usuario_id', '=', usuarioId).execute();
  await systemDb()
    .insertInto('usuario_codigos_recuperacao')
    .values(hashes.map((codigo_hash) => ({ usuario_id: usuarioId, codigo_hash })))
    .execute();
}

/** Spends a recovery code; false when it is unknown or was used. */
export async function spendRecoveryCode(usuarioId: number, hash: string): Promise<boolean> {
  const result = await systemDb()
    .updateTable('usuario_codigos_recuperacao')
    .set({ usado_em: sql<Date>`now()` })
    .where('usuario_id', '=', usuarioId)
    .where('codigo_hash', '=', hash)
    .where('usado_em', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(usuarioId: number): Promise<number> {
  const { total } = await systemDb()
    .selectFrom('usuario_codigos_recuperacao')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('usuario_id', '=', usuarioId)
    .where('usado_em', 'is', null)
    .executeTakeFirstOrThrow();
  return total;
}
