import {
  answersEnvelope,
  type Endpoint,
  type EndpointInput,
  type EndpointReply,
  type HttpMethod,
  type InputOptional,
  type loginApi,
  pathOf,
  queryString,
} from '@cfc/contract';
import type { SessionStore } from '../session/session-store.ts';

/** Base of every API call (ARCHITECTURE §5). */
const API_BASE = '/api/v1';

/** The reply envelope of the API; `errors` is the 422 field map, `codigo` a machine-readable reason. */
export interface ApiEnvelope<T> {
  readonly success: boolean;
  readonly dados: T;
  readonly mensagem?: string;
  readonly errors?: Readonly<Record<string, readonly string[]>>;
  readonly codigo?: string | number;
}

/** A failed call. `status` is 0 when the server could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: Partial<ApiEnvelope<unknown>> | undefined,
    options?: ErrorOptions,
  ) {
    super(body?.mensagem ?? `API call failed with status ${status}`, options);
  }

  /** The server's `mensagem`, when it sent one. */
  get mensagem(): string | undefined {
    return this.body?.mensagem;
  }

  get codigo(): string | number | undefined {
    return this.body?.codigo;
  }
}

/** The server's `mensagem` of a failed call, when it sent one; nothing for any other error. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.mensagem : undefined;
}

function isEnvelope(value: unknown): value is Partial<ApiEnvelope<unknown>> {
  if (typeof value !== 'object' || value === null) return false;
  const mensagem = 'mensagem' in value ? value.mensagem : undefined;
  return mensagem === undefined || typeof mensagem === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    // A malformed body is reported through the status alone.
    return undefined;
  }
}

/** The address of an endpoint for `input`, under API_BASE: its path with the parameters, and the query. */
function addressOf<E extends Endpoint>(endpoint: E, input: EndpointInput<E> | undefined): string {
  const path = pathOf(endpoint.path, input?.params);
  const query = queryString(input?.query);
  return query === '' ? path : `${path}?${query}`;
}

export interface RequestOptions {
  /** False for the open calls (login, password reset): no session headers, no refresh. */
  readonly auth?: boolean;
  /** False when a dead session is no news, e.g. logging out: it still refreshes, but shows no modal. */
  readonly reportsExpiry?: boolean;
  /**
   * False leaves out the CFC header: the server then answers across every school the user may
   * see (an operator's list of schools), not only the current one.
   */
  readonly currentSchoolOnly?: boolean;
}

export interface ApiClientDeps {
  readonly fetch: typeof fetch;
  readonly session: SessionStore;
  /** The refresh failed: the session is over (SPEC §4). */
  readonly onSessionExpired: () => void;
  /** A call with the session got through (SPEC §4: any non-401 reply). */
  readonly onAuthenticated: () => void;
  /** The interface's language, sent as `Accept-Language` so the server's messages come in it. */
  readonly language?: () => string;
}

