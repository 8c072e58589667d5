import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The API base every route of the document is under; the operation ids leave it out. */
const API_BASE = '/api/v1';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operation's id in the OpenAPI document, camelCase, made of its method and its path, so it is
 * unique and stays the same while the route does: `GET /api/v1/alunos/:id/exames/:idExame` is
 * `getAlunosByIdExamesByIdExame`, `POST /api/v1/notificacoes/read-many` is `postNotificacoesReadMany`.
 */
export function operationIdOf(method: string, url: string): string {
  const path = url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = segment.startsWith(':');
      const name = segment
        .replace(/^:/, '')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(capitalized)
        .join('');
      return parameter ? `By${name}` : name;
    });
  return [method.toLowerCase(), ...words].join('');
}

/**
 * How a route becomes an operation of the OpenAPI document: its zod schemas as JSON schemas
 * (fastify-type-provider-zod), and its operation id, made here for every route (`operationIdOf`)
 * unless the route names one itself.
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const methods = [input.route.method].flat();
  if (transformed.schema.operationId !== undefined || methods.length !== 1) return transformed;
  return {
    ...transformed,
    schema: { ...transformed.schema, operationId: operationIdOf(String(methods[0]), input.url) },
  };
};
