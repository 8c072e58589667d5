import {
  type anexoNotificacao,
  NOTIFICACOES_POR_PAGINA,
  type Notificacao,
  type NotificacoesQuery,
  type notificacaoAntiga,
  type notificacoesPage,
} from '@cfc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { tenantDb } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { countAlertasAbertos, podeLerAlertas } from '../alertas/service.ts';
import type { TelegramDeps } from '../telegram/service.ts';
import * as repository from './repository.ts';

/**
 * The notifications centre, the bell and the header's alerts (SPEC §2.5, §3, §4, §7, §9). Every
 * logged-in user reads and changes only its own notifications: the transactions run with the user's
 * id and row-level security holds them to its rows.
 */

type AnexoNotificacao = z.infer<typeof anexoNotificacao>;
type NotificacaoAntiga = z.infer<typeof notificacaoAntiga>;
type NotificacoesPage = z.infer<typeof notificacoesPage>;

export interface NotificacoesDeps {
  db: Kysely<DB>;
  /** The Telegram bot the notices also go through (modules/telegram); absent in some tests. */
  telegram?: TelegramDeps | undefined;
  storage: Storage;
  realtime: Realtime;
  log: FastifyBaseLogger;
}

export const NOTIFICACAO_NAO_ENCONTRADA = 'notificacoes.naoEncontrada';
export const ANEXO_NAO_ENCONTRADO = 'notificacoes.anexoNaoEncontrado';
/**
 * Attachments travel inside the list as base64 (SPEC §3) up to this size each, and up to
 * ANEXOS_INLINE_POR_PAGINA_BYTES for the whole page (newest first); any other comes with an empty
 * `file`, and the client downloads it from its `url`. So a page stays a few megabytes at most.
 */
export const ANEXO_INLINE_MAX_BYTES = 1024 * 1024;
export const ANEXOS_INLINE_POR_PAGINA_BYTES = 8 * 1024 * 1024;

export const anexoUrl = (id: number) => `/api/v1/notificacoes/anexos/${id}`;

/** SPEC §3: `filename` is prefix-name; the prefix (the attachment's id) keeps equal names apart. */
export function toAnexo(anexo: repository.AnexoRow, file: string): AnexoNotificacao {
  return {
    id: anexo.id,
    file,
    filename: `${anexo.id}-${anexo.nome}`,
    mimetype: anexo.mimetype,
    url: anexoUrl(anexo.id),
  };
}

export function toNotificacao(row: repository.NotificacaoRow, anexos: AnexoNotificacao[]): Notificacao {
  return {
    id: row.id,
    title: row.titulo,
    description: row.descricao,
    is_read: row.read_at !== null,
    is_archived: row.archived_at !== null,
    type: row.tipo,
    created_at: new Date(row.created_at).toISOString(),
    anexos,
  };
}

/** The items of `rows` with their attachments, small files inline as base64. */
async function withAnexos(
  deps: Pick<NotificacoesDeps, 'storage'>,
  rows: repository.NotificacaoRow[],
  anexos: repository.AnexoRow[],
): Promise<Notificacao[]> {
  let budget = ANEXOS_INLINE_POR_PAGINA_BYTES;
  const inline = anexos.map((anexo) => {
    const fits = anexo.tamanho <= ANEXO_INLINE_MAX_BYTES && anexo.tamanho <= budget;
    if (fits) budget -= anexo.tamanho;
    return fits;
  });
  const files = await Promise.all(
    anexos.map(async (anexo, index) => {
      const stored = inline[index] ? await deps.storage.get(anexo.arquivo) : null;
      return stored ? stored.content.toString('base64') : '';
    }),
  );
  return rows.map((row) =>
    toNotificacao(
      row,
      anexos.flatMap((anexo, index) =>
        anexo.notificacao_id === row.id ? [toAnexo(anexo, files[index] ?? '')] : [],
      ),
    ),
  );
}

