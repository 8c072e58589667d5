import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

/**
 * A fake Telegram Bot API on loopback (docs/monitoring.md, "The messaging panel"): `getMe`,
 * `sendMessage` and `getUpdates` as https://core.telegram.org/bots/api answers them, under
 * `/bot<token>/<method>`. Started by the platform outside production when no bot is configured, and
 * by tests, so notices go over real HTTP through grammY. `/_sim/...` tells it to fail and shows what
 * it received.
 */

/** How the next `sendMessage` calls fail: a passing error (5xx, 429) or a permanent one (403, 400). */
export const FALHAS_TELEGRAM = ['erro_servidor', 'limite', 'bloqueado', 'chat_inexistente'] as const;
export type FalhaTelegram = (typeof FALHAS_TELEGRAM)[number];

const RESPOSTAS: Record<FalhaTelegram, { status: number; description: string; retry_after?: number }> = {
  erro_servidor: { status: 500, description: 'Internal Server Error' },
  limite: { status: 429, description: 'Too Many Requests: retry after 1', retry_after: 1 },
  bloqueado: { status: 403, description: 'Forbidden: bot was blocked by the user' },
  chat_inexistente: { status: 400, description: 'Bad Request: chat not found' },
};

export interface MensagemRecebida {
  message_id: number;
  chat_id: string;
  text: string;
  date: number;
}

interface Update {
  update_id: number;
  message: { message_id: number; date: number; chat: { id: number; type: string }; text: string };
}

export interface TelegramSimulator {
  url: string;
  token: string;
  /** Every message the fake accepted, in order. */
  mensagens(): MensagemRecebida[];
  /** The next `vezes` sendMessage calls fail with `falha` (every one until cleared, without `vezes`). */
  falhar(falha: FalhaTelegram | null, vezes?: number): void;
  /** A user writes to the bot (as `/start <code>` from a deep link): getUpdates returns it. */
  escrever(chatId: number, texto: string): void;
  close(): Promise<void>;
}

export const BOT_USERNAME = 'cfc_avisos_bot';

export async function startTelegramSimulator(options: {
  token: string;
  port?: number;
}): Promise<TelegramSimulator> {
  const recebidas: MensagemRecebida[] = [];
  const updates: Update[] = [];
  let falha: { tipo: FalhaTelegram; restantes: number } | null = null;
  let nextMessageId = 1;
  let nextUpdateId = 1;
  const agora = () => Math.floor(Date.now() / 1000);

  const app = Fastify({ logger: false });

  const params = (request: { body: unknown; query: unknown }): Record<string, unknown> => ({
    ...(request.query && typeof request.query === 'object' ? request.query : {}),
    ...(request.body && typeof request.body === 'object' ? request.body : {}),
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/:bot/:method',
    handler: async (request, reply) => {
      const { bot, method } = request.params as { bot: string; method: string };
      if (bot !== `bot${options.token}`) {
        return reply.code(401).send({ ok: false, error_code: 401, description: 'Unauthorized' });
      }
      const body = params(request);
      if (method === 'getMe') {
        return {
          ok: true,
          result: { id: 1000, is_bot: true, first_name: 'CFC Avisos', username: BOT_USERNAME },
        };
      }
      if (method === 'getUpdates') {
        const offset = Number(body.offset ?? 0);
        return { ok: true, result: updates.filter((update) => update.update_id >= offset) };
      }
      if (method !== 'sendMessage') {
        return reply
          .code(404)
          .send({ ok: false, error_code: 404, description: 'Not Found: method not found' });
      }
      const chatId = String(body.chat_id ?? '');
      const text = typeof body.text === 'string' ? body.text : '';
      if (!/^-?\d+$/.test(chatId) || text.trim() === '') {
        return reply
          .code(400)
          .send({ ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
      }
      if (falha) {
        const resposta = RESPOSTAS[falha.tipo];
        falha.restantes -= 1;
        if (falha.restantes <= 0) falha = null;
        return reply.code(resposta.status).send({
          ok: false,
          error_code: resposta.status,
          description: resposta.description,
          ...(resposta.retry_after ? { parameters: { retry_after: resposta.retry_after } } : {}),
        });
      }
      const mensagem = { message_id: nextMessageId++, chat_id: chatId, text, date: agora() };
      recebidas.push(mensagem);
      return {
        ok: true,
        result: {
          message_id: mensagem.message_id,
          date: mensagem.date,
          chat: { id: Number(chatId), type: chatId.startsWith('-') ? 'group' : 'private' },
          text,
        },
      };
    },
  });

  // The simulator's own controls, for tests and the demo.
  app.post('/_sim/falhas', async (request) => {
    const body = (request.body ?? {}) as { falha?: FalhaTelegram | null; vezes?: number };
    setFalha(body.falha ?? null, body.vezes);
    return { ok: true };
  });
  app.get('/_sim/mensagens', async () => ({ mensagens: recebidas }));

  function setFalha(tipo: FalhaTelegram | null, vezes?: number) {
    falha =
      tipo && FALHAS_TELEGRAM.includes(tipo) ? { tipo, restantes: vezes ?? Number.POSITIVE_INFINITY } : null;
  }

  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    token: options.token,
    mensagens: () => [...recebidas],
    falhar: setFalha,
    escrever(chatId, texto) {
      updates.push({
        update_id: nextUpdateId++,
        message: {
          message_id: nextMessageId++,
          date: agora(),
          chat: { id: chatId, type: chatId < 0 ? 'group' : 'private' },
          text: texto,
        },
      });
    },
    close: () => app.close(),
  };
}
