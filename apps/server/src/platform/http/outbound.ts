import dns, { type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { type MessageRef, message, portuguese } from '@cfc/contract';
import ipaddr from 'ipaddr.js';

/**
 * The one way the server reaches an address a user typed (camera snapshots and streams; webhooks
 * and image URLs later): every address a name resolves to is checked before the connection is made,
 * inside the connection's own lookup, so the address checked is the address connected to.
 */

/** The whole call: every redirect, the connection and the body. */
export const OUTBOUND_TIMEOUT_MS = 10_000;
/** The largest body read; a camera snapshot is well below it. */
export const OUTBOUND_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Redirects are followed (cameras and their gateways send http to https, or to another path), each
 * hop checked again like the first; past this many the call fails.
 */
export const OUTBOUND_MAX_REDIRECTS = 3;
/** How long `check` waits for a name to resolve (a form being saved). */
export const OUTBOUND_LOOKUP_TIMEOUT_MS = 5_000;

export interface OutboundPolicy {
  /** OUTBOUND_ALLOW_PRIVATE: the school's LAN (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7). */
  allowPrivate: boolean;
  /** OUTBOUND_ALLOW_HOSTS: `host:port` the operator trusts whatever it resolves to (`[::1]:8080`). */
  allowHosts: readonly string[];
}

/** Why an address is refused: the platform itself, the cloud's metadata service, the LAN, the rest. */
export type RefusalReason = 'internal' | 'metadata' | 'private' | 'reserved' | 'scheme' | 'invalid';
export type OutboundFailure =
  | 'refused'
  | 'unresolved'
  | 'timeout'
  | 'too_large'
  | 'http'
  | 'redirects'
  | 'network';

/**
 * A failed outbound call; `kind` says why and `ref` says it to a user (a catalogue message);
 * `mensagem` is its Portuguese text, for the log and the stored check status.
 */
export class OutboundError extends Error {
  readonly mensagem: string;

  constructor(
    readonly kind: OutboundFailure,
    readonly ref: MessageRef,
    options?: { cause?: unknown },
  ) {
    const mensagem = portuguese(ref);
    super(mensagem, options);
    this.mensagem = mensagem;
    this.name = new.target.name;
  }
}

const REFUSALS: Record<RefusalReason, (onde: string) => MessageRef> = {
  internal: (onde) => message('enderecos.redeInterna', { onde }),
  metadata: (onde) => message('enderecos.metadados', { onde }),
  private: (onde) => message('enderecos.redePrivada', { onde }),
  reserved: (onde) => message('enderecos.faixaReservada', { onde }),
  scheme: (onde) => message('enderecos.protocolo', { onde }),
  invalid: () => 'enderecos.invalido',
};

export class RefusedAddressError extends OutboundError {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly reason: RefusalReason,
  ) {
    super('refused', REFUSALS[reason](host === address || !host ? address : `${host} → ${address}`));
  }
}

export class UnresolvedHostError extends OutboundError {
  constructor(
    readonly host: string,
    cause?: unknown,
  ) {
    super('unresolved', message('enderecos.naoEncontrado', { host }), { cause });
  }
}

export class OutboundTimeoutError extends OutboundError {
  constructor(readonly timeoutMs: number) {
    super('timeout', message('enderecos.semResposta', { segundos: Math.ceil(timeoutMs / 1000) }));
  }
}

export class ResponseTooLargeError extends OutboundError {
  constructor(readonly maxBytes: number) {
    super('too_large', message('enderecos.respostaGrande', { kb: Math.round(maxBytes / 1024) }));
  }
}

export class HttpStatusError extends OutboundError {
  constructor(readonly status: number) {
    super('http', message('enderecos.codigoHttp', { status }));
  }
}

export class TooManyRedirectsError extends OutboundError {
  constructor() {
    super('redirects', message('enderecos.redirecionamentos', { maximo: OUTBOUND_MAX_REDIRECTS }));
  }
}

