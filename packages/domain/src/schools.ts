/** The 27 federative units, the states a school or a traffic authority belongs to. */
export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export type Uf = (typeof UFS)[number];

export function isUf(value: string): value is Uf {
  return (UFS as readonly string[]).includes(value);
}

/** The operator's own school has this fixed tenant key. */
export const OPERATOR_SLUG = 'public';

/**
 * The tenant key of a school (ARCHITECTURE §4): its trade name in lower case, accents removed,
 * spaces and punctuation dropped. "Autoescola São José - Centro" becomes "autoescolasaojosecentro".
 */
export function schoolSlug(nomeFantasia: string): string {
  return nomeFantasia
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
