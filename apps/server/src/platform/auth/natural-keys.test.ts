import { isRoleId, PERMISSION_FLAGS, type PermissionFlag } from '@cfc/contract';
import { addDays, todayInSaoPaulo } from '@cfc/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenLesson } from '../../modules/getran/test-fixtures.ts';
import type { Platform } from '../../server.ts';
import { createProcesso, type DemoSchool, demoSchool } from '../../test/demo-school.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { isAllowed } from './access.ts';
import type { Principal } from './principal.ts';

const engines = await testEngines();

/** The school every caller sees, and the one whose people none of them may reach. */
const OWN = 'cfcmodelo';
const OTHER = 'autoescolademo';
/** The day of the lesson each school is given (yesterday: inside any period the reports ask for). */
const DAY = addDays(todayInSaoPaulo(), -1);

/** A school's natural keys, from its demo records: a student, an instructor and a vehicle. */
interface Keys {
  cpf: string;
  renach: string;
  instrutorCpf: string;
  cnh: string;
  placa: string;
  renavam: string;
}

/**
 * Every endpoint that takes a natural key in its path, query or body; a new one is one line.
 * `lookup`: answers the record of a school the caller sees, else 404 with the message alone.
 * `search`: a filter; another school's value matches no row. `export`: the same, as CSV text.
 */
interface Endpoint {
  route: string;
  kind: 'lookup' | 'search' | 'export';
  key: keyof Keys;
  url: (value: string, school: string) => string;
}
// biome-ignore format: one line per endpoint.
const ENDPOINTS: Endpoint[] = [
  { route: 'GET /getran/aluno/:cfc/:cpf', kind: 'lookup', key: 'cpf', url: (v, s) => `/getran/aluno/${s}/${v}` },
  { route: 'GET /alunos', kind: 'search', key: 'cpf', url: (v) => `/alunos?filtro=${v}` },
  { route: 'GET /alunos', kind: 'search', key: 'renach', url: (v) => `/alunos?filtro=${v}` },
  { route: 'GET /alunos/exames/pacientes', kind: 'search', key: 'cpf', url: (v) => `/alunos/exames/pacientes?filtro=${v}` },
  { route: 'GET /instrutores', kind: 'search', key: 'instrutorCpf', url: (v) => `/instrutores?filtro=${v}` },
  { route: 'GET /instrutores', kind: 'search', key: 'cnh', url: (v) => `/instrutores?filtro=${v}` },
  { route: 'GET /veiculos', kind: 'search', key: 'placa', url: (v) => `/veiculos?filtro=${v}` },
  { route: 'GET /veiculos', kind: 'search', key: 'renavam', url: (v) => `/veiculos?filtro=${v}` },
  { route: 'GET /processos', kind: 'search', key: 'cpf', url: (v) => `/processos?filtro=${v}` },
  { route: 'GET /processos', kind: 'search', key: 'renach', url: (v) => `/processos?filtro=${v}` },
  { route: 'GET /dashboard/aulas/praticas/envios', kind: 'search', key: 'cpf', url: (v, s) => `/dashboard/aulas/praticas/envios?schema=${s}&cpf=${v}` },
  { route: 'GET /relatorios/aulas-praticas-realizadas', kind: 'search', key: 'cpf', url: (v) => `/relatorios/aulas-praticas-realizadas?de=${DAY}&ate=${DAY}&filtro=${v}` },
  { route: 'GET /relatorios/carga-horaria-pratica', kind: 'search', key: 'cpf', url: (v) => `/relatorios/carga-horaria-pratica?filtro=${v}` },
  { route: 'GET /relatorios/carga-horaria-pratica', kind: 'search', key: 'renach', url: (v) => `/relatorios/carga-horaria-pratica?filtro=${v}` },
  { route: 'GET /alunos/xlsx/:id/:param', kind: 'export', key: 'cpf', url: (v) => `/alunos/xlsx/-/${v}?formato=csv` },
  { route: 'GET /alunos/xlsx/:id/:param', kind: 'export', key: 'renach', url: (v) => `/alunos/xlsx/-/${v}?formato=csv` },
  { route: 'GET /instrutores/xlsx/:id/:param', kind: 'export', key: 'cnh', url: (v) => `/instrutores/xlsx/-/${v}?formato=csv` },
  { route: 'GET /veiculos/xlsx/:id/:param', kind: 'export', key: 'placa', url: (v) => `/veiculos/xlsx/-/${v}?formato=csv` },
  { route: 'GET /processos/xlsx/:id/:param', kind: 'export', key: 'renach', url: (v) => `/processos/xlsx/-/${v}?formato=csv` },
  { route: 'GET /relatorios/aulas-praticas-realizadas/xlsx/:id/:param', kind: 'export', key: 'cpf', url: (v) => `/relatorios/aulas-praticas-realizadas/xlsx/-/${v}?formato=csv&de=${DAY}&ate=${DAY}` },
  { route: 'GET /relatorios/carga-horaria-pratica/xlsx/:id/:param', kind: 'export', key: 'cpf', url: (v) => `/relatorios/carga-horaria-pratica/xlsx/-/${v}?formato=csv` },
];

