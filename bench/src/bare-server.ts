// The upper limit of any endpoint on this machine: Fastify answering a constant, nothing else.
// Started by bench/run.ts in its own process; prints its port on the first line.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const reply = { success: true, dados: { ok: true } };
app.get('/', async () => reply);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(typeof address === 'object' && address ? address.port : 0);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
