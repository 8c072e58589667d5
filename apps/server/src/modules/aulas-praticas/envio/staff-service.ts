import type {
  AtualizarEnvioBody,
  AtualizarHorarioBody,
  AulaDoAluno,
  AulaStaffDetalhe,
  ViolacaoAula,
} from '@cfc/contract';
import { checkLesson, dateInSaoPaulo, type StateProfile, saoPauloIso, utcIso } from '@cfc/domain';
import { auditChange } from '../../../platform/audit/audit.ts';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import * as rules from '../agendamento/context-repository.ts';
import { loadDayContext, violationsOf } from '../agendamento/lesson-context.ts';
import { overlapRefusal, refused } from '../agendamento/refusal.ts';
import { stateProfileOf } from '../agendamento/state-profile.ts';
import * as repository from '../repository.ts';
import * as staff from './staff-repository.ts';
import { alunoView, staffView } from './staff-views.ts';

export const ANOTACAO_NOT_FOUND = 'aulasPraticas.anotacaoNaoEncontrada';
export const ALUNO_NOT_FOUND = 'aulasPraticas.alunoNaoEncontrado';
export const ANOTACAO_REMOVIDA = 'aulasPraticas.anotacaoRemovida';
export const NOT_CHANGED = 'aulasPraticas.naoAlteravel';
const STILL_RUNNING = 'aulasPraticas.aindaEmAndamento';
const ANOTACAO_DE_OUTRA_AULA = 'aulasPraticas.anotacaoDeOutraAula';
const CANCELLED = 'aulasPraticas.canceladaNaoAltera';

/** Never earlier than any lesson: a given lesson is judged without the "time already passed" rule. */
const EPOCH = new Date(0);
const DURATION_RULES = new Set([
  'AULA_ACIMA_1_HORA',
  'TEMPO_TOTAL_INSUFICIENTE',
  'AULA_DUPLA_SEM_TEMPO_MINIMO',
]);

function schoolId(ctx: RequestContext): number {
  const id = ctx.currentSchool?.id;
  if (!id) throw invalid({ schema: ['aulasPraticas.informeAutoescola'] });
  return id;
}

function orderedTimes(input: { inicio: string; fim: string }): { inicio: Date; fim: Date } {
  const inicio = new Date(input.inicio);
  const fim = new Date(input.fim);
  if (fim.getTime() <= inicio.getTime()) throw invalid({ fim: ['aulasPraticas.fimAntesInicio'] });
  return { inicio, fim };
}

/** The length rules of SPEC §8 for given times: over 1 hour per h/a, under 45 minutes, double too short. */
function durationViolations(perfil: StateProfile, times: { inicio: Date; fim: Date }, horasAula: number) {
  const lesson = {
    inicio: saoPauloIso(times.inicio),
    fim: saoPauloIso(times.fim),
    tipo: 'normal' as const,
    dupla: horasAula === 2,
  };
  const context = {
    processo: null,
    instrutorCnh: null,
    veiculoVinculado: true,
    aulasDoAluno: [],
    aulasDoInstrutor: [],
    perfil,
    data: dateInSaoPaulo(times.inicio),
  };
  return checkLesson(lesson, context).filter((found) => DURATION_RULES.has(found.code));
}

const byCode = (list: ViolacaoAula[]) => [...new Map(list.map((found) => [found.code, found])).values()];

export async function detalhesAula(ctx: RequestContext, id: number): Promise<AulaStaffDetalhe> {
  const school = schoolId(ctx);
  return ctx.tenant(async () => {
    const row = await staff.findAula(id);
    if (!row) throw notFound('aulasPraticas.aulaNaoEncontrada');
    return {
      aulaPratica: staffView(row),
      instrutores: await staff.instrutorOptions(school),
      veiculos: await staff.veiculoOptions(school),
    };
  });
}

export async function aulasDoAluno(ctx: RequestContext, alunoId: number): Promise<AulaDoAluno[]> {
  return ctx.tenant(async () => {
    if (!(await staff.alunoExists(alunoId))) throw notFound(ALUNO_NOT_FOUND);
    return (await staff.aulasDoAluno(alunoId)).map(alunoView);
  });
}

