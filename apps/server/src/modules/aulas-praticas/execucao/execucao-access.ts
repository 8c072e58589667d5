import { type AnotacaoPratica, type InstrutorAula, type MessageRef, portuguese } from '@cfc/contract';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { AppError, forbidden, notFound } from '../../../platform/http/errors.ts';
import * as repository from './execucao-repository.ts';

/** Who is giving the lesson: the caller's instructor record, and the lesson it may act on. */

const SEM_INSTRUTOR = 'aulasPraticas.semInstrutor';
/** The refusal's Portuguese text, as a client that asks for no language reads it. */
export const AULA_DE_OUTRO = portuguese('aulasPraticas.aulaDeOutro');

/** A refusal of the lesson flow: 422 with the reason as the message and under `campo`. */
export function refusedAula(mensagem: MessageRef, campo = 'aula'): AppError {
  return new AppError(422, mensagem, { errors: { [campo]: [mensagem] } });
}

export type Instrutor = NonNullable<Awaited<ReturnType<typeof repository.instrutorDoUsuario>>>;

/** The active instructor whose account is the principal, in the current tenant transaction. */
export async function currentInstrutor(ctx: RequestContext): Promise<Instrutor> {
  const instrutor = await repository.instrutorDoUsuario(ctx.principal.usuarioId);
  if (!instrutor?.ativo) throw forbidden(SEM_INSTRUTOR);
  return instrutor;
}

/** The lesson locked for a change, refused when it is another instructor's (404 out of scope). */
export async function ownLesson(ctx: RequestContext, aulaId: number) {
  const instrutor = await currentInstrutor(ctx);
  const aula = await repository.lockLesson(aulaId);
  if (!aula) throw notFound('aulasPraticas.aulaNaoEncontrada');
  if (aula.instrutor_id !== instrutor.id) throw refusedAula('aulasPraticas.aulaDeOutro');
  return { instrutor, aula };
}

export function anotacaoOf(row: repository.LessonRow): AnotacaoPratica | null {
  if (row.anotacao_id === null || row.hodo_start === null || row.begin_time === null) return null;
  return {
    idAnotacaoPratica: row.anotacao_id,
    aluno: row.aluno,
    inicio: row.begin_time,
    fim: row.finish_time,
    hodometro_inicio: row.hodo_start,
    hodometro_fim: row.hodo_end,
    aulas: [row.id],
  };
}

/** A lesson in the instructor's list (SPEC §3): planned times, the record when given, photos. */
export function instrutorAulaOf(row: repository.LessonRow): InstrutorAula {
  return {
    id_aulas_praticas: row.id,
    aulaId: row.id,
    data_aula: row.data_aula,
    status: row.status,
    inicio: row.inicio,
    fim: row.fim,
    instrutor: row.instrutor,
    id_instrutor: row.instrutor_id,
    id_aluno: row.aluno_id,
    aluno: row.aluno,
    id_veiculo: row.veiculo_id,
    placa: row.placa,
    categoria: row.categoria,
    horas_aula: row.horas_aula,
    tipo: row.tipo,
    fotos: row.fotos,
    anotacao: anotacaoOf(row),
  };
}

/** The lesson as the instructor's list shows it, after a change (same transaction). */
export async function reloadAula(aulaId: number): Promise<InstrutorAula> {
  const row = await repository.lessonById(aulaId);
  if (!row) throw notFound('aulasPraticas.aulaNaoEncontrada');
  return instrutorAulaOf(row);
}
