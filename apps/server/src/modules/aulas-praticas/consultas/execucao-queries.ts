import type { CandidatoAula, CandidatoAulasPraticas, InstrutorAula } from '@cfc/contract';
import { addDays, atSaoPaulo, janelaDeInicio, todayInSaoPaulo } from '@cfc/domain';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { stateProfileForSchool } from '../../estado-perfis/service.ts';
import { listProcessosDoAluno } from '../../processos/service.ts';
import { currentInstrutor, instrutorAulaOf } from '../execucao/execucao-access.ts';
import * as repository from '../execucao/execucao-repository.ts';

/** What the instructor's phone and the student's area read about lessons given and to give. */

export const OUTRO_INSTRUTOR = 'aulasPraticas.outroInstrutor';
export const OUTRA_AUTOESCOLA = 'comum.semAcessoAutoescola';
export const SEM_ALUNO = 'aulasPraticas.semAluno';

/** The day's lessons with the window in which each may start, under the school's state profile. */
async function withJanela(
  autoescolaId: number,
  rows: readonly repository.LessonRow[],
): Promise<InstrutorAula[]> {
  const perfil = await stateProfileForSchool(autoescolaId);
  return rows.map((row) => ({
    ...instrutorAulaOf(row),
    inicio_permitido: janelaDeInicio(row.inicio, perfil),
  }));
}

/**
 * GET /instrutor/aulas/praticas (SPEC §7): the caller's lessons from `de` to `ate` (São Paulo dates,
 * today by default). `id` must be the caller's instructor and `schema` its school.
 */
export function listAulasDoInstrutor(
  ctx: RequestContext,
  query: { id: number; schema: string; de: string | null; ate: string | null },
): Promise<InstrutorAula[]> {
  const de = query.de ?? query.ate ?? todayInSaoPaulo();
  const ate = query.ate ?? (query.de ? de : todayInSaoPaulo());
  return ctx.tenant(async () => {
    const instrutor = await currentInstrutor(ctx);
    if (query.schema !== instrutor.slug) throw forbidden(OUTRA_AUTOESCOLA);
    if (query.id !== instrutor.id) throw forbidden(OUTRO_INSTRUTOR);
    const from = atSaoPaulo(de);
    const to = atSaoPaulo(addDays(ate, 1));
    const rows = await repository.lessonsOfInstrutor(instrutor.autoescola_id, instrutor.id, from, to);
    return withJanela(instrutor.autoescola_id, rows);
  });
}

/**
 * The same list for staff ('Aulas do Instrutor' of the send screen): any instructor of the school
 * chosen by `schema` (the context is already limited to it).
 */
export function listAulasDoInstrutorStaff(
  ctx: RequestContext,
  query: { id: number; de: string | null; ate: string | null },
): Promise<InstrutorAula[]> {
  const de = query.de ?? query.ate ?? todayInSaoPaulo();
  const ate = query.ate ?? (query.de ? de : todayInSaoPaulo());
  const autoescolaId = ctx.currentSchool?.id;
  if (autoescolaId === undefined) throw forbidden(OUTRA_AUTOESCOLA);
  return ctx.tenant(async () => {
    const rows = await repository.lessonsOfInstrutor(
      autoescolaId,
      query.id,
      atSaoPaulo(de),
      atSaoPaulo(addDays(ate, 1)),
    );
    return withJanela(autoescolaId, rows);
  });
}

function candidatoAulaOf(row: repository.LessonRow): CandidatoAula {
  return {
    id_aulas_praticas: row.id,
    data_aula: row.data_aula,
    inicio: row.inicio,
    fim: row.fim,
    status: row.status,
    instrutor: row.instrutor,
    placa: row.placa,
    categoria: row.categoria,
    horas_aula: row.horas_aula,
    tipo: row.tipo,
    realizado_inicio: row.begin_time,
    realizado_fim: row.finish_time,
  };
}

/**
 * The student's area (/candidato/aulas-praticas/:status?): its lessons (of one status when asked),
 * hours done against hours required per open process, and the next lesson to come.
 */
export async function candidatoAulasPraticas(
  ctx: RequestContext,
  status: CandidatoAula['status'] | null,
  now = new Date(),
): Promise<CandidatoAulasPraticas> {
  const found = await ctx.tenant(async () => {
    const aluno = await repository.alunoDoUsuario(ctx.principal.usuarioId);
    if (!aluno) throw forbidden(SEM_ALUNO);
    const todas = await repository.lessonsOfAluno(aluno.id, null);
    return { aluno, todas };
  });
  const processos = await listProcessosDoAluno(ctx, found.aluno.id);
  const aulas = found.todas.map(candidatoAulaOf);
  const proxima = aulas.find(
    (aula) =>
      (aula.status === 'agendada' || aula.status === 'em_andamento') && Date.parse(aula.fim) > now.getTime(),
  );
  return {
    aulas: status ? aulas.filter((aula) => aula.status === status) : aulas,
    processos: processos
      .filter((processo) => processo.status === 'aberto')
      .map((processo) => ({
        id_processo: processo.id_processo,
        categoria: processo.categoria,
        renach: processo.renach,
        horas_requeridas: processo.horas_requeridas,
        horas_realizadas: processo.horas_realizadas,
        horas_agendadas: processo.horas_agendadas,
        horas_restantes: processo.horas_restantes,
      })),
    proxima_aula: proxima ?? null,
  };
}
