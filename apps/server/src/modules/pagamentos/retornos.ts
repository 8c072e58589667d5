import { createHash } from 'node:crypto';
import {
  message,
  type Page,
  type PageQuery,
  RETORNO_MAX_BYTES,
  type RetornoArquivo,
  type RetornoArquivoDetalhe,
  type RetornoLinha,
  type RetornoPrevia,
  type RetornoResumo,
} from '@cfc/contract';
import { formatCents, formatDateBR, saoPauloIso, todayInSaoPaulo } from '@cfc/domain';
import {
  type ContaCobranca,
  descricaoDaOcorrencia,
  gerarRetorno240,
  lerArquivoRetorno,
  type RetornoLido,
  type TituloParaRetorno,
} from '@cfc/domain/pagamentos';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { SituacaoLinhaRetorno } from '../../platform/db/schema-retornos.ts';
import { tenantDb } from '../../platform/db/tenant.ts';
import { fixedText, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { registrarPagamentos } from './pagamentos.ts';
import * as repository from './repository.ts';
import { type ArquivoEnviado, textoDoArquivo } from './upload.ts';

/**
 * Bank return files (docs/finance.md "Payments: return files"): a file is read, each title matched
 * with the invoice of its nosso número, and previewed; applying re-reads it and writes everything in
 * one transaction. The same bytes are imported once (their SHA-256 is unique).
 */

export interface RetornosDeps {
  conta: ContaCobranca;
}

const MEGABYTES = Math.round(RETORNO_MAX_BYTES / (1024 * 1024));
export const ARQUIVO_RECUSADO = {
  arquivo: [message('retornos.arquivoObrigatorio', { megabytes: MEGABYTES })],
};
/** The errors a refused file's reply lists (the preview shows them all). */
const ERROS_NA_RESPOSTA = 50;

/** A title and what it would do, before it is written. */
interface LinhaClassificada extends RetornoLinha {
  autoescolaId: number | null;
}

function lerArquivo(deps: RetornosDeps, arquivo: ArquivoEnviado): { lido: RetornoLido; sha256: string } {
  const lido = lerArquivoRetorno(textoDoArquivo(arquivo.content), { banco: deps.conta.banco });
  if (!lido) throw invalid({ arquivo: ['retornos.formatoDesconhecido'] });
  return { lido, sha256: createHash('sha256').update(arquivo.content).digest('hex') };
}

const reais = (centavos: number) => formatCents(centavos);

/**
 * Matches each title with its invoice, in the file's order: a second line for the same invoice sees
 * the first one's payment. Parse errors become lines of their own.
 */
export function classificar(
  lido: RetornoLido,
  faturas: readonly repository.FaturaRow[],
): LinhaClassificada[] {
  const porNossoNumero = new Map(faturas.map((fatura) => [Number(fatura.nosso_numero), fatura]));
  const pago = new Map<number, number>();
  const linhas: LinhaClassificada[] = lido.titulos.map((titulo) => {
    const fatura = porNossoNumero.get(titulo.nossoNumero);
    const base = {
      linha: titulo.linha,
      nosso_numero: titulo.nossoNumero,
      ocorrencia: titulo.ocorrencia,
      ocorrencia_descricao: titulo.ocorrenciaDescricao,
      valor_pago_centavos: titulo.valorPagoCentavos,
      valor_fatura_centavos: fatura?.valor_centavos ?? null,
      valor_em_aberto_centavos: null as number | null,
      tarifa_centavos: titulo.tarifaCentavos,
      juros_centavos: titulo.jurosCentavos,
      pago_em: titulo.pagoEm,
      credito_em: titulo.creditoEm,
      id_fatura: fatura?.id ?? null,
      autoescola: fatura?.slug ?? null,
      autoescola_nome: fatura?.nome_fantasia ?? null,
      competencia: fatura ? fatura.competencia.slice(0, 7) : null,
      autoescolaId: fatura?.autoescola_id ?? null,
    };
    const linha = (situacao: SituacaoLinhaRetorno, motivo: string | null) => ({ ...base, situacao, motivo });
    if (!titulo.liquidacao) {
      return linha(
        'ignorada',
        `Ocorrência ${titulo.ocorrencia} (${titulo.ocorrenciaDescricao}): não é um pagamento.`,
      );
    }
    if (!fatura) return linha('desconhecida', `Nenhuma fatura com o nosso número ${titulo.nossoNumero}.`);
    if (fatura.status === 'cancelada') {
      return linha('ignorada', 'A fatura está cancelada: o valor não foi registrado; trate a devolução.');
    }
    const jaPago = pago.get(fatura.id) ?? fatura.valor_pago_centavos;
    const emAberto = fatura.valor_centavos - jaPago;
    base.valor_em_aberto_centavos = Math.max(0, emAberto);
    if (fatura.status === 'paga' || emAberto <= 0) {
      const quando = fatura.pago_em
        ? ` em ${formatDateBR(fatura.pago_em)}`
        : ' por uma linha anterior do arquivo';
      return linha('ja_paga', `A fatura já está paga${quando}: nada é registrado.`);
    }
    pago.set(fatura.id, jaPago + titulo.valorPagoCentavos);
    if (titulo.valorPagoCentavos === emAberto) return linha('conciliada', null);
    const diferenca = titulo.valorPagoCentavos - emAberto;
    return linha(
      'divergente',
      diferenca < 0
        ? `Pago ${reais(titulo.valorPagoCentavos)} de ${reais(emAberto)} devidos: a fatura fica em aberto com ${reais(-diferenca)}.`
        : `Pago ${reais(titulo.valorPagoCentavos)}, ${reais(diferenca)} a mais que os ${reais(emAberto)} devidos: a fatura é quitada.`,
    );
  });
  const erros: LinhaClassificada[] = lido.erros.map((erro) => ({
    linha: erro.linha,
    situacao: 'erro',
    nosso_numero: null,
    ocorrencia: null,
    ocorrencia_descricao: null,
    valor_pago_centavos: null,
    valor_fatura_centavos: null,
    valor_em_aberto_centavos: null,
    tarifa_centavos: null,
    juros_centavos: null,
    pago_em: null,
    credito_em: null,
    id_fatura: null,
    autoescola: null,
    autoescola_nome: null,
    competencia: null,
    motivo: erro.motivo,
    autoescolaId: null,
  }));
  return [...linhas, ...erros].sort((a, b) => a.linha - b.linha);
}

const APLICADAS: readonly string[] = ['conciliada', 'divergente'];

function resumir(linhas: readonly LinhaClassificada[]): RetornoResumo {
  const conta = (situacao: string) => linhas.filter((linha) => linha.situacao === situacao).length;
  const soma = (filtro: (linha: LinhaClassificada) => boolean) =>
    linhas.filter(filtro).reduce((total, linha) => total + (linha.valor_pago_centavos ?? 0), 0);
  return {
    linhas: linhas.filter((linha) => linha.situacao !== 'erro').length,
    conciliadas: conta('conciliada'),
    divergentes: conta('divergente'),
    ja_pagas: conta('ja_paga'),
    desconhecidas: conta('desconhecida'),
    ignoradas: conta('ignorada'),
    erros: conta('erro'),
    valor_total_centavos: soma((linha) => linha.situacao !== 'erro' && linha.situacao !== 'ignorada'),
    valor_aplicavel_centavos: soma((linha) => APLICADAS.includes(linha.situacao)),
  };
}

const semEscola = ({ autoescolaId: _, ...linha }: LinhaClassificada): RetornoLinha => linha;

/** What the file would do; nothing is written. */
export async function previaRetorno(
  deps: RetornosDeps,
  ctx: RequestContext,
  arquivo: ArquivoEnviado,
): Promise<RetornoPrevia> {
  const { lido, sha256 } = lerArquivo(deps, arquivo);
  return ctx.tenant(async () => {
    const anterior = await repository.findArquivoPorHash(sha256);
    const faturas = await repository.faturasPorNossoNumero(
      lido.titulos.map((titulo) => titulo.nossoNumero),
      false,
    );
    const linhas = classificar(lido, faturas);
    return {
      nome: arquivo.nome,
      formato: lido.formato,
      sha256,
      ja_importado: anterior
        ? { id_arquivo: anterior.id, importado_em: anterior.importado_em, usuario: anterior.usuario_nome }
        : null,
      aplicavel: !anterior && lido.erros.length === 0,
      resumo: resumir(linhas),
      linhas: linhas.map(semEscola),
    };
  });
}

function jaImportado(anterior: { importado_em: string; usuario_nome: string | null }) {
  const texto = message('retornos.jaImportado', {
    data: formatDateBR(anterior.importado_em),
    usuario: anterior.usuario_nome ?? '—',
  });
  return invalid({ arquivo: [texto] }, texto);
}

/** The operator's school, which the imported files and the remittances belong to. */
export function escolaDaOperadora(ctx: RequestContext): number {
  const operadora = ctx.principal.escolas.find((escola) => escola.operadora);
  if (!operadora) throw forbidden('retornos.somenteOperadora');
  return operadora.id;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/**
 * Applies a file in one transaction: the file, every title line and the payments of the lines
 * conciliada and divergente. A file with errors, or imported before, is 422 and changes nothing.
 */
export async function aplicarRetorno(
  deps: RetornosDeps,
  ctx: RequestContext,
  arquivo: ArquivoEnviado,
): Promise<RetornoArquivo> {
  const { lido, sha256 } = lerArquivo(deps, arquivo);
  if (lido.erros.length > 0) {
    throw invalid(
      {
        arquivo: lido.erros
          .slice(0, ERROS_NA_RESPOSTA)
          .map((erro) => fixedText(`Linha ${erro.linha}: ${erro.motivo}`)),
      },
      'retornos.arquivoComErros',
    );
  }
  const operadora = escolaDaOperadora(ctx);
  try {
    return await ctx.tenant(async () => {
      const anterior = await repository.findArquivoPorHash(sha256);
      if (anterior) throw jaImportado(anterior);
      const faturas = await repository.faturasPorNossoNumero(
        lido.titulos.map((titulo) => titulo.nossoNumero),
        true,
      );
      const linhas = classificar(lido, faturas);
      const resumo = resumir(linhas);
      const { id } = await repository.insertArquivo({
        autoescola_id: operadora,
        nome: arquivo.nome,
        formato: lido.formato,
        sha256,
        tamanho: arquivo.content.length,
        usuario_id: ctx.principal.usuarioId,
        usuario_nome: ctx.principal.nome,
        linhas: resumo.linhas,
        conciliadas: resumo.conciliadas,
        divergentes: resumo.divergentes,
        ja_pagas: resumo.ja_pagas,
        desconhecidas: resumo.desconhecidas,
        ignoradas: resumo.ignoradas,
        valor_total_centavos: resumo.valor_total_centavos,
        valor_aplicado_centavos: resumo.valor_aplicavel_centavos,
      });
      const gravadas = await repository.insertLinhas(
        linhas.map((linha) => ({
          autoescola_id: operadora,
          arquivo_id: id,
          linha: linha.linha,
          situacao: linha.situacao as SituacaoLinhaRetorno,
          nosso_numero: linha.nosso_numero ?? 0,
          ocorrencia: linha.ocorrencia ?? '00',
          valor_pago_centavos: linha.valor_pago_centavos ?? 0,
          valor_fatura_centavos: linha.valor_fatura_centavos,
          tarifa_centavos: linha.tarifa_centavos ?? 0,
          juros_centavos: linha.juros_centavos ?? 0,
          pago_em: linha.pago_em,
          credito_em: linha.credito_em,
          fatura_autoescola_id: linha.autoescolaId,
          fatura_id: linha.id_fatura,
          motivo: linha.motivo,
        })),
      );
      const idDaLinha = new Map(gravadas.map((gravada) => [gravada.linha, gravada.id]));
      const usuario = { id: ctx.principal.usuarioId, nome: ctx.principal.nome };
      await registrarPagamentos(
        tenantDb(),
        linhas
          .filter((linha) => APLICADAS.includes(linha.situacao))
          .map((linha) => ({
            autoescolaId: linha.autoescolaId ?? 0,
            faturaId: linha.id_fatura ?? 0,
            origem: 'retorno' as const,
            valorCentavos: linha.valor_pago_centavos ?? 0,
            pagoEm: linha.pago_em ?? todayInSaoPaulo(),
            retornoLinhaId: idDaLinha.get(linha.linha) ?? null,
            usuario,
          })),
      );
      await auditChange(ctx, {
        entidade: 'retorno_arquivos',
        acao: 'retorno_importado',
        id,
        autoescolaId: operadora,
        dados: { nome: arquivo.nome, sha256, ...resumo },
      });
      const gravado = await repository.findArquivo(id);
      if (!gravado) throw notFound('retornos.arquivoNaoEncontrado');
      return toArquivo(gravado);
    });
  } catch (error) {
    // The same file sent twice at once: the second transaction meets the first one's hash.
    if (isUniqueViolation(error)) {
      const anterior = await ctx.tenant(() => repository.findArquivoPorHash(sha256));
      if (anterior) throw jaImportado(anterior);
    }
    throw error;
  }
}

function toArquivo(row: repository.ArquivoRow): RetornoArquivo {
  return {
    id_arquivo: row.id,
    nome: row.nome,
    formato: row.formato,
    sha256: row.sha256,
    usuario: row.usuario_nome,
    importado_em: row.importado_em,
    linhas: row.linhas,
    conciliadas: row.conciliadas,
    divergentes: row.divergentes,
    ja_pagas: row.ja_pagas,
    desconhecidas: row.desconhecidas,
    ignoradas: row.ignoradas,
    valor_total_centavos: Number(row.valor_total_centavos),
    valor_aplicado_centavos: Number(row.valor_aplicado_centavos),
  };
}

export async function listRetornos(ctx: RequestContext, query: PageQuery): Promise<Page<RetornoArquivo>> {
  const page = await ctx.tenant(() => repository.listArquivos(query));
  return { ...page, data: page.data.map(toArquivo) };
}

export function getRetorno(ctx: RequestContext, id: number): Promise<RetornoArquivoDetalhe> {
  return ctx.tenant(async () => {
    const arquivo = await repository.findArquivo(id);
    if (!arquivo) throw notFound('retornos.arquivoNaoEncontrado');
    const linhas = await repository.linhasDoArquivo(arquivo.autoescola_id, arquivo.id);
    return {
      ...toArquivo(arquivo),
      itens: linhas.map((linha) => ({
        linha: linha.linha,
        situacao: linha.situacao,
        nosso_numero: Number(linha.nosso_numero),
        ocorrencia: linha.ocorrencia,
        ocorrencia_descricao: descricaoDaOcorrencia(linha.ocorrencia),
        valor_pago_centavos: linha.valor_pago_centavos,
        valor_fatura_centavos: linha.valor_fatura_centavos,
        valor_em_aberto_centavos: null,
        tarifa_centavos: linha.tarifa_centavos,
        juros_centavos: linha.juros_centavos,
        pago_em: linha.pago_em,
        credito_em: linha.credito_em,
        id_fatura: linha.fatura_id,
        autoescola: linha.slug,
        autoescola_nome: linha.nome_fantasia,
        competencia: linha.competencia ? linha.competencia.slice(0, 7) : null,
        motivo: linha.motivo,
      })),
    };
  });
}

/**
 * A CNAB 240 return made of the open invoices the caller sees, for a demo user to try the import: the
 * first ones paid in full, one paid R$ 10,00 short, and one for a boleto nobody issued.
 */
export async function exemploDeRetorno(
  deps: RetornosDeps,
  ctx: RequestContext,
  agora = new Date(),
): Promise<{ nome: string; conteudo: string }> {
  const hoje = todayInSaoPaulo(agora);
  const { abertas, maior } = await ctx.tenant(async () => ({
    abertas: await repository.faturasAbertas(5),
    maior: await repository.maiorNossoNumero(),
  }));
  const titulo = (
    nossoNumero: number,
    vencimento: string,
    valor: number,
    pago: number,
  ): TituloParaRetorno => ({
    nossoNumero,
    ocorrencia: '06',
    vencimento,
    valorTituloCentavos: valor,
    valorPagoCentavos: pago,
    tarifaCentavos: 290,
    pagoEm: hoje,
    creditoEm: hoje,
  });
  const titulos = abertas.map((fatura, indice) => {
    const devido = fatura.valor_centavos - fatura.valor_pago_centavos;
    const curto = indice === abertas.length - 1 && abertas.length > 1 && devido > 1_000;
    return titulo(
      Number(fatura.nosso_numero),
      fatura.vencimento,
      fatura.valor_centavos,
      curto ? devido - 1_000 : devido,
    );
  });
  titulos.push(titulo(Math.max(maior, 1000) + 900_000, hoje, 12_345, 12_345));
  const hora = saoPauloIso(agora).slice(11, 19).replace(/:/g, '');
  const conteudo = gerarRetorno240({
    conta: deps.conta,
    sequencial: Number(hora.slice(0, 4)),
    geradoEm: { data: hoje, hora },
    titulos,
  });
  return { nome: `retorno-exemplo-${hoje}-${hora}.ret`, conteudo };
}
