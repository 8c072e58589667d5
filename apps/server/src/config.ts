import { createHmac } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseLimits } from './platform/db/engine.ts';
import type { StorageConfig } from './platform/storage/storage.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** One state's GETRAN service (GETRAN_ESTADOS='{"MA":{"url":"https://...","usuario":"...","senha":"..."}}'). */
const getranEstadoSchema = z.object({
  url: z.url(),
  usuario: z.string().min(1).optional(),
  senha: z.string().min(1).optional(),
  timeout_ms: z.number().int().min(100).max(120_000).optional(),
});

/** OUTBOUND_ALLOW_HOSTS: `host:port,host:port`, each host written as a URL writes it (`[::1]:8080`). */
const hostPortList = z.string().transform((text, ctx) => {
  const hosts: string[] = [];
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(.+):(\d{1,5})$/.exec(entry);
    const url = match && URL.canParse(`http://${match[1]}/`) ? new URL(`http://${match[1]}/`) : null;
    const port = Number(match?.[2]);
    const bare = url?.pathname === '/' && !url.username && !url.search && !url.hash;
    if (!url || !bare || port < 1 || port > 65535) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}": use host:porta separados por vírgula (ex.: 127.0.0.1:8554)`,
      });
      continue;
    }
    hosts.push(`${url.hostname}:${port}`);
  }
  return hosts;
});

