/** Where global-setup.ts says the platform under test runs (it chooses free ports). */
export const E2E_ENV = {
  baseURL: 'E2E_BASE_URL',
  simulator: 'E2E_SIMULATOR_URL',
  dataDir: 'E2E_DATA_DIR',
} as const;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} não definido: os testes e2e rodam pelo playwright.config.ts.`);
  return value;
}

/** The embedded GETRAN simulator beside the platform; its /_sim controls need no credentials. */
export const simulatorUrl = (): string => required(E2E_ENV.simulator);

/** The platform's data folder (its mail outbox is there: no SMTP in the tests). */
export const dataDir = (): string => required(E2E_ENV.dataDir);
