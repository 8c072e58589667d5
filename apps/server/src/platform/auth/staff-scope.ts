import { ADMIN_AREA_ROLES, type PermissionFlag, Role, type RoleId } from '@cfc/contract';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../db/tenant.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { contextOf, type RequestContext } from './context.ts';

/**
 * Who may call the staff lesson calls of SPEC §7. The admin area (1, 2, 5) as scheduling does,
 * plus support (7), who uses them from /suporte/envios-praticas (SPEC §2.6).
 */
export const STAFF_ROLES: readonly RoleId[] = [...ADMIN_AREA_ROLES, Role.SUPORTE];
/** Roles 2 and 7 see the send screen (SPEC §6) whatever their flags; roles 1 and 5 need a flag. */
const SEND_SCREEN_ROLES: readonly RoleId[] = [Role.MONITOR, Role.SUPORTE];
const WRITE_FLAGS: readonly PermissionFlag[] = ['agendamento'];
const READ_FLAGS: readonly PermissionFlag[] = ['agendamento', 'aulas_list'];

function needsAnyFlag(flags: readonly PermissionFlag[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const principal = request.principal;
    if (!principal) throw unauthorized();
    if (SEND_SCREEN_ROLES.includes(principal.role)) return;
    if (!flags.some((flag) => principal.permissions.has(flag))) throw forbidden();
  };
}

export const staffRead = needsAnyFlag(READ_FLAGS);
export const staffWrite = needsAnyFlag(WRITE_FLAGS);

export const NO_SCHOOL_ACCESS = 'comum.semAcessoAutoescola';

/**
 * The `schema` of a body or query chooses the school like the CFC header does: only among the
 * schools the principal may see (else 403). The context's tenant transactions see that school only.
 */
export async function schoolContext(request: FastifyRequest, schema: string): Promise<RequestContext> {
  const principal = request.principal;
  if (!principal) throw unauthorized();
  const slug = schema.trim().toLowerCase();
  const school = principal.escolas.find((escola) => escola.slug === slug);
  if (!school) throw forbidden(NO_SCHOOL_ACCESS);
  const scope = { usuarioId: principal.usuarioId, autoescolaIds: [school.id] };
  return {
    principal,
    currentSchool: school,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    scope,
    tenant: (work) => withTenant(request.server.db, scope, work),
  };
}

/**
 * Screens that work across every school the caller may see (the send list, the monitoring logs, the
 * messaging panel), whatever school the CFC header names; their own `schema` filter narrows them.
 */
export function everySchoolContext(request: FastifyRequest): RequestContext {
  const ctx = contextOf(request);
  const scope = { usuarioId: ctx.principal.usuarioId, autoescolaIds: ctx.principal.autoescolaIds };
  return { ...ctx, currentSchool: null, scope, tenant: (work) => withTenant(request.server.db, scope, work) };
}

/** A screen's optional `schema` filter: that school's context, or every school the caller sees. */
export function schoolOrEvery(
  request: FastifyRequest,
  schema: string | null | undefined,
): Promise<RequestContext> {
  return schema ? schoolContext(request, schema) : Promise.resolve(everySchoolContext(request));
}
