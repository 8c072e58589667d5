/** The nine kinds of users (SPEC §3, §6). The numbers are stored and sent as `id_role`. */
export const Role = {
  ADMIN: 1,
  MONITOR: 2,
  INSTRUTOR: 3,
  ALUNO: 4,
  GESTOR: 5,
  FINANCEIRO: 6,
  SUPORTE: 7,
  COMERCIAL: 8,
  DETRAN: 9,
} as const;

export type RoleId = (typeof Role)[keyof typeof Role];

export const ROLE_IDS = Object.values(Role) as RoleId[];

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as number[]).includes(value);
}

/** Role names of SPEC §3; an unknown id shows 'Desconhecido'. */
export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Administrador',
  2: 'Monitoramento',
  3: 'Instrutor',
  4: 'Aluno',
  5: 'Gestor',
  6: 'Financeiro',
  7: 'Suporte',
  8: 'Comercial',
  9: 'DETRAN',
};

/**
 * The short profile label of the header (SPEC §3, second mapping), except the monitoring role, which
 * reads its own name: staff took 'Suporte' for the support role (issue 15).
 */
export const ROLE_LABELS: Record<RoleId, string> = {
  1: 'Admin',
  2: 'Monitoramento',
  3: 'Instrutor',
  4: 'Aluno',
  5: 'Admin',
  6: 'Financeiro',
  7: 'Suporte',
  8: 'Comercial',
  9: 'DETRAN',
};

export function roleName(id: number): string {
  return isRoleId(id) ? ROLE_NAMES[id] : 'Desconhecido';
}

/** Roles that work for the operator (tenant `public`) and see the schools granted to them. */
export const OPERATOR_ROLES: readonly RoleId[] = [
  Role.MONITOR,
  Role.FINANCEIRO,
  Role.SUPORTE,
  Role.COMERCIAL,
];

/** Every role but instructor (3) and student (4): the staff accounts, which sign in with an e-mail. */
export const STAFF_ACCOUNT_ROLES = [
  Role.ADMIN,
  Role.MONITOR,
  Role.GESTOR,
  Role.FINANCEIRO,
  Role.SUPORTE,
  Role.COMERCIAL,
  Role.DETRAN,
] as const satisfies readonly RoleId[];

/**
 * Staff roles that may use the second factor, and that a school may require it of (never 3 or 4).
 * Here, beside the roles, not in segundo-fator.ts: the web's route table reads it without that
 * file's schemas.
 */
export const SEGUNDO_FATOR_ROLES = STAFF_ACCOUNT_ROLES;

/** The roles of the admin area (SPEC §2.3: /admin is for roles 1, 2 and 5): its screens and their API. */
export const ADMIN_AREA_ROLES: readonly RoleId[] = [Role.ADMIN, Role.MONITOR, Role.GESTOR];

/** Function groups of SPEC §6, checked against `id_funcao_usuario`. */
export const FunctionGroup = {
  adminAccess: [1, 2],
  messaging: [1, 2],
  monitoring: [1, 2, 7],
  notificationSender: [2],
} as const satisfies Record<string, readonly number[]>;

export type FunctionGroupName = keyof typeof FunctionGroup;

/** Permission flags of SPEC §6 (`id_permissao` is the id of the stored permission set, not a flag). */
export const PERMISSION_FLAGS = [
  'alunos_list',
  'alunos_edit',
  'agendamento',
  'aulas_list',
  'planos',
  'turmas_edit',
  'turmas_list',
  'cfcs',
  'faturas_teoricas',
  'faturas_praticas',
  'instrutor_list',
  'instrutor_edit',
  'monitoramento_teorica',
  'monitoramento_relatorios',
  'relatorios',
  'user_list',
  'user_edit',
  'permissoes',
  'veiculo_list',
  'veiculo_edit',
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export type Permissions = Record<PermissionFlag, boolean> & { id_permissao: number | null };

export function noPermissions(): Permissions {
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])) as Record<
    PermissionFlag,
    boolean
  >;
  return { ...flags, id_permissao: null };
}

export function allPermissions(): Permissions {
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])) as Record<
    PermissionFlag,
    boolean
  >;
  return { ...flags, id_permissao: null };
}

/** The operator's own school: tenant key of the main school. */
export const OPERATOR_SCHEMA = 'public';
