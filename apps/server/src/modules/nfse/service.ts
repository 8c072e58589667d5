import type { NfseEmissao, Page } from '@cfc/contract';
import { isCnpj, normalizeCnpj } from '@cfc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { FinanceiroConfig } from '../../config.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { cancelamentoXml, cancelarNfse, type Dps, dpsXml, emitirNfse } from './adn.ts';
import * as repository from './repository.ts';

/**
 * The NFS-e of paid invoices (docs/finance.md, "NFS-e"). A sweep, every minute and once at start:
 * (1) each paid invoice without a live NFS-e gets a pending one; (2) pending ones whose invoice is no
 * longer paid are dropped; (3) the pending and failed ones whose time came are sent, a failure
 * waiting 1, 2, 4, 8 minutes before the next of its five automatic tries (after that, finance staff
 * send it again from the screen); (4) issued ones whose payment was reversed are cancelled.
 */

export interface NfseDeps {
  db: Kysely<DB>;
  financeiro: FinanceiroConfig;
  log: FastifyBaseLogger;
}

/** Automatic tries before an NFS-e waits for a person. */
export const TENTATIVAS_AUTOMATICAS = 5;
/** The wait after the first failure; it doubles after each one. */
export const ESPERA_INICIAL_MS = 60_000;
/** How long a sweep holds the NFS-e it took, so that another instance leaves them alone. */
const RESERVA_MS = 2 * 60_000;
/** NFS-e sent per sweep. */
const LOTE = 50;
const MOTIVO_ESTORNO = 'Pagamento da fatura estornado';

export interface ResultadoVarredura {
  criadas: number;
  emitidas: number;
  falharam: number;
  canceladas: number;
}

/** When a failed NFS-e is tried again, after `tentativas` tries; null after the last automatic one. */
export function proximaTentativa(tentativas: number, agora: Date): Date | null {
  if (tentativas >= TENTATIVAS_AUTOMATICAS) return null;
  return new Date(agora.getTime() + ESPERA_INICIAL_MS * 2 ** (tentativas - 1));
}

function dpsDe(nota: repository.NfseParaEnviar, financeiro: FinanceiroConfig, agora: Date): Dps {
  return {
    ambiente: financeiro.nfse.ambiente,
    numero: nota.numero_dps,
    emitidaEm: agora,
    competencia: nota.competencia,
    municipio: financeiro.nfse.servico.municipio,
    prestador: { cnpj: financeiro.cedente.cnpj, razaoSocial: financeiro.cedente.razaoSocial },
    tomador: {
      cnpj: normalizeCnpj(nota.cnpj ?? ''),
      nome: nota.razao_social ?? nota.nome_fantasia,
      email: nota.email_cobranca ?? nota.email,
      cep: nota.cep,
      logradouro: nota.logradouro,
      numero: nota.numero,
      bairro: nota.bairro,
    },
    servico: { codigo: financeiro.nfse.servico.codigo, descricao: financeiro.nfse.servico.descricao },
    valorCentavos: nota.valor_servico_centavos,
  };
}

async function emitir(
  deps: NfseDeps,
  url: string,
  nota: repository.NfseParaEnviar,
  agora: Date,
): Promise<boolean> {
  const tentativas = nota.tentativas + 1;
  if (!nota.cnpj || !isCnpj(nota.cnpj)) {
    // Nothing the issuer would accept: said here, tried again later in case the school's record is fixed.
    await withSystem(deps.db, () =>
      repository.registrarFalha(nota, {
        erro: 'Autoescola sem CNPJ válido no cadastro: a NFS-e precisa do CNPJ do tomador.',
        enviado: null,
        resposta: null,
        proxima: proximaTentativa(tentativas, agora),
      }),
    );
    return false;
  }
  const xml = dpsXml(dpsDe(nota, deps.financeiro, agora));
  const resultado = await emitirNfse(url, xml);
  await withSystem(deps.db, () =>
    resultado.ok
      ? repository.registrarEmitida(nota, {
          chave: resultado.chave,
          numero: resultado.numero,
          enviado: xml,
          resposta: resultado.resposta,
          agora,
        })
      : repository.registrarFalha(nota, {
          erro: resultado.erro,
          enviado: xml,
          resposta: resultado.resposta,
          proxima: proximaTentativa(tentativas, agora),
        }),
  );
  if (!resultado.ok) deps.log.warn({ nfse: nota.id, erro: resultado.erro }, 'NFS-e não emitida');
  return resultado.ok;
}

