import type {
  ContratoFaturamento,
  contratoBody,
  FaturamentoExecucao,
  PreviaEscola,
  PreviaFaturamento,
} from '@cfc/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { FinanceiroConfig } from '../../config.ts';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { tenantDb, withTenant } from '../../platform/db/tenant.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { parcelasAFaturar } from '../cobrancas/index.ts';
import { type Contagens, calcularFatura, primeiroDia, temAFaturar } from './calculo.ts';
import * as repository from './repository.ts';

/** The contracts, the preview and the monthly billing run (docs/finance.md); the invoices are in faturas.ts. */

export interface FaturamentoDeps {
  db: Kysely<DB>;
  jobs: Jobs;
  financeiro: FinanceiroConfig;
}

export const EMITIR_FATURAMENTO_JOB = 'faturamento.emitir';
export const ENVIAR_FATURAS_JOB = 'faturamento.enviar-faturas';

/**
 * Staff of the operator (finance, commercial, the operator's admin) read every school they may see
 * at once; a school's staff, or a request that chose one school, read that school.
 */
export function inScope<T>(db: Kysely<DB>, ctx: RequestContext, work: () => Promise<T>): Promise<T> {
  if (!ctx.currentSchool?.operadora) return ctx.tenant(work);
  const { usuarioId, autoescolaIds } = ctx.principal;
  return withTenant(db, { usuarioId, autoescolaIds }, work);
}

function operadorDe(ctx: RequestContext): number {
  const operador = ctx.principal.escolas.find((escola) => escola.operadora);
  if (!operador) throw forbidden();
  return operador.id;
}

// ---------- Contracts ----------

const toContrato = (row: repository.ContratoRow): ContratoFaturamento => ({
  ...row,
  tem_contrato: Boolean(row.tem_contrato),
  preco_aluno_cadastrado_centavos: Number(row.preco_aluno_cadastrado_centavos),
  preco_aula_pratica_centavos: Number(row.preco_aula_pratica_centavos),
  preco_aula_teorica_centavos: Number(row.preco_aula_teorica_centavos),
  franquia_aulas_praticas: Number(row.franquia_aulas_praticas),
  franquia_aulas_teoricas: Number(row.franquia_aulas_teoricas),
  dia_vencimento: Number(row.dia_vencimento),
  comissao_pontos_base: Number(row.comissao_pontos_base),
  id_sindicato: row.id_sindicato === null ? null : Number(row.id_sindicato),
  id_consultor: row.id_consultor === null ? null : Number(row.id_consultor),
});

export async function listContratos(
  db: Kysely<DB>,
  ctx: RequestContext,
  query: Parameters<typeof repository.listContratos>[0],
) {
  const page = await inScope(db, ctx, () => repository.listContratos(query));
  return { ...page, data: page.data.map(toContrato) };
}

export async function contratoOpcoes(db: Kysely<DB>, ctx: RequestContext) {
  const operadorId = operadorDe(ctx);
  return inScope(db, ctx, async () => ({
    sindicatos: (await repository.sindicatos()).map((s) => ({ ...s, id: Number(s.id) })),
    consultores: (await repository.consultores(operadorId)).map((c) => ({ ...c, id: Number(c.id) })),
  }));
}

