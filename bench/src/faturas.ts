// The finance side of the benchmark data: a contract for every school and the operator's monthly
// billing run over each complete month the lessons cover, through the platform's own run
// (executarFaturamento), then the payments a real operator would have received: every invoice due
// more than five days ago paid except one in ten, the rest open. Safe to run again: a month already
// billed bills nothing more, and a database billed already is left alone.
import { addMonths } from '@cfc/domain';
import { loadConfig } from '../../apps/server/src/config.ts';
import { executarFaturamento } from '../../apps/server/src/modules/faturamento/index.ts';
import type { Database } from '../../apps/server/src/platform/db/engine.ts';
import { seconds } from './target.ts';

/** At most this many months back (the data spans about a year). */
const MESES_MAXIMOS = 12;

export async function faturarDadosGerados(
  database: Database,
  today: string,
  log: (line: string) => void,
): Promise<void> {
  const { pool } = database;
  const started = performance.now();
  await pool.query(
    `insert into faturamento_contratos (autoescola_id, preco_aluno_cadastrado_centavos, preco_aula_pratica_centavos,
                                        preco_aula_teorica_centavos, franquia_aulas_praticas, dia_vencimento, email_cobranca)
     select id, 3000 + id % 4 * 500, 250 + id % 5 * 25, 100, id % 3 * 50, 5 + id % 4 * 5, 'financeiro@' || slug || '.com.br'
       from autoescolas where not operadora
     on conflict (autoescola_id) do nothing`,
  );
  const { rows: ids } = await pool.query<{ id: number; operadora: boolean }>(
    'select id::int as id, operadora from autoescolas order by id',
  );
  const operadorId = ids.find((escola) => escola.operadora)?.id;
  if (operadorId === undefined) throw new Error('sem a escola da operadora: a semente não rodou');
  const escolas = ids.filter((escola) => !escola.operadora).map((escola) => escola.id);
  // The demo seed bills its own two schools; a run over every school means this ran already.
  const { rows: feitas } = await pool.query<{ n: number }>(
    'select count(*)::int as n from faturamentos where escolas_total = $1',
    [escolas.length],
  );
  if ((feitas[0]?.n ?? 0) > 0) return;
  const { rows: inicio } = await pool.query<{ mes: string | null }>(
    `select to_char(min(inicio) at time zone 'America/Sao_Paulo', 'YYYY-MM') as mes from aulas_praticas`,
  );
  const ultimo = addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const primeiro =
    [inicio[0]?.mes ?? ultimo, addMonths(`${ultimo}-01`, -(MESES_MAXIMOS - 1)).slice(0, 7)].sort()[1] ??
    ultimo;
  const financeiro = loadConfig({}).financeiro;
  for (
    let competencia = primeiro;
    competencia <= ultimo;
    competencia = addMonths(`${competencia}-01`, 1).slice(0, 7)
  ) {
    const mes = performance.now();
    const { rows } = await pool.query<{ id: number }>(
      `insert into faturamentos (autoescola_id, competencia, escolas_total) values ($1, $2, $3) returning id::int`,
      [operadorId, `${competencia}-01`, escolas.length],
    );
    const faturamentoId = rows[0]?.id;
    if (faturamentoId === undefined) throw new Error('faturamento não criado');
    await executarFaturamento(database.db, financeiro, {
      operadorId,
      faturamentoId,
      competencia,
      escolas,
      usuarioId: null,
    });
    log(`  faturamento de ${competencia}: ${seconds(mes)} s`);
  }
  const pagas = await pool.query(
    `with pagas as (
       update faturas set status = 'paga', valor_pago_centavos = valor_centavos,
                          pago_em = vencimento - (id % 6)::int
        where status = 'aberta' and valor_centavos > 0 and id % 10 <> 0 and vencimento < $1::date - 5
        returning autoescola_id, id, valor_centavos, pago_em)
     insert into pagamentos (autoescola_id, fatura_id, origem, valor_centavos, pago_em)
     select autoescola_id, id, 'retorno', valor_centavos, pago_em from pagas`,
    [today],
  );
  await pool.query('analyze faturamento_contratos, faturamentos, faturas, fatura_itens, pagamentos');
  log(`  faturas e pagamentos (${pagas.rowCount ?? 0} pagas): ${seconds(started)} s`);
}
