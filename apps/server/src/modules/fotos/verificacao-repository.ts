import type { VereditoFotoPratica } from '@cfc/domain';
import { sql } from 'kysely';
import { systemDb } from '../../platform/db/tenant.ts';

/**
 * SQL of the face check of a practical lesson's photo: what the job reads of the photo, its lesson's
 * student and reference, and what it writes back. Run by the job, as the system (withSystem).
 */

/** The photo with its student's reference photo (if any) and the school's state. */
export function fotoParaVerificar(autoescolaId: number, fotoId: number) {
  return systemDb()
    .selectFrom('aula_fotos as f')
    .innerJoin('aulas_praticas as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'f.autoescola_id').onRef('a.id', '=', 'f.aula_id'),
    )
    .leftJoin('referencias_faciais as r', (join) =>
      join.onRef('r.autoescola_id', '=', 'a.autoescola_id').onRef('r.aluno_id', '=', 'a.aluno_id'),
    )
    .select([
      'f.id',
      'f.autoescola_id',
      'f.aula_id',
      'f.arquivo',
      'r.id as referencia_id',
      'r.arquivo as referencia_arquivo',
      'r.descritor as referencia_descritor',
    ])
    .where('f.autoescola_id', '=', autoescolaId)
    .where('f.id', '=', fotoId)
    .executeTakeFirst();
}
export type FotoParaVerificar = NonNullable<Awaited<ReturnType<typeof fotoParaVerificar>>>;

/** Keeps the descriptor of a reference photo stored without one (the demo's, see seed.ts). */
export async function describeReferencia(autoescolaId: number, id: number, descritor: number[]) {
  await systemDb()
    .updateTable('referencias_faciais')
    .set({ descritor })
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', id)
    .where(sql<boolean>`cardinality(descritor) = 0`)
    .execute();
}

export interface ResultadoVerificacao {
  verificacao: VereditoFotoPratica;
  rostos: number | null;
  similaridade: number | null;
  miniatura: string | null;
}

/** Writes the check; a photo replaced meanwhile (a new row) is left alone. Answers whether it was written. */
export async function saveVerificacao(
  autoescolaId: number,
  fotoId: number,
  arquivo: string,
  resultado: ResultadoVerificacao,
): Promise<boolean> {
  const updated = await systemDb()
    .updateTable('aula_fotos')
    .set({ ...resultado, verificado_em: sql<Date>`now()` })
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', fotoId)
    .where('arquivo', '=', arquivo)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