/**
 * Endpoints that take such a key without looking a record up by it: registrations write it into
 * the caller's own school (unique per school, checked under row-level security), and the CPF
 * logins check it together with the password (a wrong pair answers the same 401 for any CPF).
 */
const NOT_LOOKUPS = [
  'POST /login/aluno',
  'POST /login/instrutor',
  'POST /alunos',
  'PUT /alunos/:id',
  'POST /instrutores',
  'PUT /instrutores/:id',
  'POST /veiculos',
  'PUT /veiculos/:id',
  'POST /processos',
  'POST /usuarios',
  'PUT /usuarios/:idUsuario',
];
const NATURAL_KEY_FIELDS = ['cpf', 'renach', 'placa', 'cnh', 'cnh_numero', 'renavam'];

/** Operator staff granted CFC Modelo only, and a traffic authority of its state (PI). */
const CALLERS = [
  'admin@modelo.cfc',
  'monitor@demo.cfc',
  'financeiro@demo.cfc',
  'suporte@demo.cfc',
  'comercial@demo.cfc',
  'detran@demo.cfc',
];

interface Caller {
  login: string;
  session: Session;
  principal: Principal;
}

/** Letters and digits only, so a masked CPF or plate in a reply still counts as its value. */
const bare = (text: string) => text.replace(/[^0-9A-Za-z]/g, '');
const carries = (reply: LightMyRequestResponse, value: string) => bare(reply.body).includes(bare(value));

