import { digitoNossoNumeroBradesco } from './boleto.ts';
import {
  type ContaCobranca,
  centavos,
  detalhe,
  FIM_DE_LINHA,
  headerDoArquivo,
  headerDoLote,
  identificacaoDoTitulo,
  TAMANHO_CNAB240,
  trailerDoArquivo,
} from './cnab240-layout.ts';
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

export type { ContaCobranca } from './cnab240-layout.ts';

/**
 * CNAB 240 of bank collection (FEBRABAN "Layout Padrão de Arquivos 240 posições", as Bradesco runs
 * it): the return file the bank sends (segments T and U per title) and the remittance we send to
 * register the boletos (segments P and Q). docs/finance.md lists the positions read and written.
 *
 * Every file: a file header (record 0), one lot (header 1, details 3, trailer 5), a file trailer (9).
 * The "nosso número" field (positions 38–57 of P and T): wallet (3), number (11), its check digit (1),
 * five zeros.
 */

// ---------- The return file ----------

/** One title of a return file to write (the demo's example file, the tests). */
export interface TituloParaRetorno {
  nossoNumero: number;
  /** '06' for a liquidation. */
  ocorrencia: string;
  vencimento: string;
  valorTituloCentavos: number;
  valorPagoCentavos: number;
  tarifaCentavos?: number;
  jurosCentavos?: number;
  descontoCentavos?: number;
  pagoEm: string;
  creditoEm: string;
  numeroDocumento?: string;
  pagador?: { inscricao: string; nome: string };
}

/** A CNAB 240 return file as the bank would send it, for the demo's example and the tests. */
export function gerarRetorno240(dados: {
  conta: ContaCobranca;
  sequencial: number;
  geradoEm: { data: string; hora: string };
  titulos: readonly TituloParaRetorno[];
}): string {
  const { conta } = dados;
  const linhas = [
    headerDoArquivo(conta, '2', dados.sequencial, dados.geradoEm),
    headerDoLote(conta, 'T', dados.sequencial, dados.geradoEm.data, dados.titulos[0]?.creditoEm ?? null),
  ];
  let sequencial = 0;
  let total = 0;
  for (const titulo of dados.titulos) {
    total += titulo.valorPagoCentavos;
    const documento = titulo.pagador?.inscricao ?? '';
    linhas.push(
      detalhe(conta.banco, ++sequencial, 'T', numerico(titulo.ocorrencia, 2)) +
        numerico(conta.agencia, 5) +
        ' ' +
        numerico(conta.conta, 12) +
        '  ' +
        identificacaoDoTitulo(conta.carteira, titulo.nossoNumero) +
        '1' +
        alfanumerico(titulo.numeroDocumento ?? String(titulo.nossoNumero), 15) +
        dataCnab(titulo.vencimento) +
        centavos(titulo.valorTituloCentavos) +
        numerico(conta.banco, 3) +
        numerico(conta.agencia, 5) +
        ' ' +
        alfanumerico(String(titulo.nossoNumero), 25) +
        '09' +
        (documento.replace(/\W/g, '').length > 11 ? '2' : '1') +
        inscricao(documento, 15) +
        alfanumerico(titulo.pagador?.nome, 40) +
        numerico(0, 10) +
        centavos(titulo.tarifaCentavos ?? 0) +
        brancos(10) +
        brancos(17),
      detalhe(conta.banco, ++sequencial, 'U', numerico(titulo.ocorrencia, 2)) +
        centavos(titulo.jurosCentavos ?? 0) +
        centavos(titulo.descontoCentavos ?? 0) +
        centavos(0) +
        centavos(0) +
        centavos(titulo.valorPagoCentavos) +
        centavos(Math.max(0, titulo.valorPagoCentavos - (titulo.tarifaCentavos ?? 0))) +
        centavos(titulo.tarifaCentavos ?? 0) +
        centavos(0) +
        dataCnab(titulo.pagoEm) +
        dataCnab(titulo.creditoEm) +
        '0000' +
        dataCnab(null) +
        centavos(0) +
        brancos(30) +
        '000' +
        numerico(0, 20) +
        brancos(7),
    );
  }
  const registrosDoLote = sequencial + 2;
  linhas.push(
    numerico(conta.banco, 3) +
      '0001' +
      '5' +
      brancos(9) +
      numerico(registrosDoLote, 6) +
      numerico(dados.titulos.length, 6) +
      numerico(total, 17) +
      numerico(0, 6 + 17 + 6 + 17 + 6 + 17) +
      brancos(8) +
      brancos(117),
  );
  linhas.push(trailerDoArquivo(conta.banco, linhas.length + 1));
  return linhas.join(FIM_DE_LINHA) + FIM_DE_LINHA;
}

