import {
  message,
  OPERATOR_SCHEMA,
  type PermissionFlag,
  Role,
  type RoleId,
  roleName,
  type UsuarioResumo,
  type usuarioBody,
} from '@cfc/contract';
import { isCpf } from '@cfc/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import { type FieldErrors, invalid, notFound } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { sendWelcomeLink } from '../login/password-reset.ts';
import { endAllSessions } from '../login/refresh.ts';
import * as repository from './repository.ts';

type UsuarioInput = z.output<typeof usuarioBody>;

export interface UsuariosDeps {
  db: Kysely<DB>;
  jobs: Jobs;
  publicUrl: string;
  /** Tells the realtime channels that a user's sessions ended (Realtime.sessionsEnded). */
  sessionsEnded: (usuarioId: number) => Promise<void>;
}

const SCHOOL_ROLES: RoleId[] = [Role.ADMIN, Role.GESTOR];
const OPERATOR_STAFF_ROLES: RoleId[] = [
  Role.ADMIN,
  Role.MONITOR,
  Role.GESTOR,
  Role.FINANCEIRO,
  Role.SUPORTE,
  Role.COMERCIAL,
];

/**
 * The roles the caller may give: school staff in a school; the operator's school also has its own
 * monitoring, finance, support and commercial staff. Students and instructors come from their
 * registries, traffic-authority accounts from the operator's setup.
 */
export function assignableRoles(
  ctx: RequestContext,
  operatorSchool = ctx.currentSchool?.operadora ?? false,
): { id_role: RoleId; nome: string }[] {
  const roles = operatorSchool ? OPERATOR_STAFF_ROLES : SCHOOL_ROLES;
  return roles.map((id) => ({ id_role: id, nome: roleName(id) }));
}

export const listUsuarios = (ctx: RequestContext, filter: repository.UsuarioFilter) =>
  ctx.tenant(() => repository.list(filter));

export async function getUsuario(ctx: RequestContext, id: number): Promise<UsuarioResumo> {
  const usuario = await ctx.tenant(() => repository.find(id));
  if (!usuario) throw notFound('usuarios.naoEncontrado');
  return usuario;
}

/**
 * Checks what a form cannot: the CPF's digits, a role allowed in the user's school (never a new
 * role for oneself), and flags the caller holds. `target` is the user being edited.
 */
function validate(ctx: RequestContext, input: UsuarioInput, target?: UsuarioResumo): void {
  const errors: FieldErrors = {};
  if (input.cpf && !isCpf(input.cpf)) errors.cpf = ['campos.cpfInvalido'];
  const operatorSchool = target ? target.autoescola === OPERATOR_SCHEMA : undefined;
  if (!assignableRoles(ctx, operatorSchool).some((role) => role.id_role === input.id_role)) {
    errors.id_role = ['usuarios.perfilNaoAtribuivel'];
  } else if (target?.id_usuario === ctx.principal.usuarioId && target.id_role !== input.id_role) {
    errors.id_role = ['usuarios.proprioPerfil'];
  }
  const notHeld = input.permissoes.filter((flag) => !ctx.principal.permissions.has(flag));
  if (notHeld.length)
    errors.permissoes = [message('usuarios.permissoesNaoConcedidas', { permissoes: notHeld.join(', ') })];
  if (Object.keys(errors).length) throw invalid(errors);
}

async function assertEmailFree(db: Kysely<DB>, email: string, exceptId: number | null): Promise<void> {
  if (await withSystem(db, () => repository.emailTaken(email, exceptId))) {
    throw invalid({ email: ['comum.emailCadastrado'] });
  }
}

function uniqueViolation(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw invalid({ email: ['comum.emailCadastrado'] });
  throw error;
}

const valuesOf = (input: UsuarioInput): repository.UsuarioValues => ({
  nome: input.nome,
  email: input.email,
  cpf: input.cpf ?? null,
  id_role: input.id_role,
  id_funcao_usuario: input.id_funcao_usuario ?? null,
  permissoes: input.permissoes,
});

/** Creates a staff account in the current school and mails it the link to choose a password. */
export async function createUsuario(
  deps: UsuariosDeps,
  ctx: RequestContext,
  input: UsuarioInput,
): Promise<UsuarioResumo> {
  validate(ctx, input);
  const school = ctx.currentSchool;
  if (!school) throw invalid({ autoescola: ['usuarios.selecioneAutoescola'] });
  await assertEmailFree(deps.db, input.email, null);
  const created = await ctx
    .tenant(async () => {
      const id = await repository.insert(valuesOf(input), school.id);
      await auditChange(ctx, {
        entidade: 'usuario',
        acao: 'usuario_criado',
        id,
        dados: { id_role: input.id_role },
      });
      return repository.find(id);
    })
    .catch(uniqueViolation);
  if (!created) throw notFound('usuarios.naoEncontrado');
  await sendWelcomeLink(deps, created.id_usuario);
  return created;
}

export async function updateUsuario(
  deps: UsuariosDeps,
  ctx: RequestContext,
  id: number,
  input: UsuarioInput,
): Promise<UsuarioResumo> {
  const target = await ctx.tenant(() => repository.find(id));
  if (!target) throw notFound('usuarios.naoEncontrado');
  validate(ctx, input, target);
  await assertEmailFree(deps.db, input.email, id);
  const updated = await ctx
    .tenant(async () => {
      if (!(await repository.update(id, valuesOf(input)))) return undefined;
      await auditChange(ctx, {
        entidade: 'usuario',
        acao: 'usuario_alterado',
        id,
        dados: { id_role: input.id_role },
      });
      return repository.find(id);
    })
    .catch(uniqueViolation);
  if (!updated) throw notFound('usuarios.naoEncontrado');
  return updated;
}

/** Deactivating ends the user's session at once; nobody deactivates themselves. */
export async function setAtivo(
  deps: UsuariosDeps,
  ctx: RequestContext,
  id: number,
  ativo: boolean,
): Promise<void> {
  if (id === ctx.principal.usuarioId && !ativo) throw invalid({ ativo: ['usuarios.desativarProprio'] });
  const found = await ctx.tenant(async () => {
    if (!(await repository.update(id, { ativo }))) return false;
    await auditChange(ctx, {
      entidade: 'usuario',
      acao: ativo ? 'usuario_ativado' : 'usuario_desativado',
      id,
    });
    return true;
  });
  if (!found) throw notFound('usuarios.naoEncontrado');
  if (!ativo) {
    await endAllSessions(deps.db, id, 'usuário desativado');
    await deps.sessionsEnded(id);
  }
}

export async function setPermissoes(
  ctx: RequestContext,
  id: number,
  permissoes: PermissionFlag[],
): Promise<void> {
  const found = await ctx.tenant(async () => {
    if (!(await repository.update(id, { permissoes }))) return false;
    await auditChange(ctx, { entidade: 'usuario', acao: 'permissoes_alteradas', id, dados: { permissoes } });
    return true;
  });
  if (!found) throw notFound('usuarios.naoEncontrado');
}
