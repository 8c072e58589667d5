import { startSimulator } from './server.ts';

/**
 * The simulator on its own (`npm start -w @cfc/getran-sim`). Its controls under `/_sim` need no
 * credentials: keep it on loopback (the default host) unless the network around it is trusted.
 */
const env = process.env;
const simulator = await startSimulator({
  port: Number(env.GETRAN_SIM_PORT ?? 3900),
  host: env.GETRAN_SIM_HOST ?? '127.0.0.1',
  usuario: env.GETRAN_SIM_USUARIO ?? 'cfc',
  senha: env.GETRAN_SIM_SENHA ?? 'cfc',
  arquivo: env.GETRAN_SIM_ARQUIVO || undefined,
  controlesRemotos: env.GETRAN_SIM_CONTROLES_REMOTOS === '1',
  logger: true,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}

console.log(`Simulador GETRAN em ${simulator.url} (produção em /api, homologação em /homologacao/api)`);
