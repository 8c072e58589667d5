import { type RawBuilder, sql } from 'kysely';

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/** Lower case without accents, the way searches compare names: 'José' and 'jose' match. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** An ILIKE pattern that finds `text` anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** True where `column` contains `text`, ignoring case and accents. */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`translate(lower(${sql.ref(column)}), ${ACCENTED}, ${PLAIN}) like ${containsPattern(plain(text))}`;
}
