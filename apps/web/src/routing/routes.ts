import { type FunctionGroupName, Role, type RoleId, SEGUNDO_FATOR_ROLES } from '@cfc/contract';
import { generatePath } from 'react-router';
import type { ScreenId } from './screen-id.ts';

/** Who may open a route (SPEC §2.1, §2.3, §6); guards.ts decides from it. */
export type Access =
  | { readonly kind: 'login' }
  | { readonly kind: 'public' }
  | {
      readonly kind: 'private';
      /** Absent: any logged-in user (SPEC names no role for the area). */
      readonly roles?: readonly RoleId[];
      readonly functionGroup?: FunctionGroupName;
    };

export type LayoutId = 'bare' | 'public' | 'app';

export interface RouteDefinition<Name extends string = string> {
  readonly name: Name;
  readonly path: string;
  readonly area: string;
  readonly access: Access;
  readonly layout: LayoutId;
  /** Either the screen it renders, the route it redirects to, or the home of the user's role. */
  readonly screen?: ScreenId;
  readonly redirectTo?: string;
  readonly redirectsHome?: boolean;
}

type PublicEntry<N extends string> = readonly [name: N, path: string, screen: ScreenId, layout: LayoutId];

function publicRoutes<const N extends string>(
  kind: 'login' | 'public',
  entries: readonly PublicEntry<N>[],
): RouteDefinition<N>[] {
  const access = { kind };
  return entries.map(([name, path, screen, layout]) => ({
    name,
    path,
    area: 'public',
    access,
    layout,
    screen,
  }));
}

interface EntryOptions {
  readonly roles?: readonly RoleId[];
  readonly functionGroup?: FunctionGroupName;
  readonly redirectTo?: string;
}

type AreaEntry<N extends string> = readonly [name: N, path: string, options?: EntryOptions];

const { ADMIN, MONITOR, INSTRUTOR, ALUNO, GESTOR, FINANCEIRO, SUPORTE, COMERCIAL, DETRAN } = Role;

/** Who may open each area (SPEC §2.3, §6); undefined: any logged-in user, as SPEC names no role. */
export const AREA_ROLES = {
  '/suporte': [SUPORTE],
  '/aulas': undefined,
  '/instrutor-cfc': undefined,
  '/candidato': [ALUNO],
  '/financeiro': [FINANCEIRO],
  '/comissao': [ADMIN],
  '/comercial': [COMERCIAL, FINANCEIRO],
  '/detran': [DETRAN],
  '/monitoramento': [MONITOR, COMERCIAL],
  '/admin': [ADMIN, MONITOR, GESTOR],
} as const satisfies Record<string, readonly RoleId[] | undefined>;

/** Instructors reach only these admin screens (SPEC §6), and the console of their remote lessons (issue 18). */
const ADMIN_AND_INSTRUTOR = { roles: [ADMIN, MONITOR, INSTRUTOR, GESTOR] } as const;
/** The contestation report lives under /monitoramento but is for monitoring and DETRAN (SPEC §6). */
const CONTESTATION = { roles: [MONITOR, DETRAN] } as const;
/** Roles 1 and 2 see the messaging dashboard (SPEC §6); the function group narrows it further. */
const MESSAGING = { roles: [MONITOR, COMERCIAL, ADMIN], functionGroup: 'messaging' } as const;

/** The routes of one guarded area; paths are relative to `base` ('' is the area itself). */
function area<const N extends string>(
  base: keyof typeof AREA_ROLES,
  entries: readonly AreaEntry<N>[],
): RouteDefinition<N>[] {
  return entries.map(([name, path, options = {}]) => {
    const { roles = AREA_ROLES[base], functionGroup, redirectTo } = options;
    const access: Access = { kind: 'private', roles, functionGroup };
    const target = redirectTo ? { redirectTo } : { screen: 'underConstruction' as const };
    const fullPath = path === '' ? base : `${base}/${path}`;
    return { name, path: fullPath, area: base.slice(1), access, layout: 'app', ...target };
  });
}

