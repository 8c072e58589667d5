import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { message, translate } from '@cfc/contract';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { avaliarAulaJob, avaliarEscolasJob, reavaliarEstadoJob } from './modules/alertas/jobs.ts';
import { ALERTAS_TOPIC, entregarAlertas } from './modules/alertas/realtime.ts';
import { alertasRoutes } from './modules/alertas/routes.ts';
import { alunosRoutes } from './modules/alunos/routes.ts';
import { aulasAgendamentoRoutes } from './modules/aulas-praticas/agendamento/routes.ts';
import { aulasConsultasRoutes } from './modules/aulas-praticas/consultas/routes.ts';
import { aulasEnvioRoutes } from './modules/aulas-praticas/envio/routes.ts';
import { aulasExecucaoRoutes } from './modules/aulas-praticas/execucao/routes.ts';
import { autoescolasRoutes } from './modules/autoescolas/routes.ts';
import { checkCamerasJob } from './modules/cameras/jobs.ts';
import { camerasRoutes } from './modules/cameras/routes.ts';
import { cobrancasRoutes } from './modules/cobrancas/routes.ts';
import { comercialRoutes } from './modules/comercial/routes.ts';
import { detranRoutes } from './modules/detran/routes.ts';
import { contagemEadJob } from './modules/ead/jobs.ts';
import { eadRoutes } from './modules/ead/routes.ts';
import { estadoPerfisRoutes } from './modules/estado-perfis/routes.ts';
import { evidenciasRoutes } from './modules/evidencias/routes.ts';
import { exportacoesRoutes, exportarJob } from './modules/exportacoes/index.ts';
import { emitirFaturamentoJob, enviarFaturasJob } from './modules/faturamento/jobs.ts';
import { faturamentoRoutes } from './modules/faturamento/routes.ts';
import { financeiroRelatoriosRoutes } from './modules/financeiro-relatorios/routes.ts';
import { fotosRoutes } from './modules/fotos/routes.ts';
import { verificarFotoJob } from './modules/fotos/verificacao.ts';
import { cadastrosSimuladorJob, enviarAulaJob, reenviarLoteJob } from './modules/getran/jobs.ts';
import { getranRoutes } from './modules/getran/routes.ts';
import { instrutoresRoutes } from './modules/instrutores/routes.ts';
import { purgeSessionsJob } from './modules/login/jobs.ts';
import { loginRoutes } from './modules/login/routes.ts';
import { logsRoutes } from './modules/logs/routes.ts';
import { minimizacaoJob } from './modules/logs/service.ts';
import { monitoramentoRoutes } from './modules/monitoramento/routes.ts';
import {
  AULA_ATUALIZADA_TOPIC,
  entregarAulaAtualizada,
  esquecerPaineisDeAlertas,
} from './modules/monitoramento/service.ts';
import { varrerNfseJob } from './modules/nfse/jobs.ts';
import { nfseRoutes } from './modules/nfse/routes.ts';
import { entregarNotificacoes, NOTIFICACAO_TOPIC } from './modules/notificacoes/entrega.ts';
import { notificacoesRoutes } from './modules/notificacoes/routes.ts';
import { pagamentosRoutes } from './modules/pagamentos/routes.ts';
import { perimetrosRoutes } from './modules/perimetros/routes.ts';
import { planosRoutes } from './modules/planos/routes.ts';
import { aptidaoJob, aptidaoPelaDataJob } from './modules/processos/aptidao-job.ts';
import { processosRoutes } from './modules/processos/routes.ts';
import { relatoriosRoutes } from './modules/relatorios/routes.ts';
import { repassesRoutes } from './modules/repasses/routes.ts';
import { salasRoutes } from './modules/salas/routes.ts';
import { telegramBot } from './modules/telegram/bot.ts';
import { enviarTelegramJob, vinculosTelegramJob } from './modules/telegram/jobs.ts';
import { telegramRoutes } from './modules/telegram/routes.ts';
import type { TelegramDeps } from './modules/telegram/service.ts';
import { evidenciasJob } from './modules/turmas/jobs.ts';
import { turmasRoutes } from './modules/turmas/routes.ts';
import { usuariosRoutes } from './modules/usuarios/routes.ts';
import { veiculosRoutes } from './modules/veiculos/routes.ts';
import { acessosAutoridade } from './platform/audit/acessos-autoridade.ts';
import { authPlugin } from './platform/auth/plugin.ts';
import { TokenService } from './platform/auth/tokens.ts';
import { ShortCache } from './platform/cache/short-cache.ts';
import { SecretBox } from './platform/crypto/sealed.ts';
import type { Database } from './platform/db/engine.ts';
import type { DB } from './platform/db/schema.ts';
import { createFaceEngine } from './platform/faces/faces.ts';
import { badTextGuard } from './platform/http/bad-text.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { languageOf, registerLanguage } from './platform/http/language.ts';
import { openApiTransform } from './platform/http/openapi.ts';
import { createOutboundClient } from './platform/http/outbound.ts';
import { frameworkErrorReply, securityHeaders } from './platform/http/security-headers.ts';
import { webIndexHtml } from './platform/http/web-index.ts';
import { Jobs } from './platform/jobs/jobs.ts';
import { sendMailJob } from './platform/mail/jobs.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { fanoutFor } from './platform/realtime/fanout.ts';
import { realtimePlugin } from './platform/realtime/plugin.ts';
import { broadcastAuthRoutes } from './platform/realtime/routes.ts';
import { type Storage, storageFrom } from './platform/storage/storage.ts';
import { MAX_UPLOAD_BYTES } from './platform/storage/uploads.ts';
import { ffmpegPath } from './platform/streaming/ffmpeg.ts';
import { createLiveStreams } from './platform/streaming/live-streams.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<DB>;
    tokens: TokenService;
    jobs: Jobs;
    storage: Storage;
  }
}

