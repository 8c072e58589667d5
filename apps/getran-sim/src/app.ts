import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { SimulatorControls } from './controls.ts';
import { FailureSwitch } from './failures.ts';
import { StateFile } from './persistence.ts';
import { invalida, STATUS } from './protocol.ts';
import { authorityRoutes } from './routes/authority.ts';
import { controlRoutes } from './routes/controls.ts';
import { SimulatorStore, type Snapshot } from './store.ts';

export interface SimulatorOptions {
  /** Basic auth of the authority's calls; default `cfc`. */
  usuario?: string;
  /** Default `cfc`. */
  senha?: string;
  /** The authority's clock (reception times, the audit of old lessons); default the real one. */
  now?: () => Date;
  /** A JSON file holding the registry and the lessons: loaded at start, rewritten after each change. */
  arquivo?: string;
  /** Answer `/_sim` controls from any address, not only loopback; default false. */
  controlesRemotos?: boolean;
  /** Fastify's logger; default off. */
  logger?: boolean;
}

export type SimulatorApp = FastifyInstance & { readonly simulador: SimulatorControls };

/**
 * The stand-alone simulator of the traffic authority (docs/getran.md): the production-like
 * environment under `/api`, homologação under `/homologacao/api`, its controls under `/_sim`.
 */
export function buildSimulator(options: SimulatorOptions = {}): SimulatorApp {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    // A simulator stops at once: connections still open (a held request, a client's spare socket) are cut.
    forceCloseConnections: true,
  });
  const falha = new FailureSwitch();

  const file: StateFile | null = options.arquivo
    ? new StateFile(
        options.arquivo,
        (): Snapshot => store.snapshot(),
        (error) => app.log.error({ err: error }, 'Falha ao gravar o estado do simulador'),
      )
    : null;
  const saved = file?.load();
  const store: SimulatorStore = saved ? SimulatorStore.fromSnapshot(saved) : new SimulatorStore();
  if (file) store.onChange(() => file.schedule());
  const controls = new SimulatorControls(store, falha, file);

  const credenciais = { usuario: options.usuario ?? 'cfc', senha: options.senha ?? 'cfc' };
  const now = options.now ?? (() => new Date());
  app.register(authorityRoutes, { prefix: '/api', ambiente: 'producao', store, falha, credenciais, now });
  app.register(authorityRoutes, {
    prefix: '/homologacao/api',
    ambiente: 'homologacao',
    store,
    falha,
    credenciais,
    now,
  });
  app.register(controlRoutes, {
    prefix: '/_sim',
    controls,
    controlesRemotos: options.controlesRemotos ?? false,
  });

  app.get('/health', async (_request, reply) => reply.type('text/plain').send('ok'));
  app.get('/', async () => ({
    servico: 'Simulador GETRAN',
    ambientes: { producao: '/api', homologacao: '/homologacao/api' },
  }));

  // A body that is not JSON is a malformed request like any other; anything else is our fault.
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(400).send(invalida([{ path: [], message: error.message }]));
    }
    app.log.error({ err: error }, 'Erro no simulador');
    return reply.code(500).send({ status: STATUS.erroInterno });
  });

  app.addHook('preClose', async () => falha.releaseAll());
  app.addHook('onClose', async () => controls.flush());

  return Object.assign(app, { simulador: controls });
}