export class ConnectionError extends OutboundError {
  constructor(
    readonly code: string,
    cause: unknown,
  ) {
    super('network', message('enderecos.semConexao', { codigo: code }), { cause });
  }
}

const METADATA = ['169.254.169.254/32', '169.254.170.2/32', '100.100.100.200/32', 'fd00:ec2::254/128'];
// Cloud instance metadata (AWS, GCP, Azure, ECS, Alibaba): some sit inside ranges a LAN may allow.
const ALWAYS_REFUSED = { metadata: METADATA.map((cidr) => ipaddr.parseCIDR(cidr)) };
const INTERNAL_RANGES = new Set(['loopback', 'unspecified']);
const PRIVATE_RANGES = new Set(['private', 'carrierGradeNat', 'uniqueLocal']);

/** Whether an IP address may be reached, and if not why; IPv6 forms of an IPv4 address count as that address. */
export function refusalOf(
  address: string,
  policy: Pick<OutboundPolicy, 'allowPrivate'>,
): RefusalReason | null {
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (INTERNAL_RANGES.has(range)) return 'internal';
  if (ipaddr.subnetMatch(parsed, ALWAYS_REFUSED, 'none') === 'metadata') return 'metadata';
  if (range === 'unicast') return null;
  if (PRIVATE_RANGES.has(range)) return policy.allowPrivate ? null : 'private';
  return 'reserved'; // link-local, multicast, broadcast, documentation, 6to4, NAT64 and the like
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443, 'rtsp:': 554, 'rtsps:': 322 };
const REQUEST_SCHEMES = new Set(['http:', 'https:']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** What a redirect to another origin must not carry (as browsers drop them). */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
const MISSING_NAME_CODES = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'EAI_AGAIN', 'EAI_FAIL']);

export interface OutboundRequest {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  maxBytes?: number;
  /** `headers`: done once the status is known, the body dropped (a video stream never ends). */
  read?: 'body' | 'headers';
}

export interface OutboundResponse {
  status: number;
  /** The address that answered, after redirects. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface OutboundClient {
  /** A 2xx answer, or an `OutboundError` saying why not. */
  request(url: string, options?: OutboundRequest): Promise<OutboundResponse>;
  /** Refuses now what `request` would refuse (resolving the name, never connecting); also rtsp(s). */
  check(url: string): Promise<void>;
}

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

function parse(url: string, schemes: ReadonlySet<string>): URL {
  if (!URL.canParse(url)) throw new RefusedAddressError('', url, 'invalid');
  const parsed = new URL(url);
  if (!schemes.has(parsed.protocol))
    throw new RefusedAddressError('', parsed.protocol.slice(0, -1), 'scheme');
  if (parsed.hostname === '') throw new RefusedAddressError('', url, 'invalid');
  return parsed;
}

