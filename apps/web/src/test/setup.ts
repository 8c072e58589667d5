// Set-up of the component tests (vitest project 'web', jsdom): what jsdom lacks and Mantine uses,
// and a clean document after each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configureContractMessages } from '../i18n/contract-messages.ts';
import { loadFeatureTexts } from '../i18n/feature-texts.ts';

afterEach(() => cleanup());

if (!window.matchMedia) {
  // An empty query matches every screen, as in a browser; any other reads as not matching.
  window.matchMedia = (query: string) =>
    ({
      matches: query.trim() === '',
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

Element.prototype.scrollIntoView ??= () => {};

// The screens' texts and the contract's messages, as the app sets them up (main.tsx) and the router
// loads them before a screen behind the login.
configureContractMessages();
await loadFeatureTexts();
