import type { FastifyRequest } from 'fastify';
import type { TenantScope } from '../db/tenant.ts';
import { unauthorized } from '../http/errors.ts';
import type { Principal } from './principal.ts';

/** What a use case needs to know about the request it serves, without knowing HTTP. */
export interface RequestContext {
  principal: Principal;
  /** The school chosen with the CFC header, or the user's own. */
  currentSchool: { id: number; slug: string; operadora: boolean } | null;
  ip: string;
  /** The browser's user agent (recorded with each change in the audit log); absent outside a request. */
  userAgent?: string | null;
  /** The request's schools: those the tenant transactions see (the one chosen with the CFC header, or all). */
  scope: TenantScope;
  /** Runs work in a tenant transaction limited to the request's schools. */
  tenant<T>(work: () => Promise<T>): Promise<T>;
}

export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.principal) throw unauthorized();
  return {
    principal: request.principal,
    currentSchool: request.currentSchool,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    scope: request.scope,
    tenant: (work) => request.tenant(work),
  };
}