export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** How long a browser keeps a file whose name changes with its content: a year, without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const isHashedAsset = (file: string) => /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/.test(file);

export interface AppOptions {
  config: Config;
  database: Database;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Where the built web app is; tests bring their own. */
  webDir?: string;
  /** Where the JSON log lines go; standard output by default. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp({
  config,
  database,
  serveWeb = true,
  webDir = WEB_DIST_DIR,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  // The answers kept a few seconds (platform/cache) belong to the database they were read from.
  ShortCache.clearAll();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        // The stream's WebSocket brings its access token in the address (modules/ead): never logged.
        req: (request) => ({
          method: request.method,
          url: request.url.replace(/([?&]token=)[^&]*/, '$1[oculto]'),
          hostname: request.hostname,
          remoteAddress: request.ip,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorReply(config),
    // A client's x-request-id is kept when it looks like an id; anything else gets a fresh one.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.:-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('tokens', new TokenService(config.jwtSecret));
  // Queues are ready once startPlatform calls jobs.start(); workers run only with JOBS_ENABLED.
  const jobs = new Jobs(database.pool, app.log, config.jobsEnabled, database.limits.longStatementMs);
  jobs.register(purgeSessionsJob(database.db, app.log));
  jobs.register(sendMailJob(createMailer(config.mail, app.log)));
  const secrets = new SecretBox(config.jwtSecret);
  const outbound = createOutboundClient(config.outbound);
  jobs.register(checkCamerasJob(database.db, secrets, outbound, app.log));
  const getran = { db: database.db, getran: config.getran };
  jobs.register(enviarAulaJob(getran, { jobs, log: app.log }));
  jobs.register(reenviarLoteJob(jobs, getran));
  if (config.getran.simulador && config.getran.padrao) {
    jobs.register(cadastrosSimuladorJob(getran, config.getran.padrao.url));
  }
  const storage = storageFrom(config.storage);
  // The room camera's snapshots of a theory session (queued when it opens and closes).
  jobs.register(evidenciasJob({ db: database.db, box: secrets, outbound, storage }, app.log));
  jobs.register(contagemEadJob(database.db, app.log));
  // Personal data past its retention (docs/monitoring.md, "Logs"), and the notices' Telegram messages.
  jobs.register(minimizacaoJob({ db: database.db, storage }, app.log));
  const telegram: TelegramDeps = {
    db: database.db,
    jobs,
    bot: telegramBot(config.telegram),
    config: config.telegram,
    log: app.log.child({ modulo: 'telegram' }),
  };
  jobs.register(enviarTelegramJob(telegram));
  if (telegram.bot) jobs.register(vinculosTelegramJob(telegram));
  // Remote lessons: faces analysed in worker threads (models loaded at the first photo), streams
  // packaged by ffmpeg (docs/ead.md).
  const faces = createFaceEngine();
  // The face check and thumbnail of each practical lesson's photo (docs/monitoring.md).
  jobs.register(verificarFotoJob({ db: database.db, jobs, storage, faces }, app.log));
  const streams = createLiveStreams({ storage, ffmpegPath: ffmpegPath(config.ffmpegPath), log: app.log });
  app.addHook('onClose', async () => {
    await streams.close();
    await faces.close();
  });
  app.decorate('jobs', jobs);
  app.decorate('storage', storage);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerLanguage(app);
  registerErrorHandler(app);
  await app.register(securityHeaders, { publicUrl: config.publicUrl, mapTileUrl: config.mapTileUrl });
  await app.register(badTextGuard);

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      success: false,
      message: translate(
        languageOf(request),
        message('comum.muitasTentativas', { segundos: Math.ceil(context.ttl / 1000) }),
      ),
    }),
  });

  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  await app.register(swagger, {
    openapi: {
      info: { title: 'CFC Plataforma API', version: '1' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authPlugin, { db: database.db, tokens: app.tokens });
  // Every read of the traffic authority is recorded (LGPD): platform/audit/acessos-autoridade.ts.
  await app.register(acessosAutoridade, { db: database.db });

  // Realtime (ARCHITECTURE §7): the WebSocket endpoint /app/{key}, and the signals every instance
  // receives through the fan-out (LISTEN/NOTIFY on PostgreSQL, in the process on PGlite).
  await app.register(realtimePlugin, {
    ...config.realtime,
    fanout: fanoutFor(database, app.log),
  });
  app.realtime.on(NOTIFICACAO_TOPIC, entregarNotificacoes({ db: database.db, realtime: app.realtime }));
  app.realtime.on(AULA_ATUALIZADA_TOPIC, entregarAulaAtualizada({ db: database.db, realtime: app.realtime }));
  // Eligibility for the practical exam: recorded and told to the school (it needs the realtime push).
  jobs.register(aptidaoJob({ db: database.db, realtime: app.realtime, log: app.log }));
  jobs.register(aptidaoPelaDataJob({ db: database.db, log: app.log }));
  // Monitoring alerts (docs/monitoring.md): evaluated as evidence arrives and every 5 minutes, pushed live.
  app.realtime.on(ALERTAS_TOPIC, entregarAlertas({ db: database.db, realtime: app.realtime }));
  app.realtime.on(ALERTAS_TOPIC, esquecerPaineisDeAlertas);
  const alertas = { db: database.db, realtime: app.realtime, log: app.log };
  jobs.register(avaliarAulaJob(alertas));
  jobs.register(avaliarEscolasJob(alertas));
  jobs.register(reavaliarEstadoJob(alertas));
  // The NFS-e of paid invoices (docs/finance.md, "NFS-e"): a sweep every minute and at start.
  jobs.register(
    varrerNfseJob({ db: database.db, financeiro: config.financeiro, log: app.log.child({ modulo: 'nfse' }) }),
  );
  // The monthly billing run and the mailing of its invoices (docs/finance.md).
  const faturamento = { db: database.db, jobs, financeiro: config.financeiro };
  jobs.register(emitirFaturamentoJob(faturamento, app.log));
  jobs.register(enviarFaturasJob(faturamento, app.log));
  // Large exports, built in the background and offered in a notification (§12).
  jobs.register(
    exportarJob({
      db: database.db,
      storage,
      realtime: app.realtime,
      log: app.log.child({ modulo: 'exportacoes' }),
    }),
  );

  // Plain `ok`, or 503 naming the part that failed; within a second even when the pool is exhausted.
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const health = await database.health();
    if (health.ok) return reply.type('text/plain').send('ok');
    app.log.error({ problema: health.problema }, 'health: banco de dados indisponível');
    return reply.status(503).type('text/plain').send(`indisponível: ${health.problema}`);
  });

  await app.register(
    async (api) => {
      await api.register(alertasRoutes);
      await api.register(autoescolasRoutes);
      await api.register(loginRoutes);
      await api.register(usuariosRoutes);
      await api.register(alunosRoutes);
      await api.register(instrutoresRoutes);
      await api.register(veiculosRoutes);
      await api.register(salasRoutes);
      await api.register(camerasRoutes, { secrets, outbound });
      await api.register(processosRoutes);
      await api.register(planosRoutes);
      await api.register(perimetrosRoutes);
      await api.register(estadoPerfisRoutes);
      await api.register(evidenciasRoutes);
      await api.register(aulasConsultasRoutes);
      await api.register(aulasAgendamentoRoutes);
      await api.register(aulasExecucaoRoutes);
      await api.register(aulasEnvioRoutes);
      await api.register(getranRoutes);
      await api.register(monitoramentoRoutes);
      await api.register(relatoriosRoutes);
      await api.register(turmasRoutes);
      await api.register(eadRoutes, { deps: { storage, faces, streams } });
      await api.register(fotosRoutes);
      await api.register(detranRoutes);
      await api.register(broadcastAuthRoutes);
      await api.register(notificacoesRoutes, { telegram });
      await api.register(exportacoesRoutes);
      await api.register(logsRoutes);
      await api.register(telegramRoutes, { telegram });
      await api.register(nfseRoutes, { deps: { financeiro: config.financeiro } });
      await api.register(financeiroRelatoriosRoutes);
      await api.register(comercialRoutes);
      await api.register(faturamentoRoutes);
      await api.register(pagamentosRoutes);
      await api.register(cobrancasRoutes);
      await api.register(repassesRoutes);
    },
    { prefix: '/api/v1' },
  );

  const webAvailable = serveWeb && fs.existsSync(path.join(webDir, 'index.html'));
  const indexHtml = webAvailable ? webIndexHtml(webDir, config.mapTileUrl) : '';
  if (webAvailable) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build's brotli and gzip copies, when the browser accepts them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        // Files under assets/ carry a hash of their content in the name: they never change.
        reply.header('cache-control', isHashedAsset(file) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (isPage && webAvailable) {
      // Client routes: the single-page app decides what to show, including its own not-found page.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ success: false, mensagem: request.t('comum.recursoNaoEncontrado') });
  });

  return app;
}
