import { digitoNossoNumeroBradesco } from './boleto.ts';
import type { ContaCobranca } from './cnab240.ts';
import {
  alfanumerico,
  brancos,
  campo,
  dataCnab,
  descricaoDaOcorrencia,
  type ErroDoRetorno,
  inscricao,
  isLiquidacao,
  LeitorDeLinha,
  linhasDoArquivo,
  numerico,
  type RetornoLido,
  type TituloDoRetorno,
} from './retorno.ts';

/**
 * CNAB 400 return of Bradesco's collection ("Cobrança Bradesco – Layout de Arquivo Retorno 400"):
 * a header (record 0), one type-1 detail per title, a trailer (record 9); positions 395–400 of every
 * record carry its sequence number. docs/finance.md lists the positions read.
 */

export const TAMANHO_CNAB400 = 400;

export interface TituloParaRetorno400 {
  nossoNumero: number;
  ocorrencia: string;
  vencimento: string;
  valorTituloCentavos: number;
  valorPagoCentavos: number;
  tarifaCentavos?: number;
  jurosCentavos?: number;
  descontoCentavos?: number;
  pagoEm: string;
  creditoEm: string;
}

const seq = (n: number) => numerico(n, 6);

/** A CNAB 400 return file as Bradesco would send it (the tests). */
export function gerarRetorno400(dados: {
  conta: ContaCobranca;
  geradoEm: string;
  creditoEm: string;
  titulos: readonly TituloParaRetorno400[];
}): string {
  const { conta } = dados;
  const carteira = numerico(conta.carteira, 3);
  const linhas = [
    '02RETORNO01' +
      alfanumerico('COBRANCA', 15) +
      numerico(conta.convenio.replace(/\D/g, '') || '0', 20) +
      alfanumerico(conta.razaoSocial, 30) +
      numerico(conta.banco, 3) +
      alfanumerico('BRADESCO', 15) +
      dataCnab(dados.geradoEm, 2) +
      '01600000' +
      numerico(1, 5) +
      brancos(266) +
      dataCnab(dados.creditoEm, 2) +
      brancos(9) +
      seq(1),
  ];
  let liquidados = 0;
  let valorLiquidado = 0;
  for (const titulo of dados.titulos) {
    const numero = numerico(titulo.nossoNumero, 11);
    if (isLiquidacao(titulo.ocorrencia)) {
      liquidados += titulo.ocorrencia === '06' ? 1 : 0;
      valorLiquidado += titulo.ocorrencia === '06' ? titulo.valorPagoCentavos : 0;
    }
    linhas.push(
      '1' +
        '02' +
        inscricao(conta.cnpj, 14) +
        '000' +
        '0' +
        carteira +
        numerico(conta.agencia, 5) +
        numerico(conta.conta, 7) +
        '0' +
        alfanumerico(String(titulo.nossoNumero), 25) +
        numerico(0, 8) +
        numero +
        digitoNossoNumeroBradesco(conta.carteira, numero) +
        numerico(0, 10) +
        numerico(0, 12) +
        ' ' +
        '00' +
        carteira.slice(-1) +
        numerico(titulo.ocorrencia, 2) +
        dataCnab(titulo.pagoEm, 2) +
        alfanumerico(String(titulo.nossoNumero), 10) +
        numerico(titulo.nossoNumero, 20) +
        dataCnab(titulo.vencimento, 2) +
        numerico(titulo.valorTituloCentavos, 13) +
        numerico(conta.banco, 3) +
        numerico(conta.agencia, 5) +
        brancos(2) +
        numerico(titulo.tarifaCentavos ?? 0, 13) +
        numerico(0, 13) +
        numerico(0, 13) +
        numerico(0, 13) +
        numerico(0, 13) +
        numerico(titulo.descontoCentavos ?? 0, 13) +
        numerico(titulo.valorPagoCentavos, 13) +
        numerico(titulo.jurosCentavos ?? 0, 13) +
        numerico(0, 13) +
        brancos(2) +
        ' ' +
        dataCnab(titulo.creditoEm, 2) +
        brancos(3) +
        brancos(10) +
        brancos(4) +
        numerico(0, 10) +
        brancos(40) +
        brancos(2) +
        brancos(10) +
        brancos(14) +
        seq(linhas.length + 1),
    );
  }
  linhas.push(
    '9201' +
      numerico(conta.banco, 3) +
      brancos(10) +
      numerico(dados.titulos.length, 8) +
      numerico(
        dados.titulos.reduce((soma, titulo) => soma + titulo.valorTituloCentavos, 0),
        14,
      ) +
      numerico(1, 8) +
      brancos(10) +
      numerico(0, 5) +
      numerico(0, 12) +
      numerico(valorLiquidado, 12) +
      numerico(liquidados, 5) +
      brancos(303) +
      seq(linhas.length + 1),
  );
  return `${linhas.join('\r\n')}\r\n`;
}

/**
 * Reads a Bradesco CNAB 400 return file: each type-1 detail becomes a `TituloDoRetorno`; every line
 * that breaks the layout, an error with its line number and reason.
 */
