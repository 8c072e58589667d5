import { ADMIN_AREA_ROLES } from '@cfc/contract';

/** Students are managed in the admin layout (SPEC §2.3: /admin is roles 1, 2 and 5). */
export const ADMIN_ROLES = ADMIN_AREA_ROLES;
export const LIST = { roles: ADMIN_ROLES, permissions: ['alunos_list'] } as const;
export const EDIT = { roles: ADMIN_ROLES, permissions: ['alunos_edit'] } as const;
