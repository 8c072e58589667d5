import { addDays, todayInSaoPaulo } from '@cfc/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * Demo data of the bank files (docs/finance.md): the import and the manual write-off need open
 * invoices to work on. When the demo has none yet (the billing run's demo seeds the months of
 * invoices), Autoescola Demo gets two one-off invoices, due in ten days.
 */
export async function seedPagamentos(
  trx: Transaction<DB>,
  demo: number,
  hoje = todayInSaoPaulo(),
): Promise<void> {
  const aberta = await trx
    .selectFrom('faturas')
    .select('id')
    .where('status', '=', 'aberta')
    .limit(1)
    .executeTakeFirst();
  if (aberta) return;
  const vencimento = addDays(hoje, 10);
  const competencia = `${hoje.slice(0, 7)}-01`;
  await trx
    .insertInto('faturas')
    .values([
      {
        autoescola_id: demo,
        tipo: 'avulsa',
        competencia,
        descricao: 'Instalação das câmeras da sala 2',
        vencimento,
        valor_centavos: 45_000,
      },
      {
        autoescola_id: demo,
        tipo: 'avulsa',
        competencia,
        descricao: 'Treinamento da equipe no monitoramento',
        vencimento,
        valor_centavos: 18_990,
      },
    ])
    .execute();
}
