import { defineConfig } from '@playwright/test';
import { E2E_ENV } from './tests/support/platform.ts';

/**
 * End-to-end tests in Debian's Chromium against the real platform on a fresh embedded database,
 * started by global-setup.ts on a free port (the workers read its address from the environment).
 * Spec files run two at a time, in any order: each creates the accounts and records it changes
 * (support/accounts.ts), and takes its turn with the demo accounts only the seed has
 * (support/lock.ts); the tests of one file run in order.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Two browsers and the platform share the machine's cores: a test takes longer than alone.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env[E2E_ENV.baseURL],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
