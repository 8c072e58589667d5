import { ADMIN_AREA_ROLES, type PermissionFlag, Role, type RoleId } from '@cfc/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../platform/http/errors.ts';

/**
 * Who reads a practical lesson's evidence: the school's staff (1, 5) holding a lessons flag,
 * monitoring (2), support (7), commercial (8) in its granted schools and the traffic authority (9)
 * in its state; the schools come from the principal's scope (row-level security). Manual evidence
 * is sent by the admin area (1, 2, 5; 1 and 5 with `agendamento`); the contestation report is for
 * monitoring and the authority (SPEC §6).
 */
export const READ = {
  roles: [Role.ADMIN, Role.MONITOR, Role.GESTOR, Role.SUPORTE, Role.COMERCIAL, Role.DETRAN],
} as const;
export const WRITE = { roles: ADMIN_AREA_ROLES } as const;
export const REPORT = { roles: [Role.MONITOR, Role.DETRAN] } as const;

const SCHOOL_ROLES: readonly RoleId[] = [Role.ADMIN, Role.GESTOR];

/** A school's staff need one of `flags`; the operator's roles and the authority do not. */
function schoolStaffNeed(flags: readonly PermissionFlag[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const principal = request.principal;
    if (!principal) throw unauthorized();
    if (!SCHOOL_ROLES.includes(principal.role)) return;
    if (!flags.some((flag) => principal.permissions.has(flag))) throw forbidden();
  };
}

export const readFlag = schoolStaffNeed(['agendamento', 'aulas_list']);
export const writeFlag = schoolStaffNeed(['agendamento']);