async function cancelar(
  deps: NfseDeps,
  url: string,
  nota: repository.NfseParaEnviar,
  agora: Date,
): Promise<boolean> {
  const chave = nota.chave_acesso ?? '';
  const resultado = await cancelarNfse(
    url,
    chave,
    cancelamentoXml(chave, MOTIVO_ESTORNO, deps.financeiro.nfse.ambiente, deps.financeiro.cedente.cnpj),
  );
  await withSystem(deps.db, () =>
    resultado.ok
      ? repository.registrarCancelada(nota, { motivo: MOTIVO_ESTORNO, resposta: resultado.resposta, agora })
      : repository.registrarFalhaNoCancelamento(
          nota,
          resultado.erro,
          new Date(agora.getTime() + ESPERA_INICIAL_MS),
        ),
  );
  if (!resultado.ok) deps.log.warn({ nfse: nota.id, erro: resultado.erro }, 'NFS-e não cancelada');
  return resultado.ok;
}

/** One sweep over every school (idempotent: running it twice issues nothing twice). */
export async function varrerNfse(deps: NfseDeps, agora = new Date()): Promise<ResultadoVarredura> {
  const url = deps.financeiro.nfse.url;
  const resultado: ResultadoVarredura = { criadas: 0, emitidas: 0, falharam: 0, canceladas: 0 };
  if (!url) return resultado;
  const reservaAte = new Date(agora.getTime() + RESERVA_MS);
  resultado.criadas = await withSystem(deps.db, async () => {
    await repository.descartarSemPagamento(agora, MOTIVO_ESTORNO);
    return repository.criarPendentes();
  });
  const paraEmitir = await withSystem(deps.db, () => repository.reservar('emitir', agora, reservaAte, LOTE));
  for (const nota of paraEmitir) {
    if (await emitir(deps, url, nota, agora)) resultado.emitidas += 1;
    else resultado.falharam += 1;
  }
  const paraCancelar = await withSystem(deps.db, () =>
    repository.reservar('cancelar', agora, reservaAte, LOTE),
  );
  for (const nota of paraCancelar) if (await cancelar(deps, url, nota, agora)) resultado.canceladas += 1;
  return resultado;
}

function toApi(row: repository.NfseRow): NfseEmissao {
  return {
    id_nfse: row.id,
    id_fatura: row.fatura_id,
    autoescola: row.slug,
    autoescola_nome: row.nome_fantasia,
    fatura_descricao: row.descricao,
    status: row.status,
    valor_servico_centavos: row.valor_servico_centavos,
    numero_dps: Number(row.numero_dps),
    chave_acesso: row.chave_acesso,
    numero: row.numero,
    tentativas: row.tentativas,
    erro: row.erro,
    proxima_tentativa_em: row.proxima_tentativa_em,
    emitida_em: row.emitida_em,
    cancelada_em: row.cancelada_em,
    atualizada_em: row.updated_at,
  };
}

export async function listNfse(ctx: RequestContext, query: repository.Query): Promise<Page<NfseEmissao>> {
  const page = await ctx.tenant(() => repository.list(query));
  return { ...page, data: page.data.map(toApi) };
}

/** A failed NFS-e sent again now, by a person: its answer is in the reply. */
export async function reenviarNfse(deps: NfseDeps, ctx: RequestContext, id: number): Promise<NfseEmissao> {
  const voltou = await ctx.tenant(async () => {
    const atual = await repository.get(id);
    if (!atual) throw notFound('financeiroRelatorios.nfseNaoEncontrada');
    const row = await repository.voltarParaFila(id);
    if (!row) throw conflict('financeiroRelatorios.nfseNaoFalhou');
    return row;
  });
  const url = deps.financeiro.nfse.url;
  if (url) {
    const agora = new Date();
    const [nota] = await withSystem(deps.db, () =>
      repository.reservar('emitir', agora, new Date(agora.getTime() + RESERVA_MS), 1, {
        autoescolaId: voltou.autoescola_id,
        id,
      }),
    );
    if (nota) await emitir(deps, url, nota, agora);
  }
  const row = await ctx.tenant(() => repository.get(id));
  if (!row) throw notFound('financeiroRelatorios.nfseNaoEncontrada');
  return toApi(row);
}