export async function salvarContrato(
  db: Kysely<DB>,
  ctx: RequestContext,
  autoescolaId: number,
  body: z.output<typeof contratoBody>,
): Promise<ContratoFaturamento> {
  const operadorId = operadorDe(ctx);
  return inScope(db, ctx, async () => {
    const atual = await repository.findContrato(autoescolaId);
    if (!atual) throw notFound('faturamento.escolaNaoEncontrada');
    const { sindicatos, consultores } = {
      sindicatos: await repository.sindicatos(),
      consultores: await repository.consultores(operadorId),
    };
    if (body.id_sindicato !== null && !sindicatos.some((s) => Number(s.id) === body.id_sindicato)) {
      throw invalid({ id_sindicato: ['faturamento.sindicatoInexistente'] });
    }
    if (body.id_consultor !== null && !consultores.some((c) => Number(c.id) === body.id_consultor)) {
      throw invalid({ id_consultor: ['faturamento.consultorInexistente'] });
    }
    const values = {
      autoescola_id: autoescolaId,
      preco_aluno_cadastrado_centavos: body.preco_aluno_cadastrado_centavos,
      preco_aula_pratica_centavos: body.preco_aula_pratica_centavos,
      preco_aula_teorica_centavos: body.preco_aula_teorica_centavos,
      franquia_aulas_praticas: body.franquia_aulas_praticas,
      franquia_aulas_teoricas: body.franquia_aulas_teoricas,
      dia_vencimento: body.dia_vencimento,
      email_cobranca: body.email_cobranca,
      sindicato_id: body.id_sindicato,
      consultor_id: body.id_consultor,
      comissao_pontos_base: body.comissao_pontos_base,
      ativo: body.ativo,
    };
    await repository.upsertContrato(values);
    await auditChange(ctx, {
      entidade: 'faturamento_contrato',
      acao: atual.tem_contrato ? 'contrato_alterado' : 'contrato_criado',
      autoescolaId,
      id: autoescolaId,
      dados: values,
    });
    const salvo = await repository.findContrato(autoescolaId);
    if (!salvo) throw notFound('faturamento.escolaNaoEncontrada');
    return toContrato(salvo);
  });
}

// ---------- Preview ----------

const ZERO: Contagens = { cadastrados: 0, praticas: 0, teoricas: 0 };

/** The month's invoice of each school: what a run would issue, or what the issued invoice holds. */
async function previaDasEscolas(competencia: string): Promise<PreviaEscola[]> {
  const dia = primeiroDia(competencia);
  const escolas = await repository.escolasAFaturar(dia);
  const pendentes = escolas.filter((e) => e.id_fatura === null).map((e) => e.id);
  const contagens = await repository.contagensDoMes(dia, pendentes);
  const parcelas = await parcelasAFaturar(tenantDb(), competencia, pendentes);
  const emitidas = await repository.linhasPorTipo(
    escolas.flatMap((e) => (e.id_fatura === null ? [] : [e.id_fatura])),
  );
  return escolas.map((escola) => {
    const base = {
      id_autoescola: Number(escola.id),
      autoescola: escola.slug,
      autoescola_nome: escola.nome_fantasia,
      id_fatura: escola.id_fatura === null ? null : Number(escola.id_fatura),
    };
    if (escola.id_fatura === null) {
      const calculo = calcularFatura(escola, contagens.get(Number(escola.id)) ?? ZERO);
      const cobrancas = parcelas.get(Number(escola.id)) ?? { quantidade: 0, valor_centavos: 0 };
      return {
        ...base,
        ...calculo,
        cobrancas: { ...cobrancas, valor_unitario_centavos: 0 },
        total_centavos: calculo.total_centavos + cobrancas.valor_centavos,
      };
    }
    const linhas = emitidas.filter((l) => Number(l.fatura_id) === Number(escola.id_fatura));
    const de = (tipo: string) => {
      const linha = linhas.find((l) => l.tipo === tipo);
      return {
        quantidade: linha?.quantidade ?? 0,
        valor_unitario_centavos: linha?.valor_unitario_centavos ?? 0,
        valor_centavos: linha?.valor_centavos ?? 0,
      };
    };
    return {
      ...base,
      alunos_cadastrados: de('aluno_cadastrado'),
      aulas_praticas: { ...de('aula_pratica'), gratuidade: escola.gratuidade_pratica },
      aulas_teoricas: { ...de('aula_teorica'), gratuidade: escola.gratuidade_teorica },
      franquia_praticas: de('franquia_praticas'),
      franquia_teoricas: de('franquia_teoricas'),
      cobrancas: { ...de('cobranca'), valor_unitario_centavos: 0 },
      total_centavos: linhas.reduce((soma, l) => soma + l.valor_centavos, 0),
    };
  });
}

export async function previaFaturamento(
  db: Kysely<DB>,
  ctx: RequestContext,
  competencia: string,
): Promise<PreviaFaturamento> {
  const escolas = await inScope(db, ctx, () => previaDasEscolas(competencia));
  const soma = (f: (e: PreviaEscola) => number) => escolas.reduce((total, e) => total + f(e), 0);
  return {
    competencia,
    escolas,
    totais: {
      escolas: escolas.length,
      a_faturar: escolas.filter((e) => e.id_fatura === null && e.total_centavos > 0).length,
      ja_faturadas: escolas.filter((e) => e.id_fatura !== null).length,
      alunos_cadastrados: soma((e) => e.alunos_cadastrados.quantidade),
      aulas_praticas: soma((e) => e.aulas_praticas.quantidade),
      aulas_teoricas: soma((e) => e.aulas_teoricas.quantidade),
      total_centavos: soma((e) => e.total_centavos),
    },
  };
}

