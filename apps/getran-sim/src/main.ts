import { buildSimulator } from './app.ts';

const port = Number(process.env.GETRAN_SIM_PORT ?? 3900);
const mode = process.env.GETRAN_SIM_MODE === 'homologacao' ? 'homologacao' : 'producao';
const app = buildSimulator({ mode });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: '127.0.0.1', port });
console.log(`Simulador GETRAN (${mode}) em http://127.0.0.1:${port}`);
