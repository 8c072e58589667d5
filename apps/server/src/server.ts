import { type StartedSimulator, startSimulator } from '@cfc/getran-sim';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { registrarNoSimulador } from './modules/getran/cadastros.ts';
import { type NfseSimulator, pedirVarreduraNfse, startNfseSimulator } from './modules/nfse/index.ts';
import { avaliarAptidaoAgora } from './modules/processos/aptidao-job.ts';
import { startTelegramSimulator, type TelegramSimulator } from './modules/telegram/simulador.ts';
import { SecretBox } from './platform/crypto/sealed.ts';
import { type Database, type EngineConfig, openDatabase } from './platform/db/engine.ts';
import { analyzeDatabase, migrate } from './platform/db/migrate.ts';
import { storageFrom } from './platform/storage/storage.ts';
import { seedDemo } from './seed/demo.ts';

/** A running platform: the HTTP app, its database and its job queue, stopped in the right order. */
export interface Platform {
  app: FastifyInstance;
  database: Database;
  seeded: boolean;
  /** The embedded GETRAN simulator, when no GETRAN_URL is configured (docs/getran.md). */
  getranSimulator: StartedSimulator | null;
  /** The embedded fake Telegram Bot API, when no bot is configured (docs/monitoring.md). */
  telegramSimulator: TelegramSimulator | null;
  /** The embedded NFS-e issuer, when no NFSE_URL is configured (docs/finance.md). */
  nfseSimulator: NfseSimulator | null;
  stop(): Promise<void>;
}

/**
 * Opens the database, applies migrations, seeds the demo data on an empty database, builds the
 * app and starts the jobs. Used by main.ts and by the tests, so both run the same start-up.
 */
export async function startPlatform(
  config: Config,
  options: { engine?: EngineConfig; serveWeb?: boolean } = {},
): Promise<Platform> {
  const database = await openDatabase(options.engine ?? config.database, config.databaseLimits);
  let simulator: StartedSimulator | null = null;
  let telegramSim: TelegramSimulator | null = null;
  let nfseSim: NfseSimulator | null = null;
  try {
    const seeded = await database.exclusiveStartup(async () => {
      const migrated = await migrate(database.pool);
      const seeded = config.seedDemo
        ? await seedDemo(database.db, new SecretBox(config.jwtSecret), storageFrom(config.storage))
        : false;
      // The planner's statistics must know the new tables and rows before the first request.
      if (migrated.length || seeded) await analyzeDatabase(database.pool, database.limits.longStatementMs);
      return seeded;
    });
    let running = config;
    if (config.getran.simulador) {
      // No GETRAN configured outside production: the simulator on loopback stands in for it.
      const { port, arquivo } = config.getran.simulador;
      const { credenciais } = config.getran;
      simulator = await startSimulator({
        port,
        host: '127.0.0.1',
        arquivo,
        usuario: credenciais.usuario,
        senha: credenciais.senha,
      });
      await registrarNoSimulador(database.db, simulator.url);
      const padrao = { url: simulator.url, ...credenciais };
      running = { ...config, getran: { ...config.getran, padrao: config.getran.padrao ?? padrao } };
    }
    if (config.telegram.simulador && config.telegram.token) {
      // No Telegram bot configured outside production: the fake Bot API on loopback stands in for it.
      telegramSim = await startTelegramSimulator({
        token: config.telegram.token,
        port: config.telegram.simulador.port,
      });
      running = { ...running, telegram: { ...running.telegram, apiUrl: telegramSim.url } };
    }
    if (config.financeiro.nfse.simulador) {
      // No NFS-e issuer configured outside production: the simulator on loopback stands in for it.
      nfseSim = await startNfseSimulator({ port: config.financeiro.nfse.simulador.port });
      const nfse = { ...running.financeiro.nfse, url: nfseSim.url };
      running = { ...running, financeiro: { ...running.financeiro, nfse } };
    }
    const app = await buildApp({ config: running, database, serveWeb: options.serveWeb ?? true });
    await app.ready();
    // pg-boss creates or migrates its tables, and takes over pg-boss 10's: one instance at a time there too.
    await database.exclusiveStartup(() => app.jobs.start());
    // The demo's processes were just written: their eligibility is worked out now, not at the next minute.
    if (seeded) await avaliarAptidaoAgora(app.jobs, app.log);
    // Paid invoices get their NFS-e now rather than at the next minute.
    await pedirVarreduraNfse(app.jobs, app.log);
    const started = simulator;
    const startedTelegram = telegramSim;
    const startedNfse = nfseSim;
    return {
      app,
      database,
      seeded,
      getranSimulator: started,
      telegramSimulator: startedTelegram,
      nfseSimulator: startedNfse,
      async stop() {
        await app.close();
        await app.jobs.stop();
        await started?.close();
        await startedTelegram?.close();
        await startedNfse?.close();
        await database.close();
      },
    };
  } catch (error) {
    await simulator?.close();
    await telegramSim?.close();
    await nfseSim?.close();
    await database.close();
    throw error;
  }
}
