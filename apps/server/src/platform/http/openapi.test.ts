import type { Endpoint } from '@cfc/contract';
import * as contract from '@cfc/contract';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../db/engine.ts';
import { migrate } from '../db/migrate.ts';

/** The name the linted document goes by in Redocly's problems and its ignore list. */
const DOCUMENT = 'openapi.json';

/**
 * Paths that Redocly's `no-ambiguous-paths` finds ambiguous, kept as they are: in each pair one path
 * is fixed by SPEC §7 (a list's exports `/{module}/pdf|xlsx/{id}/{param}[/true]`, `PATCH
 * /notificacoes/{id}/archive`) and the other is a route the clients already call. Fastify matches a
 * static segment (`pdf`, `xlsx`, `anexos`) before a parameter, so a URL never reaches the wrong route.
 * Redocly reports each pair on the path named here; any other ambiguous path still fails the test.
 */
const AMBIGUOUS_BY_SPEC = [
  // and /api/v1/alunos/{id}/exames/{idExame}
  '/api/v1/alunos/pdf/{id}/{param}',
  '/api/v1/alunos/xlsx/{id}/{param}',
  // and /api/v1/notificacoes/anexos/{id}
  '/api/v1/notificacoes/{id}/archive',
  // and /api/v1/processos/pdf/{id}/{param}
  '/api/v1/processos/{id}/planos/{idProcessoPlano}',
  // and /api/v1/turmas/{id}/aulas (SPEC §7 `GET {path}/pdf/{id}` of a class, and its spreadsheet beside it)
  '/api/v1/turmas/pdf/{id}',
  '/api/v1/turmas/xlsx/{id}',
];

const pointerOf = (path: string) => `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/** Redocly's `recommended` rules, with the exceptions above; it runs offline on the document alone. */
function lintConfig() {
  return createConfig(
    {
      extends: ['recommended'],
      rules: {
        // The API is the project's own, for its own clients, and published under no license.
        'info-license': 'off',
      },
    },
    { ignore: { [DOCUMENT]: { 'no-ambiguous-paths': new Set(AMBIGUOUS_BY_SPEC.map(pointerOf)) } } },
  );
}

// The OpenAPI document does not depend on the database engine: PGlite in memory is enough.
describe('the OpenAPI document', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await migrate(database.pool);
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
      database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("passes Redocly's recommended rules, listing each problem otherwise", async () => {
    const source = (await app.inject({ method: 'GET', url: '/api/docs/json' })).body;
    const problems = await lintFromString({ source, absoluteRef: DOCUMENT, config: await lintConfig() });
    const listed = problems
      .filter((problem) => !problem.ignored)
      .map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`,
      );
    expect(listed).toEqual([]);
  });

  it('names every operation after its contract endpoint', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !id || !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    // Every operation but the exports (made per list by `listExports`/`reportExports`) is a named group's endpoint.
    const declared = new Set(
      Object.values(contract)
        .filter((group) => typeof group === 'object' && group !== null)
        .flatMap((group) => Object.values(group as Record<string, unknown>))
        .filter(
          (value): value is Endpoint => typeof value === 'object' && value !== null && 'operationId' in value,
        )
        .map((endpoint) => endpoint.operationId),
    );
    const exported = (id: string | undefined) => /Export(Pdf|Xlsx)(Todos)?$/.test(id ?? '');
    expect(ids.filter((id) => !exported(id) && !declared.has(id ?? ''))).toEqual([]);
  });
});