/** Reads the nosso número of positions 38–57 and checks its digit. */
function lerNossoNumero(leitor: LeitorDeLinha): number {
  const carteira = leitor.texto(38, 40);
  const numero = leitor.texto(41, 51);
  const digito = leitor.texto(52, 52);
  const nossoNumero = leitor.numero(41, 51, 'Nosso número');
  if (/^\d{3}$/.test(carteira) && /^\d{11}$/.test(numero)) {
    if (digitoNossoNumeroBradesco(carteira.slice(1), numero) !== digito) {
      leitor.motivos.push(`O dígito do nosso número ${numero} não confere ("${digito}").`);
    }
  }
  if (nossoNumero === 0 && leitor.motivos.length === 0) leitor.motivos.push('Nosso número em branco.');
  return nossoNumero;
}

/**
 * Reads a CNAB 240 return file. Each title (a segment T followed by its segment U) becomes a
 * `TituloDoRetorno`; every line that breaks the layout, an error with its line number and reason.
 */
export function lerRetorno240(texto: string, opcoes: { banco?: string } = {}): RetornoLido {
  const banco = opcoes.banco ?? '237';
  const erros: ErroDoRetorno[] = [];
  const titulos: TituloDoRetorno[] = [];
  const linhas = linhasDoArquivo(texto);
  const erro = (linha: number, motivo: string) => erros.push({ linha, motivo });

  if (linhas.length === 0) {
    erro(1, 'O arquivo está vazio.');
    return { formato: 'cnab240', titulos, erros };
  }
  let pendente: { linha: number; leitor: LeitorDeLinha; registro: string } | null = null;
  let registrosDoLote = 0;
  let lotes = 0;
  let trailerVisto = false;

  const semSegmentoU = () => {
    if (pendente) erro(pendente.linha, 'O segmento T não é seguido do seu segmento U.');
    pendente = null;
  };

  linhas.forEach((bruta, indice) => {
    const numero = indice + 1;
    if (bruta.length > TAMANHO_CNAB240) {
      erro(numero, `A linha tem ${bruta.length} posições; o CNAB 240 tem 240.`);
      return;
    }
    // Editors strip trailing blanks: a shorter line is read as if they were there.
    const linha = bruta.padEnd(TAMANHO_CNAB240, ' ');
    const tipo = campo(linha, 8, 8);
    if (trailerVisto) {
      erro(numero, 'Há linhas depois do trailer do arquivo.');
      return;
    }
    if (numero === 1) {
      if (tipo !== '0') {
        erro(1, 'A primeira linha deve ser o header do arquivo (registro 0).');
      } else if (campo(linha, 1, 3) !== banco) {
        erro(1, `O arquivo é do banco ${campo(linha, 1, 3)}; a conta de cobrança é do banco ${banco}.`);
      } else if (campo(linha, 143, 143) !== '2') {
        erro(1, 'O header não é de um arquivo de retorno (posição 143 deve ser 2).');
      }
      return;
    }
    if (campo(linha, 1, 3) !== banco) {
      erro(numero, `Código do banco "${campo(linha, 1, 3)}" diferente de ${banco}.`);
      return;
    }
    switch (tipo) {
      case '0':
        erro(numero, 'Header de arquivo repetido.');
        return;
      case '1':
        semSegmentoU();
        lotes += 1;
        registrosDoLote = 1;
        if (campo(linha, 9, 9) !== 'T' || campo(linha, 10, 11) !== '01') {
          erro(numero, 'O header de lote não é de retorno de cobrança (operação T, serviço 01).');
        }
        return;
      case '3': {
        registrosDoLote += 1;
        const segmento = campo(linha, 14, 14);
        if (segmento === 'T') {
          semSegmentoU();
          pendente = { linha: numero, leitor: new LeitorDeLinha(linha), registro: campo(linha, 9, 13) };
          return;
        }
        if (segmento !== 'U') {
          erro(numero, `Segmento "${segmento}" não esperado num retorno (T e U).`);
          return;
        }
        const anterior = pendente as { linha: number; leitor: LeitorDeLinha; registro: string } | null;
        pendente = null;
        if (!anterior) {
          erro(numero, 'Segmento U sem o segmento T antes dele.');
          return;
        }
        titulos.push(...lerTitulo(anterior.leitor, anterior.linha, new LeitorDeLinha(linha), numero, erro));
        return;
      }
      case '5': {
        semSegmentoU();
        registrosDoLote += 1;
        const declarado = Number(campo(linha, 18, 23));
        if (!/^\d{6}$/.test(campo(linha, 18, 23)) || declarado !== registrosDoLote) {
          erro(
            numero,
            `O trailer do lote declara ${campo(linha, 18, 23).trim() || 'nenhum'} registros; o lote tem ${registrosDoLote}.`,
          );
        }
        return;
      }
      case '9': {
        semSegmentoU();
        trailerVisto = true;
        const registros = campo(linha, 24, 29);
        if (!/^\d{6}$/.test(registros) || Number(registros) !== linhas.length) {
          erro(
            numero,
            `O trailer do arquivo declara ${registros.trim() || 'nenhum'} registros; o arquivo tem ${linhas.length}.`,
          );
        }
        if (Number(campo(linha, 18, 23)) !== lotes) {
          erro(numero, `O trailer do arquivo declara ${campo(linha, 18, 23)} lotes; o arquivo tem ${lotes}.`);
        }
        return;
      }
      default:
        erro(numero, `Tipo de registro "${tipo}" desconhecido (posição 8).`);
    }
  });
  semSegmentoU();
  if (!trailerVisto)
    erro(linhas.length, 'Falta o trailer do arquivo (registro 9): o arquivo está incompleto.');
  return { formato: 'cnab240', titulos, erros };
}

