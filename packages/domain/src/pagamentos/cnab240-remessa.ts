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
  type ErroDoRetorno,
  inscricao,
  LeitorDeLinha,
  linhasDoArquivo,
  numerico,
} from './retorno.ts';

/** The CNAB 240 remittance (segments P and Q) that registers the boletos at the bank; cnab240-layout.ts has the shared records. */

// ---------- The remittance file ----------

/** The payer of a boleto (the school billed), as segment Q names it. */
export interface PagadorDaRemessa {
  /** CPF (11) or CNPJ (14, alphanumeric allowed). */
  inscricao: string;
  nome: string;
  endereco: string;
  bairro: string;
  cep: string;
  cidade: string;
  uf: string;
}

export interface TituloDaRemessa {
  nossoNumero: number;
  /** The invoice's number as the school reads it (seu número). */
  numeroDocumento: string;
  vencimento: string;
  valorCentavos: number;
  emitidoEm: string;
  pagador: PagadorDaRemessa;
}

/**
 * The CNAB 240 remittance that registers boletos with the bank: per title a segment P (the title)
 * and a segment Q (the payer). Movement 01: entry of titles.
 */
export function gerarRemessa240(dados: {
  conta: ContaCobranca;
  sequencial: number;
  geradoEm: { data: string; hora: string };
  titulos: readonly TituloDaRemessa[];
}): string {
  const { conta } = dados;
  const linhas = [
    headerDoArquivo(conta, '1', dados.sequencial, dados.geradoEm),
    headerDoLote(conta, 'R', dados.sequencial, dados.geradoEm.data, null),
  ];
  let sequencial = 0;
  for (const titulo of dados.titulos) {
    const { pagador } = titulo;
    const cep = pagador.cep.replace(/\D/g, '').padStart(8, '0').slice(0, 8);
    const documento = pagador.inscricao.replace(/[^0-9A-Za-z]/g, '');
    linhas.push(
      detalhe(conta.banco, ++sequencial, 'P', '01') +
        numerico(conta.agencia, 5) +
        ' ' +
        numerico(conta.conta, 12) +
        '  ' +
        identificacaoDoTitulo(conta.carteira, titulo.nossoNumero) +
        '1' + // wallet: simple collection
        '1' + // registered
        '1' + // traditional document
        '2' + // the operator prints the boleto
        '2' + // and sends it
        alfanumerico(titulo.numeroDocumento, 15) +
        dataCnab(titulo.vencimento) +
        centavos(titulo.valorCentavos) +
        '00000' +
        ' ' +
        '04' + // DS: service invoice
        'N' +
        dataCnab(titulo.emitidoEm) +
        '3' + // no interest
        dataCnab(null) +
        centavos(0) +
        '0' + // no discount
        dataCnab(null) +
        centavos(0) +
        centavos(0) +
        centavos(0) +
        alfanumerico(String(titulo.nossoNumero), 25) +
        '3' + // do not protest
        '00' +
        '1' + // write off after
        '060' + // 60 days
        '09' +
        numerico(0, 10) +
        ' ',
      detalhe(conta.banco, ++sequencial, 'Q', '01') +
        (documento.length > 11 ? '2' : '1') +
        inscricao(documento, 15) +
        alfanumerico(pagador.nome, 40) +
        alfanumerico(pagador.endereco, 40) +
        alfanumerico(pagador.bairro, 15) +
        cep +
        alfanumerico(pagador.cidade, 15) +
        alfanumerico(pagador.uf, 2) +
        '0' +
        numerico(0, 15) +
        brancos(40) +
        '000' +
        brancos(20) +
        brancos(8),
    );
  }
  linhas.push(`${numerico(conta.banco, 3)}00015${brancos(9)}${numerico(sequencial + 2, 6)}${brancos(217)}`);
  linhas.push(trailerDoArquivo(conta.banco, linhas.length + 1));
  return linhas.join(FIM_DE_LINHA) + FIM_DE_LINHA;
}

/** A remittance read back: its header, each title with its payer, the trailers' counts. */
export interface RemessaLida {
  banco: string;
  cnpj: string;
  convenio: string;
  razaoSocial: string;
  sequencial: number;
  geradoEm: string | null;
  titulos: (TituloDaRemessa & { linhaP: number; linhaQ: number; movimento: string })[];
  registrosDoLote: number;
  registrosDoArquivo: number;
  erros: ErroDoRetorno[];
}

/** Reads a CNAB 240 remittance (what `gerarRemessa240` writes), checking lengths, order and counts. */
export function lerRemessa240(texto: string): RemessaLida {
  const linhas = linhasDoArquivo(texto);
  const erros: ErroDoRetorno[] = [];
  const header = linhas[0] ?? '';
  const lido: RemessaLida = {
    banco: campo(header, 1, 3),
    cnpj: campo(header, 19, 32),
    convenio: campo(header, 33, 52).trim(),
    razaoSocial: campo(header, 73, 102).trim(),
    sequencial: Number(campo(header, 158, 163)),
    geradoEm: new LeitorDeLinha(header).data(144, 151, 'Data de geração'),
    titulos: [],
    registrosDoLote: 0,
    registrosDoArquivo: 0,
    erros,
  };
  linhas.forEach((linha, indice) => {
    if (linha.length !== TAMANHO_CNAB240) {
      erros.push({ linha: indice + 1, motivo: `A linha tem ${linha.length} posições.` });
    }
  });
  if (campo(header, 8, 8) !== '0' || campo(header, 143, 143) !== '1') {
    erros.push({ linha: 1, motivo: 'A primeira linha não é o header de uma remessa.' });
  }
  for (let i = 2; i < linhas.length - 2; i += 2) {
    const p = linhas[i] ?? '';
    const q = linhas[i + 1] ?? '';
    if (campo(p, 14, 14) !== 'P' || campo(q, 14, 14) !== 'Q') {
      erros.push({ linha: i + 1, motivo: 'Esperados os segmentos P e Q de um título.' });
      continue;
    }
    const cep = campo(q, 129, 136);
    lido.titulos.push({
      linhaP: i + 1,
      linhaQ: i + 2,
      movimento: campo(p, 16, 17),
      nossoNumero: Number(campo(p, 41, 51)),
      numeroDocumento: campo(p, 63, 77).trim(),
      vencimento: new LeitorDeLinha(p).data(78, 85, 'Vencimento') ?? '',
      valorCentavos: Number(campo(p, 86, 100)),
      emitidoEm: new LeitorDeLinha(p).data(110, 117, 'Emissão') ?? '',
      pagador: {
        inscricao: campo(q, 19, 33).replace(/^0+/, ''),
        nome: campo(q, 34, 73).trim(),
        endereco: campo(q, 74, 113).trim(),
        bairro: campo(q, 114, 128).trim(),
        cep,
        cidade: campo(q, 137, 151).trim(),
        uf: campo(q, 152, 153),
      },
    });
  }
  lido.registrosDoLote = Number(campo(linhas[linhas.length - 2] ?? '', 18, 23));
  lido.registrosDoArquivo = Number(campo(linhas[linhas.length - 1] ?? '', 24, 29));
  return lido;
}
