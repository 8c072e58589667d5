import { loadContractMessages } from './contract-messages.ts';
import { i18n } from './i18n.ts';

let loading: Promise<void> | undefined;

/**
 * Adds the Portuguese texts of the screens behind the login (pt-BR-features.ts) once, before the
 * first of those screens renders: the login pages do not carry them (issue 16's first-load budget).
 * English and Spanish load whole when chosen, so only Portuguese is split. The contract's messages
 * (contract-messages.ts) load with them.
 */
export function loadFeatureTexts(): Promise<void> {
  loading ??= Promise.all([import('./pt-BR-features.ts'), loadContractMessages()]).then(
    ([{ ptBRFeatures }]) => {
      i18n.addResourceBundle('pt-BR', 'translation', ptBRFeatures, true, false);
    },
    (error: unknown) => {
      // A failed load (network, new deployment) is tried again by the next screen.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
