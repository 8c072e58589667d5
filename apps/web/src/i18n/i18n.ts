import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  readStoredLanguage,
  storeLanguage,
} from './languages.ts';
import { type Messages, ptBR } from './pt-BR.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** Remembers the chosen language and tells the browser (and screen readers) which one is shown. */
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  if (isLanguageCode(language)) storeLanguage(language);
});

/**
 * English and Spanish load when chosen (the first load of a phone carries Portuguese only, issue 16's
 * budget); Portuguese is bundled.
 */
const OTHER_LANGUAGES: Record<string, () => Promise<Messages>> = {
  en: () => import('./en.ts').then((module) => module.en),
  es: () => import('./es.ts').then((module) => module.es),
};

const lazyLanguages: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const load = OTHER_LANGUAGES[language];
    if (!load) return callback(null, {});
    load().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

// Awaited, so the first screen renders already translated, also in a stored English or Spanish.
await i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    partialBundledLanguages: true,
    resources: { 'pt-BR': { translation: ptBR } },
    lng: readStoredLanguage(),
    // Portuguese, the shape of every language (pt-BR.ts), lacks nothing: only the others fall back.
    fallbackLng: { 'pt-BR': [], default: [FALLBACK_LANGUAGE] },
    supportedLngs: LANGUAGES.map((language) => language.code),
    interpolation: { escapeValue: false },
  });

export { i18n };
