import { lerRetorno240 } from './cnab240.ts';
import { lerRetorno400 } from './cnab400.ts';
import {
  descricaoDaOcorrencia,
  type ErroDoRetorno,
  linhasDoArquivo,
  type RetornoLido,
  type TituloDoRetorno,
} from './retorno.ts';

/**
 * The CSV return: payments received some other way (a bank's statement, a spreadsheet), one per line,
 * `nosso_numero;valor;data_pagamento`, separated by semicolons, with or without that header line:
 *
 *     nosso_numero;valor;data_pagamento
 *     1001;1.234,56;05/03/2026
 *     1002;150.00;2026-03-06
 *
 * `valor` in reais, with a decimal comma (thousands with dots) or a decimal point; `data_pagamento`
 * as DD/MM/AAAA or AAAA-MM-DD. Every line is a liquidation (occurrence 06).
 */

export const CABECALHO_CSV = 'nosso_numero;valor;data_pagamento';

/** Reais as written in Brazil or with a point: '1.234,56', '1234,56', '1234.56', '150'. Null if not money. */
export function lerValorEmReais(texto: string): number | null {
  const valor = texto.trim().replace(/^R\$\s*/, '');
  let inteiro: string;
  let decimais: string;
  const brasileiro = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(valor);
  const ponto = /^(\d+)(?:\.(\d{1,2}))?$/.exec(valor);
  if (brasileiro && !(ponto && !valor.includes(','))) {
    inteiro = (brasileiro[1] ?? '').replace(/\./g, '');
    decimais = brasileiro[2] ?? '';
  } else if (ponto) {
    inteiro = ponto[1] ?? '';
    decimais = ponto[2] ?? '';
  } else {
    return null;
  }
  const centavos = Number(inteiro) * 100 + Number(decimais.padEnd(2, '0') || '0');
  return Number.isSafeInteger(centavos) ? centavos : null;
}

function lerData(texto: string): string | null {
  const valor = texto.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(valor);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor);
  const [ano, mes, dia] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!ano || !mes || !dia) return null;
  const data = new Date(Date.UTC(Number(ano), Number(mes) - 1, Number(dia)));
  if (Number.isNaN(data.getTime()) || data.toISOString().slice(0, 10) !== `${ano}-${mes}-${dia}`) return null;
  return `${ano}-${mes}-${dia}`;
}

export function lerRetornoCsv(texto: string): RetornoLido {
  const erros: ErroDoRetorno[] = [];
  const titulos: TituloDoRetorno[] = [];
  const linhas = linhasDoArquivo(texto);
  linhas.forEach((linha, indice) => {
    const numero = indice + 1;
    if (linha.trim() === '') return;
    if (numero === 1 && /nosso/i.test(linha)) return; // the header
    const colunas = linha.split(';').map((coluna) => coluna.trim().replace(/^"(.*)"$/, '$1'));
    if (colunas.length !== 3) {
      erros.push({
        linha: numero,
        motivo: `A linha tem ${colunas.length} colunas; esperadas 3 (nosso_numero;valor;data_pagamento).`,
      });
      return;
    }
    const [nossoNumeroTexto = '', valorTexto = '', dataTexto = ''] = colunas;
    const motivos: string[] = [];
    const nossoNumero = /^\d{1,11}$/.test(nossoNumeroTexto) ? Number(nossoNumeroTexto) : null;
    if (nossoNumero === null || nossoNumero === 0)
      motivos.push(`Nosso número inválido: "${nossoNumeroTexto}".`);
    const valor = lerValorEmReais(valorTexto);
    if (valor === null || valor <= 0) motivos.push(`Valor inválido: "${valorTexto}".`);
    const pagoEm = lerData(dataTexto);
    if (!pagoEm) motivos.push(`Data de pagamento inválida: "${dataTexto}" (use DD/MM/AAAA).`);
    if (motivos.length > 0 || nossoNumero === null || valor === null || !pagoEm) {
      for (const motivo of motivos) erros.push({ linha: numero, motivo });
      return;
    }
    titulos.push({
      linha: numero,
      nossoNumero,
      ocorrencia: '06',
      ocorrenciaDescricao: descricaoDaOcorrencia('06'),
      liquidacao: true,
      valorTituloCentavos: null,
      valorPagoCentavos: valor,
      tarifaCentavos: 0,
      jurosCentavos: 0,
      descontoCentavos: 0,
      pagoEm,
      creditoEm: null,
    });
  });
  if (titulos.length === 0 && erros.length === 0)
    erros.push({ linha: 1, motivo: 'O arquivo não tem pagamentos.' });
  return { formato: 'csv', titulos, erros };
}

/**
 * Reads a return file of any of the three layouts, told apart by its first line: a CNAB 400 header
 * ('02RETORNO'), a CNAB 240 header (record 0 at position 8 of a 240-position line), or CSV.
 * Null when it is none of them.
 */
export function lerArquivoRetorno(texto: string, opcoes: { banco?: string } = {}): RetornoLido | null {
  const primeira = linhasDoArquivo(texto)[0] ?? '';
  if (primeira.startsWith('02RETORNO')) return lerRetorno400(texto, opcoes);
  if (primeira.length >= 200 && /^\d{3}00000$/.test(primeira.slice(0, 8)))
    return lerRetorno240(texto, opcoes);
  if (primeira.includes(';')) return lerRetornoCsv(texto);
  return null;
}