/** SPEC §4: the authority's status is free text staff edit inline; an empty one is pending again. */
export async function atualizarStatusAula(
  ctx: RequestContext,
  aulaId: number,
  status: string,
): Promise<void> {
  const novo = status.trim() === '' ? null : status.trim();
  await ctx.tenant(async () => {
    const aula = await rules.lockAula(aulaId);
    const row = aula ? await staff.findAula(aulaId) : undefined;
    if (!aula || !row) throw notFound('aulasPraticas.aulaNaoEncontrada');
    await staff.setGetranStatus(aulaId, novo);
    const de = { getran_status: row.getran_status };
    const para = { getran_status: novo };
    await repository.addHistorico(aula.autoescola_id, {
      aula_id: aulaId,
      acao: 'status',
      de,
      para,
      usuario_id: ctx.principal.usuarioId,
    });
    await auditChange(ctx, {
      entidade: 'aula_pratica',
      acao: 'aula_pratica_status_getran',
      autoescolaId: aula.autoescola_id,
      id: aulaId,
      dados: { de, para },
    });
  });
}

/**
 * Corrects the given times of an annotation (never its odometer), re-checking the length rules.
 * The screen then sends the lesson (SPEC §7: `POST /getran/enviar/aula`).
 */
export async function atualizarHorario(ctx: RequestContext, input: AtualizarHorarioBody): Promise<void> {
  const times = orderedTimes(input);
  await ctx.tenant(async () => {
    const anotacao = await staff.lockAnotacao(input.anotacaoId);
    if (!anotacao) throw notFound(ANOTACAO_NOT_FOUND);
    if (anotacao.finish_time === null) throw conflict(STILL_RUNNING);
    const perfil = await stateProfileOf(await rules.schoolUf(anotacao.autoescola_id));
    const violacoes = durationViolations(perfil, times, anotacao.horas_aula);
    if (violacoes.length > 0) throw refused(NOT_CHANGED, violacoes);

    await staff.setAnotacaoTimes(anotacao.id, { begin_time: times.inicio, finish_time: times.fim });
    const de = { begin_time: utcIso(anotacao.begin_time), finish_time: utcIso(anotacao.finish_time) };
    const para = { begin_time: utcIso(times.inicio), finish_time: utcIso(times.fim) };
    await repository.addHistorico(anotacao.autoescola_id, {
      aula_id: anotacao.aula_id,
      acao: 'remarcada',
      de,
      para,
      motivo: 'Horário da anotação corrigido',
      usuario_id: ctx.principal.usuarioId,
    });
    await auditChange(ctx, {
      entidade: 'anotacao_pratica',
      acao: 'anotacao_pratica_horario',
      autoescolaId: anotacao.autoescola_id,
      id: anotacao.id,
      dados: { aula_id: anotacao.aula_id, de, para },
    });
  });
}

/**
 * Removes the record of a given lesson, irreversibly (SPEC §5 asks first). The lesson is live
 * again as 'agendada' (staff then cancel or reschedule it, or the instructor gives it again); a
 * cancelled lesson stays cancelled. Positions and photos stay as evidence.
 */
export async function removerAnotacao(ctx: RequestContext, id: number): Promise<void> {
  await ctx.tenant(async () => {
    const anotacao = await staff.lockAnotacao(id);
    if (!anotacao) throw notFound(ANOTACAO_NOT_FOUND);
    await removeLocked(ctx, anotacao);
  });
}

/** The same removal for the lesson `aulaId`, in the caller's transaction (cancelling a given lesson). */
export async function removerAnotacaoDaAula(ctx: RequestContext, aulaId: number): Promise<void> {
  const id = await staff.anotacaoIdDaAula(aulaId);
  const anotacao = id === undefined ? undefined : await staff.lockAnotacao(id);
  if (anotacao) await removeLocked(ctx, anotacao);
}

