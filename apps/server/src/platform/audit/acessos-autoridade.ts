import { Role } from '@cfc/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { systemDb, withSystem } from '../db/tenant.ts';

/**
 * The record of every read of the traffic authority (role 9, LGPD art. 37): for each GET of the API
 * it answers, who read, the route with its parameters and filters, how many records came back, the
 * status, the schools it could see, the IP and when. Written before the reply leaves (onSend), so a
 * read that cannot be recorded is not delivered. Table `acessos_autoridade` (migration 0023), read
 * by the operator (`GET /monitoramento/acessos-autoridade`).
 */

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Json) } : {};

/** A text as jsonb keeps it: a NUL character (which jsonb refuses) becomes U+FFFD. */
const storable = (item: unknown): unknown =>
  typeof item === 'string'
    ? item.replaceAll('\u0000', '\uFFFD')
    : Array.isArray(item)
      ? item.map(storable)
      : item;

/** The parameters and filters the client gave (those left empty are not recorded), as jsonb keeps them. */
const given = (value: unknown): Json =>
  Object.fromEntries(
    Object.entries(asObject(value))
      .filter(([, item]) => item !== null && item !== undefined)
      .map(([key, item]) => [key, storable(item)]),
  );

/** How many records a reply carried: a page's rows, a list's items, one record, one file; null for an export. */
export function registrosDaResposta(reply: FastifyReply, payload: unknown): number | null {
  if (reply.statusCode >= 400) return 0;
  if (Buffer.isBuffer(payload)) return 1;
  if (typeof payload !== 'string') return null;
  if (!String(reply.getHeader('content-type') ?? '').includes('json')) return 1;
  try {
    const body = JSON.parse(payload) as Json;
    if ('arquivo' in body) return null;
    const dados = body.dados;
    if (Array.isArray(dados)) return dados.length;
    const data = asObject(dados).data;
    if (Array.isArray(data)) return data.length;
    const itens = asObject(dados).itens;
    if (Array.isArray(itens)) return itens.length;
    return dados === undefined || dados === null ? 0 : 1;
  } catch {
    return null;
  }
}

async function record(db: Kysely<DB>, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const principal = request.principal;
  if (!principal) return;
  const cfc = request.headers.cfc;
  const filtros = given({ ...asObject(request.query), ...(typeof cfc === 'string' && cfc ? { cfc } : {}) });
  await withSystem(db, () =>
    systemDb()
      .insertInto('acessos_autoridade')
      .values({
        usuario_id: principal.usuarioId,
        uf: sql<string>`(select uf from usuarios where id = ${principal.usuarioId})`,
        metodo: request.method,
        rota: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
        url: request.url.slice(0, 2000),
        parametros: JSON.stringify(given(request.params)),
        filtros: JSON.stringify(filtros),
        registros: registrosDaResposta(reply, payload),
        status: reply.statusCode,
        autoescola_ids: [...request.scope.autoescolaIds],
        ip: request.ip,
      })
      .execute(),
  );
}

export const acessosAutoridade = fp(
  async (app: FastifyInstance, options: { db: Kysely<DB> }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const isApiRead = request.method === 'GET' && request.url.startsWith('/api/');
      if (isApiRead && request.principal?.role === Role.DETRAN) {
        await record(options.db, request, reply, payload);
      }
      return payload;
    });
  },
  { name: 'acessos-autoridade' },
);
