/** Languages offered by the language menu (SPEC §1), each named in its own language. */
export const LANGUAGES = [
  { code: 'en', label: 'English', flag: 'gb' },
  { code: 'es', label: 'Español', flag: 'es' },
  { code: 'pt-BR', label: 'Português', flag: 'br' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type FlagCode = (typeof LANGUAGES)[number]['flag'];

export const DEFAULT_LANGUAGE: LanguageCode = 'pt-BR';
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

const STORAGE_KEY = 'cfc.language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function languageByCode(code: string) {
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[2];
}

export function readStoredLanguage(): LanguageCode {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(code: LanguageCode): void {
  localStorage.setItem(STORAGE_KEY, code);
}