/** OpenStreetMap's tile server, the maps' default. */
export const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    /**
     * The map tiles of the web's maps (perimeters, lesson tracks): a URL with {z}, {x} and {y} (and
     * {s} for the subdomains), OpenStreetMap's by default; empty for none (tracks drawn on grey).
     */
    MAP_TILE_URL: z
      .string()
      .regex(
        /^(|https?:\/\/[^\s"<>]+\{z\}[^\s"<>]*\{x\}[^\s"<>]*\{y\}[^\s"<>]*)$/,
        'use uma URL com {z}, {x} e {y}',
      )
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve começar com postgres://')
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    DATABASE_LONG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(86_400_000).default(600_000),
    DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
    DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
    DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET deve ter ao menos 32 caracteres').optional(),
    SEED_DEMO: booleanFlag.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag.default(false),
    JOBS_ENABLED: booleanFlag.default(true),
    /** Exports (PDF, xlsx) with more rows than this are built by a background job (docs/architecture.md §12). */
    EXPORT_JOB_ROWS: z.coerce.number().int().min(0).default(3000),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL deve começar com smtp:// ou smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('CFC Plataforma <nao-responda@cfc.local>'),
    GETRAN_URL: z.url().optional(),
    GETRAN_USUARIO: z.string().min(1).default('cfc'),
    GETRAN_SENHA: z.string().min(1).default('cfc'),
    GETRAN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    GETRAN_ESTADOS: z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'deve ser um JSON' });
          return z.NEVER;
        }
      })
      .pipe(z.record(z.string().length(2), getranEstadoSchema))
      .optional(),
    GETRAN_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(3900),
    GETRAN_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    GETRAN_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
    TELEGRAM_BOT_TOKEN: z
      .string()
      .regex(/^[0-9]+:[A-Za-z0-9_-]{20,}$|^[A-Za-z0-9:_-]{8,}$/, 'use o token que o @BotFather deu')
      .optional(),
    TELEGRAM_API_URL: z.url().optional(),
    TELEGRAM_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    TELEGRAM_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    TELEGRAM_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
    PUSHER_APP_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'use de 1 a 64 letras, dígitos, _ ou -')
      .default('cfc-local'),
    PUSHER_APP_SECRET: z.string().min(16, 'PUSHER_APP_SECRET deve ter ao menos 16 caracteres').optional(),
    OUTBOUND_ALLOW_PRIVATE: booleanFlag.optional(),
    OUTBOUND_ALLOW_HOSTS: hostPortList.default([]),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'use uma URL http:// ou https://' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'use de 3 a 63 letras minúsculas, dígitos, . ou -')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    S3_PREFIX: z
      .string()
      .regex(/^[a-z0-9][a-z0-9/_.-]{0,99}$/, 'use letras minúsculas, dígitos, /, _, . ou -')
      .refine((prefix) => !prefix.includes('..'), 'não pode conter ..')
      .optional(),
    FFMPEG_PATH: z.string().min(1).optional(),
    // The operator's collection account (boletos, CNAB files) and PIX receiver; the demo's by default.
    FINANCEIRO_BANCO: z
      .string()
      .regex(/^\d{3}$/)
      .default('237'),
    FINANCEIRO_AGENCIA: z
      .string()
      .regex(/^\d{1,4}$/)
      .default('1234'),
    FINANCEIRO_CARTEIRA: z
      .string()
      .regex(/^\d{1,2}$/)
      .default('09'),
    FINANCEIRO_CONTA: z
      .string()
      .regex(/^\d{1,7}$/)
      .default('0012345'),
    FINANCEIRO_CONVENIO: z
      .string()
      .regex(/^\d{1,20}$/)
      .default('4321001'),
    FINANCEIRO_RAZAO_SOCIAL: z.string().min(1).max(60).default('CFC Plataforma Tecnologia Ltda'),
    FINANCEIRO_CNPJ: z
      .string()
      .regex(/^\d{14}$/)
      .default('11222333000181'),
    FINANCEIRO_PIX_CHAVE: z.string().min(1).max(77).default('financeiro@cfcplataforma.com.br'),
    FINANCEIRO_PIX_CIDADE: z.string().min(1).max(15).default('Goiania'),
    // The NFS-e issuer (Sistema Nacional NFS-e); without it outside production the simulator runs.
    NFSE_URL: z.url().optional(),
    NFSE_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    // What the operator's NFS-e says it provides: the national service code (cTribNac, 6 digits), its
    // description and the IBGE code of the operator's municipality (Goiânia).
    NFSE_CODIGO_SERVICO: z
      .string()
      .regex(/^\d{6}$/)
      .default('010301'),
    NFSE_DESCRICAO_SERVICO: z
      .string()
      .min(1)
      .max(1000)
      .default('Licenciamento e uso da plataforma de gestão e monitoramento de autoescolas'),
    NFSE_MUNICIPIO: z
      .string()
      .regex(/^\d{7}$/)
      .default('5208707'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'obrigatório em produção' });
    }
    if (env.NODE_ENV === 'production' && env.SEED_DEMO) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'dados de demonstração nunca entram em produção',
      });
    }
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'obrigatório com STORAGE=s3' });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      const given = env.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: `obrigatório com ${given}` });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  /** The web maps' tile server (MAP_TILE_URL); null: no tiles. */
  mapTileUrl: string | null;
  dataDir: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string; poolMax: number };
  /** How long a query, a lock wait, an idle transaction and a wait for a pooled connection may last. */
  databaseLimits: DatabaseLimits;
  jwtSecret: string;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  jobsEnabled: boolean;
  /** Exports with more rows than `jobRows` are built by the `exportar-relatorio` job (EXPORT_JOB_ROWS). */
  exports: { jobRows: number };
  /** SMTP server for outgoing mail; without it, messages go to `<dataDir>/outbox` and the log. */
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  /**
   * Uploaded files (photos, attachments, camera snapshots): `<DATA_DIR>/uploads`, or with STORAGE=s3
   * an S3-compatible bucket every instance shares (platform/storage/storage.ts).
   */
  storage: StorageConfig;
  getran: GetranConfig;
  telegram: TelegramConfig;
  /** The Pusher-protocol realtime server (ARCHITECTURE §7): its app key and the secret that signs channels. */
  realtime: { appKey: string; appSecret: string };
  /** Where requests to addresses users type may go (platform/http/outbound.ts). */
  outbound: { allowPrivate: boolean; allowHosts: string[] };
  /** The ffmpeg that packages live lessons (platform/streaming); null: the one in @ffmpeg-installer. */
  ffmpegPath: string | null;
  financeiro: FinanceiroConfig;
}

