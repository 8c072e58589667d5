import { ROLE_IDS, type RoleId } from '@cfc/contract';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.ts';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { type Access, isPublic } from '../auth/access.ts';
import { BAD_TEXT_MESSAGE, badTextPaths, isBadText } from './bad-text.ts';

const engines = await testEngines();

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
/** What a URL can carry of a lone surrogate: its UTF-8 bytes, which are not valid UTF-8. */
const URL_SURROGATE = '%ED%A0%80';

/** The parts of the OpenAPI document (generated from the routes' zod schemas) this test reads. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** The paths of every string field of a body schema; an array item is `0`, a map entry `x`. */
function stringFields(schema: JsonSchema, path: string[] = []): string[][] {
  const types = [schema.type ?? []].flat();
  const found: string[][] = types.includes('string') ? [path] : [];
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...stringFields(option, path));
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    found.push(...stringFields(property, [...path, key]));
  if (schema.items) found.push(...stringFields(schema.items, [...path, '0']));
  if (typeof schema.additionalProperties === 'object')
    found.push(...stringFields(schema.additionalProperties, [...path, 'x']));
  const unique = new Map(found.map((field) => [field.join('.'), field]));
  return [...unique.values()];
}

/** A body holding `text` at `path` and nothing else. */
function bodyWith(path: string[], text: string): unknown {
  let value: unknown = text;
  for (const key of [...path].reverse()) value = /^\d+$/.test(key) ? [value] : { [key]: value };
  return value;
}

/** One request of the walk: which field holds bad text, and how it is sent. */
interface Probe {
  field: string;
  url: string;
  payload?: string;
  /** A NUL, or a lone surrogate a JSON body can carry: the field must be named in a 422. */
  named: boolean;
}

function probesOf(pattern: string, operation: Operation): Probe[] {
  const params = operation.parameters ?? [];
  const concrete = (name?: string, text?: string) =>
    pattern.replace(/\{(\w+)\}/g, (_, param: string) => (param === name ? (text ?? '') : '1'));
  const probes: Probe[] = [];
  for (const param of params) {
    // An export's document lists the `todos` of its longer twin among the shorter one's parameters.
    if (param.in === 'path' && pattern.includes(`{${param.name}}`)) {
      probes.push({ field: param.name, url: concrete(param.name, '%00'), named: true });
      probes.push({ field: param.name, url: concrete(param.name, URL_SURROGATE), named: false });
    } else if (param.in === 'query') {
      probes.push({ field: param.name, url: `${concrete()}?${param.name}=a%00b`, named: true });
      probes.push({ field: param.name, url: `${concrete()}?${param.name}=${URL_SURROGATE}`, named: false });
    }
  }
  const content = operation.requestBody?.content ?? {};
  const schema = (content['application/json'] ?? Object.values(content)[0])?.schema;
  for (const path of schema ? stringFields(schema) : []) {
    for (const text of [`a${NUL}b`, `a${LONE_SURROGATE}b`]) {
      // JSON.stringify writes both as \u escapes, as a client would send them.
      probes.push({
        field: path.join('.'),
        url: concrete(),
        payload: JSON.stringify(bodyWith(path, text)),
        named: true,
      });
    }
  }
  return probes;
}

describe('bad text (a NUL, a lone surrogate) is refused with 422, never a 500', () => {
  it('finds NULs and lone surrogates, in values and keys, and nothing in clean text', () => {
    expect(isBadText('São Luís 🚗')).toBe(false);
    expect(isBadText(`a${NUL}`)).toBe(true);
    expect(isBadText(`a${LONE_SURROGATE}`)).toBe(true);
    expect(isBadText('\udc00a')).toBe(true);
    expect(isBadText('\ud83d\ude97')).toBe(false);
    expect(
      badTextPaths({
        nome: 'ok',
        endereco: { cep: `1${NUL}` },
        itens: ['ok', LONE_SURROGATE],
        [`k${NUL}`]: 1,
      }),
    ).toEqual([[], ['endereco', 'cep'], ['itens', '1']]);
    // A deeply nested body is walked without recursion.
    let deep: unknown = NUL;
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(badTextPaths(deep)).toHaveLength(1);
  });
});

