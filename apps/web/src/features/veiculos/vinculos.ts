/** A period in which the vehicle belongs to the school; no end means it still does. */
export interface Periodo {
  readonly inicio: string;
  readonly fim: string | null;
}

/** Whether two periods share a day, both ends included (as the server and its database see it). */
export function overlapping(periodos: readonly Periodo[]): boolean {
  const sorted = [...periodos].sort((a, b) => a.inicio.localeCompare(b.inicio));
  return sorted.some((current, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && (previous.fim === null || previous.fim >= current.inicio);
  });
}

const HODOMETRO = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** The odometer in Brazilian format: 12345 becomes '12.345 km'. */
export function formatHodometro(km: number): string {
  return `${HODOMETRO.format(km)} km`;
}
