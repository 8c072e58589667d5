import type { FastifyInstance } from 'fastify';
import type { SimulatorControls } from '../controls.ts';
import { cadastrosSchema, falhaSchema, parse } from '../protocol.ts';

export interface ControlsOptions {
  controls: SimulatorControls;
  /** Accept the controls from any address, not only loopback (a container reached from its host). */
  controlesRemotos: boolean;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The simulator's own controls under `/_sim` (not the authority's protocol). They need no
 * credentials, so they answer only callers on the same machine unless `controlesRemotos` is set.
 */
export async function controlRoutes(app: FastifyInstance, options: ControlsOptions): Promise<void> {
  const { controls } = options;
  if (!options.controlesRemotos) {
    app.addHook('onRequest', async (request, reply) => {
      if (LOOPBACK.test(request.socket.remoteAddress ?? '')) return;
      await reply.code(403).send({ status: 'Controles do simulador só atendem a própria máquina' });
    });
  }

  app.put('/cadastros', async (request, reply) => {
    const parsed = parse(cadastrosSchema, request.body ?? {});
    if (!parsed.ok) return reply.code(400).send(parsed.resposta);
    return controls.cadastrar(parsed.value);
  });

  app.put('/falha', async (request, reply) => {
    const parsed = parse(falhaSchema, request.body);
    if (!parsed.ok) return reply.code(400).send(parsed.resposta);
    return controls.falhar(parsed.value);
  });

  app.get('/estado', async () => controls.estado());

  app.post('/reiniciar', async () => controls.reiniciar());
}
