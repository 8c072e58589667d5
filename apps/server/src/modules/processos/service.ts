import type { HorasProcesso, Page, Processo, processoBody, processoUpdateBody } from '@cfc/contract';
import { REGIMES, regimeForOpening, todayInSaoPaulo } from '@cfc/domain';
import type { z } from 'zod';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { type FieldErrors, invalid, notFound } from '../../platform/http/errors.ts';
import { stateProfileForSchool } from '../estado-perfis/service.ts';
import { aptidaoOf } from './aptidao.ts';
import { type AptidaoAgoraDeps, avaliarAptidaoAgora } from './aptidao-agora.ts';
import * as repository from './repository.ts';

type ProcessoInput = z.output<typeof processoBody>;
type ProcessoUpdate = z.output<typeof processoUpdateBody>;
type ListQuery = repository.ProcessoFilter & { page: number; per_page: number; sort?: string | undefined };

const NOT_FOUND = 'processos.naoEncontrado';
const OPEN_EXISTS = 'processos.processoAbertoExiste';
const LADV_BEFORE_OPENING = 'processos.ladvAntesAbertura';

/** A calendar date moved by whole months, the day clamped to the month's end (31/01 + 1 = 28/02). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const total = month - 1 + months;
  const target = new Date(Date.UTC(year + Math.floor(total / 12), ((total % 12) + 12) % 12, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The last day a process is valid under its regime (null when the regime sets no expiry). */
export function validadeOf(processo: Pick<Processo, 'regime' | 'aberto_em'>): string | null {
  const meses = REGIMES[processo.regime].validadeMeses;
  return meses === null ? null : addMonths(processo.aberto_em, meses);
}

/** Past its validity: expired by the job, or open beyond its regime's last day. */
export function isExpirado(
  processo: Pick<Processo, 'regime' | 'aberto_em' | 'status'>,
  today: string,
  validade = validadeOf(processo),
): boolean {
  return (
    processo.status === 'expirado' || (processo.status === 'aberto' && validade !== null && today > validade)
  );
}

/** What the rules say about a stored process: regime name, validity, hours still to do, eligibility. */
function withRules(row: repository.ProcessoRow, today: string): Processo {
  const {
    autoescola_id: _school,
    apto_desde: _aptoDesde,
    regime_1020_desde: _desde,
    migrar_processos_abertos: _migrar,
    ...fields
  } = row;
  const validade = validadeOf(row);
  const expirado = isExpirado(row, today, validade);
  return {
    ...fields,
    regime_nome: REGIMES[row.regime].nome,
    validade,
    expirado,
    horas_restantes: Math.max(0, row.horas_requeridas - row.horas_realizadas),
    aptidao: aptidaoOf(row, expirado, today),
  };
}

function schoolOf(ctx: RequestContext): number {
  const id = ctx.currentSchool?.id;
  if (!id) throw invalid({ autoescola: ['comum.selecioneAutoescola'] });
  return id;
}

export function listProcessos(ctx: RequestContext, query: ListQuery): Promise<Page<Processo>> {
  return ctx.tenant(async () => {
    const result = await repository.list(query);
    const today = todayInSaoPaulo();
    return { ...result, data: result.data.map((row) => withRules(row, today)) };
  });
}

/** A process in the caller's tenant transaction (lessons and plans use it); undefined out of scope. */
export async function findProcesso(id: number): Promise<(Processo & { autoescola_id: number }) | undefined> {
  const row = await repository.find(id);
  return row ? { ...withRules(row, todayInSaoPaulo()), autoescola_id: row.autoescola_id } : undefined;
}

export async function getProcesso(ctx: RequestContext, id: number): Promise<Processo> {
  const found = await ctx.tenant(() => repository.find(id));
  if (!found) throw notFound(NOT_FOUND);
  return withRules(found, todayInSaoPaulo());
}

/** A student's processes, the latest first; 404 for a student out of scope. */
export async function listProcessosDoAluno(ctx: RequestContext, alunoId: number): Promise<Processo[]> {
  const rows = await ctx.tenant(async () =>
    (await repository.alunoExists(alunoId)) ? repository.listAll({ alunoId }) : undefined,
  );
  if (!rows) throw notFound('processos.alunoNaoEncontrado');
  const today = todayInSaoPaulo();
  return rows
    .sort((a, b) => b.aberto_em.localeCompare(a.aberto_em) || b.id_processo - a.id_processo)
    .map((row) => withRules(row, today));
}

