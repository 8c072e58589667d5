import { ADMIN_AREA_ROLES, errorReply } from '@cfc/contract';
import { z } from 'zod';

/** Students are managed in the admin layout (SPEC §2.3: /admin is roles 1, 2 and 5). */
export const ADMIN_ROLES = ADMIN_AREA_ROLES;
export const LIST = { roles: ADMIN_ROLES, permissions: ['alunos_list'] } as const;
export const EDIT = { roles: ADMIN_ROLES, permissions: ['alunos_edit'] } as const;
export const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
export const message = z.object({ success: z.literal(true), mensagem: z.string() });
