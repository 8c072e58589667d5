import { sql } from 'kysely';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { OutsideTransactionError, systemDb, tenantDb } from '../../platform/db/tenant.ts';

/**
 * The SQL of a session's evidence: the camera's snapshots and the students' photos. A request's
 * queries run in its tenant transaction; the evidence job's run as the system.
 */

/** A request's tenant transaction, or the evidence job's system one. */
function writer() {
  try {
    return tenantDb();
  } catch (error) {
    if (error instanceof OutsideTransactionError) return systemDb();
    throw error;
  }
}

export function evidenciasDaAula(aulaId: number) {
  return tenantDb()
    .selectFrom('evidencias as e')
    .leftJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'e.autoescola_id').onRef('al.id', '=', 'e.aluno_id'),
    )
    .select([
      'e.id as id_evidencia',
      'e.tipo',
      isoInstant('e.capturada_em').as('capturada_em'),
      'e.camera_nome',
      'e.aluno_id as id_aluno',
      'al.nome as aluno_nome',
      'e.erro',
      sql<boolean>`e.arquivo is not null`.as('tem_arquivo'),
    ])
    .where('e.aula_id', '=', aulaId)
    .orderBy('e.capturada_em')
    .orderBy('e.id')
    .execute();
}

export function evidencia(aulaId: number, id: number) {
  return tenantDb()
    .selectFrom('evidencias')
    .select(['arquivo', 'content_type'])
    .where('aula_id', '=', aulaId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface EvidenciaValues {
  aula_id: number;
  tipo: 'inicio' | 'aleatoria' | 'fim' | 'aluno';
  arquivo: string | null;
  content_type: string | null;
  camera_id: number | null;
  camera_nome: string | null;
  aluno_id: number | null;
  erro: string | null;
  usuario_id: number | null;
}

/** Records a photo or a failed snapshot, in the caller's transaction (a request's, or the job's). */
export async function insertEvidencia(autoescolaId: number, values: EvidenciaValues): Promise<number> {
  const { id } = await writer()
    .insertInto('evidencias')
    .values({ autoescola_id: autoescolaId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The session as the evidence job sees it (system transaction). */
export function aulaParaEvidencia(autoescolaId: number, aulaId: number) {
  return systemDb()
    .selectFrom('aulas_teoricas')
    .select(['id', 'autoescola_id', 'sala_id', 'status'])
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', aulaId)
    .executeTakeFirst();
}