export async function listNotificacoes(
  deps: NotificacoesDeps,
  ctx: RequestContext,
  query: NotificacoesQuery,
): Promise<NotificacoesPage> {
  const usuarioId = ctx.principal.usuarioId;
  const { rows, total, unread, anexos } = await ctx.tenant(async () => {
    const found = await repository.list({ usuarioId, ...query });
    return { ...found, anexos: await repository.anexosOf(found.rows.map((row) => row.id)) };
  });
  return {
    data: await withAnexos(deps, rows, anexos),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
    per_page: query.limit,
    total,
    unread,
  };
}

/** 'Marcar tudo como lida' and the centre's 'mark as read': those of `ids` the user has. */
export function markAsRead(ctx: RequestContext, ids: readonly number[]): Promise<number> {
  return ctx.tenant(() => repository.markRead(ctx.principal.usuarioId, ids));
}

/** SPEC §4: archive toggles. Returns whether the notification is now archived. */
export async function toggleArchive(ctx: RequestContext, id: number): Promise<boolean> {
  const archived = await ctx.tenant(() => repository.toggleArchive(ctx.principal.usuarioId, id));
  if (archived === undefined) throw notFound(NOTIFICACAO_NAO_ENCONTRADA);
  return archived;
}

/**
 * Deletes for the calling user only: the other recipients keep theirs. Recorded in the audit log
 * (reading and archiving, the user's own inbox state, are not).
 */
export function deleteForUser(ctx: RequestContext, ids: readonly number[]): Promise<number> {
  const { principal } = ctx;
  return ctx.tenant(async () => {
    const excluidas = await repository.softDelete(principal.usuarioId, ids);
    if (excluidas > 0) {
      await recordAudit(tenantDb(), {
        acao: 'notificacoes_excluidas',
        autoescolaId: ctx.currentSchool?.id ?? principal.autoescolaId,
        usuarioId: principal.usuarioId,
        role: principal.role,
        entidade: 'notificacao',
        dados: { ids: [...ids], excluidas },
        ip: ctx.ip,
      });
    }
    return excluidas;
  });
}

/** An attachment, for a user who received its notification. */
export async function downloadAnexo(
  deps: Pick<NotificacoesDeps, 'storage'>,
  ctx: RequestContext,
  id: number,
): Promise<{ nome: string; mimetype: string; content: Buffer }> {
  const anexo = await ctx.tenant(() => repository.findAnexo(ctx.principal.usuarioId, id));
  const stored = anexo ? await deps.storage.get(anexo.arquivo) : null;
  if (!anexo || !stored) throw notFound(ANEXO_NAO_ENCONTRADO);
  return { nome: anexo.nome, mimetype: anexo.mimetype, content: stored.content };
}

/** The older dropdown (GET /autoescola/notificacoes): the latest 15 not archived. */
export async function listAntigas(ctx: RequestContext): Promise<NotificacaoAntiga[]> {
  const rows = await ctx.tenant(() => repository.latest(ctx.principal.usuarioId, NOTIFICACOES_POR_PAGINA));
  return rows.map((row) => ({
    id: row.id,
    data: { titulo: row.titulo, descricao: row.descricao },
    read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

export async function markOneAsRead(ctx: RequestContext, id: number): Promise<void> {
  const found = await ctx.tenant(() => repository.markOneRead(ctx.principal.usuarioId, id));
  if (!found) throw notFound(NOTIFICACAO_NAO_ENCONTRADA);
}

/**
 * GET /aulas/alertas: the header's badge, the caller's open monitoring alerts (docs/monitoring.md)
 * in the schools it may see, for those who may read them; 0 for the others.
 */
export function countAlertas(deps: Pick<NotificacoesDeps, 'db'>, ctx: RequestContext): Promise<number> {
  if (!podeLerAlertas(ctx)) return Promise.resolve(0);
  return countAlertasAbertos(deps, ctx);
}
