import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The stand-alone simulator of the traffic-authority (GETRAN/DETRAN) service. Today it only
 * answers its health check and describes itself; the lesson checks and the failure switches
 * come with the GETRAN sending work.
 */
export function buildSimulator(options: { mode: 'producao' | 'homologacao' }): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/health', async (_request, reply) => reply.type('text/plain').send('ok'));
  app.get('/', async () => ({ servico: 'Simulador GETRAN', modo: options.mode }));
  return app;
}
