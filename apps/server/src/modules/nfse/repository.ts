import type { nfseQuery } from '@cfc/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { paginate } from '../../platform/db/paginate.ts';
import type { StatusNfse } from '../../platform/db/schema-nfse.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { systemDb, tenantDb } from '../../platform/db/tenant.ts';

/** The NFS-e of paid invoices: the only SQL of the area. The sweep's functions run as the system. */

export type Query = z.output<typeof nfseQuery>;

function listagem() {
  return tenantDb()
    .selectFrom('nfse_emissoes as n')
    .innerJoin('faturas as f', (join) =>
      join.onRef('f.autoescola_id', '=', 'n.autoescola_id').onRef('f.id', '=', 'n.fatura_id'),
    )
    .innerJoin('autoescolas as e', 'e.id', 'n.autoescola_id')
    .select([
      'n.id',
      'n.autoescola_id',
      'n.fatura_id',
      'e.slug',
      'e.nome_fantasia',
      'f.descricao',
      'n.status',
      'n.valor_servico_centavos',
      'n.numero_dps',
      'n.chave_acesso',
      'n.numero',
      'n.tentativas',
      'n.erro',
      isoInstant<string | null>('n.proxima_tentativa_em').as('proxima_tentativa_em'),
      isoInstant<string | null>('n.emitida_em').as('emitida_em'),
      isoInstant<string | null>('n.cancelada_em').as('cancelada_em'),
      isoInstant('n.updated_at').as('updated_at'),
    ]);
}
export type NfseRow = Awaited<ReturnType<ReturnType<typeof listagem>['executeTakeFirstOrThrow']>>;

export function list(query: Query) {
  let q = listagem();
  if (query.status) q = q.where('n.status', '=', query.status);
  if (query.autoescola) q = q.where('e.slug', '=', query.autoescola.toLowerCase());
  return paginate(q, query, {
    columns: { atualizada_em: 'n.updated_at', autoescola: 'e.nome_fantasia', status: 'n.status' },
    default: 'n.updated_at',
    unique: 'n.id',
  });
}

export function get(id: number) {
  return listagem().where('n.id', '=', id).executeTakeFirst();
}

/** A failed NFS-e goes back to the sweep's queue, to be tried now. */
export async function voltarParaFila(id: number): Promise<{ autoescola_id: number } | undefined> {
  return tenantDb()
    .updateTable('nfse_emissoes')
    .set({ status: 'pendente', proxima_tentativa_em: null })
    .where('id', '=', id)
    .where('status', '=', 'falhou')
    .returning('autoescola_id')
    .executeTakeFirst();
}

// ---------- The sweep (system transactions) ----------

/** Every paid invoice without a live NFS-e gets one, pending; the unique index makes it once. */
export async function criarPendentes(): Promise<number> {
  const result = await sql`
    insert into nfse_emissoes (autoescola_id, fatura_id, valor_servico_centavos)
    select f.autoescola_id, f.id, f.valor_pago_centavos
      from faturas f
     where f.status = 'paga' and f.valor_pago_centavos > 0
       and not exists (select 1 from nfse_emissoes n
                        where n.autoescola_id = f.autoescola_id and n.fatura_id = f.id
                          and n.status <> 'cancelada')
    on conflict do nothing`.execute(systemDb());
  return Number(result.numAffectedRows ?? 0);
}