export function createOutboundClient(policy: OutboundPolicy): OutboundClient {
  const trusted = new Set(policy.allowHosts.map((entry) => entry.toLowerCase()));
  const isTrusted = (url: URL) =>
    trusted.has(`${url.hostname.toLowerCase()}:${url.port || DEFAULT_PORTS[url.protocol]}`);

  function refuseAny(host: string, addresses: readonly string[]): RefusedAddressError | null {
    for (const address of addresses) {
      const reason = refusalOf(address, policy);
      if (reason) return new RefusedAddressError(host, address, reason);
    }
    return null;
  }

  /** The connection's own lookup: every address the name has must pass, or nothing connects. */
  const guardedLookup: LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        const missing = error.code !== undefined && MISSING_NAME_CODES.has(error.code);
        callback(missing ? new UnresolvedHostError(hostname, error) : error, []);
        return;
      }
      const refused = refuseAny(
        hostname,
        addresses.map((entry) => entry.address),
      );
      const first = addresses[0];
      if (refused || !first) callback(refused ?? new UnresolvedHostError(hostname), []);
      else if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };

  /** A literal address never reaches a lookup, so it is checked here. */
  function refuseLiteral(url: URL): void {
    const host = bare(url.hostname);
    if (isTrusted(url) || net.isIP(host) === 0) return;
    const refused = refuseAny(host, [host]);
    if (refused) throw refused;
  }

  function send(
    url: URL,
    init: { method: string; headers: Record<string, string>; body: string | Buffer | undefined },
    signal: AbortSignal,
  ): Promise<IncomingMessage> {
    refuseLiteral(url);
    return new Promise((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request(
        url,
        {
          method: init.method,
          headers: init.headers,
          signal,
          // A socket of its own: never one pooled by a request that skipped the lookup.
          agent: false,
          ...(isTrusted(url) ? {} : { lookup: guardedLookup }),
        },
        resolve,
      );
      request.on('error', reject);
      request.end(init.body);
    });
  }

  async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
    if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
      response.destroy();
      throw new ResponseTooLargeError(maxBytes);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > maxBytes) {
        response.destroy();
        throw new ResponseTooLargeError(maxBytes);
      }
      chunks.push(buffer);
    }
    return Buffer.concat(chunks);
  }

  async function follow(
    start: URL,
    options: OutboundRequest,
    signal: AbortSignal,
  ): Promise<OutboundResponse> {
    let url = start;
    let method = options.method ?? 'GET';
    let body = options.body;
    const headers = { ...options.headers };
    for (let redirects = 0; ; redirects += 1) {
      const response = await send(url, { method, headers, body }, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        response.destroy();
        if (redirects === OUTBOUND_MAX_REDIRECTS) throw new TooManyRedirectsError();
        const next = parse(new URL(location, url).href, REQUEST_SCHEMES);
        if (next.origin !== url.origin) {
          for (const name of Object.keys(headers))
            if (CREDENTIAL_HEADERS.includes(name.toLowerCase())) delete headers[name];
        }
        if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
          for (const name of Object.keys(headers))
            if (/^content-(type|length)$/i.test(name)) delete headers[name];
        }
        url = next;
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new HttpStatusError(status);
      }
      if (options.read === 'headers') {
        response.destroy();
        return { status, url: url.href, headers: response.headers, body: Buffer.alloc(0) };
      }
      const content = await readBody(response, options.maxBytes ?? OUTBOUND_MAX_BYTES);
      return { status, url: url.href, headers: response.headers, body: content };
    }
  }

  return {
    async request(url, options = {}) {
      const start = parse(url, REQUEST_SCHEMES);
      const timeoutMs = options.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        return await follow(start, options, controller.signal);
      } catch (error) {
        if (error instanceof OutboundError) throw error;
        if (controller.signal.aborted) throw new OutboundTimeoutError(timeoutMs);
        // Refused, reset, TLS and parse failures carry a code; anything else is a fault of ours.
        const code = (error as NodeJS.ErrnoException).code;
        if (typeof code === 'string') throw new ConnectionError(code, error);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },

    async check(url) {
      const target = parse(url, new Set(Object.keys(DEFAULT_PORTS)));
      if (isTrusted(target)) return;
      refuseLiteral(target);
      const host = bare(target.hostname);
      if (net.isIP(host) !== 0) return;
      const addresses = await resolveAll(host);
      const refused = refuseAny(
        host,
        addresses.map((entry) => entry.address),
      );
      if (refused) throw refused;
    },
  };
}

/** Every address of a name, as the connection would look it up; a name that does not resolve fails. */
async function resolveAll(host: string): Promise<LookupAddress[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UnresolvedHostError(host)), OUTBOUND_LOOKUP_TIMEOUT_MS);
  });
  try {
    const addresses = await Promise.race([dns.promises.lookup(host, { all: true }), timeout]);
    if (addresses.length === 0) throw new UnresolvedHostError(host);
    return addresses;
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== undefined && MISSING_NAME_CODES.has(code)) throw new UnresolvedHostError(host, error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
