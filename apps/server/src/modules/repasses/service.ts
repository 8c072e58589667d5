import type {
  ExtratoSindicato,
  LinhaComissao,
  LinhaRepasse,
  RecebimentosSindicatos,
  RelatorioComissao,
  Sindicato,
  sindicatoBody,
} from '@cfc/contract';
import { addDays, addMonths, aplicarPontosBase, todayInSaoPaulo } from '@cfc/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

/**
 * Union receipts and consultants' commissions (docs/finance.md, "Union receipts and commissions"):
 * both are a share, in basis points, of what the schools paid in a period, rounded once per payment
 * (`aplicarPontosBase`), and every total is the sum of its lines.
 */

const SINDICATO_NAO_ENCONTRADO = 'cobrancas.sindicatoNaoEncontrado';

export interface Periodo {
  de: string;
  ate: string;
}

/** The period asked for: from `de` (the first of the month of `ate`, or of today) to `ate` (the end of `de`'s month). */
export function periodoDe(query: { de?: string | undefined; ate?: string | undefined }): Periodo {
  const de = query.de ?? `${(query.ate ?? todayInSaoPaulo()).slice(0, 7)}-01`;
  const ate = query.ate ?? addDays(addMonths(`${de.slice(0, 7)}-01`, 1), -1);
  if (ate < de) throw invalid({ ate: ['cobrancas.periodoInvalido'] });
  return { de, ate };
}

// ---------- Unions ----------

function toSindicato(row: repository.SindicatoRow): Sindicato {
  return {
    id_sindicato: row.id,
    nome: row.nome,
    cnpj: row.cnpj,
    uf: row.uf,
    repasse_pontos_base: row.repasse_pontos_base,
    ativo: row.ativo,
    escolas: row.escolas,
  };
}

function duplicateCnpj(error: unknown): never {
  if ((error as { code?: string }).code === '23505')
    throw invalid({ cnpj: ['cobrancas.sindicatoCnpjDuplicado'] });
  throw error;
}

export async function listSindicatos(ctx: RequestContext, query: repository.SindicatosQuery) {
  const page = await ctx.tenant(() => repository.listSindicatos(query));
  return { ...page, data: page.data.map(toSindicato) };
}

type SindicatoInput = z.output<typeof sindicatoBody>;

export async function saveSindicato(
  ctx: RequestContext,
  id: number | undefined,
  body: SindicatoInput,
): Promise<Sindicato> {
  const row = await ctx
    .tenant(async () => {
      let sindicatoId = id;
      if (sindicatoId === undefined) {
        sindicatoId = await repository.insertSindicato(body);
      } else if (!(await repository.updateSindicato(sindicatoId, body))) {
        return undefined;
      }
      await auditChange(ctx, {
        entidade: 'sindicato',
        acao: id === undefined ? 'sindicato_criado' : 'sindicato_alterado',
        id: sindicatoId,
      });
      return repository.findSindicato(sindicatoId);
    })
    .catch(duplicateCnpj);
  if (!row) throw notFound(SINDICATO_NAO_ENCONTRADO);
  return toSindicato(row);
}

function linhaRepasse(row: repository.PagamentoSindicatoRow, pontosBase: number): LinhaRepasse {
  return {
    id_pagamento: row.id,
    id_fatura: row.fatura_id,
    autoescola: row.slug,
    autoescola_nome: row.nome_fantasia,
    fatura_descricao: row.descricao,
    competencia: row.competencia.slice(0, 7),
    pago_em: row.pago_em,
    origem: row.origem,
    valor_pago_centavos: row.valor_centavos,
    repasse_centavos: aplicarPontosBase(row.valor_centavos, pontosBase),
  };
}

function somar<L extends { valor_pago_centavos: number }, K extends keyof L>(linhas: readonly L[], share: K) {
  return {
    pagamentos: linhas.length,
    valor_pago_centavos: linhas.reduce((soma, linha) => soma + linha.valor_pago_centavos, 0),
    share: linhas.reduce((soma, linha) => soma + (linha[share] as number), 0),
  };
}

/** Per union: what its schools paid in the period and the union's share of it. */
export async function recebimentosDosSindicatos(
  ctx: RequestContext,
  query: { de?: string | undefined; ate?: string | undefined },
): Promise<RecebimentosSindicatos> {
  const periodo = periodoDe(query);
  const { sindicatos, pagamentos } = await ctx.tenant(async () => ({
    sindicatos: await repository.allSindicatos(),
    pagamentos: await repository.pagamentosDosSindicatos(periodo.de, periodo.ate),
  }));
  const linhas = sindicatos
    .filter((s) => s.ativo || pagamentos.some((p) => p.sindicato_id === s.id))
    .map((s) => {
      const proprias = pagamentos
        .filter((p) => p.sindicato_id === s.id)
        .map((p) => linhaRepasse(p, s.repasse_pontos_base));
      const soma = somar(proprias, 'repasse_centavos');
      return {
        id_sindicato: s.id,
        nome: s.nome,
        cnpj: s.cnpj,
        uf: s.uf,
        repasse_pontos_base: s.repasse_pontos_base,
        escolas: s.escolas,
        pagamentos: soma.pagamentos,
        valor_pago_centavos: soma.valor_pago_centavos,
        repasse_centavos: soma.share,
      };
    });
  return {
    ...periodo,
    sindicatos: linhas,
    totais: {
      pagamentos: linhas.reduce((soma, l) => soma + l.pagamentos, 0),
      valor_pago_centavos: linhas.reduce((soma, l) => soma + l.valor_pago_centavos, 0),
      repasse_centavos: linhas.reduce((soma, l) => soma + l.repasse_centavos, 0),
    },
  };
}

