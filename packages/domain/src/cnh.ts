/**
 * CNH categories and what an instructor may teach (Lei 12.302/2010: an instructor teaches only
 * categories equal to or below those of their own licence). Motorcycles (A, and ACC under it)
 * and four-wheel vehicles (B < C < D < E) are separate ladders.
 */
export const CNH_CATEGORIES = ['ACC', 'A', 'B', 'C', 'D', 'E'] as const;
export type CnhCategory = (typeof CNH_CATEGORIES)[number];

const FOUR_WHEELS: CnhCategory[] = ['B', 'C', 'D', 'E'];

/** Reads a licence's categories as written on it: 'AB', 'AE', 'D', 'ACC'. */
export function parseCnhCategories(value: string): CnhCategory[] | null {
  const text = value.trim().toUpperCase();
  if (text === 'ACC') return ['ACC'];
  if (!/^A?[B-E]?$/.test(text) || text === '') return null;
  return [...text] as CnhCategory[];
}

/** Every category a holder of `licence` may teach. */
export function categoriesTaughtBy(licence: string): CnhCategory[] {
  const held = parseCnhCategories(licence) ?? [];
  const taught = new Set<CnhCategory>();
  for (const category of held) {
    if (category === 'ACC') taught.add('ACC');
    if (category === 'A') {
      taught.add('ACC');
      taught.add('A');
    }
    const rung = FOUR_WHEELS.indexOf(category);
    for (const lower of FOUR_WHEELS.slice(0, rung + 1)) taught.add(lower);
  }
  return CNH_CATEGORIES.filter((category) => taught.has(category));
}

export function canTeach(licence: string, category: CnhCategory): boolean {
  return categoriesTaughtBy(licence).includes(category);
}