export function lerRetorno400(texto: string, opcoes: { banco?: string } = {}): RetornoLido {
  const banco = opcoes.banco ?? '237';
  const erros: ErroDoRetorno[] = [];
  const titulos: TituloDoRetorno[] = [];
  const linhas = linhasDoArquivo(texto);
  const erro = (linha: number, motivo: string) => erros.push({ linha, motivo });
  if (linhas.length === 0) {
    erro(1, 'O arquivo está vazio.');
    return { formato: 'cnab400', titulos, erros };
  }
  let trailerVisto = false;
  let liquidacoes06 = 0;

  linhas.forEach((bruta, indice) => {
    const numero = indice + 1;
    if (bruta.length > TAMANHO_CNAB400) {
      erro(numero, `A linha tem ${bruta.length} posições; o CNAB 400 tem 400.`);
      return;
    }
    const linha = bruta.padEnd(TAMANHO_CNAB400, ' ');
    if (trailerVisto) {
      erro(numero, 'Há linhas depois do trailer do arquivo.');
      return;
    }
    if (campo(linha, 395, 400) !== seq(numero)) {
      erro(
        numero,
        `O número sequencial (posições 395 a 400) é "${campo(linha, 395, 400)}"; esperado ${seq(numero)}.`,
      );
      return;
    }
    const tipo = campo(linha, 1, 1);
    if (numero === 1) {
      if (tipo !== '0' || campo(linha, 2, 9) !== '2RETORNO') {
        erro(1, 'A primeira linha deve ser o header de um arquivo de retorno (0 2 RETORNO).');
      } else if (campo(linha, 77, 79) !== banco) {
        erro(1, `O arquivo é do banco ${campo(linha, 77, 79)}; a conta de cobrança é do banco ${banco}.`);
      }
      return;
    }
    if (tipo === '9') {
      trailerVisto = true;
      const declarado = campo(linha, 87, 91);
      if (/^\d{5}$/.test(declarado) && Number(declarado) !== liquidacoes06) {
        erro(numero, `O trailer declara ${Number(declarado)} liquidações; o arquivo tem ${liquidacoes06}.`);
      }
      return;
    }
    if (tipo !== '1') {
      erro(numero, `Tipo de registro "${tipo}" desconhecido (posição 1).`);
      return;
    }
    const leitor = new LeitorDeLinha(linha);
    const ocorrencia = leitor.texto(109, 110);
    const carteira = leitor.texto(22, 24);
    const nossoNumeroTexto = leitor.texto(71, 81);
    const nossoNumero = leitor.numero(71, 81, 'Nosso número');
    if (/^\d{3}$/.test(carteira) && /^\d{11}$/.test(nossoNumeroTexto)) {
      const digito = leitor.texto(82, 82);
      if (digitoNossoNumeroBradesco(carteira.slice(1), nossoNumeroTexto) !== digito) {
        leitor.motivos.push(`O dígito do nosso número ${nossoNumeroTexto} não confere ("${digito}").`);
      }
    }
    if (!/^\d{2}$/.test(ocorrencia))
      leitor.motivos.push(`Ocorrência "${ocorrencia}" inválida (posições 109 a 110).`);
    const pagoEm = leitor.data(111, 116, 'Data da ocorrência');
    const valorTitulo = leitor.numero(153, 165, 'Valor do título');
    const tarifa = leitor.numero(176, 188, 'Despesas de cobrança');
    const desconto = leitor.numero(241, 253, 'Desconto');
    const valorPago = leitor.numero(254, 266, 'Valor pago');
    const juros = leitor.numero(267, 279, 'Juros de mora');
    const creditoEm = leitor.data(296, 301, 'Data do crédito');
    const liquidacao = isLiquidacao(ocorrencia);
    if (liquidacao && leitor.motivos.length === 0) {
      if (valorPago <= 0) leitor.motivos.push('Liquidação sem valor pago.');
      if (!pagoEm) leitor.motivos.push('Liquidação sem a data do pagamento.');
    }
    if (nossoNumero === 0 && leitor.motivos.length === 0) leitor.motivos.push('Nosso número em branco.');
    if (ocorrencia === '06') liquidacoes06 += 1;
    if (leitor.motivos.length > 0) {
      for (const motivo of leitor.motivos) erro(numero, motivo);
      return;
    }
    titulos.push({
      linha: numero,
      nossoNumero,
      ocorrencia,
      ocorrenciaDescricao: descricaoDaOcorrencia(ocorrencia),
      liquidacao,
      valorTituloCentavos: valorTitulo,
      valorPagoCentavos: valorPago,
      tarifaCentavos: tarifa,
      jurosCentavos: juros,
      descontoCentavos: desconto,
      pagoEm,
      creditoEm,
    });
  });
  if (!trailerVisto)
    erro(linhas.length, 'Falta o trailer do arquivo (registro 9): o arquivo está incompleto.');
  return { formato: 'cnab400', titulos, erros };
}
