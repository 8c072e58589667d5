import { ADMIN_AREA_ROLES, ROLE_IDS, Role, type RoleId } from '@cfc/contract';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.ts';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { isPublic } from './access.ts';

const engines = await testEngines();

/**
 * The only writes every logged-in user may make, the traffic authority (role 9, read only) included:
 * its own session, second factor and notices. Every other write names the roles it admits.
 */
const OWN_ACCOUNT_WRITES = [
  'PATCH /api/v1/notificacoes/:id/archive',
  'POST /api/v1/autoescola/notification-read',
  'POST /api/v1/login/broadcast',
  'POST /api/v1/login/logout',
  'POST /api/v1/login/segundo-fator/cadastro',
  'POST /api/v1/login/segundo-fator/cadastro/confirmar',
  'POST /api/v1/login/segundo-fator/desativar',
  'POST /api/v1/notificacoes/delete-many',
  'POST /api/v1/notificacoes/read-many',
];
/** Calls that take a file by POST only to read it: checking a copy of a contestation report changes nothing. */
const READS_BY_POST = ['POST /api/v1/monitoramento/relatorio-contestacao/verificar'];

/** The reports of a school's own data (SPEC §2.3 /admin/relatorios), each with its PDF and spreadsheet. */
const RELATORIOS_ESCOLA = [
  '/relatorios/aulas-por-aluno',
  '/relatorios/alunos-por-periodo',
  '/relatorios/acoes-usuarios',
  '/relatorios/geral',
  '/relatorios/admin',
];

/** A concrete address for a route pattern: every parameter becomes 1. */
const concrete = (url: string) => url.replace(/:\w+/g, '1');

