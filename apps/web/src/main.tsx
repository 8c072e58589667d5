import { configureCatalogueMessages, isMessageLanguage } from '@cfc/contract';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';

// The contract's schemas check the forms too: their messages come in the language of the menu.
configureCatalogueMessages(() => (isMessageLanguage(i18next.language) ? i18next.language : 'pt-BR'));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
