import { ratearCentavos } from './dinheiro.ts';

/**
 * Instalment plans of extra charges (docs/finance.md, "Extra charges"): the amount split by
 * `ratearCentavos`, due monthly from the first due date on the same day of the month, or on the
 * month's last day when it is shorter (31/01 → 28/02 → 31/03).
 */

/** The date `meses` months after `date` ('YYYY-MM-DD'), its day kept or clamped to the month's end. */
export function addMonths(date: string, meses: number): string {
  const [ano, mes, dia] = date.split('-').map(Number) as [number, number, number];
  const indice = ano * 12 + (mes - 1) + meses;
  const alvoAno = Math.floor(indice / 12);
  const alvoMes = (indice % 12) + 1;
  const ultimoDia = new Date(Date.UTC(alvoAno, alvoMes, 0)).getUTCDate();
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(alvoAno, 4)}-${pad(alvoMes)}-${pad(Math.min(dia, ultimoDia))}`;
}

export interface ParcelaPlanejada {
  /** 1-based */
  numero: number;
  /** 'YYYY-MM-DD' */
  vencimento: string;
  valorCentavos: number;
}

/** The instalments of `totalCentavos` in `parcelas`, the first due on `primeiroVencimento`, then monthly. */
export function planoDeParcelas(
  totalCentavos: number,
  parcelas: number,
  primeiroVencimento: string,
): ParcelaPlanejada[] {
  return ratearCentavos(totalCentavos, parcelas).map((valorCentavos, i) => ({
    numero: i + 1,
    vencimento: addMonths(primeiroVencimento, i),
    valorCentavos,
  }));
}
