/**
 * The boleto's barcode and its "linha digitável", per FEBRABAN's layout for bank collection slips
 * (Especificações Técnicas para Confecção de Boleto de Pagamento, FEBRABAN), and the due-date factor.
 *
 * Barcode (44 digits): bank (3), currency '9' (1), general check digit (1), due-date factor (4),
 * amount in cents (10), the bank's free field (25). The free field here is Bradesco's (bank 237):
 * agency (4), wallet (2), "nosso número" (11), account (7), '0'.
 */

/** Day 0 of the factor: 07/10/1997. The factor of 03/07/2000 is 1000. */
const BASE_DO_FATOR = Date.UTC(1997, 9, 7);
const DIA_MS = 86_400_000;
/**
 * The factor ran from 1000 to 9999 and reached 9999 on 21/02/2025; from 22/02/2025 it starts again at
 * 1000 (FEBRABAN, Comunicado "Fator de vencimento", 2023). Every 9000 days it wraps.
 */
const CICLO_DO_FATOR = 9000;

function diasDesdeABase(data: string): number {
  const [ano = Number.NaN, mes = Number.NaN, dia = Number.NaN] = data.split('-').map(Number);
  return Math.round((Date.UTC(ano, mes - 1, dia) - BASE_DO_FATOR) / DIA_MS);
}

function dataISO(dias: number): string {
  return new Date(BASE_DO_FATOR + dias * DIA_MS).toISOString().slice(0, 10);
}

/** The due-date factor of a date 'YYYY-MM-DD' from 03/07/2000 on (1000..9999, wrapping). */
export function fatorDeVencimento(vencimento: string): number {
  const dias = diasDesdeABase(vencimento);
  if (dias < 1000) throw new RangeError(`Vencimento anterior a 03/07/2000: ${vencimento}`);
  return ((dias - 1000) % CICLO_DO_FATOR) + 1000;
}

/**
 * The due date of a factor. A factor names one day in every 9000: the one meant is the one nearest to
 * `referencia` (the day the slip is read), within 3000 days before it and 6000 after it.
 */
export function vencimentoDoFator(fator: number, referencia: string): string {
  if (!Number.isInteger(fator) || fator < 1000 || fator > 9999) {
    throw new RangeError(`Fator de vencimento inválido: ${fator}`);
  }
  const hoje = diasDesdeABase(referencia);
  let dias = fator;
  while (dias < hoje - 3000) dias += CICLO_DO_FATOR;
  return dataISO(dias);
}

/** Module-10 check digit: weights 2,1,2,1… from the right, digits of each product summed. */
export function digitoModulo10(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i -= 1) {
    const produto = Number(numero[i]) * peso;
    soma += produto > 9 ? produto - 9 : produto;
    peso = peso === 2 ? 1 : 2;
  }
  return (10 - (soma % 10)) % 10;
}

