import { Api, GrammyError } from 'grammy';
import type { TelegramConfig } from '../../config.ts';

/**
 * The Telegram Bot API through grammY (`Api`, no polling bot): callers see a delivery or a failure
 * with the Bot API's own error, never an exception. The base address is a setting, so the same code
 * talks to api.telegram.org and to the local fake (simulador.ts).
 */

export type Entrega =
  | { ok: true; messageId: number }
  | {
      ok: false;
      /** The Bot API's error_code, or null when it did not answer (network, timeout). */
      codigo: number | null;
      erro: string;
      /** Worth another try later: the service failed or asked to slow down. */
      passageira: boolean;
    };

export interface TelegramBot {
  enviar(chatId: string, texto: string): Promise<Entrega>;
  /** The bot's @username (for the /start deep links), or null when the Bot API did not answer. */
  username(): Promise<string | null>;
  /** The /start codes written to the bot since `offset`, and the next offset. */
  atualizacoes(offset: number): Promise<{ inicios: { chatId: string; codigo: string }[]; proximo: number }>;
}

const TIMEOUT_SECONDS = 10;

export function telegramBot(config: Pick<TelegramConfig, 'token' | 'apiUrl'>): TelegramBot | null {
  if (!config.token) return null;
  const api = new Api(config.token, { apiRoot: config.apiUrl, timeoutSeconds: TIMEOUT_SECONDS });
  let username: string | null = null;
  return {
    async enviar(chatId, texto) {
      try {
        const sent = await api.sendMessage(chatId, texto);
        return { ok: true, messageId: sent.message_id };
      } catch (error) {
        if (error instanceof GrammyError) {
          const passageira = error.error_code === 429 || error.error_code >= 500;
          return { ok: false, codigo: error.error_code, erro: error.description, passageira };
        }
        // HttpError: the Bot API did not answer.
        const erro = error instanceof Error ? error.message : String(error);
        return { ok: false, codigo: null, erro: erro.slice(0, 500), passageira: true };
      }
    },
    async username() {
      if (username) return username;
      try {
        username = (await api.getMe()).username;
        return username;
      } catch {
        return null;
      }
    },
    async atualizacoes(offset) {
      const updates = await api.getUpdates({ offset, timeout: 0, allowed_updates: ['message'] });
      const inicios = updates.flatMap((update) => {
        const found = /^\/start\s+([A-Za-z0-9_-]{8,64})$/.exec(update.message?.text?.trim() ?? '');
        return found?.[1] && update.message
          ? [{ chatId: String(update.message.chat.id), codigo: found[1] }]
          : [];
      });
      const last = updates.at(-1)?.update_id;
      return { inicios, proximo: last === undefined ? offset : last + 1 };
    },
  };
}
