import { z } from 'zod';
import { page, pageQuery } from './http.ts';
import { localized } from './messages.ts';

/**
 * The messaging panel (TelegramDashboard, SPEC §6 'messaging'): notices sent through the Telegram bot
 * to the chats of schools and users, with each message's delivery.
 */

export const STATUS_TELEGRAM = ['pendente', 'entregue', 'falhou'] as const;
export type StatusTelegram = (typeof STATUS_TELEGRAM)[number];

export const telegramPainel = z.object({
  /** Whether a bot is configured (TELEGRAM_BOT_TOKEN, or the local simulator). */
  bot_configurado: z.boolean(),
  /** The bot's @username, for the /start deep links; null when it could not be asked. */
  bot_username: z.string().nullable(),
  contagem: z.object({
    enviadas: z.number().int(),
    entregues: z.number().int(),
    falhas: z.number().int(),
    pendentes: z.number().int(),
  }),
});
export type TelegramPainel = z.infer<typeof telegramPainel>;

export const telegramMensagensQuery = pageQuery.extend({
  status: z.enum(STATUS_TELEGRAM).optional(),
});
export type TelegramMensagensQuery = z.output<typeof telegramMensagensQuery>;

export const telegramMensagem = z.object({
  id: z.number().int(),
  autoescola: z.string(),
  destino: z.string(),
  chat_id: z.string().nullable(),
  notificacao_id: z.number().int().nullable(),
  texto: z.string(),
  status: z.enum(STATUS_TELEGRAM),
  tentativas: z.number().int(),
  erro: z.string().nullable(),
  erro_codigo: z.number().int().nullable(),
  ultima_tentativa_em: z.string().nullable(),
  entregue_em: z.string().nullable(),
  created_at: z.string(),
});
export type TelegramMensagem = z.infer<typeof telegramMensagem>;
export const telegramMensagensPage = page(telegramMensagem);

export const telegramDestino = z.object({
  id: z.number().int(),
  autoescola: z.string(),
  nome: z.string(),
  usuario_id: z.number().int().nullable(),
  chat_id: z.string().nullable(),
  /** The /start code the bot links the chat with. */
  codigo: z.string(),
  vinculado_por: z.enum(['start', 'manual']).nullable(),
  vinculado_em: z.string().nullable(),
  ativo: z.boolean(),
});
export type TelegramDestino = z.infer<typeof telegramDestino>;

/** A chat registered by hand: the school's (no user) or a user's, with its chat id when known. */
export const telegramDestinoBody = z.object({
  schema: z.string().trim().min(1, localized('telegram.informeAutoescola')).max(100),
  nome: z.string().trim().min(1, localized('telegram.informeNome')).max(120),
  usuario_id: z.number().int().positive().nullable().default(null),
  chat_id: z
    .string()
    .trim()
    .regex(/^-?\d{1,20}$/, localized('telegram.chatIdInvalido'))
    .nullable()
    .or(z.literal('').transform(() => null))
    .default(null),
});
export type TelegramDestinoBody = z.input<typeof telegramDestinoBody>;