/** The operator as the one who bills (docs/finance.md). */
export interface FinanceiroConfig {
  /** The collection account the boletos and the CNAB files name. */
  cedente: {
    banco: string;
    agencia: string;
    carteira: string;
    conta: string;
    /** The bank's agreement code in CNAB 240 headers. */
    convenio: string;
    razaoSocial: string;
    cnpj: string;
  };
  pix: { chave: string; nome: string; cidade: string };
  /** The NFS-e issuer's base address (NFSE_URL); null outside production until the simulator has started. */
  nfse: {
    url: string | null;
    simulador: { port: number } | null;
    /** The service the NFS-e describes (cTribNac, description) and where it is provided (IBGE code). */
    servico: { codigo: string; descricao: string; municipio: string };
    /** 1 production, 2 homologation (every environment but production). */
    ambiente: 1 | 2;
  };
}

/** How to reach one state's traffic authority (docs/getran.md). */
export interface GetranEndpoint {
  url: string;
  usuario: string;
  senha: string;
  timeoutMs: number;
}

export interface GetranConfig {
  /** GETRAN_USUARIO, GETRAN_SENHA, GETRAN_TIMEOUT_MS: every state's unless its entry says otherwise. */
  credenciais: Omit<GetranEndpoint, 'url'>;
  /** Every state without its own entry; null until the embedded simulator has started. */
  padrao: GetranEndpoint | null;
  porEstado: Record<string, GetranEndpoint>;
  /**
   * Without GETRAN_URL outside production, the platform starts the simulator on loopback at this
   * port (0: any free port) and sends there.
   */
  simulador: { port: number; arquivo: string } | null;
  /** A send the authority did not answer is retried this many times, after 1×, 2×, 4×... these seconds. */
  retry: { seconds: number; limit: number };
}

/** The Telegram bot that sends the notices (docs/monitoring.md, "The messaging panel"). */
export interface TelegramConfig {
  /** TELEGRAM_BOT_TOKEN; null: no bot, notices are not sent to Telegram. */
  token: string | null;
  /** The Bot API's base address (TELEGRAM_API_URL); the simulator's once it has started. */
  apiUrl: string;
  /**
   * Without a token and an address outside production, the platform starts the fake Bot API on
   * loopback at this port (0: any free port) with a token of its own.
   */
  simulador: { port: number } | null;
  /** A message the Bot API refused for a passing reason is tried again this many times, after 1×, 2×, 4×... */
  retry: { seconds: number; limit: number };
}

/** A development-only secret: production refuses to start without JWT_SECRET. */
const DEVELOPMENT_JWT_SECRET = 'cfc-development-secret-never-use-in-production';

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const jwtSecret = e.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    mapTileUrl: e.MAP_TILE_URL === undefined ? OSM_TILES : e.MAP_TILE_URL || null,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    databaseLimits: {
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      longStatementMs: e.DATABASE_LONG_STATEMENT_TIMEOUT_MS,
      lockMs: e.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
      poolWaitMs: e.DATABASE_POOL_WAIT_MS,
    },
    jwtSecret,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    jobsEnabled: e.JOBS_ENABLED,
    exports: { jobRows: e.EXPORT_JOB_ROWS },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    storage: storageConfig(e, dataDir),
    getran: getranConfig(e, dataDir),
    telegram: telegramConfig(e),
    realtime: {
      appKey: e.PUSHER_APP_KEY,
      appSecret: e.PUSHER_APP_SECRET ?? derivedPusherSecret(jwtSecret),
    },
    // The demo's cameras sit on a LAN address: allowed in development, refused unless set elsewhere.
    outbound: {
      allowPrivate: e.OUTBOUND_ALLOW_PRIVATE ?? e.NODE_ENV === 'development',
      allowHosts: e.OUTBOUND_ALLOW_HOSTS,
    },
    ffmpegPath: e.FFMPEG_PATH ?? null,
    financeiro: {
      cedente: {
        banco: e.FINANCEIRO_BANCO,
        agencia: e.FINANCEIRO_AGENCIA,
        carteira: e.FINANCEIRO_CARTEIRA,
        conta: e.FINANCEIRO_CONTA,
        convenio: e.FINANCEIRO_CONVENIO,
        razaoSocial: e.FINANCEIRO_RAZAO_SOCIAL,
        cnpj: e.FINANCEIRO_CNPJ,
      },
      pix: {
        chave: e.FINANCEIRO_PIX_CHAVE,
        nome: e.FINANCEIRO_RAZAO_SOCIAL.slice(0, 25),
        cidade: e.FINANCEIRO_PIX_CIDADE,
      },
      nfse: {
        url: e.NFSE_URL ?? null,
        simulador: !e.NFSE_URL && e.NODE_ENV !== 'production' ? { port: e.NFSE_SIM_PORT } : null,
        servico: {
          codigo: e.NFSE_CODIGO_SERVICO,
          descricao: e.NFSE_DESCRICAO_SERVICO,
          municipio: e.NFSE_MUNICIPIO,
        },
        ambiente: e.NODE_ENV === 'production' ? 1 : 2,
      },
    },
  };
}

