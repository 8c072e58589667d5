import { randomUUID } from 'node:crypto';
import type { ErrorReply } from '@cfc/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

const GENERIC_ERROR = 'Ocorreu um erro inesperado. Tente novamente ou contate o suporte informando o código';

const OUT_OF_TIME =
  'O servidor está ocupado e não concluiu a operação a tempo. Tente novamente em instantes ou refine os filtros.';

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
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, error.validationContext);
        errors[field] = [...(errors[field] ?? []), issue.message ?? 'Valor inválido.'];
      }
      const body: ErrorReply = { success: false, mensagem: 'Os dados enviados são inválidos.', errors };
      return reply.status(422).send(body);
    }
    if (error instanceof AppError) {
      const body: ErrorReply = { success: false, mensagem: error.mensagem, ...error.extra };
      return reply.status(error.statusCode).send(body);
    }
    if (isOutOfTime(error)) {
      // A statement, a lock wait or the wait for a pooled connection ran past its limit (engine.ts).
      request.log.warn({ err: error }, 'consulta interrompida pelo limite de tempo');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ success: false, mensagem: OUT_OF_TIME } satisfies ErrorReply);
    }
    if ((error as { code?: string }).code === '23503') {
      // A foreign key refused a link to a record that does not exist (or belongs to another
      // school). Refused deletions are answered where they happen: platform/db/delete.ts.
      const body: ErrorReply = { success: false, mensagem: 'Um registro relacionado não foi encontrado.' };
      return reply.status(422).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, mensagem: error.message } satisfies ErrorReply);
    }
    if (status >= 400 && status < 500) {
      // Malformed requests caught by Fastify itself (bad JSON, wrong content type, too large).
      request.log.info({ err: error }, 'requisição inválida');
      const mensagem =
        status === 413 ? 'O arquivo ou os dados enviados são grandes demais.' : 'Requisição inválida.';
      return reply.status(status).send({ success: false, mensagem } satisfies ErrorReply);
    }
    const erroId = randomUUID();
    request.log.error({ err: error, erro_id: erroId }, 'erro inesperado');
    const body: ErrorReply = { success: false, mensagem: `${GENERIC_ERROR} ${erroId}.`, erro_id: erroId };
    return reply.status(500).send(body);
  });
}
