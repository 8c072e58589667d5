import type { Pagamento } from '@cfc/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { OrigemPagamento } from '../../platform/db/schema-financeiro.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

/**
 * The one way money received is recorded (docs/finance.md): a payment row against an invoice, and the
 * invoice's amount paid and status kept in the same transaction. Return files, manual write-offs, the
 * billing run's demo and NFS-e all come through here.
 */

export interface NovoPagamento {
  autoescolaId: number;
  faturaId: number;
  origem: OrigemPagamento;
  valorCentavos: number;
  /** 'YYYY-MM-DD' */
  pagoEm: string;
  /** The bank return line it came from. */
  retornoLinhaId?: number | null;
  /** Required for a manual write-off. */
  motivo?: string | null;
  anexo?: { arquivo: string; nome: string } | null;
  usuario?: { id: number; nome: string } | null;
}

export function toPagamento(row: repository.PagamentoRow): Pagamento {
  return {
    id_pagamento: row.id,
    id_fatura: row.fatura_id,
    origem: row.origem,
    valor_centavos: row.valor_centavos,
    pago_em: row.pago_em,
    motivo: row.motivo,
    anexo_nome: row.anexo_nome,
    usuario: row.usuario_nome,
    registrado_em: row.registrado_em,
    estornado_em: row.estornado_em,
    estorno_motivo: row.estorno_motivo,
    estornado_por: row.estornado_por_nome,
  };
}

/**
 * Records payments in `trx` (a tenant transaction sees only its schools' invoices): each invoice is
 * locked, the row written, and the invoice becomes 'paga' once its payments not reversed reach its
 * amount. A cancelled invoice takes no payment (409); an invoice not seen is 404.
 */
export async function registrarPagamentos(
  trx: Transaction<DB>,
  pagamentos: readonly NovoPagamento[],
): Promise<Pagamento[]> {
  const feitos: Pagamento[] = [];
  for (const pagamento of pagamentos) {
    if (!Number.isInteger(pagamento.valorCentavos) || pagamento.valorCentavos <= 0) {
      throw new RangeError(`Pagamento de valor inválido: ${pagamento.valorCentavos}`);
    }
    const fatura = await repository.lockFatura(trx, pagamento.autoescolaId, pagamento.faturaId);
    if (!fatura) throw notFound('retornos.faturaNaoEncontrada');
    if (fatura.status === 'cancelada') throw conflict('retornos.faturaCancelada');
    const { id } = await repository.insertPagamento(trx, {
      autoescola_id: pagamento.autoescolaId,
      fatura_id: pagamento.faturaId,
      origem: pagamento.origem,
      valor_centavos: pagamento.valorCentavos,
      pago_em: pagamento.pagoEm,
      retorno_linha_id: pagamento.retornoLinhaId ?? null,
      motivo: pagamento.motivo ?? null,
      anexo_arquivo: pagamento.anexo?.arquivo ?? null,
      anexo_nome: pagamento.anexo?.nome ?? null,
      usuario_id: pagamento.usuario?.id ?? null,
      usuario_nome: pagamento.usuario?.nome ?? null,
    });
    await repository.atualizarFatura(trx, pagamento.autoescolaId, pagamento.faturaId);
    feitos.push(toPagamento(await repository.findPagamento(trx, pagamento.autoescolaId, id)));
  }
  return feitos;
}

/**
 * Reverses a payment: the row stays, with who reversed it, when and why; its invoice goes back to
 * 'aberta' when what remains no longer covers it. A payment reversed already is 409.
 */
export async function estornarPagamento(
  trx: Transaction<DB>,
  estorno: { pagamentoId: number; motivo: string; usuario: { id: number; nome: string } | null },
): Promise<Pagamento> {
  const alvo = await repository.selectPagamento(trx, estorno.pagamentoId, false);
  if (!alvo) throw notFound('retornos.pagamentoNaoEncontrado');
  await repository.lockFatura(trx, alvo.autoescola_id, alvo.fatura_id);
  const pagamento = await repository.selectPagamento(trx, estorno.pagamentoId, true);
  if (!pagamento) throw notFound('retornos.pagamentoNaoEncontrado');
  if (pagamento.estornado_em !== null) throw conflict('retornos.jaEstornado');
  await repository.marcarEstorno(trx, pagamento, {
    motivo: estorno.motivo,
    usuarioId: estorno.usuario?.id ?? null,
    usuarioNome: estorno.usuario?.nome ?? null,
  });
  await repository.atualizarFatura(trx, pagamento.autoescola_id, pagamento.fatura_id);
  return toPagamento(await repository.findPagamento(trx, pagamento.autoescola_id, pagamento.id));
}