/** The barcode's general check digit: module 11, weights 2..9 from the right; 0, 10 and 11 give 1. */
export function digitoGeralModulo11(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i -= 1) {
    soma += Number(numero[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const digito = 11 - (soma % 11);
  return digito === 0 || digito === 10 || digito === 11 ? 1 : digito;
}

/** Bradesco's check digit of the "nosso número": module 11 base 7 over wallet + number; 10 is 'P'. */
export function digitoNossoNumeroBradesco(carteira: string, nossoNumero: string): string {
  const numero = carteira.padStart(2, '0') + nossoNumero.padStart(11, '0');
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i -= 1) {
    soma += Number(numero[i]) * peso;
    peso = peso === 7 ? 2 : peso + 1;
  }
  const resto = soma % 11;
  if (resto === 0) return '0';
  return resto === 1 ? 'P' : String(11 - resto);
}

export interface Cedente {
  /** The bank's code, '237' (Bradesco). */
  banco: string;
  agencia: string;
  carteira: string;
  conta: string;
}

export interface DadosDoBoleto {
  cedente: Cedente;
  nossoNumero: number;
  valorCentavos: number;
  /** 'YYYY-MM-DD' */
  vencimento: string;
}

export interface Boleto {
  /** 44 digits */
  codigoBarras: string;
  /** 47 digits, without the dots and spaces of its printed form */
  linhaDigitavel: string;
}

function digitos(valor: string, tamanho: number, campo: string): string {
  if (!/^\d+$/.test(valor) || valor.length > tamanho) {
    throw new RangeError(`${campo} deve ter até ${tamanho} dígitos: ${valor}`);
  }
  return valor.padStart(tamanho, '0');
}

export function campoLivreBradesco(cedente: Cedente, nossoNumero: number): string {
  return (
    digitos(cedente.agencia, 4, 'Agência') +
    digitos(cedente.carteira, 2, 'Carteira') +
    digitos(String(nossoNumero), 11, 'Nosso número') +
    digitos(cedente.conta, 7, 'Conta') +
    '0'
  );
}

/** The barcode and the linha digitável of a boleto. */
export function gerarBoleto(dados: DadosDoBoleto): Boleto {
  const { cedente, valorCentavos } = dados;
  if (!Number.isInteger(valorCentavos) || valorCentavos < 0 || valorCentavos > 99_999_999_99) {
    throw new RangeError(`Valor inválido para boleto: ${valorCentavos}`);
  }
  const banco = digitos(cedente.banco, 3, 'Banco');
  const fator = String(fatorDeVencimento(dados.vencimento));
  const valor = String(valorCentavos).padStart(10, '0');
  const livre = campoLivreBradesco(cedente, dados.nossoNumero);
  const semDigito = `${banco}9${fator}${valor}${livre}`;
  const dv = digitoGeralModulo11(semDigito);
  const codigoBarras = `${banco}9${dv}${fator}${valor}${livre}`;
  return { codigoBarras, linhaDigitavel: linhaDigitavelDoCodigo(codigoBarras) };
}

/** The linha digitável of a 44-digit barcode: three fields with module-10 digits, the DV, factor+amount. */
export function linhaDigitavelDoCodigo(codigoBarras: string): string {
  if (!/^\d{44}$/.test(codigoBarras)) throw new RangeError('O código de barras tem 44 dígitos.');
  const campo1 = codigoBarras.slice(0, 4) + codigoBarras.slice(19, 24);
  const campo2 = codigoBarras.slice(24, 34);
  const campo3 = codigoBarras.slice(34, 44);
  return (
    campo1 +
    digitoModulo10(campo1) +
    campo2 +
    digitoModulo10(campo2) +
    campo3 +
    digitoModulo10(campo3) +
    codigoBarras[4] +
    codigoBarras.slice(5, 19)
  );
}

/** The 44-digit barcode back from a linha digitável (what a payer types). */
export function codigoDaLinhaDigitavel(linha: string): string {
  const numero = linha.replace(/\D/g, '');
  if (numero.length !== 47) throw new RangeError('A linha digitável tem 47 dígitos.');
  return (
    numero.slice(0, 4) +
    numero[32] +
    numero.slice(33, 47) +
    numero.slice(4, 9) +
    numero.slice(10, 20) +
    numero.slice(21, 31)
  );
}

/** Whether a linha digitável's three field digits and general digit are right. */
export function linhaDigitavelValida(linha: string): boolean {
  const numero = linha.replace(/\D/g, '');
  if (!/^\d{47}$/.test(numero)) return false;
  const campos: [string, string][] = [
    [numero.slice(0, 9), numero.charAt(9)],
    [numero.slice(10, 20), numero.charAt(20)],
    [numero.slice(21, 31), numero.charAt(31)],
  ];
  if (campos.some(([campo, dv]) => String(digitoModulo10(campo)) !== dv)) return false;
  const codigo = codigoDaLinhaDigitavel(numero);
  return String(digitoGeralModulo11(codigo.slice(0, 4) + codigo.slice(5))) === codigo[4];
}

/** The printed form: 'AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV'. */
export function formatarLinhaDigitavel(linha: string): string {
  const n = linha.replace(/\D/g, '');
  return `${n.slice(0, 5)}.${n.slice(5, 10)} ${n.slice(10, 15)}.${n.slice(15, 21)} ${n.slice(21, 26)}.${n.slice(26, 32)} ${n[32]} ${n.slice(33)}`;
}