function lerTitulo(
  t: LeitorDeLinha,
  linhaT: number,
  u: LeitorDeLinha,
  linhaU: number,
  erro: (linha: number, motivo: string) => void,
): TituloDoRetorno[] {
  const ocorrencia = t.texto(16, 17);
  if (u.texto(16, 17) !== ocorrencia) {
    u.motivos.push(`O segmento U traz a ocorrência ${u.texto(16, 17)} e o T a ${ocorrencia}.`);
  }
  if (Number(u.texto(9, 13)) !== Number(t.texto(9, 13)) + 1) {
    u.motivos.push('O número do segmento U não segue o do segmento T.');
  }
  const nossoNumero = lerNossoNumero(t);
  const valorTitulo = t.numero(82, 96, 'Valor do título');
  const tarifa = t.numero(199, 213, 'Valor da tarifa');
  const juros = u.numero(18, 32, 'Juros/multa');
  const desconto = u.numero(33, 47, 'Desconto');
  const valorPago = u.numero(78, 92, 'Valor pago');
  const pagoEm = u.data(138, 145, 'Data da ocorrência');
  const creditoEm = u.data(146, 153, 'Data do crédito');
  const liquidacao = isLiquidacao(ocorrencia);
  if (liquidacao && u.motivos.length === 0) {
    if (valorPago <= 0) u.motivos.push('Liquidação sem valor pago.');
    if (!pagoEm) u.motivos.push('Liquidação sem a data do pagamento.');
  }
  for (const motivo of t.motivos) erro(linhaT, motivo);
  for (const motivo of u.motivos) erro(linhaU, motivo);
  if (t.motivos.length > 0 || u.motivos.length > 0) return [];
  return [
    {
      linha: linhaT,
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
    },
  ];
}
