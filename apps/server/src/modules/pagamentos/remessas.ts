import type { Page, PageQuery, Remessa, RemessaPendentes } from '@cfc/contract';
import { saoPauloIso, todayInSaoPaulo } from '@cfc/domain';
import { type ContaCobranca, gerarRemessa240, type TituloDaRemessa } from '@cfc/domain/pagamentos';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';
import { escolaDaOperadora } from './retornos.ts';

/**
 * CNAB 240 remittances (docs/finance.md "Remittances"): the boletos of open invoices are registered
 * with the bank once; each remittance records which invoices it sent. A school without a CNPJ waits:
 * the bank refuses a payer without one.
 */

type Pendente = Awaited<ReturnType<typeof repository.faturasParaRemessa>>[number];

function endereco(fatura: Pendente): string {
  return [fatura.logradouro, fatura.numero, fatura.complemento].filter(Boolean).join(', ');
}

function toTitulo(fatura: Pendente): TituloDaRemessa {
  return {
    nossoNumero: Number(fatura.nosso_numero),
    numeroDocumento: String(fatura.id),
    vencimento: fatura.vencimento,
    valorCentavos: fatura.valor_centavos,
    emitidoEm: fatura.emitida_em,
    pagador: {
      inscricao: fatura.cnpj ?? '',
      nome: fatura.razao_social ?? fatura.nome_fantasia,
      endereco: endereco(fatura),
      bairro: fatura.bairro ?? '',
      cep: fatura.cep ?? '',
      cidade: fatura.cidade ?? '',
      uf: fatura.uf,
    },
  };
}

function toRemessa(row: NonNullable<Awaited<ReturnType<typeof repository.findRemessa>>>): Remessa {
  return {
    id_remessa: row.id,
    sequencial: row.sequencial,
    nome: row.nome,
    titulos: row.titulos,
    valor_centavos: Number(row.valor_centavos),
    usuario: row.usuario_nome,
    gerada_em: row.gerada_em,
  };
}

export async function remessaPendentes(ctx: RequestContext): Promise<RemessaPendentes> {
  const pendentes = await ctx.tenant(() => repository.faturasParaRemessa());
  const comCnpj = pendentes.filter((fatura) => fatura.cnpj);
  return {
    titulos: comCnpj.length,
    valor_centavos: comCnpj.reduce((soma, fatura) => soma + fatura.valor_centavos, 0),
  };
}

/** Bradesco's name for a remittance: CB + day + month + a two-digit sequence, '.REM'. */
function nomeDaRemessa(hoje: string, sequencial: number): string {
  return `CB${hoje.slice(8, 10)}${hoje.slice(5, 7)}${String(sequencial % 100).padStart(2, '0')}.REM`;
}

/** Registers every open invoice not sent yet; 422 when there is none. */
export async function gerarRemessa(
  deps: { conta: ContaCobranca },
  ctx: RequestContext,
  agora = new Date(),
): Promise<Remessa> {
  const operadora = escolaDaOperadora(ctx);
  return ctx.tenant(async () => {
    const pendentes = (await repository.faturasParaRemessa()).filter((fatura) => fatura.cnpj);
    if (pendentes.length === 0) throw conflict('retornos.semTitulosParaRemessa');
    const sequencial = await repository.proximoSequencialDeRemessa();
    const hoje = todayInSaoPaulo(agora);
    const conteudo = gerarRemessa240({
      conta: deps.conta,
      sequencial,
      geradoEm: { data: hoje, hora: saoPauloIso(agora).slice(11, 19).replace(/:/g, '') },
      titulos: pendentes.map(toTitulo),
    });
    const { id } = await repository.insertRemessa({
      autoescola_id: operadora,
      sequencial,
      nome: nomeDaRemessa(hoje, sequencial),
      conteudo,
      titulos: pendentes.length,
      valor_centavos: pendentes.reduce((soma, fatura) => soma + fatura.valor_centavos, 0),
      usuario_id: ctx.principal.usuarioId,
      usuario_nome: ctx.principal.nome,
    });
    await repository.insertRemessaTitulos(
      pendentes.map((fatura) => ({
        autoescola_id: fatura.autoescola_id,
        fatura_id: fatura.id,
        remessa_autoescola_id: operadora,
        remessa_id: id,
        nosso_numero: Number(fatura.nosso_numero),
      })),
    );
    await auditChange(ctx, {
      entidade: 'remessas',
      acao: 'remessa_gerada',
      id,
      autoescolaId: operadora,
      dados: { sequencial, titulos: pendentes.length },
    });
    const remessa = await repository.findRemessa(id);
    if (!remessa) throw notFound('retornos.remessaNaoEncontrada');
    return toRemessa(remessa);
  });
}

export async function listRemessas(ctx: RequestContext, query: PageQuery): Promise<Page<Remessa>> {
  const page = await ctx.tenant(() => repository.listRemessas(query));
  return { ...page, data: page.data.map(toRemessa) };
}

export async function arquivoDaRemessa(
  ctx: RequestContext,
  id: number,
): Promise<{ nome: string; conteudo: string }> {
  const remessa = await ctx.tenant(() => repository.conteudoDaRemessa(id));
  if (!remessa) throw notFound('retornos.remessaNaoEncontrada');
  return remessa;
}
