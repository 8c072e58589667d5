import type {
  AulaDoAluno,
  AulaPratica,
  AulaPraticaDetalhe,
  AulaStaffDetalhe,
  agendaQuery,
  aulasPraticasQuery,
  CandidatoAula,
  CandidatoAulasPraticas,
  ContingenciaMes,
  InstrutorAula,
  Page,
} from '@cfc/contract';
import {
  addDays,
  atSaoPaulo,
  contingenciaPercentual,
  janelaDeInicio,
  monthBoundsInSaoPaulo,
  monthInSaoPaulo,
  todayInSaoPaulo,
} from '@cfc/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { forbidden, invalid, notFound } from '../../../platform/http/errors.ts';
import { alunoDoUsuario } from '../../alunos/service.ts';
import { stateProfileFor, stateProfileForSchool } from '../../estado-perfis/service.ts';
import { listProcessosDoAluno } from '../../processos/service.ts';
import { type AulaComFotos, findAula, historico } from '../aula-repository.ts';
import {
  aulaDoAlunoOf,
  aulaPraticaOf,
  aulaStaffOf,
  candidatoAulaOf,
  instrutorAulaOf,
} from '../aula-views.ts';
import { currentInstrutor } from '../execucao/service.ts';
import { AULA_NAO_ENCONTRADA } from '../refusal.ts';
import * as repository from './repository.ts';

/**
 * What staff, the instructor's phone and the student's area read about practical lessons: the lists
 * and the agenda of agendamento, a lesson's detail with its history, the send screen's detail and a
 * student's lessons, an instructor's day, the student's lessons and hours, and each school's
 * contingency share of a month. Dates of the queries are São Paulo days, both ends included.
 */

export const OUTRO_INSTRUTOR = 'aulasPraticas.outroInstrutor';
export const OUTRA_AUTOESCOLA = 'comum.semAcessoAutoescola';
export const SEM_ALUNO = 'aulasPraticas.semAluno';
const ALUNO_NAO_ENCONTRADO = 'aulasPraticas.alunoNaoEncontrado';

/** The lists of agendamento/agendadas and agendamento/realizadas. */
export async function listAulas(
  ctx: RequestContext,
  query: z.output<typeof aulasPraticasQuery>,
): Promise<Page<AulaPratica>> {
  const result = await ctx.tenant(() =>
    repository.list({
      page: query.page,
      per_page: query.per_page,
      sort: query.sort,
      from: query.de ? atSaoPaulo(query.de) : null,
      to: query.ate ? atSaoPaulo(addDays(query.ate, 1)) : null,
      status: query.status,
      instrutor_id: query.instrutor_id,
      veiculo_id: query.veiculo_id,
      aluno_id: query.aluno_id,
      processo_id: query.processo_id,
      filtro: query.filtro,
    }),
  );
  return { ...result, data: result.data.map(aulaPraticaOf) };
}

/** The calendar of agendamento/agenda: live lessons of the days, by instructor, vehicle, student or all. */
export async function listAgenda(
  ctx: RequestContext,
  query: z.output<typeof agendaQuery>,
): Promise<AulaPratica[]> {
  const rows = await ctx.tenant(() =>
    repository.agenda({
      from: atSaoPaulo(query.de),
      to: atSaoPaulo(addDays(query.ate, 1)),
      por: query.por,
      id: query.id,
    }),
  );
  return rows.map(aulaPraticaOf);
}

/** A lesson with its history. */
export async function getAula(ctx: RequestContext, id: number): Promise<AulaPraticaDetalhe> {
  return ctx.tenant(async () => {
    const aula = await findAula(id);
    if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
    return { ...aulaPraticaOf(aula), historico: await historico(id) };
  });
}

function schoolId(ctx: RequestContext): number {
  const id = ctx.currentSchool?.id;
  if (!id) throw invalid({ schema: ['aulasPraticas.informeAutoescola'] });
  return id;
}

/** The send screen's detail of a lesson (SPEC §7), with the school's instructors and vehicles to choose. */
export async function getAulaStaff(ctx: RequestContext, id: number): Promise<AulaStaffDetalhe> {
  const school = schoolId(ctx);
  return ctx.tenant(async () => {
    const aula = await findAula(id);
    if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
    return {
      aulaPratica: aulaStaffOf(aula),
      instrutores: await repository.instrutorOptions(school),
      veiculos: await repository.veiculoOptions(school),
    };
  });
}

