import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { es } from './es.ts';
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

// Resources are bundled, so initialising synchronously renders the first screen already translated.
void i18n.use(initReactI18next).init({
  initAsync: false,
  resources: {
    'pt-BR': { translation: ptBR },
    en: { translation: en },
    es: { translation: es },
  },
  lng: readStoredLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: LANGUAGES.map((language) => language.code),
  interpolation: { escapeValue: false },
});

export { i18n };
