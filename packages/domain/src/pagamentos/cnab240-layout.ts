import { digitoNossoNumeroBradesco } from './boleto.ts';
import { alfanumerico, brancos, dataCnab, inscricao, numerico } from './retorno.ts';

/**
 * The records every CNAB 240 file shares (file header 0, lot header 1, details 3, file trailer 9):
 * cnab240.ts reads and writes the return file, cnab240-remessa.ts the remittance. The package
 * exports the files' functions and `ContaCobranca`, not these records.
 */

export const TAMANHO_CNAB240 = 240;
export const FIM_DE_LINHA = '\r\n';

/** The operator's collection account as the CNAB headers name it. */
export interface ContaCobranca {
  banco: string;
  agencia: string;
  carteira: string;
  conta: string;
  convenio: string;
  razaoSocial: string;
  cnpj: string;
}

export function identificacaoDoTitulo(carteira: string, nossoNumero: number): string {
  const numero = numerico(nossoNumero, 11);
  return `${numerico(carteira, 3) + numero + digitoNossoNumeroBradesco(carteira, numero)}00000`;
}

export function contaDoCedente(conta: ContaCobranca): string {
  // agency (5) + its digit (1) + account (12) + its digit (1) + agency/account digit (1)
  return `${numerico(conta.agencia, 5)} ${numerico(conta.conta, 12)}  `;
}

export function headerDoArquivo(
  conta: ContaCobranca,
  codigo: '1' | '2',
  sequencial: number,
  geradoEm: { data: string; hora: string },
): string {
  return (
    numerico(conta.banco, 3) +
    '0000' +
    '0' +
    brancos(9) +
    '2' +
    inscricao(conta.cnpj, 14) +
    alfanumerico(conta.convenio, 20) +
    contaDoCedente(conta) +
    alfanumerico(conta.razaoSocial, 30) +
    alfanumerico('BRADESCO', 30) +
    brancos(10) +
    codigo +
    dataCnab(geradoEm.data) +
    numerico(geradoEm.hora, 6) +
    numerico(sequencial, 6) +
    '084' +
    '01600' +
    brancos(20) +
    brancos(20) +
    brancos(29)
  );
}

export function headerDoLote(
  conta: ContaCobranca,
  operacao: 'R' | 'T',
  sequencial: number,
  geradoEm: string,
  creditoEm: string | null,
): string {
  return (
    numerico(conta.banco, 3) +
    '0001' +
    '1' +
    operacao +
    '01' +
    brancos(2) +
    '042' +
    ' ' +
    '2' +
    inscricao(conta.cnpj, 15) +
    alfanumerico(conta.convenio, 20) +
    contaDoCedente(conta) +
    alfanumerico(conta.razaoSocial, 30) +
    brancos(40) +
    brancos(40) +
    numerico(sequencial, 8) +
    dataCnab(geradoEm) +
    dataCnab(creditoEm) +
    brancos(33)
  );
}

export function trailerDoArquivo(banco: string, registros: number): string {
  return (
    numerico(banco, 3) +
    '9999' +
    '9' +
    brancos(9) +
    '000001' +
    numerico(registros, 6) +
    '000000' +
    brancos(205)
  );
}

export function detalhe(banco: string, sequencial: number, segmento: string, movimento: string): string {
  return `${numerico(banco, 3)}00013${numerico(sequencial, 5)}${segmento} ${movimento}`;
}

export const centavos = (valor: number, tamanho = 15) => numerico(valor, tamanho);
