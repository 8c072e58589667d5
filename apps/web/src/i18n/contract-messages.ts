import {
  configureCatalogueMessages,
  isMessageLanguage,
  type MessageRef,
  type Translate,
} from '@cfc/contract';
import i18next from 'i18next';

let translate: Translate | undefined;
let loading: Promise<void> | undefined;

/**
 * The contract's message catalogue (the texts of its validation messages, in the three languages):
 * loaded once, after the first page, not with it (issue 16's first-load budget). The screens behind
 * the login wait for it with their texts (feature-texts.ts), a form before it checks its fields
 * (ui/form/useContractForm.ts).
 */
export function loadContractMessages(): Promise<void> {
  loading ??= import('./contract-catalogue.ts').then(
    (catalogue) => {
      translate = catalogue.translate;
    },
    (error: unknown) => {
      // A failed load (network, new deployment) is tried again by the next form or screen.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A message's code, what it reads as while the catalogue has not loaded. */
const codeOf = (ref: MessageRef): string => (typeof ref === 'string' ? ref : ref.code);

/** The contract's schemas check the forms too: their messages come in the language of the menu. */
export function configureContractMessages(): void {
  configureCatalogueMessages(
    (language, ref) => (translate ? translate(language, ref) : codeOf(ref)),
    () => (isMessageLanguage(i18next.language) ? i18next.language : 'pt-BR'),
  );
}
