import { parseArgs } from 'node:util';
import { dateField } from '@cfc/contract';
import { ConfigError, loadConfig } from '../../config.ts';
import { DataDirLockedError, lockDataDir } from '../../platform/db/data-dir-lock.ts';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import { startPlatform } from '../../server.ts';
import { enfileirarEnvio } from './jobs.ts';
import { criarLote, executarLote } from './lotes.ts';

/**
 * `npm run getran -- reenviar --school SLUG --de AAAA-MM-DD --ate AAAA-MM-DD [--teste]`: the
 * 'Limpar Status e Enviar' batch from the command line, on the platform's configured database and
 * GETRAN. Lessons the authority does not answer are queued for the running platform to retry.
 */
const USAGE = 'Uso: npm run getran -- reenviar --school SLUG --de AAAA-MM-DD --ate AAAA-MM-DD [--teste]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      school: { type: 'string' },
      de: { type: 'string' },
      ate: { type: 'string' },
      teste: { type: 'boolean', default: false },
    },
  });
  if (positionals[0] !== 'reenviar' || !values.school || !values.de || !values.ate) fail(USAGE);
  if (
    !dateField.safeParse(values.de).success ||
    !dateField.safeParse(values.ate).success ||
    values.ate < values.de
  ) {
    fail(`Período inválido: ${values.de} a ${values.ate}.\n${USAGE}`);
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({
      ...process.env,
      JOBS_ENABLED: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  let lock: { release(): void } | null = null;
  try {
    if (config.database.kind === 'pglite') lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      fail(`${error.message}\nPare a plataforma ou use o botão 'Limpar Status e Enviar'.`);
    throw error;
  }

  const platform = await startPlatform(config, { serveWeb: false });
  try {
    const slug = values.school.trim().toLowerCase();
    const school = await withSystem(platform.database.db, () =>
      systemDb()
        .selectFrom('autoescolas')
        .select(['id', 'nome_fantasia'])
        .where('slug', '=', slug)
        .executeTakeFirst(),
    );
    if (!school) fail(`Autoescola não encontrada: ${slug}`);
    const deps = { db: platform.database.db, getran: platform.app.config.getran };
    const ambiente = values.teste ? 'homologacao' : 'producao';
    const loteId = await criarLote(deps, {
      autoescolaId: school.id,
      ambiente,
      inicio: values.de,
      fim: values.ate,
      usuarioId: null,
    });
    console.log(
      `Reenviando as aulas de ${school.nome_fantasia} de ${values.de} a ${values.ate} (${ambiente})...`,
    );
    const started = performance.now();
    const contagem = await executarLote(
      deps,
      { autoescolaId: school.id, loteId, usuarioId: null },
      (aulaId) =>
        enfileirarEnvio(
          platform.app.jobs,
          deps,
          { autoescolaId: school.id, aulaId, ambiente, usuarioId: null, loteId },
          'depois',
        ).then(() => undefined),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Lote ${loteId}: ${contagem.total} aula(s) enviada(s) em ${seconds.toFixed(1)} s — ${contagem.aceitas} aceita(s), ` +
        `${contagem.rejeitadas} recusada(s), ${contagem.falhas} sem resposta (na fila de reenvio); ` +
        `${contagem.limpas} status de recusa limpo(s).`,
    );
  } finally {
    await platform.stop();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error('Falha no reenvio:', error);
  process.exit(1);
});
