import type { MomentoVerificacao } from '@cfc/domain';
import { sql } from 'kysely';
import type { EadVerificacoesTable } from '../../platform/db/schema-ead.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/** The SQL of remote lessons: the session with its stream, the room's people, checks, chat and audit. */

/** The SQL of the face checks during an online lesson and of the people's reference faces (docs/ead.md). */

// ---------- Face checks ----------

function verificacoes() {
  return tenantDb()
    .selectFrom('ead_verificacoes')
    .select([
      'id as id_verificacao',
      'autoescola_id',
      'aula_id',
      'aluno_id as id_aluno',
      'instrutor_id',
      'momento',
      'resultado',
      'motivo',
      isoInstant('pedida_em').as('pedida_em'),
      isoInstant('prazo_em').as('prazo_em'),
      isoInstant<string | null>('respondida_em').as('respondida_em'),
      'rostos',
      'similaridade',
      'vivacidade',
      'arquivo',
    ]);
}
export type VerificacaoRow = NonNullable<Awaited<ReturnType<typeof verificacao>>>;

export function verificacoesDaAula(aulaId: number) {
  return verificacoes().where('aula_id', '=', aulaId).orderBy('pedida_em').orderBy('id').execute();
}

export function verificacao(id: number) {
  return verificacoes().where('id', '=', id).executeTakeFirst();
}

export async function lockVerificacao(id: number) {
  return tenantDb()
    .selectFrom('ead_verificacoes')
    .select(['id', 'resultado', 'prazo_em'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function pedirVerificacoes(
  rows: readonly {
    autoescola_id: number;
    aula_id: number;
    aluno_id: number | null;
    instrutor_id: number | null;
    momento: MomentoVerificacao;
    prazo_em: Date;
    pedida_em?: Date;
    pedida_por: number | null;
    reproducao_id?: number | null;
  }[],
) {
  if (rows.length === 0) return [];
  return tenantDb()
    .insertInto('ead_verificacoes')
    .values([...rows])
    .returning('id')
    .execute();
}

export async function responderVerificacao(
  id: number,
  values: Pick<
    EadVerificacoesTable,
    'motivo' | 'rostos' | 'similaridade' | 'vivacidade' | 'arquivo' | 'ip'
  > & {
    resultado: 'aprovada' | 'reprovada';
  },
) {
  await tenantDb()
    .updateTable('ead_verificacoes')
    .set({ ...values, respondida_em: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Pending checks whose deadline passed become 'expirada' (not answered); the ones changed come back. */
export async function expirarVerificacoes(aulaId: number | null) {
  let query = tenantDb()
    .updateTable('ead_verificacoes')
    .set({ resultado: 'expirada', motivo: 'nao_respondida' })
    .where('resultado', '=', 'pendente')
    .where('prazo_em', '<=', sql<Date>`now()`);
  if (aulaId !== null) query = query.where('aula_id', '=', aulaId);
  return query.returning(['id', 'autoescola_id', 'aula_id', 'aluno_id']).execute();
}

/** A student's pending check now open (asked, deadline not passed), the oldest first. */
export function verificacaoPendente(aulaId: number, alunoId: number) {
  return verificacoes()
    .where('aula_id', '=', aulaId)
    .where('aluno_id', '=', alunoId)
    .where('resultado', '=', 'pendente')
    .where('pedida_em', '<=', sql<Date>`now()`)
    .where('prazo_em', '>', sql<Date>`now()`)
    .orderBy('pedida_em')
    .executeTakeFirst();
}

// ---------- References ----------

/** The student or instructor, when the caller's schools have them. */
export function pessoa(quem: { alunoId: number } | { instrutorId: number }) {
  return 'alunoId' in quem
    ? tenantDb()
        .selectFrom('alunos')
        .select('autoescola_id')
        .where('id', '=', quem.alunoId)
        .executeTakeFirst()
    : tenantDb()
        .selectFrom('instrutores')
        .select('autoescola_id')
        .where('id', '=', quem.instrutorId)
        .executeTakeFirst();
}

export function referencia(quem: { alunoId: number } | { instrutorId: number }) {
  const query = tenantDb()
    .selectFrom('referencias_faciais as r')
    .leftJoin('usuarios as u', 'u.id', 'r.consentimento_por')
    .select([
      'r.id',
      'r.autoescola_id',
      'r.arquivo',
      'r.descritor',
      isoInstant('r.created_at').as('registrada_em'),
      isoInstant('r.consentimento_em').as('consentimento_em'),
      'u.nome as consentimento_por',
    ]);
  return (
    'alunoId' in quem
      ? query.where('r.aluno_id', '=', quem.alunoId)
      : query.where('r.instrutor_id', '=', quem.instrutorId)
  ).executeTakeFirst();
}

export async function salvarReferencia(
  quem: { alunoId: number } | { instrutorId: number },
  values: { autoescola_id: number; arquivo: string; descritor: number[]; consentimento_por: number },
) {
  await removerReferencia(quem);
  await tenantDb()
    .insertInto('referencias_faciais')
    .values({
      ...values,
      aluno_id: 'alunoId' in quem ? quem.alunoId : null,
      instrutor_id: 'instrutorId' in quem ? quem.instrutorId : null,
      consentimento_em: sql`now()`,
    })
    .execute();
}

export async function removerReferencia(quem: { alunoId: number } | { instrutorId: number }) {
  const query = tenantDb().deleteFrom('referencias_faciais');
  return (
    'alunoId' in quem
      ? query.where('aluno_id', '=', quem.alunoId)
      : query.where('instrutor_id', '=', quem.instrutorId)
  )
    .returning('arquivo')
    .execute();
}

/** The checks of a replay, in the order asked. */
export function verificacoesDaReproducao(id: number) {
  return verificacoes().where('reproducao_id', '=', id).orderBy('pedida_em').orderBy('id').execute();
}
