import { portuguese } from '@cfc/contract';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldErrors, invalid } from './errors.ts';

/** The refusal's Portuguese text, as a client that asks for no language reads it. */
export const BAD_TEXT_MESSAGE = portuguese('comum.textoInvalido');

/** Half of a UTF-16 surrogate pair without its other half (no `u` flag: the regex sees code units). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A bad body may hold thousands of bad strings; the first ones are enough to show. */
const MAX_REPORTED = 50;

/** Text PostgreSQL refuses (a NUL) or cannot store as sent (a lone surrogate). */
export function isBadText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** A value met in the walk, with the way back to the root (paths are built only for bad text). */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

function pathOf(step: Step): string[] {
  const path: string[] = [];
  for (let at: Step | null = step; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The paths of the strings of `value` (values and keys) holding bad text. A bad key is reported
 * at the object that holds it. Walked with a stack and parent links, so a deeply nested body
 * neither overflows the call stack nor costs a copy of its path at each level.
 */
export function badTextPaths(value: unknown): string[][] {
  const found: string[][] = [];
  const pending: Step[] = [{ value, key: '', parent: null }];
  while (pending.length > 0 && found.length < MAX_REPORTED) {
    const step = pending.pop();
    if (!step) break;
    if (typeof step.value === 'string') {
      if (isBadText(step.value)) found.push(pathOf(step));
    } else if (typeof step.value === 'object' && step.value !== null) {
      const entries = Object.entries(step.value);
      if (entries.some(([key]) => isBadText(key))) found.push(pathOf(step));
      // Pushed backwards so fields come out in the order they were sent.
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] ?? [];
        if (key !== undefined) pending.push({ value: child, key, parent: step });
      }
    }
  }
  return found;
}

/** The 422 field map of the bad text of a request, named as validation errors are (error-handler.ts). */
export function badTextErrors(request: FastifyRequest): FieldErrors | null {
  const parts = { params: request.params, querystring: request.query, body: request.body };
  const errors: FieldErrors = {};
  for (const [part, value] of Object.entries(parts)) {
    for (const path of badTextPaths(value)) errors[path.join('.') || part] = ['comum.textoInvalido'];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

const refuseBadText: preValidationAsyncHookHandler = async (request) => {
  const errors = badTextErrors(request);
  if (errors) throw invalid(errors);
};

/**
 * Refuses a NUL or a lone surrogate in any path parameter, query parameter or body field of every
 * route registered after it (422, like any invalid value), before the route's schema and handler
 * see it: PostgreSQL would refuse it with a 500. It runs as the route's last preValidation hook, so
 * the login and permission checks still answer first.
 */
export const badTextGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const hooks = route.preValidation === undefined ? [] : [route.preValidation].flat();
      // A HEAD route is copied from its GET one, hook included.
      if (!hooks.includes(refuseBadText)) route.preValidation = [...hooks, refuseBadText];
    });
  },
  { name: 'bad-text' },
);
