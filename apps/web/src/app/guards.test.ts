import { Role } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName, routeByName } from '../routing/routes.ts';
import { type AccessDecision, decideAccess, type Viewer } from './guards.ts';

const { ADMIN, MONITOR, INSTRUTOR, ALUNO, GESTOR, FINANCEIRO, SUPORTE, COMERCIAL, DETRAN } = Role;

function as(id_role: number, id_funcao_usuario: number | null = null): Viewer {
  return { id_role, id_funcao_usuario };
}

function decide(name: RouteName, viewer: Viewer | null): AccessDecision {
  return decideAccess(routeByName(name), viewer);
}

const redirectTo = (to: RouteName) => ({ kind: 'redirect', to });

describe('route guards', () => {
  it('opens the public pages to everyone', () => {
    for (const name of [
      'privacidade',
      'redefinir-senha',
      'nova-senha',
      'sessao-ativa',
      'notFound',
    ] as const) {
      expect(decide(name, null)).toEqual({ kind: 'allow' });
      expect(decide(name, as(ADMIN))).toEqual({ kind: 'allow' });
    }
  });

  it('sends a logged-in user from any login route to the home of the role', () => {
    expect(decide('login', null)).toEqual({ kind: 'allow' });
    expect(decide('login', as(ADMIN))).toEqual(redirectTo('dashboard'));
    expect(decide('loginAluno', as(ALUNO))).toEqual(redirectTo('aulas-teoricas'));
    expect(decide('loginInstrutor', as(INSTRUTOR))).toEqual(redirectTo('dash-instrutor'));
    expect(decide('login', as(FINANCEIRO))).toEqual(redirectTo('Financeiro'));
    expect(decide('login', as(DETRAN))).toEqual(redirectTo('Getran-listarAlunos'));
  });

  it('sends someone not logged in to the login of the area', () => {
    expect(decide('dashboard', null)).toEqual(redirectTo('login'));
    expect(decide('aulas-teoricas', null)).toEqual(redirectTo('loginAluno'));
    expect(decide('aulasInstrutor', null)).toEqual(redirectTo('loginInstrutor'));
    expect(decide('inicio', null)).toEqual(redirectTo('login'));
  });

  it('keeps /suporte for role 7: anyone else goes to the login (SPEC §2.3)', () => {
    expect(decide('EnvioAulasPraticas', as(SUPORTE))).toEqual({ kind: 'allow' });
    expect(decide('EnvioAulasPraticas', as(ADMIN))).toEqual(redirectTo('login'));
  });

  it('sends the instructor from the student area to the class list', () => {
    expect(decide('aulas-teoricas', as(ALUNO))).toEqual({ kind: 'allow' });
    expect(decide('aulas-teoricas', as(INSTRUTOR))).toEqual(redirectTo('listagem-turmas'));
    expect(decide('aulas-praticas', as(ADMIN))).toEqual(redirectTo('dashboard'));
  });

  it('lets the instructor into /admin only for the class list and the dashboard', () => {
    expect(decide('listagem-turmas', as(INSTRUTOR))).toEqual({ kind: 'allow' });
    expect(decide('dashboard', as(INSTRUTOR))).toEqual({ kind: 'allow' });
    expect(decide('listagem-alunos', as(INSTRUTOR))).toEqual(redirectTo('dash-instrutor'));
    for (const role of [ADMIN, MONITOR, GESTOR])
      expect(decide('listagem-alunos', as(role)).kind).toBe('allow');
  });

  it('sends other refused roles to their home', () => {
    expect(decide('dashboard', as(FINANCEIRO))).toEqual(redirectTo('Financeiro'));
    expect(decide('faturas_boletos', as(ADMIN))).toEqual(redirectTo('dashboard'));
    expect(decide('Getran-listarAlunos', as(MONITOR))).toEqual(redirectTo('DashboardMonitoramento'));
    expect(decide('relatorio-contestacao', as(DETRAN))).toEqual({ kind: 'allow' });
    expect(decide('relatorio-contestacao', as(COMERCIAL))).toEqual(redirectTo('lista-autoescolas'));
  });

  it('sends finance from the commercial area to its billing screen', () => {
    expect(decide('lista-autoescolas', as(COMERCIAL))).toEqual({ kind: 'allow' });
    expect(decide('RelatorioFinanceiro', as(FINANCEIRO))).toEqual(redirectTo('faturas_boletos'));
  });

  it('asks the messaging dashboard for function 1 or 2, with a warning otherwise', () => {
    expect(decide('TelegramDashboard', as(MONITOR, 2))).toEqual({ kind: 'allow' });
    expect(decide('TelegramDashboard', as(ADMIN, 1))).toEqual({ kind: 'allow' });
    const refused = decide('TelegramDashboard', as(MONITOR, 7));
    expect(refused).toMatchObject(redirectTo('inicio'));
    expect(refused).toHaveProperty('warning', expect.stringContaining('TelegramDashboard'));
    expect(decide('TelegramDashboard', as(COMERCIAL, null))).toMatchObject(redirectTo('inicio'));
  });

  it('refuses a role whose own home is closed to it instead of looping', () => {
    expect(decide('dashboard', as(12))).toEqual({ kind: 'deny' });
  });

  it('lets every role into its own home', () => {
    const homes: [number, RouteName][] = [
      [ADMIN, 'dashboard'],
      [MONITOR, 'DashboardMonitoramento'],
      [INSTRUTOR, 'aulasInstrutor'],
      [ALUNO, 'aulas-teoricas'],
      [GESTOR, 'dashboard'],
      [FINANCEIRO, 'faturas_boletos'],
      [SUPORTE, 'EnvioAulasPraticas'],
      [COMERCIAL, 'lista-autoescolas'],
      [DETRAN, 'Getran-listarAlunos'],
    ];
    for (const [role, home] of homes) expect(decide(home, as(role, role)), home).toEqual({ kind: 'allow' });
  });

  it('never redirects a route to itself', () => {
    const redirects = ROUTES.flatMap((route) =>
      [null, ...Object.values(Role)].map((role) => ({
        from: route.name,
        decision: decideAccess(route, role === null ? null : as(role, role)),
      })),
    ).filter(({ decision }) => decision.kind === 'redirect');
    // Many routes redirect someone (to a login, to a home): the check below looks at each of them.
    expect(redirects.length).toBeGreaterThan(ROUTES.length);
    expect(
      redirects.filter(({ from, decision }) => decision.kind === 'redirect' && decision.to === from),
    ).toEqual([]);
  });
});