describe.each(engines)('bad text in every field of every route on $name', (engine) => {
  let platform: Platform;
  const sessions = new Map<RoleId, Session>();
  /** The operator's own administrator (the demo consultant), for operator-only routes of role 1. */
  let operatorAdmin: Session | undefined;

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    for (const role of ROLE_IDS) {
      const demo = DEMO_USERS.find((user) => user.role === role);
      if (demo) sessions.set(role, await sessionFor(platform, demo.login));
    }
    const operator = DEMO_USERS.find((user) => user.role === 1 && user.school === 'public');
    if (operator) operatorAdmin = await sessionFor(platform, operator.login);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  const send = (method: string, probe: Probe, headers: Record<string, string> = {}) =>
    platform.app.inject({
      method: method as HTTPMethods,
      url: probe.url,
      headers: probe.payload ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(probe.payload ? { payload: probe.payload } : {}),
    });

  /** The sessions that may call a route: an operator's first for operator-only routes. */
  function callers(access: Access): Record<string, string>[] {
    if (isPublic(access)) return [{}];
    const allowed = [...sessions].filter(([role]) => !access.roles || access.roles.includes(role));
    if (access.operatorOnly) allowed.sort(([a]) => (a === 2 ? -1 : 1));
    const headers = allowed.map(([, session]) => session.headers);
    const admitsOperatorAdmin = access.operatorOnly && (!access.roles || access.roles.includes(1));
    return admitsOperatorAdmin && operatorAdmin ? [...headers, operatorAdmin.headers] : headers;
  }

  it('answers 422 naming the field, for each path, query and body field', async () => {
    const document = platform.app.swagger() as unknown as OpenApiDocument;
    const unreached: string[] = [];
    const failures: string[] = [];
    let named = 0;
    for (const [pattern, operations] of Object.entries(document.paths)) {
      for (const [verb, operation] of Object.entries(operations)) {
        const method = verb.toUpperCase();
        const url = pattern.replace(/\{(\w+)\}/g, ':$1');
        const route = platform.app.accessTable.find((entry) => entry.method === method && entry.url === url);
        const probes = probesOf(pattern, operation);
        const first = probes[0];
        if (!route || !first) continue;
        // The first caller the route lets through (its permission flags may refuse some).
        let headers: Record<string, string> | undefined;
        for (const candidate of callers(route.access)) {
          if ((await send(method, first, candidate)).statusCode !== 403) {
            headers = candidate;
            break;
          }
        }
        if (!headers) {
          unreached.push(`${method} ${url}`);
          continue;
        }
        for (const probe of probes) {
          const reply: LightMyRequestResponse = await send(method, probe, headers);
          const what = `${method} ${probe.url} ${probe.payload ?? ''} -> ${reply.statusCode} ${reply.body}`;
          if (reply.statusCode >= 500) failures.push(what);
          else if (probe.named) {
            const errors = reply.statusCode === 422 ? reply.json().errors : undefined;
            if (errors?.[probe.field]?.[0] === BAD_TEXT_MESSAGE) named++;
            else failures.push(what);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(unreached).toEqual([]);
    // Every /api route is in the document, so the walk misses none.
    const documented = Object.entries(document.paths).flatMap(([pattern, operations]) =>
      Object.keys(operations).map((verb) => `${verb.toUpperCase()} ${pattern.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const missing = platform.app.accessTable
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !documented.includes(route));
    expect(missing).toEqual([]);
    expect(named).toBeGreaterThan(300);
  });

  it('names the field in the usual 422 of a body, a query and a path', async () => {
    const admin = await sessionFor(platform, 'admin@demo.cfc');
    const body = await platform.app.inject({
      method: 'POST',
      url: '/api/v1/salas',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"nome":"Sala \\u0000 1","capacidade":20}',
    });
    expect(body.statusCode).toBe(422);
    expect(body.json()).toEqual({
      success: false,
      mensagem: 'Os dados enviados são inválidos.',
      errors: { nome: [BAD_TEXT_MESSAGE] },
    });

    const nested = await platform.app.inject({
      method: 'POST',
      url: '/api/v1/veiculos',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"placa":"ABC1D23","vinculos":[{"inicio":"2026-01-01"},{"inicio":"2026-02-01\\udc00"}]}',
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({ 'vinculos.1.inicio': [BAD_TEXT_MESSAGE] });

    const query = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/alunos?filtro=Jo%00s%C3%A9',
      headers: admin.headers,
    });
    expect(query.statusCode).toBe(422);
    expect(query.json().errors).toEqual({ filtro: [BAD_TEXT_MESSAGE] });

    const path = await platform.app.inject({ method: 'GET', url: '/api/v1/autoescolas/publica/demo%00' });
    expect(path.statusCode).toBe(422);
    expect(path.json().errors).toEqual({ slug: [BAD_TEXT_MESSAGE] });

    // The login still answers 401 first to a caller without one.
    const anonymous = await platform.app.inject({ method: 'GET', url: '/api/v1/alunos?filtro=%00' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a lone surrogate in a login, before any password is checked', async () => {
    const reply = await platform.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"admin@demo.cfc","password":"demo\\ud800"}',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({ password: [BAD_TEXT_MESSAGE] });
  });
});