interface OpenApiOperation {
  parameters?: { name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
const fieldsOf = (schema: JsonSchema | undefined): string[] =>
  schema
    ? [
        ...Object.keys(schema.properties ?? {}),
        ...[...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap(fieldsOf),
      ]
    : [];

describe.each(engines)('a natural key reaches only the schools the caller sees, on $name', (engine) => {
  let platform: Platform;
  const keys = new Map<string, Keys>();
  const callers: Caller[] = [];

  /** A student of the school with a process and a lesson given yesterday, and its records' keys. */
  async function keysOf(slug: string): Promise<Keys> {
    const { db } = platform.database;
    const school: DemoSchool = await demoSchool(platform, slug);
    const aluno = school.alunos[27];
    const instrutor = school.instrutores[2];
    const veiculo = school.veiculos[0];
    if (!aluno || !instrutor || !veiculo) throw new Error(`registros de demonstração ausentes em ${slug}`);
    const processoId = await createProcesso(platform, school, 27, { categoria: 'B' });
    await givenLesson(platform, school, {
      processoId,
      instrutorId: instrutor.id,
      veiculoId: veiculo.id,
      inicio: `${DAY}T05:00`,
      minutos: 50,
    });
    await db
      .insertInto('aluno_exames')
      .values({
        autoescola_id: school.id,
        aluno_id: aluno.id,
        tipo: 'medico',
        resultado: 'apto',
        data_exame: DAY,
      })
      .execute();
    const student = await db
      .selectFrom('alunos')
      .select(['cpf', 'renach'])
      .where('id', '=', aluno.id)
      .executeTakeFirstOrThrow();
    const teacher = await db
      .selectFrom('instrutores')
      .select(['cpf', 'cnh_numero'])
      .where('id', '=', instrutor.id)
      .executeTakeFirstOrThrow();
    const car = await db
      .selectFrom('veiculos')
      .select(['placa', 'renavam'])
      .where('id', '=', veiculo.id)
      .executeTakeFirstOrThrow();
    return {
      cpf: student.cpf,
      renach: student.renach ?? '',
      instrutorCpf: teacher.cpf,
      cnh: teacher.cnh_numero,
      placa: car.placa,
      renavam: car.renavam,
    };
  }

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    const { db } = platform.database;
    keys.set(OWN, await keysOf(OWN));
    keys.set(OTHER, await keysOf(OTHER));
    const other = await db
      .selectFrom('autoescolas')
      .select('id')
      .where('slug', '=', OTHER)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('usuario_autoescolas').where('autoescola_id', '=', other.id).execute();
    await db.updateTable('usuarios').set({ uf: 'PI' }).where('email', '=', 'detran@demo.cfc').execute();
    for (const login of CALLERS) {
      const user = await db
        .selectFrom('usuarios')
        .select(['id', 'nome', 'id_role', 'id_funcao_usuario', 'permissoes', 'autoescola_id'])
        .where('email', '=', login)
        .executeTakeFirstOrThrow();
      if (!isRoleId(user.id_role)) throw new Error(`perfil inválido: ${login}`);
      const session = await sessionFor(platform, login);
      callers.push({
        login,
        session: { ...session, headers: { ...session.headers, cfc: OWN } },
        // What the access check reads of a principal; the schools come from the request.
        principal: {
          usuarioId: user.id,
          sessaoId: '',
          nome: user.nome,
          email: login,
          role: user.id_role,
          funcao: user.id_funcao_usuario,
          permissions: new Set(
            user.permissoes.filter((flag): flag is PermissionFlag =>
              PERMISSION_FLAGS.includes(flag as PermissionFlag),
            ),
          ),
          autoescolaId: user.autoescola_id,
          escolas: [],
          autoescolaIds: [],
        },
      });
    }
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  const call = (caller: Caller, url: string) =>
    platform.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: caller.session.headers });

  /** The callers the route's declared access lets through (its roles and permission flags). */
  function reaching(route: string): Caller[] {
    const [method, path] = route.split(' ');
    const entry = platform.app.accessTable.find(
      (row) => row.method === method && row.url === `/api/v1${path}`,
    );
    if (!entry) throw new Error(`rota desconhecida: ${route}`);
    return callers.filter((caller) => isAllowed(entry.access, caller.principal, false));
  }

  it('lists every endpoint whose path, query or body takes a natural key', async () => {
    const document = (await platform.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const taking = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          [
            ...(operation.parameters ?? []).map((parameter) => parameter.name),
            ...fieldsOf(operation.requestBody?.content?.['application/json']?.schema),
          ].some((field) => NATURAL_KEY_FIELDS.includes(field)),
        )
        .map(
          ([method]) => `${method.toUpperCase()} ${path.replace('/api/v1', '').replace(/\{(\w+)\}/g, ':$1')}`,
        ),
    );
    expect(taking.length).toBeGreaterThan(NOT_LOOKUPS.length);
    const known = new Set([...ENDPOINTS.map((endpoint) => endpoint.route), ...NOT_LOOKUPS]);
    expect(taking.filter((route) => !known.has(route))).toEqual([]);
  });

  it('every caller sees its own school and not the other one', async () => {
    for (const caller of callers) {
      const reply = await call(caller, '/autoescola');
      expect(reply.statusCode, caller.login).toBe(200);
      const slugs = (reply.json().dados as { slug: string }[]).map((school) => school.slug);
      expect(slugs, caller.login).toContain(OWN);
      expect(slugs, caller.login).not.toContain(OTHER);
    }
  });

  it.each(ENDPOINTS)('$route by $key answers another school’s value with nothing', async (endpoint) => {
    const callersOfRoute = reaching(endpoint.route);
    expect(callersOfRoute.length, 'nenhum perfil alcança a rota').toBeGreaterThan(0);
    const own = keys.get(OWN)?.[endpoint.key] ?? '';
    const foreign = keys.get(OTHER)?.[endpoint.key] ?? '';
    expect(own).not.toBe('');
    expect(foreign).not.toBe('');

    for (const caller of callersOfRoute) {
      const label = `${endpoint.route} ${endpoint.key} como ${caller.login}`;
      const mine = await call(caller, endpoint.url(own, OWN));
      expect(mine.statusCode, `${label}: ${mine.body}`).toBe(200);
      if (endpoint.kind !== 'lookup') expect(carries(mine, own), label).toBe(true);

      const theirs = await call(caller, endpoint.url(foreign, OWN));
      expect(carries(theirs, foreign), `${label}: ${theirs.body}`).toBe(false);
      if (endpoint.kind === 'lookup') {
        expect(theirs.statusCode, `${label}: ${theirs.body}`).toBe(404);
        expect(theirs.json(), label).toEqual({ success: false, mensagem: expect.any(String) });
        // Naming the other school instead is refused before any record is looked at.
        const elsewhere = await call(caller, endpoint.url(foreign, OTHER));
        expect(elsewhere.statusCode, `${label} na outra escola: ${elsewhere.body}`).toBe(403);
        expect(elsewhere.json(), label).toEqual({ success: false, mensagem: expect.any(String) });
      } else {
        expect(theirs.statusCode, `${label}: ${theirs.body}`).toBe(200);
        if (endpoint.kind === 'search') expect(theirs.json().dados.total, label).toBe(0);
      }
    }
  });
});