/** The practical hours query of a process: required, done, scheduled, night, sold, validity. */
export async function getHoras(ctx: RequestContext, id: number): Promise<HorasProcesso> {
  const found = await ctx.tenant(async () => {
    const row = await repository.find(id);
    return row ? { row, contratadas: await repository.contratadas(id) } : undefined;
  });
  if (!found) throw notFound(NOT_FOUND);
  const processo = withRules(found.row, todayInSaoPaulo());
  return {
    id_processo: processo.id_processo,
    requeridas: processo.horas_requeridas,
    realizadas: processo.horas_realizadas,
    agendadas: processo.horas_agendadas,
    restantes: processo.horas_restantes,
    noturnas_requeridas: processo.noturnas_requeridas,
    noturnas_realizadas: processo.noturnas_realizadas,
    simulador_realizadas: processo.simulador_realizadas,
    simulador_excedente: processo.simulador_excedente,
    aulas_abaixo_minimo: processo.aulas_abaixo_minimo,
    contratadas: found.contratadas,
    regime: processo.regime,
    regime_nome: processo.regime_nome,
    validade: processo.validade,
    expirado: processo.expirado,
    aptidao: processo.aptidao,
  };
}

/**
 * Opens a process. The regime is the one in force in the school's state on the opening day and is
 * kept (the state profile may move open processes to 1.020 for their lessons); the hours
 * required come from it, for the category and kind of process.
 */
export async function createProcesso(ctx: RequestContext, input: ProcessoInput): Promise<Processo> {
  const autoescolaId = schoolOf(ctx);
  const today = todayInSaoPaulo();
  const abertoEm = input.aberto_em ?? today;
  const errors: FieldErrors = {};
  if (abertoEm > today) errors.aberto_em = ['processos.aberturaFutura'];
  if (input.ladv_validade && input.ladv_validade < abertoEm) errors.ladv_validade = [LADV_BEFORE_OPENING];
  if (Object.keys(errors).length) throw invalid(errors);

  const created = await ctx.tenant(async () => {
    // The state says from which day 1.020/2025 applies there (courts suspended it in some states).
    const { regime1020Desde } = await stateProfileForSchool(autoescolaId);
    const regime = regimeForOpening(abertoEm, regime1020Desde);
    if (!(await repository.alunoDaEscola(autoescolaId, input.aluno_id, { lock: true }))) {
      throw invalid({ aluno_id: ['processos.alunoDeOutraAutoescola'] });
    }
    if (await repository.openProcessExists(autoescolaId, input.aluno_id, input.categoria, null)) {
      throw invalid({ categoria: [OPEN_EXISTS] });
    }
    const id = await repository.insert(autoescolaId, {
      aluno_id: input.aluno_id,
      renach: input.renach,
      categoria: input.categoria,
      tipo: input.tipo,
      regime: regime.id,
      aberto_em: abertoEm,
      ladv_numero: input.ladv_numero,
      ladv_validade: input.ladv_validade,
      horas_requeridas: regime.cargaMinima(input.categoria, input.tipo),
      noturnas_requeridas: regime.noturnasMinimas(input.categoria),
    });
    await auditChange(ctx, {
      entidade: 'processo',
      acao: 'processo_criado',
      autoescolaId,
      id,
      dados: { aluno_id: input.aluno_id, categoria: input.categoria, tipo: input.tipo, regime: regime.id },
    });
    return repository.find(id);
  });
  if (!created) throw notFound(NOT_FOUND);
  return withRules(created, today);
}

/**
 * Changes the LADV and the status of a process; its regime, category and hours stay as opened. Both
 * are part of the eligibility for the practical exam, worked out again at once.
 */
export async function updateProcesso(
  deps: AptidaoAgoraDeps,
  ctx: RequestContext,
  id: number,
  input: ProcessoUpdate,
): Promise<Processo> {
  const updated = await ctx.tenant(async () => {
    const current = await repository.find(id);
    if (!current) return undefined;
    if (input.ladv_validade && input.ladv_validade < current.aberto_em) {
      throw invalid({ ladv_validade: [LADV_BEFORE_OPENING] });
    }
    if (
      input.status === 'aberto' &&
      current.status !== 'aberto' &&
      (await repository.openProcessExists(current.autoescola_id, current.aluno_id, current.categoria, id))
    ) {
      throw invalid({ status: [OPEN_EXISTS] });
    }
    await repository.update(id, input);
    await auditChange(ctx, {
      entidade: 'processo',
      acao: 'processo_alterado',
      autoescolaId: current.autoescola_id,
      id,
      dados: {
        de: {
          status: current.status,
          ladv_numero: current.ladv_numero,
          ladv_validade: current.ladv_validade,
        },
        para: input,
      },
    });
    return repository.find(id);
  });
  if (!updated) throw notFound(NOT_FOUND);
  await avaliarAptidaoAgora(deps.jobs, deps.log);
  return withRules(updated, todayInSaoPaulo());
}

/** Processes by id as the rules read them, in the caller's tenant transaction (one query). */
export async function processosPorId(ids: readonly number[]): Promise<Processo[]> {
  const today = todayInSaoPaulo();
  return (await repository.listAll({ ids })).map((row) => withRules(row, today));
}

/** The rows of the exports, in the export's tenant transaction: open processes unless `todos`. */
export async function exportProcessos(filter: {
  filtro: string | undefined;
  todos: boolean;
}): Promise<Processo[]> {
  const rows = await repository.listAll({
    filtro: filter.filtro,
    status: filter.todos ? undefined : 'aberto',
  });
  const today = todayInSaoPaulo();
  return rows.map((row) => withRules(row, today));
}
