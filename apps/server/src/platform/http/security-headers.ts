import { type ErrorReply, translate } from '@cfc/contract';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { languageOf } from './language.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The origin the maps' tiles come from (`{s}` subdomains as a wildcard), for img-src. */
export function tileOrigin(mapTileUrl: string | null): string[] {
  const origin = mapTileUrl?.match(/^https?:\/\/[^/]+/)?.[0];
  return origin ? [origin.replace('{s}', '*')] : [];
}

/** What the headers depend on: where the platform is reached and the maps' tile server. */
export interface SecurityOptions {
  publicUrl: string;
  mapTileUrl: string | null;
}

/**
 * Browser features: the platform's own pages may take lesson photos, read the GPS, use the
 * microphone and share the screen (online theory), go full screen and keep an instructor's screen
 * awake; nobody else, and nothing else.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'geolocation=(self)',
  'microphone=(self)',
  'fullscreen=(self)',
  'screen-wake-lock=(self)',
  'display-capture=(self)',
  'accelerometer=()',
  'browsing-topics=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const isHttps = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

/** The Content-Security-Policy of every reply: the web app, its assets, the API and /api/docs. */
export function contentSecurityPolicy({ publicUrl, mapTileUrl }: SecurityOptions): Record<string, string[]> {
  const https = isHttps(publicUrl);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Mantine writes its theme in <style> elements it creates; map markers carry style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tileOrigin(mapTileUrl)],
    'font-src': ["'self'"],
    // The lesson player (hls.js) feeds the video from Media Source buffers, and transmuxes in a worker.
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    // The realtime WebSocket (/app/{key}) of this origin; 'self' alone misses it in older browsers.
    'connect-src': ["'self'", `${https ? 'wss' : 'ws'}://${new URL(publicUrl).host}`],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Helmet's set with the policy above, X-Frame-Options SAMEORIGIN, and HSTS only when the platform
 * is reached over HTTPS (PUBLIC_URL): a browser would then refuse plain HTTP to the host for a year.
 */
function helmetOptions(options: SecurityOptions) {
  const { publicUrl } = options;
  return {
    contentSecurityPolicy: { useDefaults: false as const, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: isHttps(publicUrl)
      ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'sameorigin' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
}

/** Security headers on every reply that goes through the routes: pages, assets, API, errors, /health. */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    await app.register(fastifyHelmet, helmetOptions(options));
    // Helmet has no Permissions-Policy.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`%ED%A0%80`) is answered before any hook
 * or the error handler runs, so this reply brings the same headers and the error envelope itself.
 */
export function frameworkErrorReply(options: SecurityOptions) {
  const applyHeaders = helmet(helmetOptions(options));
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    applyHeaders(request.raw, reply.raw, (problem?: unknown) => {
      if (problem) request.log.error({ err: problem }, 'cabeçalhos de segurança');
    });
    request.log.info({ err: error }, 'requisição inválida');
    const body: ErrorReply = {
      success: false,
      mensagem: translate(languageOf(request), 'comum.requisicaoInvalida'),
    };
    return reply
      .status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
      .header('permissions-policy', PERMISSIONS_POLICY)
      .send(body);
  };
}