/** A student's lessons on the send screen (its history modal). */
export async function listAulasDoAluno(ctx: RequestContext, alunoId: number): Promise<AulaDoAluno[]> {
  return ctx.tenant(async () => {
    if (!(await repository.alunoExists(alunoId))) throw notFound(ALUNO_NAO_ENCONTRADO);
    return (await repository.aulasDoAluno(alunoId)).map(aulaDoAlunoOf);
  });
}

/** The day's lessons with the window in which each may start, under the school's state profile. */
async function withJanela(autoescolaId: number, rows: readonly AulaComFotos[]): Promise<InstrutorAula[]> {
  const perfil = await stateProfileForSchool(autoescolaId);
  return rows.map((row) => ({
    ...instrutorAulaOf(row),
    inicio_permitido: janelaDeInicio(row.inicio, perfil),
  }));
}

/** The instants a period of São Paulo dates covers; today when neither end is given. */
function periodOf(query: { de: string | null; ate: string | null }) {
  const de = query.de ?? query.ate ?? todayInSaoPaulo();
  const ate = query.ate ?? (query.de ? de : todayInSaoPaulo());
  return { from: atSaoPaulo(de), to: atSaoPaulo(addDays(ate, 1)) };
}

/**
 * GET /instrutor/aulas/praticas (SPEC §7): the caller's lessons from `de` to `ate` (São Paulo dates,
 * today by default). `id` must be the caller's instructor and `schema` its school.
 */
export function listAulasDoInstrutor(
  ctx: RequestContext,
  query: { id: number; schema: string; de: string | null; ate: string | null },
): Promise<InstrutorAula[]> {
  const { from, to } = periodOf(query);
  return ctx.tenant(async () => {
    const instrutor = await currentInstrutor(ctx);
    if (query.schema !== instrutor.slug) throw forbidden(OUTRA_AUTOESCOLA);
    if (query.id !== instrutor.id) throw forbidden(OUTRO_INSTRUTOR);
    const rows = await repository.aulasDoInstrutor(instrutor.autoescola_id, instrutor.id, from, to);
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
  const { from, to } = periodOf(query);
  const autoescolaId = ctx.currentSchool?.id;
  if (autoescolaId === undefined) throw forbidden(OUTRA_AUTOESCOLA);
  return ctx.tenant(async () => {
    const rows = await repository.aulasDoInstrutor(autoescolaId, query.id, from, to);
    return withJanela(autoescolaId, rows);
  });
}

/**
 * The student's area (/candidato/aulas-praticas/:status?): its lessons (of one status when asked),
 * hours done against hours required per open process, and the next lesson to come.
 */
export async function getCandidatoAulas(
  ctx: RequestContext,
  status: CandidatoAula['status'] | null,
  now = new Date(),
): Promise<CandidatoAulasPraticas> {
  const found = await ctx.tenant(async () => {
    const aluno = await alunoDoUsuario(ctx.principal.usuarioId);
    if (!aluno) throw forbidden(SEM_ALUNO);
    const todas = await repository.aulasDoAluno(aluno.id);
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

/** One decimal, as the screens show a share. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Each school of the context's scope with its contingency lessons of the month `mes` (the current
 * São Paulo month when null) against all its live lessons, and its state's cap.
 */
export function listContingencia(ctx: RequestContext, mes: string | null): Promise<ContingenciaMes[]> {
  const month = mes ?? monthInSaoPaulo(Date.now());
  const { from, to } = monthBoundsInSaoPaulo(month);
  return ctx.tenant(async () => {
    const schools = await repository.contingenciaPorEscola(from, to);
    // One read per state, not per school: monitoring sees hundreds of schools in a few states.
    const maximos = new Map<string | null, number | null>();
    for (const uf of new Set(schools.map((school) => school.uf))) {
      maximos.set(uf, (await stateProfileFor(uf)).contingenciaPercentualMaximo);
    }
    return schools.map((school) => {
      const maximo = maximos.get(school.uf) ?? null;
      const percentual = contingenciaPercentual(school);
      return {
        schema: school.slug,
        nome_fantasia: school.nome_fantasia,
        uf: school.uf,
        mes: month,
        total: school.total,
        contingencia: school.contingencia,
        percentual: oneDecimal(percentual),
        maximo,
        acima_do_limite: maximo !== null && percentual > maximo,
      };
    });
  });
}
