import { gerarBoleto, gerarPixCopiaECola } from '@cfc/domain/pagamentos';
import type { Kysely } from 'kysely';
import type { FinanceiroConfig } from '../../config.ts';
import type { DB } from '../../platform/db/schema.ts';
import { tenantDb, withTenant } from '../../platform/db/tenant.ts';
import { faturarParcelasPendentes } from '../cobrancas/index.ts';
import {
  calcularFatura,
  DESCRICAO_FRANQUIA_PRATICAS,
  DESCRICAO_FRANQUIA_TEORICAS,
  mesAno,
  primeiroDia,
  temAFaturar,
  vencimentoDe,
} from './calculo.ts';
import * as repository from './repository.ts';
import type { EmitirJobData } from './service.ts';

/**
 * The billing run's work (docs/finance.md "The monthly billing run"): school by school, one
 * transaction each, the invoice and all its lines set-wise (`insert … select`), the run's progress
 * counted in the same transaction. Idempotent: a school with the month's invoice is skipped, and the
 * unique indexes of the lines keep a lesson or a registration from being billed twice.
 */

/** Schools billed at once by a run: enough to use the database's cores, few enough to leave connections. */
export const ESCOLAS_EM_PARALELO = 4;

/** Raised inside a school's transaction to undo an invoice that would have no line. */
class NadaAFaturar extends Error {}

/** The day the invoice is issued, in São Paulo (a free invoice is paid that day). */
const hoje = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** Bills one school for the month; answers the invoice's amount, or null when nothing was issued. */
export async function faturarEscola(
  db: Kysely<DB>,
  financeiro: FinanceiroConfig,
  run: { operadorId: number; faturamentoId: number | null; competencia: string; usuarioId: number | null },
  autoescolaId: number,
): Promise<number | null> {
  const dia = primeiroDia(run.competencia);
  const scope = {
    usuarioId: run.usuarioId,
    autoescolaIds: run.faturamentoId === null ? [autoescolaId] : [run.operadorId, autoescolaId],
  };
  const avancar = (valor: number | null) =>
    run.faturamentoId === null
      ? Promise.resolve()
      : repository.avancarExecucao(run.operadorId, run.faturamentoId, valor);
  try {
    return await withTenant(db, scope, async () => {
      const [escola] = await repository.escolasAFaturar(dia, [autoescolaId]);
      if (!escola || escola.id_fatura !== null) throw new NadaAFaturar();
      const fatura = await repository.criarFaturaMensal({
        autoescolaId,
        dia,
        faturamento:
          run.faturamentoId === null ? null : { autoescolaId: run.operadorId, id: run.faturamentoId },
        descricao: `Faturamento ${mesAno(run.competencia)}`,
        vencimento: vencimentoDe(run.competencia, escola.dia_vencimento),
      });
      if (!fatura) throw new NadaAFaturar();
      await repository.inserirLinhas({
        autoescolaId,
        faturaId: fatura.id,
        dia,
        precos: {
          cadastro: escola.preco_aluno_cadastrado_centavos,
          pratica: escola.preco_aula_pratica_centavos,
          teorica: escola.preco_aula_teorica_centavos,
        },
        praticas: !escola.gratuidade_pratica,
        teoricas: !escola.gratuidade_teorica,
      });
      const contagens = await repository.contarLinhas(autoescolaId, fatura.id);
      // The extra charges' instalments due by this month join the invoice (docs/finance.md, "Extra charges").
      const cobrancas = await faturarParcelasPendentes(tenantDb(), {
        autoescolaId,
        faturaId: fatura.id,
        competencia: run.competencia,
      });
      if (!temAFaturar(escola, contagens) && cobrancas === 0) throw new NadaAFaturar();
      const calculo = calcularFatura(escola, contagens);
      await repository.inserirItens(
        [
          {
            linha: calculo.franquia_praticas,
            descricao: DESCRICAO_FRANQUIA_PRATICAS,
            quota: escola.franquia_aulas_praticas,
          },
          {
            linha: calculo.franquia_teoricas,
            descricao: DESCRICAO_FRANQUIA_TEORICAS,
            quota: escola.franquia_aulas_teoricas,
          },
        ]
          .filter(({ linha }) => linha.quantidade > 0)
          .map(({ linha, descricao, quota }) => ({
            autoescola_id: autoescolaId,
            fatura_id: fatura.id,
            tipo: 'franquia' as const,
            descricao: `${descricao} (${linha.quantidade} de ${quota} gratuitas no mês)`,
            quantidade: linha.quantidade,
            valor_unitario_centavos: linha.valor_unitario_centavos,
            valor_centavos: linha.valor_centavos,
          })),
      );
      const total = await repository.somaDasLinhas(autoescolaId, fatura.id);
      if (total > 0) {
        const vencimento = vencimentoDe(run.competencia, escola.dia_vencimento);
        const boleto = gerarBoleto({
          cedente: financeiro.cedente,
          nossoNumero: fatura.nosso_numero,
          valorCentavos: total,
          vencimento,
        });
        await repository.updateFatura(autoescolaId, fatura.id, {
          valor_centavos: total,
          codigo_barras: boleto.codigoBarras,
          linha_digitavel: boleto.linhaDigitavel,
          pix_copia_e_cola: gerarPixCopiaECola({
            recebedor: financeiro.pix,
            valorCentavos: total,
            txid: `FAT${fatura.nosso_numero}`,
          }),
        });
      } else {
        // Everything of the month was free: nothing to pay, the invoice records it.
        await repository.updateFatura(autoescolaId, fatura.id, { status: 'paga', pago_em: hoje() });
      }
      await avancar(total);
      return total;
    });
  } catch (error) {
    if (!(error instanceof NadaAFaturar)) throw error;
    if (run.faturamentoId !== null) await withTenant(db, scope, () => avancar(null));
    return null;
  }
}

