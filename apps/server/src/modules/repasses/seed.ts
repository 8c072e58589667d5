import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * The demo's union and consultant (docs/finance.md, "Union receipts and commissions"): the schools of
 * Maranhão belong to SINDAUTO-MA (made here unless the finance core's demo made it), owed 1.5 % of what they pay; Rita Consultora brought both demo
 * schools, at 5 % (Autoescola Demo) and 4 % (CFC Modelo). The contracts are upserted: the finance
 * core's demo may have made them (its prices stay), or not yet (they start with its defaults).
 */
export async function seedRepasses(
  trx: Transaction<DB>,
  escolas: { demo: number; modelo: number },
): Promise<void> {
  const sindicato = await trx
    .insertInto('sindicatos')
    .values({
      nome: 'Sindicato das Autoescolas do Maranhão (SINDAUTO-MA)',
      cnpj: '11444777000161',
      uf: 'MA',
      repasse_pontos_base: 150,
    })
    // the finance core's demo makes the same union: keep its row
    .onConflict((oc) => oc.column('cnpj').doUpdateSet({ ativo: true }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const consultor = await trx
    .selectFrom('usuarios')
    .select('id')
    .where('email', '=', 'consultor@demo.cfc')
    .executeTakeFirst();
  const contratos = [
    { autoescola_id: escolas.demo, sindicato_id: sindicato.id, comissao_pontos_base: 500 },
    { autoescola_id: escolas.modelo, sindicato_id: null, comissao_pontos_base: 400 },
  ];
  for (const contrato of contratos) {
    const values = { ...contrato, consultor_id: consultor?.id ?? null };
    await trx
      .insertInto('faturamento_contratos')
      .values(values)
      .onConflict((oc) =>
        oc.column('autoescola_id').doUpdateSet({
          consultor_id: values.consultor_id,
          comissao_pontos_base: values.comissao_pontos_base,
          ...(values.sindicato_id === null ? {} : { sindicato_id: values.sindicato_id }),
        }),
      )
      .execute();
  }
}
