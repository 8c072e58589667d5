import { Role } from '@cfc/contract';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildPath, isRouteName, ROUTES, type RouteName, routeByName, skipsSessionCheck } from './routes.ts';

const { ADMIN, MONITOR, INSTRUTOR, ALUNO, GESTOR, FINANCEIRO, SUPORTE, COMERCIAL, DETRAN } = Role;

/** SPEC §2.3: each guarded area, its roles and the child paths it lists. */
const AREAS = [
  { base: '/suporte', roles: [SUPORTE], paths: ['envios-praticas', 'envios-praticas-teste'] },
  {
    base: '/candidato',
    roles: [ALUNO],
    paths: ['aulas-teoricas/:status?', 'aulas-praticas/:status?', 'aluno/perfil'],
  },
  {
    base: '/financeiro',
    roles: [FINANCEIRO],
    paths: [
      ...[
        'faturamento-autoescola',
        'alunos-faturados',
        'alunos-cadastrados',
        'relatorios',
        'painel-faturamento',
      ]
        .concat(['importar', 'autoescolas', 'sindicato/recebimentos', 'historico-baixa-manual'])
        .map((child) => `faturas/${child}`),
      'produtos-servicos',
      'criar-cobranca',
      'buscar-cobranca',
    ],
  },
  { base: '/comissao', roles: [ADMIN], paths: ['relatorio-consultor'] },
  {
    base: '/comercial',
    roles: [COMERCIAL, FINANCEIRO],
    paths: ['lista', 'alunos-cadastrados', 'relatorios/monitoramento', 'relatorios/financeiro'],
  },
  {
    base: '/detran',
    roles: [DETRAN],
    paths: ['alunos', 'aulas-praticas', 'turmas-teoricas', 'alertas', 'instrutores', 'veiculos'],
  },
  {
    base: '/monitoramento',
    roles: [MONITOR, COMERCIAL],
    paths: [
      ...[
        'dashboard',
        'praticas/envios-praticas',
        'praticas/aulas-praticas',
        'turmas-teoricas',
        'aulas-virtuais',
      ],
      ...[
        'salamonitoramento/:schema/:id',
        'salapresenciais/:schema/:id',
        'alunos',
        'feed-alunos',
        'instrutores',
      ],
      ...[
        'aulas-presenciais',
        'veiculos',
        'salas',
        'avisos',
        'relatorios',
        'logs/minimizacao',
        'log/agendamento',
      ],
      ...['log/api-candidato-pratico', 'conf/gerenciamento'],
    ],
  },
  {
    base: '/admin',
    roles: [ADMIN, MONITOR, GESTOR],
    paths: [
      ...[
        'cobrancas',
        'notificacoes',
        'notificacoes/changelog',
        'dashboard',
        'presenca',
        'eadInstrutor',
        'config',
      ],
      ...['aulas-por-aluno', 'lista-de-alunos-por-periodo', 'relatorio-aulas-praticas-realizadas']
        .concat(['carga-horaria-aulas-praticas-por-aluno', 'admin', 'geral', 'acoes-usuarios', 'faturamento'])
        .concat(['carga-horaria-teorica'])
        .map((child) => `relatorios/${child}`),
      ...['usuarios/list', 'usuarios/novo', 'usuarios/editar/:idUsuario', 'usuarios/permissoes'],
      ...['veiculos', 'veiculos/novo', 'veiculos/editar/:idVeiculo'],
      ...['instrutores', 'instrutores/dashboard', 'instrutores/novo', 'instrutores/editar/:idInstrutor'],
      ...['alunos', 'alunos/pacientes', 'alunos/novo', 'alunos/basico', 'alunos/psicotecnico'],
      ...['alunos/editar/:idAluno', 'alunos/editar/paciente/:idPaciente', 'alunos/situacao'],
      ...['alunos/alunos/reposicao', 'alunos/feed'],
      ...['salas', 'salas/nova', 'salas/editar/:idSala', 'cameras', 'cameras/nova', 'cameras/editar/:idCam'],
      ...[
        'turmas',
        'turmas/nova',
        'turmas/reposicao',
        'turmas/editar/:idTurma',
        'turmas/aula-teorica/:idTurma',
      ],
      'turmas/aulas-presenciais',
      ...[
        'agendar',
        'agenda',
        'processo/pratica',
        'processo/index',
        'perimetro/cadastro',
        'processo/consulta',
      ]
        .concat(['agendadas', 'realizadas', 'planos-praticos'])
        .map((child) => `agendamento/${child}`),
      ...['pratica', 'teorica', 'virtual', 'monitorar/sala', 'monitorar/sala/max', 'monitorar/sala/teorica']
        .concat(['upload', 'relatorio-monitoramento', 'alertas', 'status-cameras', 'fotos-teoricas'])
        .map((child) => `monitoramento/${child}`),
      ...['index', 'relatorio', 'faturas-praticas', 'faturas-teoricas', 'importar'].map(
        (child) => `faturas/${child}`,
      ),
      'cfc',
      'cfc-novo',
    ],
  },
];

