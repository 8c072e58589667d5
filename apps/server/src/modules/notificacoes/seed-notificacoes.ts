import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { limparDescricao } from './html.ts';

/**
 * Demo notifications: a changelog entry for everyone and a notice from the monitoring staff to the
 * schools' staff, so the bell and the centre have something to show on a fresh install.
 */
const DEMO = [
  {
    tipo: 'version_control' as const,
    titulo: 'Novidades: envio de aulas ao GETRAN',
    descricao:
      '<p>O envio de aulas práticas ao GETRAN agora <strong>confere as regras antes de enviar</strong> e ' +
      'oferece <em>Aplicar Correção</em> quando a recusa pode ser corrigida.</p>' +
      '<ul><li>Reenvio em lote: <strong>Limpar Status e Enviar</strong></li>' +
      '<li>Consulta das aulas do candidato no GETRAN</li></ul>',
    destino: 'todos' as const,
  },
  {
    tipo: 'geral' as const,
    titulo: 'Manutenção programada',
    descricao:
      '<p>No domingo, das 2h às 4h, a plataforma pode ficar indisponível por alguns minutos. ' +
      'As aulas registradas no celular do instrutor são enviadas quando a conexão voltar.</p>',
    destino: 'todas' as const,
  },
];

export async function seedNotificacoes(trx: Transaction<DB>, remetenteId: number): Promise<void> {
  for (const aviso of DEMO) {
    const { html, texto } = limparDescricao(aviso.descricao);
    const { id } = await trx
      .insertInto('notificacoes')
      .values({
        tipo: aviso.tipo,
        titulo: aviso.titulo,
        descricao: html,
        descricao_texto: texto,
        remetente_id: remetenteId,
        destino: aviso.destino,
        destino_filtro: JSON.stringify(null),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Changelog: every active user; the notice: the staff (not instructors nor students) of the schools.
    await sql`
      insert into notificacao_destinatarios (usuario_id, notificacao_id)
      select u.id, ${id}::bigint from usuarios u
       where u.ativo and (${aviso.destino === 'todos'} or u.id_role not in (3, 4))`.execute(trx);
  }
}
