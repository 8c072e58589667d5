import { randomUUID } from 'node:crypto';
import { type AvisoFields, type MessageRef, message, portuguese, TIPO_CHANGELOG } from '@cfc/contract';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import { invalid } from '../../platform/http/errors.ts';
import { enviarAvisoTelegram } from '../telegram/service.ts';
import type { AnexoRecebido } from './anexos.ts';
import { NOTIFICACAO_TOPIC } from './entrega.ts';
import { limparDescricao } from './html.ts';
import * as repository from './repository.ts';
import type { NotificacoesDeps } from './service.ts';

/** The success message of a notice sent to `destinatarios` users. */
export const mensagemAvisoEnviado = (destinatarios: number): MessageRef =>
  destinatarios === 1
    ? 'notificacoes.avisoEnviadoUm'
    : message('notificacoes.avisoEnviado', { destinatarios });

const NINGUEM = 'notificacoes.semDestinatarios';
/** The refusal's Portuguese text, as a client that asks for no language reads it. */
export const SEM_DESTINATARIOS = portuguese(NINGUEM);

/**
 * 'Avisos' (notification sender group, role 2): a notice to the staff of every school the sender
 * may see (the operator's own staff excluded), to the staff of chosen schools among those, or to the
 * users with chosen roles in those schools (for the traffic authority: of those schools' states).
 * A changelog entry (`tipo: version_control`) goes to every active user, whatever the destination.
 *
 * The rows are written as the owner (withSystem): the recipients are many users, each of whom may
 * only see its own rows; the sender's reach is applied here, from its principal. Attachments are
 * stored first and removed again if the transaction fails. Once committed, every instance is told
 * (realtime fan-out) and pushes the notification to its connected recipients.
 */
export async function enviarAviso(
  deps: NotificacoesDeps,
  ctx: RequestContext,
  aviso: AvisoFields,
  anexos: AnexoRecebido[],
): Promise<{ id: number; destinatarios: number }> {
  const descricao = limparDescricao(aviso.descricao);
  if (!descricao.texto && !descricao.html.includes('<img')) {
    throw invalid({ descricao: ['notificacoes.informeMensagem'] });
  }
  const { principal } = ctx;
  const stored: string[] = [];
  try {
    const sent = await withSystem(deps.db, async () => {
      const { audiencia, destino, filtro } = await audienciaDe(aviso, principal.autoescolaIds);
      const id = await repository.insertNotificacao({
        tipo: aviso.tipo,
        titulo: aviso.titulo,
        descricao: descricao.html,
        descricao_texto: descricao.texto,
        remetente_id: principal.usuarioId,
        destino,
        destino_filtro: filtro,
      });
      for (const anexo of anexos) {
        const arquivo = `notificacoes/${id}/${randomUUID()}`;
        await deps.storage.put(arquivo, anexo.content, anexo.mimetype);
        stored.push(arquivo);
        await repository.insertAnexo({
          notificacao_id: id,
          nome: anexo.nome,
          mimetype: anexo.mimetype,
          tamanho: anexo.content.length,
          arquivo,
        });
      }
      const destinatarios = await repository.insertDestinatarios(id, audiencia);
      if (destinatarios === 0) throw invalid({ destino: [NINGUEM] });
      await recordAudit(systemDb(), {
        acao: 'aviso_enviado',
        autoescolaId: ctx.currentSchool?.id ?? principal.autoescolaId,
        usuarioId: principal.usuarioId,
        role: principal.role,
        entidade: 'notificacao',
        entidadeId: id,
        dados: { tipo: aviso.tipo, destino, filtro, destinatarios, anexos: anexos.length },
        ip: ctx.ip,
      });
      return { id, destinatarios };
    });
    await avisarInstancias(deps, sent.id);
    await avisarTelegram(deps, sent.id);
    return sent;
  } catch (error) {
    await Promise.all(stored.map((arquivo) => deps.storage.delete(arquivo)));
    throw error;
  }
}

/** The notice is saved whatever happens here: a failed signal only costs the realtime push. */
export async function avisarInstancias(
  deps: Pick<NotificacoesDeps, 'realtime' | 'log'>,
  id: number,
): Promise<void> {
  try {
    await deps.realtime.signal(NOTIFICACAO_TOPIC, { id });
  } catch (error) {
    deps.log.error({ err: error, notificacao: id }, 'notificação salva sem aviso em tempo real');
  }
}

/** The notice is saved whatever happens here: a failure only costs its Telegram messages. */
async function avisarTelegram(deps: NotificacoesDeps, id: number): Promise<void> {
  if (!deps.telegram) return;
  try {
    await enviarAvisoTelegram(deps.telegram, id);
  } catch (error) {
    deps.log.error({ err: error, notificacao: id }, 'aviso salvo sem mensagens do Telegram');
  }
}

async function audienciaDe(
  aviso: AvisoFields,
  autoescolaIds: readonly number[],
): Promise<{
  audiencia: repository.Audiencia;
  destino: 'todas' | 'autoescolas' | 'papeis' | 'todos';
  filtro: unknown;
}> {
  if (aviso.tipo === TIPO_CHANGELOG) return { audiencia: { tipo: 'todos' }, destino: 'todos', filtro: null };
  if (aviso.destino === 'todas') {
    return {
      audiencia: { tipo: 'equipe', autoescolaIds, semOperadora: true },
      destino: 'todas',
      filtro: null,
    };
  }
  if (aviso.destino === 'papeis') {
    const papeis = [...new Set(aviso.papeis)].sort((a, b) => a - b);
    return { audiencia: { tipo: 'papeis', papeis, autoescolaIds }, destino: 'papeis', filtro: { papeis } };
  }
  const slugs = [...new Set(aviso.autoescolas.map((slug) => slug.toLowerCase()))];
  const escolas = await repository.schoolsBySlug(slugs, autoescolaIds);
  const missing = slugs.filter((slug) => !escolas.some((escola) => escola.slug === slug));
  if (missing.length) {
    throw invalid({
      autoescolas: missing.map((slug) => message('notificacoes.autoescolaNaoEncontrada', { slug })),
    });
  }
  return {
    audiencia: { tipo: 'equipe', autoescolaIds: escolas.map((escola) => escola.id), semOperadora: false },
    destino: 'autoescolas',
    filtro: { autoescolas: slugs },
  };
}