/** Routes whose roles differ from the rest of their area (SPEC §6). */
const ROLE_EXCEPTIONS: Partial<Record<RouteName, readonly number[]>> = {
  dashboard: [ADMIN, MONITOR, INSTRUTOR, GESTOR],
  'listagem-turmas': [ADMIN, MONITOR, INSTRUTOR, GESTOR],
  // The instructor runs their own remote lessons (issue 18); staff too.
  'ead-instrutor': [ADMIN, MONITOR, INSTRUTOR, GESTOR],
  'relatorio-contestacao': [MONITOR, DETRAN],
  TelegramDashboard: [ADMIN, MONITOR, COMERCIAL],
  // The monitoring report of the commercial area is commercial staff's (issue 19), not finance's.
  RelatorioMonitoramento: [COMERCIAL],
};

function rolesOf(name: RouteName): number[] {
  const { access } = routeByName(name);
  return access.kind === 'private' ? [...(access.roles ?? [])].sort() : [];
}

function routeAt(pathname: string): RouteName | undefined {
  const matches = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, id: route.name })),
    pathname,
  );
  const id = matches?.at(-1)?.route.id;
  return id !== undefined && isRouteName(id) ? id : undefined;
}

describe('route registry', () => {
  it('has unique names and unique paths', () => {
    const names = ROUTES.map((route) => route.name);
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('renders a screen, redirects to another registered screen, or to the home of the role', () => {
    for (const route of ROUTES) {
      const { redirectTo, screen, redirectsHome } = route as {
        redirectTo?: string;
        screen?: string;
        redirectsHome?: boolean;
      };
      expect([redirectTo, screen, redirectsHome].filter(Boolean), route.name).toHaveLength(1);
      if (redirectTo) {
        expect(isRouteName(redirectTo) && routeByName(redirectTo).screen, route.name).toBeTruthy();
      }
    }
  });

  it.each(AREAS)('has every path of $base with its roles', ({ base, roles, paths }) => {
    for (const path of paths) expect(routeAt(`${base}/${path}`.replace(/\/:\w+\?/g, ''))).toBeDefined();
    const expected = [...roles].sort();
    const inArea = ROUTES.filter((route) => route.path === base || route.path.startsWith(`${base}/`));
    for (const { name, path } of inArea) {
      expect(rolesOf(name), path).toEqual([...(ROLE_EXCEPTIONS[name] ?? expected)].sort());
    }
    for (const path of paths) {
      expect(
        inArea.some((route) => route.path === `${base}/${path}`),
        path,
      ).toBe(true);
    }
  });

  it('guards the contestation report, the messaging dashboard and the notices (SPEC §6)', () => {
    expect(routeByName('relatorio-contestacao').path).toBe(
      '/monitoramento/relatorio-contestacao-aula-realizada/:autoescola/:aula',
    );
    expect(rolesOf('relatorio-contestacao')).toEqual([MONITOR, DETRAN]);
    expect(routeByName('TelegramDashboard').access).toMatchObject({
      kind: 'private',
      functionGroup: 'messaging',
    });
    expect(routeByName('Avisos').access).toMatchObject({ functionGroup: 'notificationSender' });
  });

  it('has /dashboard lead to the home of the role', () => {
    expect(routeByName('inicio')).toMatchObject({ path: '/dashboard', redirectsHome: true });
    expect(routeAt('/dashboard')).toBe('inicio');
  });

  it('marks exactly the three login routes as login-type and keeps the open pages public', () => {
    const loginRoutes = ROUTES.filter((route) => route.access.kind === 'login').map((route) => route.name);
    expect(loginRoutes.sort()).toEqual(['login', 'loginAluno', 'loginInstrutor']);
    const openPages: RouteName[] = [
      'privacidade',
      'sessao-ativa',
      'redefinir-senha',
      'nova-senha',
      'mobileStream',
    ];
    for (const name of openPages) expect(routeByName(name).access.kind).toBe('public');
  });

  it('sends each address to the right route, unknown ones to the not-found page', () => {
    expect(routeAt('/')).toBe('login');
    expect(routeAt('/cfcexemplo')).toBe('login');
    expect(routeAt('/aluno/cfcexemplo')).toBe('loginAluno');
    expect(routeAt('/instrutor')).toBe('loginInstrutor');
    expect(routeAt('/sobre/privacidade')).toBe('privacidade');
    expect(routeAt('/nova-senha/link-expirado/abc')).toBe('link-expirado');
    expect(routeAt('/ead/aGVsbG8=/dG9rZW4=/3')).toBe('mobileStream');
    expect(routeAt('/404/large-text')).toBe('404-large-text');
    expect(routeAt('/admin')).toBe('admin');
    expect(routeAt('/alguma/coisa/que/nao/existe')).toBe('notFound');
    expect(routeAt('/admin/nao-existe')).toBe('notFound');
  });

  it('skips the session check on login, stream and e-learning addresses', () => {
    expect(skipsSessionCheck('loginAluno', '/aluno')).toBe(true);
    expect(skipsSessionCheck('mobileStream', '/ead/a/b/c')).toBe(true);
    expect(skipsSessionCheck('ead', '/ead/a')).toBe(true);
    expect(skipsSessionCheck('dashboard', '/admin/dashboard')).toBe(false);
  });
});

describe('buildPath', () => {
  it('drops optional parameters that are not given', () => {
    expect(buildPath('login')).toBe('/');
    expect(buildPath('login', { autoescola: 'cfcexemplo' })).toBe('/cfcexemplo');
    expect(buildPath('loginAluno')).toBe('/aluno');
    expect(buildPath('aulas-periodo', { dataI: '2025-01-01' })).toBe('/aulas/2025-01-01');
  });

  it('fills required parameters, numbers included', () => {
    expect(buildPath('nova-senha', { token: 'abc123' })).toBe('/nova-senha/abc123');
    expect(buildPath('SalaMonitoramento', { schema: 'public', id: 7 })).toBe(
      '/monitoramento/salamonitoramento/public/7',
    );
    expect(buildPath('editar-aluno', { idAluno: 42 })).toBe('/admin/alunos/editar/42');
  });

  it('refuses to build a link with a required parameter missing', () => {
    expect(() => buildPath('nova-senha')).toThrow();
  });

  it('knows the menu names of SPEC §2.4', () => {
    expect(buildPath('EnvioAulasPraticas')).toBe('/suporte/envios-praticas');
    expect(buildPath('MonEnvioAulasPraticas')).toBe('/monitoramento/praticas/envios-praticas');
    expect(buildPath('faturas_boletos')).toBe('/financeiro/faturas/faturamento-autoescola');
    expect(buildPath('lista-autoescolas')).toBe('/comercial/lista');
    expect(buildPath('Getran-listarAlunos')).toBe('/detran/alunos');
    expect(buildPath('aulas-teoricas')).toBe('/candidato/aulas-teoricas');
    expect(buildPath('aulasInstrutor')).toBe('/instrutor-cfc/aulas');
    expect(buildPath('dashboard')).toBe('/admin/dashboard');
  });
});
