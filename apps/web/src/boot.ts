import { configureCatalogueMessages, isMessageLanguage } from '@cfc/contract';
import i18next from 'i18next';
import { z } from 'zod';

// Zod probes `new Function` when it builds its first object schema, and the Content-Security-Policy
// (no 'unsafe-eval') reports each probe as a violation. The app's modules build schemas as they
// load, so they are loaded only once zod is told not to probe.
z.config({ jitless: true });
// The contract's schemas check the forms too: their messages come in the language of the menu.
configureCatalogueMessages(() => (isMessageLanguage(i18next.language) ? i18next.language : 'pt-BR'));
await import('./main.tsx');