export const ROUTES = [
  ...publicRoutes('login', [
    ['login', '/:autoescola?', 'login', 'bare'],
    ['loginAluno', '/aluno/:autoescola?', 'loginAluno', 'bare'],
    ['loginInstrutor', '/instrutor/:autoescola?', 'loginInstrutor', 'bare'],
  ]),
  ...publicRoutes('public', [
    ['sessao-ativa', '/sessao-ativa', 'activeSession', 'public'],
    ['redefinir-senha', '/redefinir-senha', 'requestReset', 'public'],
    ['nova-senha', '/nova-senha/:token', 'newPassword', 'public'],
    ['link-expirado', '/nova-senha/link-expirado/:token', 'expiredLink', 'public'],
    ['privacidade', '/sobre/privacidade', 'privacy', 'public'],
    ['frame-redirect', '/frame-redirect', 'frameRedirect', 'bare'],
    ['ead', '/ead/:link', 'ead', 'public'],
    ['mobileStream', '/ead/:link/:token/:agrupamento', 'ead', 'public'],
    ['404', '/404', 'notFoundSimple', 'public'],
    ['404-advanced', '/404/advanced', 'notFoundAdvanced', 'public'],
    ['404-simple', '/404/simple', 'notFoundSimple', 'public'],
    ['404-custom', '/404/custom', 'notFoundCustom', 'public'],
    ['404-large-text', '/404/large-text', 'notFoundLargeText', 'public'],
  ]),
  // Where a refused function-guarded screen sends the user (SPEC §6): the home of their role.
  {
    name: 'inicio',
    path: '/dashboard',
    area: 'dashboard',
    access: { kind: 'private' },
    layout: 'app',
    redirectsHome: true,
  },
  // The logged-in staff member's own security (second factor), from the profile menu.
  {
    name: 'seguranca-conta',
    path: '/conta/seguranca',
    area: 'conta',
    access: { kind: 'private', roles: SEGUNDO_FATOR_ROLES },
    layout: 'app',
    screen: 'seguranca-conta',
  },
  ...area('/suporte', [
    ['suporte', '', { redirectTo: 'EnvioAulasPraticas' }],
    ['EnvioAulasPraticas', 'envios-praticas'],
    ['EnvioAulasPraticasTeste', 'envios-praticas-teste'],
  ]),
  ...area('/aulas', [['aulas-periodo', ':dataI?/:dataF?']]),
  ...area('/instrutor-cfc', [
    ['dash-instrutor', '', { redirectTo: 'aulasInstrutor' }],
    ['aulasInstrutor', 'aulas/:status?'],
  ]),
  ...area('/candidato', [
    ['candidato', '', { redirectTo: 'aulas-teoricas' }],
    ['aulas-teoricas', 'aulas-teoricas/:status?'],
    ['aulas-praticas', 'aulas-praticas/:status?'],
    ['perfil-aluno', 'aluno/perfil'],
    ['termos-aluno', 'termos'],
  ]),
  ...area('/financeiro', [
    ['Financeiro', '', { redirectTo: 'faturas_boletos' }],
    ['faturas_boletos', 'faturas/faturamento-autoescola'],
    ['faturas_cadastradas', 'faturas/alunos-faturados'],
    ['Listar_alunos', 'faturas/alunos-cadastrados'],
    ['relatorios', 'faturas/relatorios'],
    ['faturamento-panel', 'faturas/painel-faturamento'],
    ['importarFaturas-financeiro', 'faturas/importar'],
    ['autoescolas', 'faturas/autoescolas'],
    ['sindicato-recebimentos', 'faturas/sindicato/recebimentos'],
    ['historico-baixa-manual', 'faturas/historico-baixa-manual'],
    ['produtos-servicos', 'produtos-servicos'],
    ['criar-cobranca', 'criar-cobranca'],
    ['buscar-cobranca', 'buscar-cobranca'],
  ]),
  ...area('/comissao', [
    ['comissao', '', { redirectTo: 'relatorio-consultor' }],
    ['relatorio-consultor', 'relatorio-consultor'],
  ]),
  ...area('/comercial', [
    ['comercial', '', { redirectTo: 'lista-autoescolas' }],
    ['lista-autoescolas', 'lista'],
    ['ListaAlunos', 'alunos-cadastrados'],
    // Commercial staff read the monitoring report of the schools granted to them (finance does not).
    ['RelatorioMonitoramento', 'relatorios/monitoramento'],
    ['RelatorioFinanceiro', 'relatorios/financeiro'],
  ]),
  ...area('/detran', [
    ['detran', '', { redirectTo: 'Getran-listarAlunos' }],
    ['Getran-listarAlunos', 'alunos'],
    ['Getran-ListarAulasPraticas', 'aulas-praticas'],
    ['Getran-ListarTurmasTeoricas', 'turmas-teoricas'],
    ['Getran-ListarAlertas', 'alertas'],
    ['Getran-ListarInstrutores', 'instrutores'],
    ['Getran-ListarVeiculos', 'veiculos'],
  ]),
  ...area('/monitoramento', [
    ['monitoramento', '', { redirectTo: 'DashboardMonitoramento' }],
    ['relatorio-contestacao', 'relatorio-contestacao-aula-realizada/:autoescola/:aula', CONTESTATION],
    ['DashboardMonitoramento', 'dashboard'],
    ['MonEnvioAulasPraticas', 'praticas/envios-praticas'],
    ['ListarAulasPraticas', 'praticas/aulas-praticas'],
    ['ListarTurmasTeoricas', 'turmas-teoricas'],
    ['ListarAulasVirtuais', 'aulas-virtuais'],
    ['SalaMonitoramento', 'salamonitoramento/:schema/:id'],
    ['SalaPresencial', 'salapresenciais/:schema/:id'],
    ['ListarAlunos', 'alunos'],
    ['FeedAlunos', 'feed-alunos'],
    ['ListarInstrutores', 'instrutores'],
    ['ListarAulasPresenciais', 'aulas-presenciais'],
    ['ListarVeiculos', 'veiculos'],
    ['ListarSalas', 'salas'],
    ['Avisos', 'avisos', { functionGroup: 'notificationSender' }],
    ['TelegramDashboard', 'avisos/telegram-dashboard', MESSAGING],
    ['ListarRelatorios', 'relatorios'],
    ['LogMinimizacao', 'logs/minimizacao'],
    ['LogAgendamento', 'log/agendamento'],
    ['LogApiCandidatoPratico', 'log/api-candidato-pratico'],
    // The record of the traffic authority's reads (LGPD): the operator's monitoring staff.
    ['LogAcessosAutoridade', 'log/acessos-autoridade', { roles: [MONITOR] }],
    ['ConfiguracaoAdm', 'conf/gerenciamento'],
  ]),
  ...area('/admin', [
    ['admin', '', { redirectTo: 'dashboard' }],
    ['dashboard', 'dashboard', ADMIN_AND_INSTRUTOR],
    ['buscar-cobranca-admin', 'cobrancas'],
    ['notifications', 'notificacoes'],
    ['notifications-changelog', 'notificacoes/changelog'],
    ['relatorio-aulas-por-aluno', 'relatorios/aulas-por-aluno'],
    ['relatorio-alunos-por-periodo', 'relatorios/lista-de-alunos-por-periodo'],
    ['relatorio-aulas-praticas-realizadas', 'relatorios/relatorio-aulas-praticas-realizadas'],
    ['carga-horaria-pratica', 'relatorios/carga-horaria-aulas-praticas-por-aluno'],
    ['relatorio-admin', 'relatorios/admin'],
    ['geral', 'relatorios/geral'],
    ['acoes-usuarios', 'relatorios/acoes-usuarios'],
    ['faturamento', 'relatorios/faturamento'],
    ['carga-horaria-teorica', 'relatorios/carga-horaria-teorica'],
    ['presenca', 'presenca'],
    ['ead-instrutor', 'eadInstrutor', ADMIN_AND_INSTRUTOR],
    ['listagem-usuarios', 'usuarios/list'],
    ['novo-usuario', 'usuarios/novo'],
    ['editar-usuario', 'usuarios/editar/:idUsuario'],
    ['permissoes', 'usuarios/permissoes'],
    ['listagem-veiculos', 'veiculos'],
    ['novo-veiculo', 'veiculos/novo'],
    ['editar-veiculo', 'veiculos/editar/:idVeiculo'],
    ['listagem-instrutores', 'instrutores'],
    ['dashboard-instrutor', 'instrutores/dashboard'],
    ['novo-instrutor', 'instrutores/novo'],
    ['editar-instrutor', 'instrutores/editar/:idInstrutor'],
    ['listagem-alunos', 'alunos'],
    ['listagem-pacientes', 'alunos/pacientes'],
    ['novo-aluno', 'alunos/novo'],
    ['novo-aluno-basic', 'alunos/basico'],
    ['psicotecnico', 'alunos/psicotecnico'],
    ['editar-aluno', 'alunos/editar/:idAluno'],
    ['editar-paciente', 'alunos/editar/paciente/:idPaciente'],
    ['situacao-alunos', 'alunos/situacao'],
    ['reposicao-alunos', 'alunos/alunos/reposicao'],
    ['feed-alunos', 'alunos/feed'],
    ['config', 'config'],
    ['listagem-salas', 'salas'],
    ['nova-sala', 'salas/nova'],
    ['editar-sala', 'salas/editar/:idSala'],
    ['listagem-cameras', 'cameras'],
    ['nova-camera', 'cameras/nova'],
    ['editar-camera', 'cameras/editar/:idCam'],
    ['listagem-turmas', 'turmas', ADMIN_AND_INSTRUTOR],
    ['nova-turma', 'turmas/nova'],
    ['reposicao-turma', 'turmas/reposicao'],
    ['editar-turma', 'turmas/editar/:idTurma'],
    ['aula-teorica', 'turmas/aula-teorica/:idTurma'],
    ['aulas-presenciais', 'turmas/aulas-presenciais'],
    ['agendar-pratica', 'agendamento/agendar'],
    ['agenda', 'agendamento/agenda'],
    ['processo-agendamento', 'agendamento/processo/pratica'],
    ['processo-index', 'agendamento/processo/index'],
    ['perimetro-index', 'agendamento/perimetro/cadastro'],
    ['processo-consulta', 'agendamento/processo/consulta'],
    ['aulas-agendadas', 'agendamento/agendadas'],
    ['aulas-realizadas', 'agendamento/realizadas'],
    ['planos-praticos', 'agendamento/planos-praticos'],
    ['monitoramento-pratica', 'monitoramento/pratica'],
    ['monitoramento-teorica', 'monitoramento/teorica'],
    ['monitoramento-virtual', 'monitoramento/virtual'],
    ['monitorar-sala', 'monitoramento/monitorar/sala'],
    ['monitorar-sala-max', 'monitoramento/monitorar/sala/max'],
    ['monitorar-sala-teorica', 'monitoramento/monitorar/sala/teorica'],
    ['monitoramento-upload', 'monitoramento/upload'],
    ['relatorio-monitoramento', 'monitoramento/relatorio-monitoramento'],
    ['alertas', 'monitoramento/alertas'],
    ['status-cameras', 'monitoramento/status-cameras'],
    ['fotos-teoricas', 'monitoramento/fotos-teoricas'],
    ['faturas-index', 'faturas/index'],
    ['faturas-relatorio', 'faturas/relatorio'],
    ['faturas-praticas', 'faturas/faturas-praticas'],
    ['faturas-teoricas', 'faturas/faturas-teoricas'],
    ['importarFaturas', 'faturas/importar'],
    ['cfc', 'cfc'],
    ['cfc-novo', 'cfc-novo'],
  ]),
  // Last, so that every other path wins; the router ranks routes by specificity anyway.
  ...publicRoutes('public', [['notFound', '*', 'notFoundSimple', 'public']]),
] as const;

export type RouteName = (typeof ROUTES)[number]['name'];

const ROUTE_BY_NAME = new Map<string, RouteDefinition<RouteName>>(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: RouteName): RouteDefinition<RouteName> {
  const route = ROUTE_BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

export function isRouteName(value: string): value is RouteName {
  return ROUTE_BY_NAME.has(value);
}

export type RouteParams = Readonly<Record<string, string | number | undefined>>;

/** Builds a link from a route name; optional parameters left out drop their segment. */
export function buildPath(name: RouteName, params: RouteParams = {}): string {
  const values = Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  return generatePath(routeByName(name).path, values);
}

export const LOGIN_ROUTE_NAMES: readonly RouteName[] = ['login', 'loginAluno', 'loginInstrutor'];

/** Screens that neither check for an expired session nor load user data (SPEC §2.1). */
export function skipsSessionCheck(name: RouteName, pathname: string): boolean {
  return LOGIN_ROUTE_NAMES.includes(name) || name === 'mobileStream' || pathname.includes('/ead/');
}
