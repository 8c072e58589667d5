import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as api from './api/index.ts';
import { type Endpoint, endpoints, pathOf, queryString } from './endpoint.ts';
import { envelope, messageReply } from './http.ts';

/** Every endpoint the contract declares (api/index.ts exports one object of endpoints per group). */
const ALL: Endpoint[] = Object.values(api).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);

describe('pathOf', () => {
  it('fills each parameter of the path, encoded', () => {
    expect(pathOf('/salas/:id', { id: 3 })).toBe('/salas/3');
    expect(pathOf('/alunos/:id/exames/:idExame', { id: 7, idExame: '12' })).toBe('/alunos/7/exames/12');
    expect(pathOf('/autoescolas/:slug', { slug: 'a b/c' })).toBe('/autoescolas/a%20b%2Fc');
    expect(pathOf('/salas', undefined)).toBe('/salas');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => pathOf('/salas/:id', {})).toThrow('Missing path parameter id of /salas/:id');
    expect(() => pathOf('/salas/:id', undefined)).toThrow(/id/);
  });
});

describe('queryString', () => {
  it('leaves out absent, null and empty values and repeats arrays', () => {
    expect(queryString({ page: 2, filtro: 'Ana Silva', vazio: '', nulo: null, ausente: undefined })).toBe(
      'page=2&filtro=Ana+Silva',
    );
    expect(queryString({ status: ['aberto', 'fechado'], ativo: false })).toBe(
      'status=aberto&status=fechado&ativo=false',
    );
    expect(queryString(undefined)).toBe('');
    expect(queryString({})).toBe('');
  });
});

describe('endpoints()', () => {
  const grupo = endpoints('aulas-praticas', {
    list: { method: 'GET', path: '/aulas-praticas', summary: 'Lista', reply: envelope(z.array(z.number())) },
    setAtivo: { method: 'PATCH', path: '/aulas-praticas/:id/ativo', summary: 'Ativa', reply: messageReply },
  });

  it('names each endpoint by group and name, with an operationId of the same words in camel case', () => {
    expect(grupo.list).toMatchObject({
      id: 'aulas-praticas.list',
      group: 'aulas-praticas',
      operationId: 'aulasPraticasList',
    });
    expect(grupo.setAtivo).toMatchObject({
      id: 'aulas-praticas.setAtivo',
      operationId: 'aulasPraticasSetAtivo',
      method: 'PATCH',
      path: '/aulas-praticas/:id/ativo',
    });
  });

  it('keeps the definition as written', () => {
    expect(grupo.list.summary).toBe('Lista');
    expect(grupo.setAtivo.reply).toBe(messageReply);
  });
});

describe('the endpoints of the contract', () => {
  it('exist, each with a unique id, operationId, and method with path', () => {
    expect(ALL.length).toBeGreaterThan(0);
    const unique = (values: string[]) =>
      expect(values.filter((value, i) => values.indexOf(value) !== i)).toEqual([]);
    unique(ALL.map((endpoint) => endpoint.id));
    unique(ALL.map((endpoint) => endpoint.operationId));
    unique(ALL.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
  });

  it.each(ALL.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s: operationId a camel-case word, summary given, path parameters those of its params schema',
    (_, endpoint) => {
      expect(endpoint.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(endpoint.id).toBe(`${endpoint.group}.${endpoint.id.slice(endpoint.group.length + 1)}`);
      expect(endpoint.summary.trim()).not.toBe('');
      expect(endpoint.path).toMatch(/^\//);
      // OpenAPI requires every path parameter declared, and no declared one missing from the path.
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]).sort();
      const declared =
        endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      expect(declared).toEqual(inPath);
    },
  );
});