export function createApiClient({
  fetch: send,
  session,
  onSessionExpired,
  onAuthenticated,
  language,
}: ApiClientDeps) {
  /** Accept-Language when the app tells its language (the language menu switches it). */
  const languageHeader = (): Record<string, string> => (language ? { 'Accept-Language': language() } : {});

  /** The refresh under way, shared by every call that got a 401 meanwhile. */
  let refreshing: Promise<boolean> | undefined;

  async function renewTokens(): Promise<boolean> {
    const refresh_token = session.refreshToken();
    if (!refresh_token) return false;
    const input = { body: { refresh_token } } satisfies EndpointInput<typeof loginApi.refresh>;
    try {
      const refresh = (await import('./refresh-endpoint.ts')).refreshEndpoint;
      // Sent without the session and never refreshed itself: it is the refresh.
      const response = await sendOnce(refresh.method, addressOf(refresh, input), input.body, null, false);
      if (!response.ok) return false;
      const reply = refresh.reply.safeParse(await readJson(response));
      if (!reply.success) return false;
      session.setTokens(reply.data.data.access_token, reply.data.data.refresh_token);
      return true;
    } catch {
      // Unreachable server: the same outcome as a refused refresh (SPEC §4).
      return false;
    }
  }

  function refreshOnce(): Promise<boolean> {
    refreshing ??= renewTokens().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  function headersFor(
    body: unknown,
    token: string | null,
    currentSchoolOnly: boolean,
  ): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json', ...languageHeader() };
    // A FormData body (an upload) gets its multipart type and boundary from fetch itself.
    if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
    if (token === null) return headers;
    const { role, cfc } = session.roleAndCfc();
    headers.Authorization = `Bearer ${token}`;
    if (role !== undefined) headers.Role = role;
    if (cfc !== undefined && currentSchoolOnly) headers.CFC = cfc;
    return headers;
  }

  async function sendOnce(
    method: HttpMethod,
    path: string,
    body: unknown,
    token: string | null,
    currentSchoolOnly: boolean,
  ): Promise<Response> {
    try {
      return await send(`${API_BASE}${path}`, {
        method,
        headers: headersFor(body, token, currentSchoolOnly),
        body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      });
    } catch (error) {
      throw new ApiError(0, undefined, { cause: error });
    }
  }

  /** After a 401: a new token, from a refresh this call starts or joins, or null when the session is over. */
  async function renewedToken(rejected: string): Promise<string | null> {
    const current = session.token();
    // Another call already renewed the token while this one was on its way.
    if (current !== null && current !== rejected) return current;
    return (await refreshOnce()) ? session.token() : null;
  }

  /**
   * Sends a call with the session: a 401 refreshes the tokens once and replays the call; a failed
   * refresh ends the session.
   */
  async function callWithSession(
    method: HttpMethod,
    path: string,
    body: unknown,
    { auth = true, reportsExpiry = true, currentSchoolOnly = true }: RequestOptions,
  ): Promise<Response> {
    const token = auth ? session.token() : null;
    let response = await sendOnce(method, path, body, token, currentSchoolOnly);
    if (token !== null && response.status === 401) {
      const renewed = await renewedToken(token);
      if (renewed !== null) response = await sendOnce(method, path, body, renewed, currentSchoolOnly);
      if (renewed === null || response.status === 401) {
        if (reportsExpiry) onSessionExpired();
        const envelope = renewed === null ? undefined : await readJson(response);
        throw new ApiError(401, isEnvelope(envelope) ? envelope : undefined);
      }
    }
    if (token !== null && response.status !== 401) onAuthenticated();
    return response;
  }

  /** Calls the API and returns the envelope of a successful reply; throws ApiError otherwise. */
  async function request(
    method: HttpMethod,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<Partial<ApiEnvelope<unknown>>> {
    const response = await callWithSession(method, path, body, options);
    const envelope = await readJson(response);
    const parsed = isEnvelope(envelope) ? envelope : undefined;
    if (!response.ok || parsed?.success !== true) throw new ApiError(response.status, parsed);
    return parsed;
  }

  /** A file the API answers as itself (e.g. a photo), fetched with the session like any call. */
  async function blob(path: string, options: RequestOptions = {}): Promise<Blob> {
    const response = await callWithSession('GET', path, undefined, options);
    if (response.ok) return response.blob();
    const envelope = await readJson(response);
    throw new ApiError(response.status, isEnvelope(envelope) ? envelope : undefined);
  }

  /**
   * A reply that is plain JSON rather than the envelope (Pusher's channel authorisation `{ auth }`),
   * fetched with the session like any call.
   */
  async function plainJson(method: HttpMethod, path: string, body: unknown, options: RequestOptions = {}) {
    const response = await callWithSession(method, path, body, options);
    const json: unknown = await readJson(response);
    if (response.ok) return json;
    throw new ApiError(response.status, isEnvelope(json) ? json : undefined);
  }

  /**
   * Calls a contract endpoint (packages/contract/src/api): the path, method and types come from it.
   * A JSON endpoint answers its reply envelope, a file endpoint the file, a protocol's endpoint
   * its plain JSON.
   */
  async function call<E extends Endpoint>(
    endpoint: E,
    ...[input, options]: InputOptional<E> extends true
      ? [input?: EndpointInput<E>, options?: RequestOptions]
      : [input: EndpointInput<E>, options?: RequestOptions]
  ): Promise<EndpointReply<E>> {
    const address = addressOf(endpoint, input);
    if (endpoint.reply === 'file') return (await blob(address, options)) as EndpointReply<E>;
    if (!answersEnvelope(endpoint))
      return (await plainJson(endpoint.method, address, input?.body, options)) as EndpointReply<E>;
    return (await request(endpoint.method, address, input?.body, options)) as EndpointReply<E>;
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;
