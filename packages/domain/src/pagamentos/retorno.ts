/**
 * What a bank return file says, whatever its layout (CNAB 240, CNAB 400 or our CSV), and the
 * fixed-width fields the CNAB layouts are made of. Positions are 1-based and inclusive, as the
 * banks' manuals print them.
 */

export type FormatoRetorno = 'cnab240' | 'cnab400' | 'csv';

/** One title the bank reports on: a payment when `liquidacao`, otherwise a notice (entry confirmed, write-off…). */
export interface TituloDoRetorno {
  /** The line of the file that names the title (segment T, the type-1 detail, the CSV row). */
  linha: number;
  nossoNumero: number;
  /** The bank's occurrence code, '06' for a liquidation. */
  ocorrencia: string;
  ocorrenciaDescricao: string;
  /** Whether the occurrence means money received (06, 15, 17). */
  liquidacao: boolean;
  /** The title's face value as the bank has it; null in a CSV. */
  valorTituloCentavos: number | null;
  /** What the payer paid (interest included, discount deducted). */
  valorPagoCentavos: number;
  tarifaCentavos: number;
  jurosCentavos: number;
  descontoCentavos: number;
  /** 'YYYY-MM-DD': the day of the occurrence (the payment). */
  pagoEm: string | null;
  /** 'YYYY-MM-DD': the day the money reaches the account. */
  creditoEm: string | null;
}

/** A line the parser could not read, with the reason in Portuguese. */
export interface ErroDoRetorno {
  linha: number;
  motivo: string;
}

export interface RetornoLido {
  formato: FormatoRetorno;
  titulos: TituloDoRetorno[];
  /** Empty for a well-formed file; any error makes the whole file refused (nothing half-applied). */
  erros: ErroDoRetorno[];
}

/** The occurrences that mean money received, shared by both CNAB layouts. */
export const OCORRENCIAS_LIQUIDACAO = ['06', '15', '17'] as const;

const OCORRENCIAS: Readonly<Record<string, string>> = {
  '02': 'Entrada confirmada',
  '03': 'Entrada rejeitada',
  '06': 'Liquidação',
  '09': 'Baixa',
  '10': 'Baixa conforme instrução',
  '12': 'Abatimento concedido',
  '14': 'Vencimento alterado',
  '15': 'Liquidação em cartório',
  '17': 'Liquidação após baixa ou título não registrado',
  '28': 'Débito de tarifas/custas',
};

export function descricaoDaOcorrencia(codigo: string): string {
  return OCORRENCIAS[codigo] ?? `Ocorrência ${codigo}`;
}

export function isLiquidacao(codigo: string): boolean {
  return (OCORRENCIAS_LIQUIDACAO as readonly string[]).includes(codigo);
}

// ---------- Fixed-width fields ----------

/** The text at positions `de`..`ate` (1-based, inclusive). */
export function campo(linha: string, de: number, ate: number): string {
  return linha.slice(de - 1, ate);
}

/** A numeric field: digits, zero-padded on the left; refuses what does not fit. */
export function numerico(valor: number | string, tamanho: number): string {
  const texto = String(valor);
  if (!/^\d*$/.test(texto) || texto.length > tamanho) {
    throw new RangeError(`Valor numérico não cabe em ${tamanho} posições: ${texto}`);
  }
  return texto.padStart(tamanho, '0');
}

/**
 * An alphanumeric field: upper case without accents, only the characters banks accept, padded with
 * blanks on the right and cut at its size.
 */
export function alfanumerico(texto: string | null | undefined, tamanho: number): string {
  const limpo = (texto ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .,/\-&]/g, ' ');
  return limpo.slice(0, tamanho).padEnd(tamanho, ' ');
}

/** Blanks. */
export function brancos(tamanho: number): string {
  return ' '.repeat(tamanho);
}

/** A document number (CPF/CNPJ, alphanumeric CNPJ included) right-aligned with zeros. */
export function inscricao(documento: string | null | undefined, tamanho: number): string {
  const limpo = (documento ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
  return limpo.slice(-tamanho).padStart(tamanho, '0');
}

/** A date 'YYYY-MM-DD' as DDMMAAAA (or DDMMAA), zeros when absent. */
export function dataCnab(iso: string | null | undefined, digitosDoAno: 2 | 4 = 4): string {
  if (!iso) return '0'.repeat(4 + digitosDoAno);
  const [ano = '', mes = '', dia = ''] = iso.split('-');
  return `${dia}${mes}${ano.slice(-digitosDoAno)}`;
}

function dataValida(ano: number, mes: number, dia: number): boolean {
  const data = new Date(Date.UTC(ano, mes - 1, dia));
  return data.getUTCFullYear() === ano && data.getUTCMonth() === mes - 1 && data.getUTCDate() === dia;
}

/** Reads DDMMAAAA or DDMMAA: null for zeros, undefined when it is not a date. */
export function lerDataCnab(texto: string): string | null | undefined {
  if (/^0+$/.test(texto) || /^ +$/.test(texto)) return null;
  if (!/^\d{6}(\d{2})?$/.test(texto)) return undefined;
  const dia = Number(texto.slice(0, 2));
  const mes = Number(texto.slice(2, 4));
  const ano = texto.length === 8 ? Number(texto.slice(4)) : 2000 + Number(texto.slice(4));
  if (!dataValida(ano, mes, dia)) return undefined;
  return `${String(ano).padStart(4, '0')}-${texto.slice(2, 4)}-${texto.slice(0, 2)}`;
}

/** The reasons of one line, gathered while its fields are read. */
export class LeitorDeLinha {
  readonly motivos: string[] = [];
  private readonly linha: string;

  constructor(linha: string) {
    this.linha = linha;
  }

  texto(de: number, ate: number): string {
    return campo(this.linha, de, ate);
  }

  /** A whole number; records the reason and answers 0 when the field has anything but digits. */
  numero(de: number, ate: number, nome: string): number {
    const valor = campo(this.linha, de, ate);
    if (!/^\d+$/.test(valor)) {
      this.motivos.push(`${nome} (posições ${de} a ${ate}) não é numérico: "${valor.trim()}".`);
      return 0;
    }
    return Number(valor);
  }

  data(de: number, ate: number, nome: string): string | null {
    const valor = campo(this.linha, de, ate);
    const data = lerDataCnab(valor);
    if (data === undefined) {
      this.motivos.push(`${nome} (posições ${de} a ${ate}) não é uma data válida: "${valor.trim()}".`);
      return null;
    }
    return data;
  }
}

/** The file's lines, without the line breaks (CR LF or LF) and the last empty line. */
export function linhasDoArquivo(texto: string): string[] {
  const linhas = texto.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (linhas.length > 0 && linhas[linhas.length - 1]?.trim() === '') linhas.pop();
  return linhas;
}
