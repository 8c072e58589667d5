import { randomBytes } from 'node:crypto';
import type {
  TelegramDestino,
  TelegramDestinoBody,
  TelegramMensagem,
  TelegramMensagensQuery,
  TelegramPainel,
} from '@cfc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TelegramConfig } from '../../config.ts';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem, withTenant } from '../../platform/db/tenant.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { TelegramBot } from './bot.ts';
import * as repository from './repository.ts';

/**
 * The messaging panel (docs/monitoring.md, "The messaging panel"): the notices also go to the
 * Telegram chats linked to the schools and users that received them, one message per chat, each
 * delivered by a job that retries passing failures with backoff.
 */

export interface TelegramDeps {
  db: Kysely<DB>;
  jobs: Jobs;
  bot: TelegramBot | null;
  config: TelegramConfig;
  log: FastifyBaseLogger;
}

export const ENVIAR_TELEGRAM_JOB = 'telegram-enviar';
const MENSAGEM_NAO_ENCONTRADA = 'telegram.mensagemNaoEncontrada';
/** The Bot API's limit of one message's text. */
const TEXTO_MAX = 4096;

export type { MensagemRef } from './repository.ts';

/** Queues the delivery of each message, retried by pg-boss with backoff from TELEGRAM_RETRY_SECONDS. */
async function enfileirar(deps: TelegramDeps, refs: repository.MensagemRef[]): Promise<void> {
  const { seconds, limit } = deps.config.retry;
  for (const ref of refs) {
    await deps.jobs.send(ENVIAR_TELEGRAM_JOB, ref, {
      retryLimit: limit,
      retryDelay: seconds,
      retryBackoff: true,
    });
  }
}

/** After a notice was sent: its Telegram messages, queued. Never fails the notice. */
export async function enviarAvisoTelegram(deps: TelegramDeps, notificacaoId: number): Promise<number> {
  if (!deps.bot) return 0;
  const refs = await withSystem(deps.db, async () => {
    const aviso = await repository.aviso(notificacaoId);
    if (!aviso) return [];
    const texto = `${aviso.titulo}\n\n${aviso.descricao_texto}`.slice(0, TEXTO_MAX);
    return repository.insertMensagensDoAviso(notificacaoId, texto);
  });
  await enfileirar(deps, refs);
  return refs.length;
}

/**
 * Delivers one message through the Bot API, outside any transaction (the call may take seconds).
 * Answers 'retry' when a passing failure should be tried again (the job throws then).
 */
export async function entregarMensagem(
  deps: TelegramDeps,
  ref: repository.MensagemRef,
  ultimaTentativa: boolean,
): Promise<'entregue' | 'falhou' | 'retry' | 'nada'> {
  const scope = { usuarioId: null, autoescolaIds: [ref.autoescola_id] };
  const found = await withTenant(deps.db, scope, () => repository.paraEntrega(ref));
  if (!found || found.status === 'entregue') return 'nada';
  const falhar = (codigo: number | null, erro: string, final: boolean) =>
    withTenant(deps.db, scope, () => repository.marcarFalha(ref, { codigo, erro, final }));
  if (!deps.bot) {
    await falhar(null, 'Nenhum bot do Telegram configurado.', true);
    return 'falhou';
  }
  if (!found.chat_id || !found.ativo) {
    await falhar(null, 'Conversa sem chat id vinculado ou desativada.', true);
    return 'falhou';
  }
  const entrega = await deps.bot.enviar(found.chat_id, found.texto);
  if (entrega.ok) {
    await withTenant(deps.db, scope, () => repository.marcarEntregue(ref, entrega.messageId));
    return 'entregue';
  }
  const final = !entrega.passageira || ultimaTentativa;
  await falhar(entrega.codigo, entrega.erro, final);
  return final ? 'falhou' : 'retry';
}

export function painel(deps: TelegramDeps, ctx: RequestContext): Promise<TelegramPainel> {
  return ctx.tenant(async () => ({
    bot_configurado: deps.bot !== null,
    bot_username: null,
    contagem: await repository.contagem(),
  }));
}