// ---------- The run ----------

const toExecucao = (
  row: NonNullable<Awaited<ReturnType<typeof repository.findExecucao>>>,
): FaturamentoExecucao => ({
  id_faturamento: Number(row.id_faturamento),
  competencia: row.competencia,
  status: row.status,
  escolas_total: row.escolas_total,
  escolas_processadas: row.escolas_processadas,
  faturas_emitidas: row.faturas_emitidas,
  valor_centavos: Number(row.valor_centavos),
  erro: row.erro,
  usuario: row.usuario,
  iniciado_em: row.iniciado_em,
  concluido_em: row.concluido_em,
});

/** The current month in São Paulo, 'YYYY-MM'. */
export function mesCorrente(agora = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  })
    .format(agora)
    .slice(0, 7);
}

export interface EmitirJobData {
  operadorId: number;
  faturamentoId: number;
  competencia: string;
  escolas: number[];
  usuarioId: number | null;
}

/** How many of these schools have something of the month not billed yet. */
async function comAFaturar(dia: string, escolas: repository.EscolaAFaturar[]): Promise<number> {
  const pendentes = escolas.filter((e) => e.id_fatura === null);
  const contagens = await repository.contagensDoMes(
    dia,
    pendentes.map((e) => Number(e.id)),
  );
  return pendentes.filter((e) => temAFaturar(e, contagens.get(Number(e.id)) ?? ZERO)).length;
}

/**
 * Starts the billing run of a month for every school the caller bills: records the run, then queues
 * the job that issues the invoices. One run of a month at a time; a school already billed for the
 * month is skipped, so a second run bills nothing twice.
 */
export async function emitirFaturamento(
  deps: FaturamentoDeps,
  ctx: RequestContext,
  competencia: string,
): Promise<{ execucao: FaturamentoExecucao; pendentes: number }> {
  if (competencia > mesCorrente()) throw invalid({ competencia: ['faturamento.mesFuturo'] });
  const operadorId = operadorDe(ctx);
  const dia = primeiroDia(competencia);
  const { execucao, escolas, pendentes } = await inScope(deps.db, ctx, async () => {
    const todas = await repository.escolasAFaturar(dia);
    let id: number;
    try {
      id = await repository.criarExecucao({
        autoescola_id: operadorId,
        competencia: dia,
        escolas_total: todas.length,
        usuario_id: ctx.principal.usuarioId,
        usuario_nome: ctx.principal.nome,
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict('faturamento.faturamentoEmCurso');
      throw error;
    }
    await auditChange(ctx, {
      entidade: 'faturamento',
      acao: 'faturamento_iniciado',
      autoescolaId: operadorId,
      id,
      dados: { competencia, escolas: todas.length },
    });
    const row = await repository.findExecucao(operadorId, id);
    if (!row) throw notFound('faturamento.faturamentoNaoEncontrado');
    return {
      execucao: toExecucao(row),
      escolas: todas.map((e) => Number(e.id)),
      pendentes: await comAFaturar(dia, todas),
    };
  });
  const data: EmitirJobData = {
    operadorId,
    faturamentoId: execucao.id_faturamento,
    competencia,
    escolas,
    usuarioId: ctx.principal.usuarioId,
  };
  await deps.jobs.send(EMITIR_FATURAMENTO_JOB, data);
  return { execucao, pendentes };
}

export async function listExecucoes(db: Kysely<DB>, ctx: RequestContext) {
  const operadorId = operadorDe(ctx);
  return (await inScope(db, ctx, () => repository.listExecucoes(operadorId))).map(toExecucao);
}

export async function getExecucao(db: Kysely<DB>, ctx: RequestContext, id: number) {
  const operadorId = operadorDe(ctx);
  const row = await inScope(db, ctx, () => repository.findExecucao(operadorId, id));
  if (!row) throw notFound('faturamento.faturamentoNaoEncontrado');
  return toExecucao(row);
}
