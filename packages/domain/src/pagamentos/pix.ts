import { createStaticPix, hasError, parsePix } from 'pix-utils';

/**
 * The PIX "copia e cola" of an invoice: a static BR Code (EMV® QRCPS-MPM payload, Manual de Padrões
 * para Iniciação do Pix, Banco Central do Brasil) built by pix-utils, with the amount and the invoice's
 * identifier (txid) so the payment can be matched.
 */

export interface RecebedorPix {
  /** The operator's PIX key (CNPJ, e-mail, phone or random key). */
  chave: string;
  /** Up to 25 characters. */
  nome: string;
  /** Up to 15 characters. */
  cidade: string;
}

export interface CobrancaPix {
  recebedor: RecebedorPix;
  valorCentavos: number;
  /** Up to 25 letters and digits: the invoice's identifier. */
  txid: string;
}

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) as field 63 of a BR Code carries it. */
export function crc16Pix(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Whether a BR Code ends with the right CRC of everything before it (up to and including '6304'). */
export function brCodeIntegro(brCode: string): boolean {
  const corpo = brCode.slice(0, -4);
  return corpo.endsWith('6304') && crc16Pix(corpo) === brCode.slice(-4);
}

export function gerarPixCopiaECola({ recebedor, valorCentavos, txid }: CobrancaPix): string {
  if (!Number.isInteger(valorCentavos) || valorCentavos <= 0) {
    throw new RangeError(`Valor inválido para PIX: ${valorCentavos}`);
  }
  if (!/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new RangeError(`txid inválido: ${txid}`);
  const pix = createStaticPix({
    merchantName: recebedor.nome.slice(0, 25),
    merchantCity: recebedor.cidade.slice(0, 15),
    pixKey: recebedor.chave,
    transactionAmount: valorCentavos / 100,
    txid,
  });
  if (hasError(pix)) throw new Error(`PIX inválido: ${pix.message}`);
  return pix.toBRCode();
}

export interface PixLido {
  chave: string;
  valorCentavos: number;
  txid: string;
}

/** The key, amount and txid of a static BR Code, or null when it is not one or its CRC is wrong. */
export function lerPixCopiaECola(brCode: string): PixLido | null {
  if (!brCodeIntegro(brCode)) return null;
  const pix = parsePix(brCode);
  if (hasError(pix) || pix.type !== 'STATIC') return null;
  return {
    chave: pix.pixKey,
    valorCentavos: Math.round(Number(pix.transactionAmount ?? 0) * 100),
    txid: pix.txid ?? '',
  };
}