/**
 * Without PUSHER_APP_SECRET the channel signatures use a key derived from JWT_SECRET, so every
 * instance that shares JWT_SECRET (as it must) also shares this one.
 */
function derivedPusherSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('cfc-pusher-app-secret').digest('hex');
}

function storageConfig(e: z.output<typeof configSchema>, dataDir: string): StorageConfig {
  if (e.STORAGE === 'local' || !e.S3_BUCKET) return { kind: 'local', dir: path.join(dataDir, 'uploads') };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT ?? null,
    // A store at its own address (MinIO, a local one) is usually reached with the bucket in the path.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    prefix: e.S3_PREFIX ?? null,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
  };
}

function getranConfig(e: z.output<typeof configSchema>, dataDir: string): GetranConfig {
  const credentials = { usuario: e.GETRAN_USUARIO, senha: e.GETRAN_SENHA, timeoutMs: e.GETRAN_TIMEOUT_MS };
  const porEstado: Record<string, GetranEndpoint> = {};
  for (const [uf, estado] of Object.entries(e.GETRAN_ESTADOS ?? {})) {
    porEstado[uf.toUpperCase()] = {
      url: estado.url,
      usuario: estado.usuario ?? credentials.usuario,
      senha: estado.senha ?? credentials.senha,
      timeoutMs: estado.timeout_ms ?? credentials.timeoutMs,
    };
  }
  const simulated = !e.GETRAN_URL && e.NODE_ENV !== 'production';
  return {
    credenciais: credentials,
    padrao: e.GETRAN_URL ? { url: e.GETRAN_URL, ...credentials } : null,
    porEstado,
    simulador: simulated ? { port: e.GETRAN_SIM_PORT, arquivo: path.join(dataDir, 'getran-sim.json') } : null,
    retry: { seconds: e.GETRAN_RETRY_SECONDS, limit: e.GETRAN_RETRY_LIMIT },
  };
}

const TELEGRAM_API = 'https://api.telegram.org';
/** The token the embedded fake Bot API accepts (never a real bot's). */
export const TELEGRAM_SIM_TOKEN = '1000:cfc-simulador-telegram-local';

function telegramConfig(e: z.output<typeof configSchema>): TelegramConfig {
  const simulated = !e.TELEGRAM_BOT_TOKEN && !e.TELEGRAM_API_URL && e.NODE_ENV !== 'production';
  return {
    token: e.TELEGRAM_BOT_TOKEN ?? (simulated ? TELEGRAM_SIM_TOKEN : null),
    apiUrl: e.TELEGRAM_API_URL ?? TELEGRAM_API,
    simulador: simulated ? { port: e.TELEGRAM_SIM_PORT } : null,
    retry: { seconds: e.TELEGRAM_RETRY_SECONDS, limit: e.TELEGRAM_RETRY_LIMIT },
  };
}
