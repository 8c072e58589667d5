import type { TelegramMensagensQuery } from '@cfc/contract';
import { sql } from 'kysely';
import { paginate } from '../../platform/db/paginate.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { systemDb, tenantDb } from '../../platform/db/tenant.ts';

/** SQL of the messaging panel. Reads run under row-level security: the caller's schools only. */

export interface MensagemRef {
  autoescola_id: number;
  id: number;
}

export async function contagem() {
  const rows = await tenantDb()
    .selectFrom('telegram_mensagens')
    .select(['status', sql<number>`count(*)::int`.as('total')])
    .groupBy('status')
    .execute();
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  const entregues = of('entregue');
  const falhas = of('falhou');
  const pendentes = of('pendente');
  return { enviadas: entregues + falhas + pendentes, entregues, falhas, pendentes };
}

function mensagens() {
  return tenantDb()
    .selectFrom('telegram_mensagens as m')
    .innerJoin('telegram_destinos as d', (join) =>
      join.onRef('d.autoescola_id', '=', 'm.autoescola_id').onRef('d.id', '=', 'm.destino_id'),
    )
    .innerJoin('autoescolas as e', 'e.id', 'm.autoescola_id')
    .select([
      'm.id',
      'm.autoescola_id',
      'e.nome_fantasia as autoescola',
      'd.nome as destino',
      'd.chat_id',
      'm.notificacao_id',
      'm.texto',
      'm.status',
      'm.tentativas',
      'm.erro',
      'm.erro_codigo',
      isoInstant<string | null>('m.ultima_tentativa_em').as('ultima_tentativa_em'),
      isoInstant<string | null>('m.entregue_em').as('entregue_em'),
      isoInstant('m.created_at').as('created_at'),
    ]);
}

export function listMensagens(query: TelegramMensagensQuery) {
  let select = mensagens();
  if (query.status) select = select.where('m.status', '=', query.status);
  return paginate(
    select,
    { ...query, sort: query.sort ?? '-created_at' },
    {
      columns: { created_at: 'm.created_at', status: 'm.status', destino: 'd.nome' },
      default: 'm.created_at',
      unique: 'm.id',
    },
  );
}

export function findMensagem(id: number) {
  return mensagens().where('m.id', '=', id).executeTakeFirst();
}

/** What a delivery needs: the text and the chat, and whether it was already delivered. */
export function paraEntrega(ref: MensagemRef) {
  return tenantDb()
    .selectFrom('telegram_mensagens as m')
    .innerJoin('telegram_destinos as d', (join) =>
      join.onRef('d.autoescola_id', '=', 'm.autoescola_id').onRef('d.id', '=', 'm.destino_id'),
    )
    .select(['m.texto', 'm.status', 'd.chat_id', 'd.ativo'])
    .where('m.autoescola_id', '=', ref.autoescola_id)
    .where('m.id', '=', ref.id)
    .executeTakeFirst();
}

export async function marcarEntregue(ref: MensagemRef, messageId: number): Promise<void> {
  await tenantDb()
    .updateTable('telegram_mensagens')
    .set((eb) => ({
      status: 'entregue',
      tentativas: eb('tentativas', '+', 1),
      telegram_message_id: messageId,
      erro: null,
      erro_codigo: null,
      ultima_tentativa_em: sql<Date>`now()`,
      entregue_em: sql<Date>`now()`,
    }))
    .where('autoescola_id', '=', ref.autoescola_id)
    .where('id', '=', ref.id)
    .execute();
}

/** A failed try: the message stays pending while a retry is left, else it failed. */
export async function marcarFalha(
  ref: MensagemRef,
  falha: { codigo: number | null; erro: string; final: boolean },
): Promise<void> {
  await tenantDb()
    .updateTable('telegram_mensagens')
    .set((eb) => ({
      status: falha.final ? 'falhou' : 'pendente',
      tentativas: eb('tentativas', '+', 1),
      erro: falha.erro.slice(0, 1000),
      erro_codigo: falha.codigo,
      ultima_tentativa_em: sql<Date>`now()`,
    }))
    .where('autoescola_id', '=', ref.autoescola_id)
    .where('id', '=', ref.id)
    .where('status', '<>', 'entregue')
    .execute();
}