/** A union's statement: every payment of its schools in the period and the share of each. */
export function extratoDoSindicato(
  ctx: RequestContext,
  id: number,
  query: { de?: string | undefined; ate?: string | undefined },
): Promise<ExtratoSindicato> {
  const periodo = periodoDe(query);
  return ctx.tenant(() => extrato(id, periodo));
}

/** The statement, in the current transaction (the export's). */
export async function extrato(id: number, periodo: Periodo): Promise<ExtratoSindicato> {
  const sindicato = await repository.findSindicato(id);
  if (!sindicato) throw notFound(SINDICATO_NAO_ENCONTRADO);
  const pagamentos = await repository.pagamentosDosSindicatos(periodo.de, periodo.ate, id);
  const linhas = pagamentos.map((p) => linhaRepasse(p, sindicato.repasse_pontos_base));
  const soma = somar(linhas, 'repasse_centavos');
  return {
    ...periodo,
    sindicato: toSindicato(sindicato),
    linhas,
    totais: {
      pagamentos: soma.pagamentos,
      valor_pago_centavos: soma.valor_pago_centavos,
      repasse_centavos: soma.share,
    },
  };
}

// ---------- Commissions ----------

/** The schools whose contract names the consultant: the scope of their requests. */
export function escolasDoConsultor(db: Kysely<DB>, usuarioId: number): Promise<number[]> {
  return withSystem(db, () => repository.escolasDoConsultor(usuarioId));
}

/**
 * The consultant's commissions in the period: each payment of the schools whose contract names them,
 * at that contract's rate; totals per school and overall. `ctx` sees only those schools.
 */
export function relatorioDoConsultor(
  ctx: RequestContext,
  query: { de?: string | undefined; ate?: string | undefined },
): Promise<RelatorioComissao> {
  const periodo = periodoDe(query);
  return ctx.tenant(() => relatorio(ctx.principal, periodo));
}

/** The consultant's report, in the current transaction (the export's). */
export async function relatorio(
  consultor: { usuarioId: number; nome: string },
  periodo: Periodo,
): Promise<RelatorioComissao> {
  const { usuarioId, nome } = consultor;
  const pagamentos = await repository.pagamentosDoConsultor(usuarioId, periodo.de, periodo.ate);
  const linhas: LinhaComissao[] = pagamentos.map((p) => ({
    id_pagamento: p.id,
    id_fatura: p.fatura_id,
    id_autoescola: p.autoescola_id,
    autoescola: p.slug,
    autoescola_nome: p.nome_fantasia,
    fatura_descricao: p.descricao,
    competencia: p.competencia.slice(0, 7),
    pago_em: p.pago_em,
    valor_pago_centavos: p.valor_centavos,
    comissao_pontos_base: p.comissao_pontos_base,
    comissao_centavos: aplicarPontosBase(p.valor_centavos, p.comissao_pontos_base),
  }));
  const escolas = new Map<number, RelatorioComissao['por_autoescola'][number]>();
  for (const linha of linhas) {
    const escola = escolas.get(linha.id_autoescola) ?? {
      id_autoescola: linha.id_autoescola,
      autoescola: linha.autoescola,
      autoescola_nome: linha.autoescola_nome,
      comissao_pontos_base: linha.comissao_pontos_base,
      pagamentos: 0,
      valor_pago_centavos: 0,
      comissao_centavos: 0,
    };
    escola.pagamentos += 1;
    escola.valor_pago_centavos += linha.valor_pago_centavos;
    escola.comissao_centavos += linha.comissao_centavos;
    escolas.set(linha.id_autoescola, escola);
  }
  const soma = somar(linhas, 'comissao_centavos');
  return {
    consultor: { id_usuario: usuarioId, nome },
    ...periodo,
    linhas,
    por_autoescola: [...escolas.values()].sort((a, b) =>
      a.autoescola_nome.localeCompare(b.autoescola_nome, 'pt-BR'),
    ),
    totais: {
      pagamentos: soma.pagamentos,
      valor_pago_centavos: soma.valor_pago_centavos,
      comissao_centavos: soma.share,
    },
  };
}