/** The panel with the bot's @username, asked of the Bot API after the counts were read. */
export async function painelComBot(deps: TelegramDeps, ctx: RequestContext): Promise<TelegramPainel> {
  const base = await painel(deps, ctx);
  return { ...base, bot_username: (await deps.bot?.username()) ?? null };
}

export function listMensagens(ctx: RequestContext, query: TelegramMensagensQuery) {
  return ctx.tenant(async () => {
    const page = await repository.listMensagens(query);
    return { ...page, data: page.data.map(toMensagem) };
  });
}

function toMensagem(row: Awaited<ReturnType<typeof repository.findMensagem>> & object): TelegramMensagem {
  const { autoescola_id: _school, ...mensagem } = row;
  return mensagem;
}

/** 'Reenviar': a message that failed (or is waiting) gets a new delivery now. */
export async function reenviarMensagem(
  deps: TelegramDeps,
  ctx: RequestContext,
  id: number,
): Promise<TelegramMensagem> {
  if (!deps.bot) throw new AppError(503, 'telegram.semBot');
  const ref = await ctx.tenant(async () => {
    const found = await repository.findMensagem(id);
    if (!found) throw notFound(MENSAGEM_NAO_ENCONTRADA);
    if (found.status === 'entregue') throw new AppError(409, 'telegram.jaEntregue');
    if (!found.chat_id) throw new AppError(409, 'telegram.semChat');
    const ref = { autoescola_id: found.autoescola_id, id };
    await repository.reabrir(ref);
    await auditChange(ctx, {
      entidade: 'telegram_mensagem',
      acao: 'telegram_reenvio',
      id,
      autoescolaId: ref.autoescola_id,
    });
    return ref;
  });
  await enfileirar(deps, [ref]);
  const reloaded = await ctx.tenant(() => repository.findMensagem(id));
  if (!reloaded) throw notFound(MENSAGEM_NAO_ENCONTRADA);
  return toMensagem(reloaded);
}

export function listDestinos(ctx: RequestContext): Promise<TelegramDestino[]> {
  return ctx.tenant(() => repository.listDestinos());
}

/** A chat registered by staff: with its chat id (linked now) or waiting for its /start code. */
export async function createDestino(
  ctx: RequestContext,
  body: TelegramDestinoBody & { chat_id: string | null; usuario_id: number | null },
) {
  const school = ctx.currentSchool;
  if (!school) throw invalid({ schema: ['telegram.informeAutoescola'] });
  return ctx.tenant(async () => {
    if (body.usuario_id !== null && !(await repository.usuarioDaAutoescola(school.id, body.usuario_id))) {
      throw invalid({ usuario_id: ['telegram.usuarioNaoEncontrado'] });
    }
    const codigo = randomBytes(12).toString('base64url');
    const id = await repository
      .insertDestino({
        autoescola_id: school.id,
        usuario_id: body.usuario_id,
        nome: body.nome,
        chat_id: body.chat_id,
        codigo,
      })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505')
          throw invalid({ chat_id: ['telegram.chatDuplicado'] });
        throw error;
      });
    await auditChange(ctx, {
      entidade: 'telegram_destino',
      acao: 'telegram_destino_criado',
      id,
      autoescolaId: school.id,
    });
    const created = await repository.findDestino(school.id, id);
    if (!created) throw notFound('telegram.mensagemNaoEncontrada');
    return created;
  });
}

/** Links the chats that wrote `/start <code>` to the bot since `offset`; answers the next offset. */
export async function vincularPorStart(deps: TelegramDeps, offset: number): Promise<number> {
  if (!deps.bot) return offset;
  const { inicios, proximo } = await deps.bot.atualizacoes(offset);
  for (const inicio of inicios) {
    await withSystem(deps.db, () => repository.vincularPorCodigo(inicio.codigo, inicio.chatId));
  }
  return proximo;
}