async function removeLocked(
  ctx: RequestContext,
  anotacao: NonNullable<Awaited<ReturnType<typeof staff.lockAnotacao>>>,
): Promise<void> {
  const status = anotacao.status === 'cancelada' ? 'cancelada' : 'agendada';
  await staff.deleteAnotacao(anotacao.id);
  await staff.setAulaStatus(anotacao.aula_id, status);
  const removida = {
    id_anotacao_pratica: anotacao.id,
    begin_time: utcIso(anotacao.begin_time),
    finish_time: anotacao.finish_time === null ? null : utcIso(anotacao.finish_time),
    hodo_start: anotacao.hodo_start,
    hodo_end: anotacao.hodo_end,
    status: anotacao.status,
  };
  await repository.addHistorico(anotacao.autoescola_id, {
    aula_id: anotacao.aula_id,
    acao: 'anotacao_removida',
    de: removida,
    para: { status },
    usuario_id: ctx.principal.usuarioId,
  });
  await auditChange(ctx, {
    entidade: 'anotacao_pratica',
    acao: 'anotacao_pratica_removida',
    autoescolaId: anotacao.autoescola_id,
    id: anotacao.id,
    dados: { aula_id: anotacao.aula_id, ...removida, status_aula: status },
  });
}

/**
 * "Modificar Aula Prática": instructor, vehicle and times together, in one transaction, every
 * rule checked again. With an annotation the times are the given ones (the annotation's, the
 * odometer untouched); without one they are the lesson's planned times.
 */
export async function atualizarEnvio(ctx: RequestContext, input: AtualizarEnvioBody): Promise<void> {
  const times = orderedTimes(input);
  await ctx
    .tenant(async () => {
      const parties = await rules.findAulaParties(input.aula);
      if (!parties) throw notFound('aulasPraticas.aulaNaoEncontrada');
      const context = await loadDayContext({
        processoId: parties.processo_id,
        instrutorId: input.instrutor,
        veiculoId: input.veiculo,
        data: dateInSaoPaulo(times.inicio),
        exceptId: input.aula,
        lock: true,
      });
      const aula = await rules.lockAula(input.aula);
      if (!aula) throw notFound('aulasPraticas.aulaNaoEncontrada');
      if (aula.status === 'cancelada') throw conflict(CANCELLED);
      const row = await staff.findAula(input.aula);
      const anotacaoId = row?.anotacao_id ?? null;
      if (input.anotacaoPratica && input.anotacaoPratica !== anotacaoId) {
        throw invalid({ anotacaoPratica: [ANOTACAO_DE_OUTRA_AULA] });
      }
      const violacoes = byCode([
        ...violationsOf(
          context,
          { inicio: times.inicio, horasAula: aula.horas_aula, tipo: aula.tipo },
          EPOCH,
        ),
        ...durationViolations(context.perfil, times, aula.horas_aula),
      ]);
      if (violacoes.length > 0) throw refused(NOT_CHANGED, violacoes);

      const de = {
        instrutor_id: aula.instrutor_id,
        veiculo_id: aula.veiculo_id,
        inicio: utcIso(row?.begin_time ?? aula.inicio),
        fim: utcIso(row?.finish_time ?? aula.fim),
      };
      const para = { instrutor_id: input.instrutor, veiculo_id: input.veiculo, ...mapTimes(times) };
      const moves = { instrutor_id: input.instrutor, veiculo_id: input.veiculo };
      await staff.updateAula(aula.id, anotacaoId === null ? { ...moves, ...times } : moves);
      if (anotacaoId !== null) {
        await staff.setAnotacaoTimes(anotacaoId, { begin_time: times.inicio, finish_time: times.fim });
      }
      await repository.addHistorico(aula.autoescola_id, {
        aula_id: aula.id,
        acao: 'remarcada',
        de,
        para,
        motivo: 'Aula modificada no envio ao GETRAN',
        usuario_id: ctx.principal.usuarioId,
      });
      await auditChange(ctx, {
        entidade: 'aula_pratica',
        acao: 'aula_pratica_modificada',
        autoescolaId: aula.autoescola_id,
        id: aula.id,
        dados: { de, para, anotacao_id: anotacaoId },
      });
    })
    .catch(overlapRefusal(NOT_CHANGED));
}

const mapTimes = (times: { inicio: Date; fim: Date }) => ({
  inicio: utcIso(times.inicio),
  fim: utcIso(times.fim),
});
