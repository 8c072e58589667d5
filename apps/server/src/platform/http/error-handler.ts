import { randomUUID } from 'node:crypto';
import { type ErrorReply, message } from '@cfc/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { languageOf } from './language.ts';

/** PostgreSQL's codes for a cancelled statement, a lock not obtained in time and an idle transaction ended. */
const OUT_OF_TIME_CODES = new Set(['57014', '55P03', '25P03']);

function isOutOfTime(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  // node-postgres's own message when no pooled connection freed up within connectionTimeoutMillis.
  return (
    (code !== undefined && OUT_OF_TIME_CODES.has(code)) ||
    message === 'timeout exceeded when trying to connect'
  );
}

/** Field name of a validation error: `/endereco/cep` becomes `endereco.cep`. */
function fieldOf(instancePath: string | undefined, context: string | undefined): string {
  const field = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return field || context || 'dados';
}

/**
 * Maps every error to the reply envelope of ARCHITECTURE §5. Validation becomes a 422 field map,
 * an AppError keeps its status and message, anything else answers 500 with a generic message and
 * an id that is also in the log. No stack trace leaves the server.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Errors raised before the language hook ran (a malformed request) still answer in the asked language.
    request.language = languageOf(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The issues' messages are already in the request's language (language.ts).
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, error.validationContext);
        errors[field] = [...(errors[field] ?? []), issue.message ?? request.t('validacao.valorInvalido')];
      }
      const body: ErrorReply = { success: false, mensagem: request.t('comum.dadosInvalidos'), errors };
      return reply.status(422).send(body);
    }
    if (error instanceof AppError) {
      const { mensagem, extra } = error.replyIn(request.language);
      const body: ErrorReply = { success: false, mensagem, ...extra };
      return reply.status(error.statusCode).send(body);
    }
    if (isOutOfTime(error)) {
      // A statement, a lock wait or the wait for a pooled connection ran past its limit (engine.ts).
      request.log.warn({ err: error }, 'consulta interrompida pelo limite de tempo');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ success: false, mensagem: request.t('comum.servidorOcupado') } satisfies ErrorReply);
    }
    if ((error as { code?: string }).code === '23503') {
      // A foreign key refused a link to a record that does not exist (or belongs to another
      // school). Refused deletions are answered where they happen: platform/db/delete.ts.
      const body: ErrorReply = { success: false, mensagem: request.t('comum.relacionadoNaoEncontrado') };
      return reply.status(422).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, mensagem: error.message } satisfies ErrorReply);
    }
    if (status >= 400 && status < 500) {
      // Malformed requests caught by Fastify itself (bad JSON, wrong content type, too large).
      request.log.info({ err: error }, 'requisição inválida');
      const mensagem = request.t(status === 413 ? 'comum.grandeDemais' : 'comum.requisicaoInvalida');
      return reply.status(status).send({ success: false, mensagem } satisfies ErrorReply);
    }
    const erroId = randomUUID();
    request.log.error({ err: error, erro_id: erroId }, 'erro inesperado');
    const mensagem = request.t(message('comum.erroInesperado', { erroId }));
    const body: ErrorReply = { success: false, mensagem, erro_id: erroId };
    return reply.status(500).send(body);
  });
}
