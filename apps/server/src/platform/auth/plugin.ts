import { isRoleId } from '@cfc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type TenantScope, withTenant } from '../db/tenant.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { type Access, isAllowed, isPublic } from './access.ts';
import { loadPrincipal, type Principal } from './principal.ts';
import type { TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with who may call it: the table the access tests walk. */
    accessTable: { method: string; url: string; access: Access }[];
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The school chosen with the CFC header, or the user's own school. */
    currentSchool: { id: number; slug: string; operadora: boolean } | null;
    scope: TenantScope;
    /** Runs `work` in a tenant transaction limited to the schools of this request. */
    tenant<T>(work: () => Promise<T>): Promise<T>;
  }
}

/** The scope of a request without login: no school at all. */
const NO_SCHOOLS: TenantScope = Object.freeze({ usuarioId: null, autoescolaIds: [] });

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  // A browser cannot set headers on a WebSocket: its upgrade request brings the token as `?token=`
  // (the request log hides it, app.ts).
  if (request.headers.upgrade?.toLowerCase() === 'websocket') {
    const { token } = (request.query ?? {}) as { token?: unknown };
    return typeof token === 'string' && token.length > 0 ? token : null;
  }
  return null;
}

/**
 * Authentication and authorization for every /api route, from the route's `config.access`.
 * A route under /api without that declaration stops the server at start.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Kysely<DB>; tokens: TokenService }) => {
    const { db, tokens } = options;

    app.decorate('accessTable', []);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/v')) return;
      const access = route.config?.access;
      if (!access) throw new Error(`A rota ${route.method} ${route.url} não declara config.access.`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.accessTable.push({ method, url: route.url, access });
      }
    });

    app.decorateRequest('principal', null);
    app.decorateRequest('currentSchool', null);
    app.decorateRequest('scope', null as unknown as TenantScope);
    app.decorateRequest('tenant', function <T>(this: FastifyRequest, work: () => Promise<T>) {
      return withTenant(db, this.scope, work);
    });

    app.addHook('onRequest', async (request) => {
      request.scope = NO_SCHOOLS;
    });

    // Before validation: an anonymous caller learns it must log in, not what the body should hold.
    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || isPublic(access)) return;

      const token = bearerToken(request);
      const claims = token ? await tokens.verify(token) : null;
      if (!claims) throw unauthorized();
      const principal = await loadPrincipal(db, claims.usuarioId, claims.sessaoId);
      if (!principal) throw unauthorized();

      // The Role header is checked against the token, never trusted.
      const roleHeader = request.headers.role;
      if (
        roleHeader !== undefined &&
        (!isRoleId(Number(roleHeader)) || Number(roleHeader) !== principal.role)
      ) {
        throw forbidden('comum.perfilNaoCorresponde');
      }

      // The CFC header only chooses among the schools the principal may see.
      const cfc = typeof request.headers.cfc === 'string' ? request.headers.cfc.trim() : '';
      const chosen = cfc
        ? principal.escolas.find((school) => school.slug === cfc)
        : principal.escolas.find((school) => school.id === principal.autoescolaId);
      if (cfc && !chosen) throw forbidden('comum.semAcessoAutoescola');

      request.principal = principal;
      request.currentSchool = chosen ?? null;
      request.scope = {
        usuarioId: principal.usuarioId,
        autoescolaIds: cfc && chosen ? [chosen.id] : principal.autoescolaIds,
      };
      if (!isAllowed(access, principal, chosen?.operadora ?? false)) throw forbidden();
    });
  },
  { name: 'auth' },
);