/** A manual retry puts a failed message back in the queue. */
export async function reabrir(ref: MensagemRef): Promise<void> {
  await tenantDb()
    .updateTable('telegram_mensagens')
    .set({ status: 'pendente' })
    .where('autoescola_id', '=', ref.autoescola_id)
    .where('id', '=', ref.id)
    .execute();
}

// ---------- Destinations ----------

function destinos() {
  return tenantDb()
    .selectFrom('telegram_destinos as d')
    .innerJoin('autoescolas as e', 'e.id', 'd.autoescola_id')
    .select([
      'd.id',
      'e.nome_fantasia as autoescola',
      'd.nome',
      'd.usuario_id',
      'd.chat_id',
      'd.codigo',
      'd.vinculado_por',
      isoInstant<string | null>('d.vinculado_em').as('vinculado_em'),
      'd.ativo',
    ]);
}

export function listDestinos() {
  return destinos().orderBy('e.nome_fantasia').orderBy('d.nome').orderBy('d.id').execute();
}

export function findDestino(autoescolaId: number, id: number) {
  return destinos().where('d.autoescola_id', '=', autoescolaId).where('d.id', '=', id).executeTakeFirst();
}

export async function insertDestino(values: {
  autoescola_id: number;
  usuario_id: number | null;
  nome: string;
  chat_id: string | null;
  codigo: string;
}): Promise<number> {
  const linked = values.chat_id !== null;
  const row = await tenantDb()
    .insertInto('telegram_destinos')
    .values({
      ...values,
      vinculado_por: linked ? 'manual' : null,
      vinculado_em: linked ? sql<Date>`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function usuarioDaAutoescola(autoescolaId: number, usuarioId: number) {
  return tenantDb()
    .selectFrom('usuarios')
    .select('id')
    .where('id', '=', usuarioId)
    .where('autoescola_id', '=', autoescolaId)
    .executeTakeFirst();
}

/** Links the chat that wrote `/start <codigo>` to the bot (as the owner: the code names the school). */
export async function vincularPorCodigo(codigo: string, chatId: string): Promise<boolean> {
  const result = await systemDb()
    .updateTable('telegram_destinos')
    .set({ chat_id: chatId, vinculado_por: 'start', vinculado_em: sql<Date>`now()` })
    .where('codigo', '=', codigo)
    .where('chat_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A notice's Telegram messages (as the owner, right after it was sent): one per linked, active chat
 * of a user who received it, or of a school whose staff received it. Answers the new messages.
 */
export function insertMensagensDoAviso(notificacaoId: number, texto: string): Promise<MensagemRef[]> {
  return systemDb()
    .insertInto('telegram_mensagens')
    .columns(['autoescola_id', 'destino_id', 'notificacao_id', 'texto'])
    .expression((eb) =>
      eb
        .selectFrom('telegram_destinos as d')
        .select([
          'd.autoescola_id',
          'd.id',
          sql<number>`${notificacaoId}::bigint`.as('notificacao_id'),
          sql<string>`${texto}`.as('texto'),
        ])
        .where('d.ativo', '=', true)
        .where('d.chat_id', 'is not', null)
        .where((w) =>
          w.exists(
            w
              .selectFrom('notificacao_destinatarios as nd')
              .innerJoin('usuarios as u', 'u.id', 'nd.usuario_id')
              .select(sql`1`.as('um'))
              .where('nd.notificacao_id', '=', notificacaoId)
              .where((x) =>
                x.or([
                  x('d.usuario_id', '=', x.ref('nd.usuario_id')),
                  x.and([x('d.usuario_id', 'is', null), x('u.autoescola_id', '=', x.ref('d.autoescola_id'))]),
                ]),
              ),
          ),
        ),
    )
    .returning(['autoescola_id', 'id'])
    .execute();
}

/** The notice's title and text, for its Telegram message. */
export function aviso(notificacaoId: number) {
  return systemDb()
    .selectFrom('notificacoes')
    .select(['titulo', 'descricao_texto'])
    .where('id', '=', notificacaoId)
    .executeTakeFirst();
}
