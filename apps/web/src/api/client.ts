/** Base of every API call (ARCHITECTURE §5). */
export const API_BASE = '/api/v1';

/** The reply envelope of the API; `errors` is the 422 field map. */
export interface ApiEnvelope<T> {
  readonly success: boolean;
  readonly dados: T;
  readonly mensagem?: string;
  readonly errors?: Readonly<Record<string, readonly string[]>>;
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
}

function isEnvelope(value: unknown): value is Partial<ApiEnvelope<unknown>> {
  if (typeof value !== 'object' || value === null) return false;
  const mensagem = 'mensagem' in value ? value.mensagem : undefined;
  return mensagem === undefined || typeof mensagem === 'string';
}

async function readBody(response: Response): Promise<Partial<ApiEnvelope<unknown>> | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : undefined;
  } catch {
    // A malformed body is reported through the status alone.
    return undefined;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls the API and returns the envelope of a successful reply; throws ApiError otherwise.
 * The type of `dados` is the caller's promise: the contract's schemas will check it later.
 */
export async function request<T>(method: Method, path: string, body?: unknown): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, undefined, { cause: error });
  }

  const envelope = await readBody(response);
  if (!response.ok || envelope?.success !== true) throw new ApiError(response.status, envelope);
  return envelope as ApiEnvelope<T>;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