/** The whole run: every school of it in turn, then the run marked done. Safe to run again. */
export async function executarFaturamento(
  db: Kysely<DB>,
  financeiro: FinanceiroConfig,
  data: EmitirJobData,
): Promise<void> {
  const scope = { usuarioId: data.usuarioId, autoescolaIds: [data.operadorId, ...data.escolas] };
  // A retried run counts again from the invoices it already issued.
  await withTenant(db, scope, async () => {
    const feitas = await repository.faturasDaExecucao(data.operadorId, data.faturamentoId);
    await repository.updateExecucao(data.operadorId, data.faturamentoId, {
      escolas_processadas: 0,
      faturas_emitidas: feitas.length,
      valor_centavos: feitas.reduce((soma, f) => soma + f.valor_centavos, 0),
    });
  });
  const run = {
    operadorId: data.operadorId,
    faturamentoId: data.faturamentoId,
    competencia: data.competencia,
    usuarioId: data.usuarioId,
  };
  // A few schools at once, each in its own transaction (one connection each; PGlite's one connection
  // takes them in turn). The first failure stops the others from starting new schools.
  let proxima = 0;
  let falha: unknown = null;
  const trabalhador = async () => {
    while (falha === null && proxima < data.escolas.length) {
      const autoescolaId = data.escolas[proxima++] as number;
      try {
        await faturarEscola(db, financeiro, run, autoescolaId);
      } catch (error) {
        falha ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ESCOLAS_EM_PARALELO, data.escolas.length) }, trabalhador));
  if (falha !== null) throw falha;
  await withTenant(db, scope, () =>
    repository.updateExecucao(data.operadorId, data.faturamentoId, {
      status: 'concluido',
      concluido_em: new Date(),
    }),
  );
}

/** The run failed for good: it says so, and a new run of the month may start. */
export async function marcarFalha(db: Kysely<DB>, data: EmitirJobData, erro: string): Promise<void> {
  await withTenant(db, { usuarioId: data.usuarioId, autoescolaIds: [data.operadorId] }, () =>
    repository.updateExecucao(data.operadorId, data.faturamentoId, {
      status: 'falhou',
      erro: erro.slice(0, 500),
      concluido_em: new Date(),
    }),
  );
}
