import { systemDb } from '../../platform/db/tenant.ts';

/**
 * The retention rules' SQL (packages/domain/src/regulation/retencao.ts), run by the minimisation job
 * as the owner across every school. Each answers how many rows it removed or anonymised per school.
 */

export type PorEscola = Map<number, number>;

const contar = (rows: { autoescola_id: number }[]): PorEscola => {
  const counts: PorEscola = new Map();
  for (const row of rows) counts.set(row.autoescola_id, (counts.get(row.autoescola_id) ?? 0) + 1);
  return counts;
};

/** GPS positions recorded before `limite`. */
export async function purgePosicoes(limite: Date): Promise<PorEscola> {
  const rows = await systemDb()
    .deleteFrom('aula_posicoes')
    .where('registrado_em', '<', limite)
    .returning('autoescola_id')
    .execute();
  return contar(rows);
}

/** Evidence photos of practical lessons taken before `limite`; the storage keys to remove after commit. */
export async function purgeFotosPraticas(
  limite: Date,
): Promise<{ porEscola: PorEscola; arquivos: string[] }> {
  const rows = await systemDb()
    .deleteFrom('aula_fotos')
    .where('created_at', '<', limite)
    .returning(['autoescola_id', 'arquivo', 'miniatura'])
    .execute();
  const arquivos = rows.flatMap((row) => [row.arquivo, ...(row.miniatura ? [row.miniatura] : [])]);
  return { porEscola: contar(rows), arquivos };
}

/** Camera snapshots of theory sessions taken before `limite`. */
export async function purgeEvidenciasTeoricas(
  limite: Date,
): Promise<{ porEscola: PorEscola; arquivos: string[] }> {
  const rows = await systemDb()
    .deleteFrom('evidencias')
    .where('capturada_em', '<', limite)
    .returning(['autoescola_id', 'arquivo'])
    .execute();
  return { porEscola: contar(rows), arquivos: rows.flatMap((row) => (row.arquivo ? [row.arquivo] : [])) };
}

/** The CPF and IP of GETRAN lookups made before `limite`: the call stays, whose it was does not. */
export async function anonimizarConsultasGetran(limite: Date): Promise<PorEscola> {
  const rows = await systemDb()
    .updateTable('getran_consultas')
    .set({ cpf: '00000000000', ip: null })
    .where('created_at', '<', limite)
    .where('cpf', '<>', '00000000000')
    .returning('autoescola_id')
    .execute();
  return contar(rows);
}
