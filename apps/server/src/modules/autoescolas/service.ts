import {
  type AutoescolaDetalhe,
  type autoescolaBody,
  message,
  type novaAutoescolaBody,
  OPERATOR_ROLES,
  OPERATOR_SCHEMA,
  PERMISSION_FLAGS,
  type SegundoFatorExigencia,
} from '@cfc/contract';
import { schoolSlug } from '@cfc/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { systemDb, tenantDb, withSystem } from '../../platform/db/tenant.ts';
import { type FieldErrors, invalid, notFound } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { sendWelcomeLink } from '../login/password-reset.ts';
import * as repository from './repository.ts';

type AutoescolaInput = z.output<typeof autoescolaBody>;
type NovaAutoescolaInput = z.output<typeof novaAutoescolaBody>;

export interface AutoescolasDeps {
  db: Kysely<DB>;
  jobs: Jobs;
  publicUrl: string;
}

/** A school's administrator manages everything of the school; CFCs and permissions are the operator's. */
const SCHOOL_ADMIN_FLAGS = PERMISSION_FLAGS.filter((flag) => flag !== 'cfcs' && flag !== 'permissoes');
const NOT_FOUND = 'autoescolas.naoEncontrada';

export const listAutoescolas = repository.listVisible;

export async function getPublicAutoescola(db: Kysely<DB>, slug: string) {
  const autoescola = await withSystem(db, () => repository.findPublicBySlug(slug));
  if (!autoescola) throw notFound(NOT_FOUND);
  return autoescola;
}

export const searchAutoescolas = (ctx: RequestContext, filter: repository.AutoescolaFilter) =>
  ctx.tenant(() => repository.list(filter));

export async function getAutoescola(ctx: RequestContext, id: number): Promise<AutoescolaDetalhe> {
  const autoescola = await ctx.tenant(() => repository.find(id));
  if (!autoescola) throw notFound(NOT_FOUND);
  return autoescola;
}

const valuesOf = (input: AutoescolaInput): repository.AutoescolaValues => ({
  nome_fantasia: input.nome_fantasia,
  razao_social: input.razao_social,
  cnpj: input.cnpj,
  uf: input.uf,
  telefone: input.telefone,
  email: input.email,
  cep: input.cep,
  logradouro: input.logradouro,
  numero: input.numero,
  complemento: input.complemento,
  bairro: input.bairro,
  cidade: input.cidade,
  gratuidade_teorica: input.gratuidade_teorica,
  gratuidade_pratica: input.gratuidade_pratica,
  ativo: input.ativo,
});

/**
 * Registers a school with its tenant key (from the trade name) and its first administrator, who
 * gets the link to choose a password. The operator staff member who created it may see it.
 */
export async function createAutoescola(
  deps: AutoescolasDeps,
  ctx: RequestContext,
  input: NovaAutoescolaInput,
): Promise<AutoescolaDetalhe> {
  const slug = schoolSlug(input.nome_fantasia);
  if (!slug || slug === OPERATOR_SCHEMA) throw invalid({ nome_fantasia: ['autoescolas.outroNomeFantasia'] });
  const created = await withSystem(deps.db, async () => {
    const taken = await repository.conflicts(slug, input.cnpj);
    const errors: FieldErrors = {};
    if (taken.slug) errors.nome_fantasia = [message('autoescolas.identificadorExiste', { slug })];
    if (taken.cnpj) errors.cnpj = ['autoescolas.cnpjExiste'];
    if (await repository.emailTaken(input.administrador.email))
      errors['administrador.email'] = ['comum.emailCadastrado'];
    if (Object.keys(errors).length) throw invalid(errors);

    const id = await repository.insert(slug, valuesOf(input));
    const adminId = await repository.insertAdministrator(id, input.administrador, SCHOOL_ADMIN_FLAGS);
    if (OPERATOR_ROLES.includes(ctx.principal.role)) await repository.grant(ctx.principal.usuarioId, id);
    await recordAudit(systemDb(), {
      acao: 'autoescola_criada',
      autoescolaId: id,
      usuarioId: ctx.principal.usuarioId,
      role: ctx.principal.role,
      entidade: 'autoescola',
      entidadeId: id,
      dados: { slug, administrador: adminId },
      ip: ctx.ip,
    });
    return { id, adminId };
  });
  await sendWelcomeLink(deps, created.adminId);
  return { id: created.id, slug, operadora: false, ...valuesOf(input) };
}

/** The tenant key stays as it was: logins and links keep working after a rename. */
export async function updateAutoescola(
  ctx: RequestContext,
  id: number,
  input: AutoescolaInput,
): Promise<AutoescolaDetalhe> {
  const updated = await ctx
    .tenant(async () => {
      if (!(await repository.update(id, valuesOf(input)))) return undefined;
      await recordAudit(tenantDb(), {
        acao: 'autoescola_alterada',
        autoescolaId: id,
        usuarioId: ctx.principal.usuarioId,
        role: ctx.principal.role,
        entidade: 'autoescola',
        entidadeId: id,
        ip: ctx.ip,
      });
      return repository.find(id);
    })
    .catch((error: { code?: string }) => {
      if (error.code === '23505') throw invalid({ cnpj: ['autoescolas.cnpjExiste'] });
      throw error;
    });
  if (!updated) throw notFound(NOT_FOUND);
  return updated;
}

/** The staff roles the current school requires the second factor of; the login enforces it. */
export async function getSegundoFatorExigencia(ctx: RequestContext): Promise<SegundoFatorExigencia> {
  const id = ctx.currentSchool?.id;
  const roles = id === undefined ? undefined : await ctx.tenant(() => repository.findSegundoFatorRoles(id));
  if (!roles) throw notFound(NOT_FOUND);
  return { roles };
}

/** Its administrator sets it; members of those roles without an authenticator enrol at their next login. */
export async function setSegundoFatorExigencia(
  ctx: RequestContext,
  roles: readonly number[],
): Promise<SegundoFatorExigencia> {
  const id = ctx.currentSchool?.id;
  if (id === undefined) throw notFound(NOT_FOUND);
  const updated = await ctx.tenant(async () => {
    if (!(await repository.updateSegundoFatorRoles(id, roles))) return false;
    await recordAudit(tenantDb(), {
      acao: 'segundo_fator_exigido',
      autoescolaId: id,
      usuarioId: ctx.principal.usuarioId,
      role: ctx.principal.role,
      entidade: 'autoescola',
      entidadeId: id,
      dados: { roles },
      ip: ctx.ip,
    });
    return true;
  });
  if (!updated) throw notFound(NOT_FOUND);
  return { roles: [...roles] };
}
