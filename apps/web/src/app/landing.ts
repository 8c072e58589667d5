import { Role } from '@cfc/contract';
import type { RouteName } from './routes.ts';

/** The first screen after a login, by role id (SPEC §2.2); any other role lands on the dashboard. */
const LANDING_BY_ROLE: Readonly<Record<number, RouteName>> = {
  [Role.ADMIN]: 'dashboard',
  [Role.GESTOR]: 'dashboard',
  [Role.MONITOR]: 'DashboardMonitoramento',
  [Role.INSTRUTOR]: 'aulasInstrutor',
  [Role.ALUNO]: 'aulas-teoricas',
  [Role.FINANCEIRO]: 'faturas_boletos',
  [Role.SUPORTE]: 'EnvioAulasPraticas',
  [Role.COMERCIAL]: 'lista-autoescolas',
  [Role.DETRAN]: 'Getran-listarAlunos',
};

export function landingAfterLogin(roleId: number): RouteName {
  return LANDING_BY_ROLE[roleId] ?? 'dashboard';
}
