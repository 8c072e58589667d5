import { ADMIN_AREA_ROLES, type PermissionFlag } from '@cfc/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../platform/http/errors.ts';

/**
 * Who reads the lessons of the admin layout: the lists, the agenda, a lesson's detail and its
 * evidence. Roles 1, 2 and 5 with either flag (the menu's anyOf agendamento, aulas_list);
 * `config.access` holds flags that must all be present, so `anyReadFlag` checks the either.
 */
export const READ = { roles: ADMIN_AREA_ROLES } as const;
const READ_FLAGS: readonly PermissionFlag[] = ['agendamento', 'aulas_list'];

export async function anyReadFlag(request: FastifyRequest): Promise<void> {
  const granted = request.principal?.permissions;
  if (!READ_FLAGS.some((flag) => granted?.has(flag))) throw forbidden();
}

/** Scheduling is the admin layout's (SPEC §2.3 /admin/agendamento: roles 1, 2 and 5). */
export const SCHEDULE = { roles: ADMIN_AREA_ROLES, permissions: ['agendamento'] } as const;
