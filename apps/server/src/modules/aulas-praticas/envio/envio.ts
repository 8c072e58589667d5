import {
  checkLesson,
  dateInSaoPaulo,
  isValidityCode,
  type Lesson,
  type LessonContext,
  type RuleViolation,
  utcIso,
} from '@cfc/domain';
import { tenantDb } from '../../../platform/db/tenant.ts';
import {
  authorityContext,
  loadDayContext,
  ruleLesson,
  validityViolations,
} from '../agendamento/lesson-context.ts';
import * as repository from '../repository.ts';
import * as staff from './staff-repository.ts';

/**
 * What the GETRAN module needs of a lesson to send it: who, what, when it was actually given, and
 * the authority's rules run on it beforehand. Runs in the caller's tenant transaction.
 */

export interface AulaParaEnvio {
  autoescolaId: number;
  aulaId: number;
  escola: { slug: string; cnpj: string | null; uf: string };
  status: repository.Status;
  /** The production status (what staff see and edit). */
  getranStatus: string | null;
  processoId: number;
  aluno: { id: number; cpf: string; nome: string };
  renach: string;
  categoria: string;
  instrutor: { id: number; cpf: string; nome: string };
  veiculo: { id: number; placa: string };
  tipo: Lesson['tipo'];
  horasAula: number;
  anotacao: {
    id: number;
    inicio: string;
    fim: string | null;
    hodoStart: number;
    hodoEnd: number | null;
  } | null;
}

export async function aulaParaEnvio(aulaId: number): Promise<AulaParaEnvio | undefined> {
  const row = await repository
    .aulasJoined()
    .innerJoin('autoescolas as s', 's.id', 'a.autoescola_id')
    .select([
      'a.autoescola_id',
      'a.id',
      's.slug',
      's.cnpj',
      's.uf',
      'a.status',
      'a.getran_status',
      'a.processo_id',
      'al.id as aluno_id',
      'al.cpf as aluno_cpf',
      'al.nome as aluno_nome',
      'p.renach',
      'p.categoria',
      'i.id as instrutor_id',
      'i.cpf as instrutor_cpf',
      'i.nome as instrutor_nome',
      'v.id as veiculo_id',
      'v.placa',
      'a.tipo',
      'a.horas_aula',
      'n.id as anotacao_id',
      'n.begin_time',
      'n.finish_time',
      'n.hodo_start',
      'n.hodo_end',
    ])
    .where('a.id', '=', aulaId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    autoescolaId: row.autoescola_id,
    aulaId: row.id,
    escola: { slug: row.slug, cnpj: row.cnpj, uf: row.uf },
    status: row.status,
    getranStatus: row.getran_status,
    processoId: row.processo_id,
    aluno: { id: row.aluno_id, cpf: row.aluno_cpf, nome: row.aluno_nome },
    renach: row.renach,
    categoria: row.categoria,
    instrutor: { id: row.instrutor_id, cpf: row.instrutor_cpf, nome: row.instrutor_nome },
    veiculo: { id: row.veiculo_id, placa: row.placa },
    tipo: row.tipo,
    horasAula: row.horas_aula,
    anotacao:
      row.anotacao_id === null || row.begin_time === null || row.hodo_start === null
        ? null
        : {
            id: row.anotacao_id,
            inicio: utcIso(row.begin_time),
            fim: row.finish_time === null ? null : utcIso(row.finish_time),
            hodoStart: row.hodo_start,
            hodoEnd: row.hodo_end,
          },
  };
}

export interface VerificacaoAula {
  /** The lesson as given, in São Paulo times, as the rules see it. */
  lesson: Lesson;
  context: LessonContext;
  violacoes: RuleViolation[];
}

/**
 * The authority's rules (SPEC §8/§9) on a lesson as given: its real start and finish against the
 * student's and the instructor's other lessons of that day, and everyone's validity on that day
 * (exams, credential and CNH, licensing). The platform runs them before sending.
 */
export async function verificarAulaDada(
  aula: AulaParaEnvio,
  times: { inicio: string; fim: string },
): Promise<VerificacaoAula> {
  const data = dateInSaoPaulo(times.inicio);
  const day = await loadDayContext({
    processoId: aula.processoId,
    instrutorId: aula.instrutor.id,
    veiculoId: aula.veiculo.id,
    data,
    exceptId: aula.aulaId,
    lock: false,
  });
  const lesson = ruleLesson({
    inicio: times.inicio,
    fim: times.fim,
    tipo: aula.tipo,
    horas_aula: aula.horasAula,
  });
  const context = authorityContext(day, data);
  const validade = validityViolations(day, lesson, data).filter((found) => !isValidityCode(found.code));
  return { lesson, context, violacoes: [...checkLesson(lesson, context), ...validade] };
}

/** The production status staff see (aulas_praticas.getran_status): the authority's last answer. */
export async function definirStatusGetran(aulaId: number, status: string | null): Promise<void> {
  await staff.setGetranStatus(aulaId, status);
}

/**
 * Applies a correction of the given times ('Aplicar Correção'): the annotation's start and finish
 * (never its odometer), kept in the lesson's history with what it was.
 */
export async function corrigirHorarioDado(
  aula: AulaParaEnvio,
  times: { inicio: string; fim: string },
  input: { usuarioId: number; motivo: string },
): Promise<void> {
  if (!aula.anotacao) return;
  await staff.setAnotacaoTimes(aula.anotacao.id, {
    begin_time: new Date(times.inicio),
    finish_time: new Date(times.fim),
  });
  await repository.addHistorico(aula.autoescolaId, {
    aula_id: aula.aulaId,
    acao: 'corrigida',
    de: { begin_time: aula.anotacao.inicio, finish_time: aula.anotacao.fim },
    para: { begin_time: utcIso(times.inicio), finish_time: utcIso(times.fim) },
    motivo: input.motivo,
    usuario_id: input.usuarioId,
  });
}

/**
 * 'Limpar Status': the production statuses of these lessons that do not count as sent (rejections,
 * free text) go back to pending. Returns how many changed.
 */
export async function limparStatusRejeitados(
  ids: readonly number[],
  enviadas: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await tenantDb()
    .updateTable('aulas_praticas')
    .set({ getran_status: null })
    .where('id', 'in', ids)
    .where('getran_status', 'is not', null)
    .where('getran_status', 'not in', enviadas)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Given lessons of a school in a period (São Paulo dates), for a resend batch. */
export async function aulasDadasNoPeriodo(autoescolaId: number, de: Date, ate: Date): Promise<number[]> {
  const rows = await tenantDb()
    .selectFrom('aulas_praticas')
    .select('id')
    .where('autoescola_id', '=', autoescolaId)
    .where('status', '=', 'realizada')
    .where('inicio', '>=', de)
    .where('inicio', '<', ate)
    .orderBy('inicio')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
