import { OPERATOR_SCHEMA, Role } from '@cfc/contract';
import { buildPath, type RouteName } from './routes.ts';

/** The role's home (SPEC §2.2): where a login route or a refused screen sends a logged-in user. */
const HOME_BY_ROLE: Readonly<Record<number, RouteName>> = {
  [Role.ADMIN]: 'dashboard',
  [Role.GESTOR]: 'dashboard',
  [Role.MONITOR]: 'DashboardMonitoramento',
  [Role.INSTRUTOR]: 'dash-instrutor',
  [Role.ALUNO]: 'aulas-teoricas',
  [Role.FINANCEIRO]: 'Financeiro',
  [Role.SUPORTE]: 'EnvioAulasPraticas',
  [Role.COMERCIAL]: 'lista-autoescolas',
  [Role.DETRAN]: 'Getran-listarAlunos',
};

/** Right after a login, the instructor and finance go straight to the screen their helper leads to. */
const AFTER_LOGIN: Readonly<Record<number, RouteName>> = {
  [Role.INSTRUTOR]: 'aulasInstrutor',
  [Role.FINANCEIRO]: 'faturas_boletos',
};

/** Any other role lands on the dashboard. */
export function homeOf(roleId: number): RouteName {
  return HOME_BY_ROLE[roleId] ?? 'dashboard';
}

export function landingAfterLogin(roleId: number): RouteName {
  return AFTER_LOGIN[roleId] ?? homeOf(roleId);
}

/** The school identifier of a login address: none for the operator's own school. */
export function schoolIdentifier(schema: string): string {
  return schema === OPERATOR_SCHEMA ? '' : schema;
}

/**
 * Where a session ends (SPEC §2.2): students to loginAluno, instructors to loginInstrutor, everyone
 * else to the main login of the stored school.
 */
export function loginPathFor(session: { readonly id_role: number; readonly schema: string } | null): string {
  if (session?.id_role === Role.ALUNO) return buildPath('loginAluno');
  if (session?.id_role === Role.INSTRUTOR) return buildPath('loginInstrutor');
  const autoescola = session ? schoolIdentifier(session.schema) : '';
  return buildPath('login', { autoescola: autoescola || undefined });
}