/** Pending or failed NFS-e of invoices no longer paid (a payment reversed): nothing to issue. */
export async function descartarSemPagamento(agora: Date, motivo: string): Promise<number> {
  const result = await systemDb()
    .updateTable('nfse_emissoes as n')
    .set({
      status: 'cancelada',
      cancelada_em: agora,
      cancelamento_motivo: motivo,
      proxima_tentativa_em: null,
    })
    .where('n.status', 'in', ['pendente', 'falhou'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('faturas as f')
          .select(sql`1`.as('um'))
          .whereRef('f.autoescola_id', '=', 'n.autoescola_id')
          .whereRef('f.id', '=', 'n.fatura_id')
          .where('f.status', '<>', 'paga'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What an emission or a cancellation needs: the NFS-e, its invoice and the school billed. */
export interface NfseParaEnviar {
  autoescola_id: number;
  id: number;
  numero_dps: number;
  chave_acesso: string | null;
  tentativas: number;
  valor_servico_centavos: number;
  competencia: string;
  cnpj: string | null;
  razao_social: string | null;
  nome_fantasia: string;
  email: string | null;
  email_cobranca: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  bairro: string | null;
}

/**
 * Takes up to `limite` NFS-e due for an attempt (`para`: 'emitir' the pending and failed ones whose
 * time came; 'cancelar' the issued ones whose invoice is no longer paid) and leases them until
 * `ate`, so that another instance's sweep skips them meanwhile.
 */
export async function reservar(
  para: 'emitir' | 'cancelar',
  agora: Date,
  ate: Date,
  limite: number,
  somente?: { autoescolaId: number; id: number },
): Promise<NfseParaEnviar[]> {
  const db = systemDb();
  let candidatas = db
    .selectFrom('nfse_emissoes as n')
    .innerJoin('faturas as f', (join) =>
      join.onRef('f.autoescola_id', '=', 'n.autoescola_id').onRef('f.id', '=', 'n.fatura_id'),
    )
    .select(['n.autoescola_id', 'n.id'])
    .where((eb) =>
      eb.or([eb('n.proxima_tentativa_em', 'is', null), eb('n.proxima_tentativa_em', '<=', agora)]),
    )
    .orderBy('n.id')
    .limit(limite)
    .forUpdate('n')
    .skipLocked();
  candidatas =
    para === 'emitir'
      ? candidatas.where((eb) =>
          eb.or([
            eb('n.status', '=', 'pendente'),
            eb.and([eb('n.status', '=', 'falhou'), eb('n.proxima_tentativa_em', 'is not', null)]),
          ]),
        )
      : candidatas.where('n.status', '=', 'emitida').where('f.status', '<>', 'paga');
  if (somente)
    candidatas = candidatas
      .where('n.autoescola_id', '=', somente.autoescolaId)
      .where('n.id', '=', somente.id);
  const ids = await candidatas.execute();
  if (ids.length === 0) return [];
  await db
    .updateTable('nfse_emissoes')
    .set({ proxima_tentativa_em: ate })
    .where((eb) =>
      eb.or(ids.map((row) => eb.and([eb('autoescola_id', '=', row.autoescola_id), eb('id', '=', row.id)]))),
    )
    .execute();
  return db
    .selectFrom('nfse_emissoes as n')
    .innerJoin('faturas as f', (join) =>
      join.onRef('f.autoescola_id', '=', 'n.autoescola_id').onRef('f.id', '=', 'n.fatura_id'),
    )
    .innerJoin('autoescolas as e', 'e.id', 'n.autoescola_id')
    .leftJoin('faturamento_contratos as c', 'c.autoescola_id', 'n.autoescola_id')
    .select([
      'n.autoescola_id',
      'n.id',
      'n.numero_dps',
      'n.chave_acesso',
      'n.tentativas',
      'n.valor_servico_centavos',
      'f.competencia',
      'e.cnpj',
      'e.razao_social',
      'e.nome_fantasia',
      'e.email',
      'c.email_cobranca',
      'e.cep',
      'e.logradouro',
      'e.numero',
      'e.bairro',
    ])
    .where((eb) =>
      eb.or(
        ids.map((row) => eb.and([eb('n.autoescola_id', '=', row.autoescola_id), eb('n.id', '=', row.id)])),
      ),
    )
    .orderBy('n.id')
    .execute();
}

interface Alvo {
  autoescola_id: number;
  id: number;
}

export async function registrarEmitida(
  nota: Alvo,
  dados: { chave: string; numero: string; enviado: string; resposta: string; agora: Date },
): Promise<void> {
  await systemDb()
    .updateTable('nfse_emissoes')
    .set((eb) => ({
      status: 'emitida' as StatusNfse,
      chave_acesso: dados.chave,
      numero: dados.numero,
      enviado: dados.enviado,
      resposta: dados.resposta,
      erro: null,
      emitida_em: dados.agora,
      proxima_tentativa_em: null,
      tentativas: eb('tentativas', '+', 1),
    }))
    .where('autoescola_id', '=', nota.autoescola_id)
    .where('id', '=', nota.id)
    .where('status', 'in', ['pendente', 'falhou'])
    .execute();
}

export async function registrarFalha(
  nota: Alvo,
  dados: { erro: string; enviado: string | null; resposta: string | null; proxima: Date | null },
): Promise<void> {
  await systemDb()
    .updateTable('nfse_emissoes')
    .set((eb) => ({
      status: 'falhou' as StatusNfse,
      erro: dados.erro.slice(0, 2000),
      enviado: dados.enviado,
      resposta: dados.resposta,
      proxima_tentativa_em: dados.proxima,
      tentativas: eb('tentativas', '+', 1),
    }))
    .where('autoescola_id', '=', nota.autoescola_id)
    .where('id', '=', nota.id)
    .where('status', 'in', ['pendente', 'falhou'])
    .execute();
}

export async function registrarCancelada(
  nota: Alvo,
  dados: { motivo: string; resposta: string; agora: Date },
): Promise<void> {
  await systemDb()
    .updateTable('nfse_emissoes')
    .set({
      status: 'cancelada',
      cancelada_em: dados.agora,
      cancelamento_motivo: dados.motivo,
      resposta: dados.resposta,
      erro: null,
      proxima_tentativa_em: null,
    })
    .where('autoescola_id', '=', nota.autoescola_id)
    .where('id', '=', nota.id)
    .where('status', '=', 'emitida')
    .execute();
}

/** A cancellation the issuer refused stays issued, with the error, and is tried again later. */
export async function registrarFalhaNoCancelamento(nota: Alvo, erro: string, proxima: Date): Promise<void> {
  await systemDb()
    .updateTable('nfse_emissoes')
    .set({ erro: `Cancelamento: ${erro}`.slice(0, 2000), proxima_tentativa_em: proxima })
    .where('autoescola_id', '=', nota.autoescola_id)
    .where('id', '=', nota.id)
    .where('status', '=', 'emitida')
    .execute();
}
