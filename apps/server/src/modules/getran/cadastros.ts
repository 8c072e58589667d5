import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';

/**
 * What the state system already knows of the schools (its registry): each candidate's process, the
 * instructors, the vehicles and their links. A real authority holds it; the embedded simulator is
 * told at start, so the whole flow works out of the box (docs/getran.md, `PUT /_sim/cadastros`).
 */
export async function cadastrosDoSimulador(db: Kysely<DB>) {
  return withSystem(db, async () => {
    const processos = await systemDb()
      .selectFrom('processos as p')
      .innerJoin('alunos as al', (join) =>
        join.onRef('al.autoescola_id', '=', 'p.autoescola_id').onRef('al.id', '=', 'p.aluno_id'),
      )
      .select([
        'al.cpf',
        'p.renach',
        'p.categoria',
        sql<string>`to_char(p.aberto_em, 'YYYY-MM-DD')`.as('data_abertura'),
        sql<string | null>`to_char(p.ladv_validade, 'YYYY-MM-DD')`.as('ladv_validade'),
      ])
      .where('p.status', '<>', 'cancelado')
      .execute();
    const instrutores = await systemDb()
      .selectFrom('instrutores')
      .select(['cpf', 'nome', 'cnh_categoria as cnh'])
      .execute();
    const vinculos = await systemDb()
      .selectFrom('veiculos as v')
      .innerJoin('autoescolas as s', 's.id', 'v.autoescola_id')
      .innerJoin('veiculo_vinculos as l', (join) =>
        join.onRef('l.autoescola_id', '=', 'v.autoescola_id').onRef('l.veiculo_id', '=', 'v.id'),
      )
      .select([
        'v.placa',
        's.cnpj',
        sql<string>`to_char(l.inicio, 'YYYY-MM-DD')`.as('inicio'),
        sql<string | null>`to_char(l.fim, 'YYYY-MM-DD')`.as('fim'),
      ])
      .where('s.cnpj', 'is not', null)
      .execute();
    const veiculos = new Map<
      string,
      { placa: string; cnpj: string; vinculos: { inicio: string; fim: string | null }[] }
    >();
    for (const row of vinculos) {
      if (!row.cnpj) continue;
      const key = `${row.placa}|${row.cnpj}`;
      const veiculo = veiculos.get(key) ?? { placa: row.placa, cnpj: row.cnpj, vinculos: [] };
      veiculo.vinculos.push({ inicio: row.inicio, fim: row.fim });
      veiculos.set(key, veiculo);
    }
    return { processos, instrutores, veiculos: [...veiculos.values()] };
  });
}

/** Registrations per request: the simulator merges them, and a state's network is too big for one body. */
const LOTE_CADASTROS = 2_000;

export async function registrarNoSimulador(db: Kysely<DB>, url: string): Promise<void> {
  const cadastros = await cadastrosDoSimulador(db);
  const lotes = Math.max(
    1,
    ...Object.values(cadastros).map((lista) => Math.ceil(lista.length / LOTE_CADASTROS)),
  );
  for (let lote = 0; lote < lotes; lote++) {
    const parte = <T>(lista: readonly T[]) => lista.slice(lote * LOTE_CADASTROS, (lote + 1) * LOTE_CADASTROS);
    const reply = await fetch(new URL('/_sim/cadastros', url), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        processos: parte(cadastros.processos),
        instrutores: parte(cadastros.instrutores),
        veiculos: parte(cadastros.veiculos),
      }),
    });
    if (!reply.ok) {
      throw new Error(`O simulador do GETRAN recusou os cadastros: ${reply.status} ${await reply.text()}`);
    }
  }
}
