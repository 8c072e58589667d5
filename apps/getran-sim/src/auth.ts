import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS } from './protocol.ts';

export interface Credenciais {
  usuario: string;
  senha: string;
}

/** An onRequest hook: every call of the authority carries `Authorization: Basic base64(usuario:senha)`. */
export function basicAuth(credenciais: Credenciais) {
  const expected = Buffer.from(`${credenciais.usuario}:${credenciais.senha}`, 'utf8');
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const given = Buffer.from(match?.[1] ?? '', 'base64');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return;
    await reply
      .code(401)
      .header('www-authenticate', 'Basic realm="GETRAN", charset="UTF-8"')
      .send({ status: STATUS.credenciais });
  };
}
