/**
 * Money rules of finance (docs/finance.md, "Money and rounding"). Amounts are integer cents, rates
 * integer basis points (1 bp = 0.01 %). Every share is rounded once, half away from zero, at the
 * line it belongs to; a sum is the sum of rounded lines, never a rounding of a sum, so every total
 * of a report adds up to the lines shown.
 */

/** `centavos` × `pontosBase` / 10 000, rounded half away from zero. */
export function aplicarPontosBase(centavos: number, pontosBase: number): number {
  if (!Number.isInteger(centavos) || !Number.isInteger(pontosBase)) {
    throw new RangeError('Valores em centavos e pontos-base inteiros.');
  }
  const produto = centavos * pontosBase;
  const sinal = produto < 0 ? -1 : 1;
  return sinal * Math.floor((Math.abs(produto) + 5000) / 10_000);
}

/**
 * Splits an amount into `partes` instalments that differ by at most one cent and add up to it
 * exactly; the first instalments carry the leftover cents.
 */
export function ratearCentavos(centavos: number, partes: number): number[] {
  if (!Number.isInteger(centavos) || centavos < 0)
    throw new RangeError('Valor em centavos inteiro e positivo.');
  if (!Number.isInteger(partes) || partes < 1) throw new RangeError('Ao menos uma parcela.');
  const base = Math.floor(centavos / partes);
  const sobra = centavos - base * partes;
  return Array.from({ length: partes }, (_, i) => base + (i < sobra ? 1 : 0));
}

/** The situation people read: an open invoice past its due date (`hoje` 'YYYY-MM-DD') is overdue. */
export function situacaoDaFatura(
  status: 'aberta' | 'paga' | 'cancelada',
  vencimento: string,
  hoje: string,
): 'aberta' | 'vencida' | 'paga' | 'cancelada' {
  return status === 'aberta' && vencimento < hoje ? 'vencida' : status;
}
