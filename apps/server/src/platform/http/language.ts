import { AsyncLocalStorage } from 'node:async_hooks';
import {
  configureCatalogueMessages,
  DEFAULT_MESSAGE_LANGUAGE,
  type MessageLanguage,
  type MessageRef,
  negotiateLanguage,
  translate,
} from '@cfc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the replies' messages, from `Accept-Language` (Portuguese by default). */
    language: MessageLanguage;
    /** A catalogue message in the request's language. */
    t(ref: MessageRef): string;
  }
}

/** The request language while its body is validated, for zod's error map (which sees no request). */
const validating = new AsyncLocalStorage<MessageLanguage>();

/** The language a request asks for; also for replies sent before any hook ran. */
export const languageOf = (request: FastifyRequest): MessageLanguage =>
  negotiateLanguage(request.headers['accept-language']);

/**
 * Every message the API sends a user comes from the catalogue of packages/contract, in the
 * language of the request's `Accept-Language`.
 */
export function registerLanguage(app: FastifyInstance): void {
  configureCatalogueMessages(translate, () => validating.getStore() ?? DEFAULT_MESSAGE_LANGUAGE);
  app.decorateRequest('language', DEFAULT_MESSAGE_LANGUAGE);
  app.decorateRequest('t', function (this: FastifyRequest, ref: MessageRef) {
    return translate(this.language, ref);
  });
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageOf(request);
    done();
  });
  // A reply's messages depend on the header: caches keep one copy per language; the reply names its own.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.url.startsWith('/api/')) {
      reply.header('vary', mergeVary(reply.getHeader('vary')));
      reply.header('content-language', request.language);
    }
    done();
  });
  // After the body is read (its stream events would lose the store), so validation and the handler see it.
  app.addHook('preValidation', (request, _reply, done) => {
    validating.run(request.language, done);
  });
}

/** `Vary` with Accept-Language added to what the reply already varies on. */
function mergeVary(current: unknown): string {
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-language')) names.push('Accept-Language');
  return names.join(', ');
}
