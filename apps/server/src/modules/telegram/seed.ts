import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * The demo's messaging panel: the school's staff group and the instructor's chat linked to the bot,
 * a coordinator's chat still waiting for its /start link, and the last notices' messages, one
 * delivered, one refused by Telegram (the user blocked the bot) and one waiting.
 */
export async function seedTelegram(trx: Transaction<DB>, schoolId: number): Promise<void> {
  const instrutor = await trx
    .selectFrom('usuarios')
    .select('id')
    .where('cpf', '=', '11144477735')
    .executeTakeFirst();
  const destinos = await trx
    .insertInto('telegram_destinos')
    .values([
      {
        autoescola_id: schoolId,
        nome: 'Equipe Autoescola Demo',
        chat_id: '-1001234567890',
        codigo: 'demo-equipe-0001',
        vinculado_por: 'manual',
        vinculado_em: new Date(Date.now() - 20 * 86_400_000),
      },
      {
        autoescola_id: schoolId,
        usuario_id: instrutor?.id ?? null,
        nome: 'Ivo Instrutor',
        chat_id: '555000111',
        codigo: 'demo-ivo-000002',
        vinculado_por: 'start',
        vinculado_em: new Date(Date.now() - 9 * 86_400_000),
      },
      { autoescola_id: schoolId, nome: 'Coordenação (aguardando /start)', codigo: 'demo-coord-0003' },
    ])
    .returning('id')
    .execute();
  const [equipe, ivo] = destinos;
  if (!equipe || !ivo) return;
  const horasAtras = (horas: number) => new Date(Date.now() - horas * 3_600_000);
  await trx
    .insertInto('telegram_mensagens')
    .values([
      {
        autoescola_id: schoolId,
        destino_id: equipe.id,
        texto: 'Manutenção programada\n\nO sistema ficará indisponível no domingo das 02:00 às 04:00.',
        status: 'entregue',
        tentativas: 1,
        telegram_message_id: 41,
        ultima_tentativa_em: horasAtras(50),
        entregue_em: horasAtras(50),
        created_at: horasAtras(50),
      },
      {
        autoescola_id: schoolId,
        destino_id: ivo.id,
        texto: 'Manutenção programada\n\nO sistema ficará indisponível no domingo das 02:00 às 04:00.',
        status: 'falhou',
        tentativas: 1,
        erro: 'Forbidden: bot was blocked by the user',
        erro_codigo: 403,
        ultima_tentativa_em: horasAtras(50),
        created_at: horasAtras(50),
      },
      {
        autoescola_id: schoolId,
        destino_id: equipe.id,
        texto: 'Novas regras de contingência\n\nConfira o limite de aulas em contingência do seu estado.',
        status: 'entregue',
        tentativas: 2,
        telegram_message_id: 57,
        ultima_tentativa_em: horasAtras(6),
        entregue_em: horasAtras(6),
        created_at: horasAtras(6),
      },
      {
        autoescola_id: schoolId,
        destino_id: ivo.id,
        texto: 'Novas regras de contingência\n\nConfira o limite de aulas em contingência do seu estado.',
        status: 'pendente',
        tentativas: 1,
        erro: 'Internal Server Error',
        erro_codigo: 500,
        ultima_tentativa_em: horasAtras(1),
        created_at: horasAtras(6),
      },
    ])
    .execute();
}