describe.each(engines)('every API route checks who is asking on $name', (engine) => {
  let platform: Platform;
  const sessions = new Map<RoleId, Session>();

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    for (const role of ROLE_IDS) await signIn(role);
  });

  /** One demo account per role (the first of each). */
  async function signIn(role: RoleId): Promise<void> {
    const demo = DEMO_USERS.find((user) => user.role === role);
    if (demo) sessions.set(role, await sessionFor(platform, demo.login));
  }
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('has a session for each of the nine roles', () => {
    expect([...sessions.keys()].sort()).toEqual([...ROLE_IDS].sort());
  });

  it('answers 401 without a token and 403 to every role a route does not allow', async () => {
    const protectedRoutes = platform.app.accessTable.filter((route) => !isPublic(route.access));
    expect(protectedRoutes.length).toBeGreaterThan(5);
    for (const route of protectedRoutes) {
      const request = { method: route.method as HTTPMethods, url: concrete(route.url), payload: {} };
      const anonymous = await platform.app.inject(request);
      expect(anonymous.statusCode, `${route.method} ${route.url} sem token`).toBe(401);

      const allowed = 'roles' in route.access && route.access.roles ? route.access.roles : ROLE_IDS;
      for (const [role, session] of sessions) {
        const reply = await platform.app.inject({ ...request, headers: session.headers });
        if (!allowed.includes(role)) {
          expect(reply.statusCode, `${route.method} ${route.url} perfil ${role}`).toBe(403);
        } else {
          expect(reply.statusCode, `${route.method} ${route.url} perfil ${role}`).not.toBe(401);
          // A logout ends the session it was called with: sign in again for the next routes.
          if (route.url.endsWith('/logout')) await signIn(role);
        }
      }
    }
  });

  it('lets every role read only its own export jobs: one that is not its own is 404', async () => {
    const routes = platform.app.accessTable.filter(
      (route) => route.method === 'GET' && route.url.startsWith('/api/v1/exportacoes'),
    );
    expect(routes.map((route) => route.url).sort()).toEqual([
      '/api/v1/exportacoes/:id',
      '/api/v1/exportacoes/:id/arquivo',
    ]);
    for (const route of routes) {
      expect(route.access).toEqual({});
      for (const [role, session] of sessions) {
        const reply = await platform.app.inject({
          method: 'GET',
          url: concrete(route.url),
          headers: session.headers,
        });
        expect(reply.statusCode, `${route.url} perfil ${role}`).toBe(404);
      }
    }
  });

  it('never lets the traffic authority write: its only changes are to its own session and notices', () => {
    const writes = platform.app.accessTable.filter(
      (route) => !['GET', 'HEAD'].includes(route.method) && !isPublic(route.access),
    );
    const admitsDetran = writes.filter((route) => {
      const roles = 'roles' in route.access ? route.access.roles : undefined;
      return roles === undefined || roles.includes(Role.DETRAN);
    });
    const detranWrites = admitsDetran
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !READS_BY_POST.includes(route));
    expect(detranWrites.sort()).toEqual(OWN_ACCOUNT_WRITES);
  });

  it('refuses a permission flag the user lacks, and operator-only routes outside the operator', async () => {
    const { db } = platform.database;
    await db.updateTable('usuarios').set({ permissoes: [] }).where('email', '=', 'gestor@demo.cfc').execute();
    const gestor = await sessionFor(platform, 'gestor@demo.cfc');
    const list = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/usuarios',
      headers: gestor.headers,
    });
    expect(list.statusCode).toBe(403);

    const admin = sessions.get(1);
    const permissoes = await platform.app.inject({
      method: 'PUT',
      url: '/api/v1/usuarios/1/permissoes',
      headers: admin?.headers ?? {},
      payload: { permissoes: [] },
    });
    expect(permissoes.statusCode).toBe(403);
  });

  it('holds the alerts to monitoramento_relatorios for a school manager: lists and exports; monitoring needs no flag', async () => {
    const { db } = platform.database;
    const call = (url: string, session: Session | undefined) =>
      platform.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: session?.headers ?? {} });
    const urls = ['/alertas', '/alertas/pdf/-/-', '/alertas/xlsx/-/-?formato=csv'];
    await db.updateTable('usuarios').set({ permissoes: [] }).where('email', '=', 'gestor@demo.cfc').execute();
    let gestor = await sessionFor(platform, 'gestor@demo.cfc');
    for (const url of urls) expect((await call(url, gestor)).statusCode, url).toBe(403);
    await db
      .updateTable('usuarios')
      .set({ permissoes: ['monitoramento_relatorios'] })
      .where('email', '=', 'gestor@demo.cfc')
      .execute();
    gestor = await sessionFor(platform, 'gestor@demo.cfc');
    for (const url of urls) expect((await call(url, gestor)).statusCode, url).toBe(200);
    for (const url of urls) expect((await call(url, sessions.get(Role.MONITOR))).statusCode, url).toBe(200);
  });

  it('holds theory classes to their flags: turmas_list reads, turmas_edit changes and runs; the instructor and the student their own', async () => {
    const { db } = platform.database;
    const call = (method: HTTPMethods, url: string, session: Session | undefined, payload: object = {}) =>
      platform.app.inject({ method, url: `/api/v1${url}`, headers: session?.headers ?? {}, payload });
    await db.updateTable('usuarios').set({ permissoes: [] }).where('email', '=', 'gestor@demo.cfc').execute();
    let gestor = await sessionFor(platform, 'gestor@demo.cfc');
    expect((await call('GET', '/turmas', gestor)).statusCode).toBe(403);
    expect((await call('GET', '/aulas-teoricas', gestor)).statusCode).toBe(403);

    await db
      .updateTable('usuarios')
      .set({ permissoes: ['turmas_list'] })
      .where('email', '=', 'gestor@demo.cfc')
      .execute();
    gestor = await sessionFor(platform, 'gestor@demo.cfc');
    const turmas = await call('GET', '/turmas', gestor);
    expect(turmas.statusCode).toBe(200);
    const turma = turmas.json().dados.data[0];
    expect((await call('GET', `/turmas/${turma.id_turma}/aulas`, gestor)).statusCode).toBe(200);
    expect((await call('POST', '/turmas', gestor)).statusCode).toBe(403);
    expect((await call('POST', `/turmas/${turma.id_turma}/matriculas`, gestor)).statusCode).toBe(403);
    expect((await call('POST', '/aulas-teoricas/1/abrir', gestor)).statusCode).toBe(403);
    expect((await call('GET', '/relatorios/carga-horaria-teorica', gestor)).statusCode).toBe(200);

    // The instructor reads the classes they teach and is refused staff changes; the student reads only their own.
    const instrutor = sessions.get(Role.INSTRUTOR);
    const aluno = sessions.get(Role.ALUNO);
    expect((await call('GET', '/turmas', instrutor)).json().dados.total).toBeGreaterThan(0);
    expect((await call('POST', '/turmas', instrutor)).statusCode).toBe(403);
    expect((await call('GET', '/relatorios/carga-horaria-teorica', instrutor)).statusCode).toBe(403);
    expect((await call('GET', '/candidato/aulas-teoricas', instrutor)).statusCode).toBe(403);
    expect((await call('GET', '/candidato/aulas-teoricas', aluno)).statusCode).toBe(200);
    expect((await call('GET', '/turmas', aluno)).statusCode).toBe(403);
    expect((await call('GET', `/turmas/pdf/${turma.id_turma}`, aluno)).statusCode).toBe(403);
  });

  it('holds remote lessons to their flags: turmas_list reads, turmas_edit runs, the edit flags keep reference photos; monitoring reads', async () => {
    const { db } = platform.database;
    const call = (method: HTTPMethods, url: string, session: Session | undefined, payload: object = {}) =>
      platform.app.inject({ method, url: `/api/v1${url}`, headers: session?.headers ?? {}, payload });
    await db.updateTable('usuarios').set({ permissoes: [] }).where('email', '=', 'gestor@demo.cfc').execute();
    let gestor = await sessionFor(platform, 'gestor@demo.cfc');
    expect((await call('GET', '/ead/aulas', gestor)).statusCode).toBe(403);
    expect((await call('GET', '/alunos/1/referencia-facial', gestor)).statusCode).toBe(403);

    await db
      .updateTable('usuarios')
      .set({ permissoes: ['turmas_list'] })
      .where('email', '=', 'gestor@demo.cfc')
      .execute();
    gestor = await sessionFor(platform, 'gestor@demo.cfc');
    expect((await call('GET', '/ead/aulas', gestor)).statusCode).toBe(200);
    expect((await call('POST', '/ead/aulas/1/iniciar', gestor)).statusCode).toBe(403);
    expect((await call('POST', '/ead/aulas/1/encerrar', gestor)).statusCode).toBe(403);

    for (const role of [Role.MONITOR, Role.COMERCIAL, Role.INSTRUTOR]) {
      expect((await call('GET', '/ead/aulas', sessions.get(role))).statusCode, `perfil ${role}`).toBe(200);
    }
    const aluno = sessions.get(Role.ALUNO);
    expect((await call('GET', '/ead/aulas', aluno)).statusCode).toBe(403);
    expect((await call('POST', '/ead/aulas/1/iniciar', aluno)).statusCode).toBe(403);
    expect((await call('GET', '/alunos/1/referencia-facial', aluno)).statusCode).toBe(403);
  });

  it("holds the bank files to finance, and their import also to the operator's administrator only", async () => {
    const call = (method: HTTPMethods, url: string, session: Session | undefined, payload: object = {}) =>
      platform.app.inject({ method, url: `/api/v1${url}`, headers: session?.headers ?? {}, payload });
    // The tests above sign some roles in again (ending the sessions of this map): fresh ones.
    for (const role of [Role.ADMIN, Role.GESTOR, Role.COMERCIAL, Role.MONITOR]) await signIn(role);
    const financeiro = sessions.get(Role.FINANCEIRO);
    expect((await call('GET', '/financeiro/retornos', financeiro)).statusCode).toBe(200);
    expect((await call('GET', '/financeiro/baixas-manuais', financeiro)).statusCode).toBe(200);
    // a school's administrator is role 1 too, but not the operator's: refused
    const escola = await call('GET', '/financeiro/retornos', sessions.get(Role.ADMIN));
    expect(escola.statusCode).toBe(403);
    for (const role of [Role.ADMIN, Role.GESTOR, Role.COMERCIAL, Role.MONITOR]) {
      expect(
        (await call('GET', '/financeiro/baixas-manuais', sessions.get(role))).statusCode,
        `perfil ${role}`,
      ).toBe(403);
      expect(
        (await call('POST', '/financeiro/remessas', sessions.get(role))).statusCode,
        `perfil ${role}`,
      ).toBe(403);
    }
  });

  it('holds the finance reports, the panel and the NFS-e to finance; the commercial area to 8 and 6, reading only', async () => {
    const call = (method: HTTPMethods, url: string, session: Session | undefined) =>
      platform.app.inject({ method, url: `/api/v1${url}`, headers: session?.headers ?? {}, payload: {} });
    // The tests above signed some accounts in again, ending the sessions of the map.
    for (const role of ROLE_IDS) await signIn(role);
    const financeiro = sessions.get(Role.FINANCEIRO);
    const comercial = sessions.get(Role.COMERCIAL);
    for (const url of ['/financeiro/relatorios', '/financeiro/painel-faturamento', '/financeiro/nfse']) {
      expect((await call('GET', url, financeiro)).statusCode, url).toBe(200);
      for (const role of ROLE_IDS.filter((r) => r !== Role.FINANCEIRO)) {
        expect((await call('GET', url, sessions.get(role))).statusCode, `${url} perfil ${role}`).toBe(403);
      }
    }
    const comercialUrls = [
      '/comercial/autoescolas',
      '/comercial/alunos-cadastrados',
      '/comercial/relatorios/financeiro',
    ];
    for (const url of comercialUrls) {
      expect((await call('GET', url, comercial)).statusCode, url).toBe(200);
      expect((await call('GET', url, financeiro)).statusCode, url).toBe(200);
      for (const role of [Role.ADMIN, Role.GESTOR, Role.MONITOR, Role.SUPORTE, Role.DETRAN]) {
        expect((await call('GET', url, sessions.get(role))).statusCode, `${url} perfil ${role}`).toBe(403);
      }
    }
    // Commercial staff change nothing of the finance area.
    const financeWrites = platform.app.accessTable.filter(
      (route) =>
        !['GET', 'HEAD'].includes(route.method) &&
        /^\/api\/v1\/(financeiro|comercial)\//.test(route.url) &&
        'roles' in route.access &&
        route.access.roles?.includes(Role.COMERCIAL),
    );
    expect(financeWrites.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('keeps billing to finance: commercial and a school read invoices, only finance writes; the invoice flags gate a school', async () => {
    const { db } = platform.database;
    const call = (method: HTTPMethods, url: string, session: Session | undefined, payload: object = {}) =>
      platform.app.inject({ method, url: `/api/v1${url}`, headers: session?.headers ?? {}, payload });
    const billing = platform.app.accessTable.filter(
      (route) => route.url.startsWith('/api/v1/financeiro/') || route.url.startsWith('/api/v1/faturas'),
    );
    expect(billing.length).toBeGreaterThan(10);
    for (const route of billing.filter((r) => r.method !== 'GET')) {
      const roles = 'roles' in route.access ? route.access.roles : undefined;
      // A bank return file is also imported by the operator's administrator (SPEC's /admin/faturas/importar),
      // which the service tells from a school's administrator (the bank files' case below).
      const esperado = route.url.startsWith('/api/v1/financeiro/retornos')
        ? [Role.FINANCEIRO, Role.ADMIN]
        : [Role.FINANCEIRO];
      expect(roles, `${route.method} ${route.url}`).toEqual(esperado);
    }
    for (const role of [Role.FINANCEIRO, Role.COMERCIAL, Role.ADMIN]) {
      expect((await call('GET', '/faturas', sessions.get(role))).statusCode, `perfil ${role}`).toBe(200);
    }
    expect((await call('GET', '/financeiro/contratos', sessions.get(Role.COMERCIAL))).statusCode).toBe(403);
    await db.updateTable('usuarios').set({ permissoes: [] }).where('email', '=', 'gestor@demo.cfc').execute();
    let gestor = await sessionFor(platform, 'gestor@demo.cfc');
    expect((await call('GET', '/faturas', gestor)).statusCode).toBe(403);
    await db
      .updateTable('usuarios')
      .set({ permissoes: ['faturas_teoricas'] })
      .where('email', '=', 'gestor@demo.cfc')
      .execute();
    gestor = await sessionFor(platform, 'gestor@demo.cfc');
    expect((await call('GET', '/faturas', gestor)).statusCode).toBe(200);
    expect((await call('GET', '/faturas/itens?tipo=aula_teorica', gestor)).statusCode).toBe(200);
    expect((await call('GET', '/faturas/itens?tipo=aula_pratica', gestor)).statusCode).toBe(403);
  });

  it('holds extra charges, union receipts and commissions to their roles: finance writes, a school reads its own, the consultant their report', async () => {
    const call = (method: HTTPMethods, url: string, session: Session | undefined, payload: object = {}) =>
      platform.app.inject({ method, url: `/api/v1${url}`, headers: session?.headers ?? {}, payload });
    const financeiro = sessions.get(Role.FINANCEIRO);
    const admin = sessions.get(Role.ADMIN);
    for (const url of [
      '/financeiro/produtos-servicos',
      '/financeiro/cobrancas',
      '/financeiro/sindicatos/recebimentos',
    ]) {
      expect((await call('GET', url, financeiro)).statusCode, url).toBe(200);
      for (const role of [Role.COMERCIAL, Role.ADMIN, Role.MONITOR]) {
        expect((await call('GET', url, sessions.get(role))).statusCode, `${url} perfil ${role}`).toBe(403);
      }
    }
    // The school's staff reads its charges, and writes nothing of finance.
    expect((await call('GET', '/cobrancas', admin)).statusCode).toBe(200);
    expect((await call('POST', '/financeiro/cobrancas', admin)).statusCode).toBe(403);
    expect((await call('GET', '/cobrancas', financeiro)).statusCode).toBe(403);
    // /comissao is role 1 of the operator: the consultant, not a school's administrator.
    const consultor = await sessionFor(platform, 'consultor@demo.cfc');
    expect((await call('GET', '/comissao/relatorio-consultor', consultor)).statusCode).toBe(200);
    expect((await call('GET', '/comissao/relatorio-consultor', admin)).statusCode).toBe(403);
    expect((await call('GET', '/comissao/relatorio-consultor', financeiro)).statusCode).toBe(403);
  });

  it('holds the admin reports to roles 1, 2 and 3 with the relatorios flag: the tables and their exports', async () => {
    const { db } = platform.database;
    const call = (url: string, session: Session | undefined) =>
      platform.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: session?.headers ?? {} });
    const urls = RELATORIOS_ESCOLA.flatMap((path) => [
      path,
      `${path}/pdf/-/-`,
      `${path}/xlsx/-/-?formato=csv`,
    ]);
    for (const role of ROLE_IDS) await signIn(role);
    for (const url of urls) {
      expect((await call(url, sessions.get(Role.ADMIN))).statusCode, url).toBe(200);
      for (const role of ROLE_IDS.filter((r) => !ADMIN_AREA_ROLES.includes(r))) {
        expect((await call(url, sessions.get(role))).statusCode, `${url} perfil ${role}`).toBe(403);
      }
    }
    await db.updateTable('usuarios').set({ permissoes: [] }).where('email', '=', 'gestor@demo.cfc').execute();
    let gestor = await sessionFor(platform, 'gestor@demo.cfc');
    for (const url of urls) expect((await call(url, gestor)).statusCode, url).toBe(403);
    await db
      .updateTable('usuarios')
      .set({ permissoes: ['relatorios'] })
      .where('email', '=', 'gestor@demo.cfc')
      .execute();
    gestor = await sessionFor(platform, 'gestor@demo.cfc');
    for (const url of urls) expect((await call(url, gestor)).statusCode, url).toBe(200);
  });
});
