import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './platform/db/data-dir-lock.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo.ts';
import { type Platform, startPlatform } from './server.ts';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let lock: { release(): void } | null = null;
  try {
    // The embedded database lives in the data folder: one process at a time.
    if (config.database.kind === 'pglite') lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }

  let platform: Platform;
  try {
    platform = await startPlatform(config);
  } catch (error) {
    lock?.release();
    throw error;
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    platform.app.log.info({ signal }, 'encerrando');
    // Stop taking requests, let running ones and jobs finish, then close the database cleanly:
    // an embedded database interrupted mid-write is what this order avoids.
    const timer = setTimeout(() => {
      console.error('Encerramento demorou demais; saindo.');
      process.exit(1);
    }, 20_000);
    timer.unref();
    try {
      await platform.stop();
    } finally {
      lock?.release();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const bound = await platform.app.listen({ host: config.host, port: config.port });
  // With PORT=0 (tests) the system chose the port: say the address actually bound.
  const address = config.port === 0 ? bound : config.publicUrl;

  const engine = config.database.kind === 'pglite' ? `PGlite em ${config.database.dir}` : 'PostgreSQL';
  const lines = [
    '',
    `  CFC Plataforma pronta em ${address}  (banco: ${engine})`,
    `  Documentação da API: ${address}/api/docs`,
  ];
  if (platform.getranSimulator) lines.push(`  Simulador do GETRAN: ${platform.getranSimulator.url}`);
  if (platform.telegramSimulator)
    lines.push(`  Bot API do Telegram (simulada): ${platform.telegramSimulator.url}`);
  if (platform.nfseSimulator) lines.push(`  Emissor de NFS-e (simulado): ${platform.nfseSimulator.url}`);
  if (config.seedDemo) {
    lines.push(`  Acessos de demonstração (senha ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) lines.push(`    ${user.login.padEnd(22)} ${user.nome}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar a plataforma:', error);
  process.exit(1);
});
