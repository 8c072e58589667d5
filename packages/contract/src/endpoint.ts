import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses an endpoint documents, each answered with `errorReply`, unless it names its own. */
export const DEFAULT_ERROR_STATUSES = [401, 403, 404, 409, 422] as const;
/** The error statuses of an endpoint that never answers 409 Conflict. */
export const NO_CONFLICT_STATUSES = [401, 403, 404, 422] as const;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 502 | 503;

/**
 * One endpoint of the API as both sides see it (ARCHITECTURE §5): the server registers its route from
 * it (`route()` in platform/http), the OpenAPI document follows, and the web calls it through its
 * typed client (`api.call`), whose react-query keys derive from it. A field renamed here fails to
 * compile on both sides.
 */
export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Under /api/v1, with `:name` for each path parameter: '/salas/:id'. */
  readonly path: string;
  /** What OpenAPI says the operation does, in Portuguese like the rest of the document. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The body's media types when it is not only JSON: a form (`application/x-www-form-urlencoded`),
   * or an upload (`multipart/form-data`), whose parts the handler reads and checks with `body` itself.
   */
  readonly consumes?: readonly string[];
  /**
   * The success reply's JSON (the envelope of ARCHITECTURE §5), or `'file'` for an endpoint that
   * answers a file (a photo, an export) rather than JSON.
   */
  readonly reply: z.ZodType | 'file';
  /** The success status; 200 unless told. */
  readonly status?: 200 | 201 | 202;
  readonly errors?: readonly ErrorStatus[];
  /** OpenAPI tags; the group's name unless told. */
  readonly tags?: readonly string[];
  /** Where the operation is described further (OpenAPI `description`). */
  readonly description?: string;
}

/**
 * An endpoint with its id, `salas.list` (the group and the name), and its OpenAPI operationId made of
 * the same words, `salasList`, as generated clients take it.
 */
export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = D & {
  readonly id: string;
  readonly group: string;
  readonly operationId: string;
};

const camelCase = (words: readonly string[]) =>
  words.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');

/**
 * The endpoints of one group, named by what they do (English verbs, Portuguese domain nouns as the
 * glossary of ARCHITECTURE says): `endpoints('salas', { list: {...}, get: {...}, create: {...} })`.
 */
export function endpoints<const D extends Record<string, EndpointDefinition>>(
  group: string,
  definitions: D,
): { readonly [K in keyof D]: Endpoint<D[K]> } {
  return Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [
      name,
      { ...definition, id: `${group}.${name}`, group, operationId: camelCase([...group.split('-'), name]) },
    ]),
  ) as { readonly [K in keyof D]: Endpoint<D[K]> };
}

/**
 * Whether the endpoint answers the envelope of ARCHITECTURE §5 (`success`, `dados`, `mensagem`);
 * otherwise its reply is a file or the plain JSON a protocol fixes (Pusher's `{ auth }`).
 */
export function answersEnvelope(endpoint: EndpointDefinition): boolean {
  // Read from the schema's definition, not by `instanceof`: the web's client calls this without
  // loading zod's schema classes (issue 16's first load).
  const { reply } = endpoint;
  return reply !== 'file' && reply._zod.def.type === 'object' && 'success' in (reply as z.ZodObject).shape;
}

// ---------- What each side infers from an endpoint ----------

type Trimmed<S extends string> = S extends `${infer Name}/${string}` ? Name : S;

/** The names of a path's parameters: '/alunos/:id/exames/:idExame' → 'id' | 'idExame'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Trimmed<Rest> | PathParamNames<Rest extends `${string}/${infer Next}` ? `/${Next}` : ''>
  : never;

/** The values a caller puts in a path: `{ id: 3 }` for '/salas/:id'. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes: the path's parameters, the query and the body, each only when the endpoint has it. */
export type EndpointInput<E extends EndpointDefinition> = ([PathParamNames<E['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: PathParams<E['path']> }) &
  (E['query'] extends z.ZodType
    ? { readonly query?: Partial<Input<E['query']>> }
    : { readonly query?: undefined }) &
  (E['body'] extends z.ZodType
    ? { readonly body: Input<E['body']> | FormData }
    : E['consumes'] extends readonly string[]
      ? { readonly body: FormData }
      : { readonly body?: undefined });

/** Whether a caller may leave the input out (no path parameter, no body). */
export type InputOptional<E extends EndpointDefinition> = [PathParamNames<E['path']>] extends [never]
  ? E['body'] extends z.ZodType
    ? false
    : E['consumes'] extends readonly string[]
      ? false
      : true
  : false;

/** The reply as the caller reads it. */
export type EndpointReply<E extends EndpointDefinition> = E['reply'] extends z.ZodType
  ? Output<E['reply']>
  : Blob;

/** What a screen reads: the `dados` of an envelope reply, or the file of a file endpoint. */
export type EndpointData<E extends EndpointDefinition> = E['reply'] extends 'file'
  ? Blob
  : EndpointReply<E> extends { dados: infer D }
    ? D
    : never;

/** What the server's handler receives, validated: params, query and body after the schemas ran. */
export interface EndpointRequestTypes<E extends EndpointDefinition> {
  Params: E['params'] extends z.ZodType ? Output<E['params']> : unknown;
  Querystring: E['query'] extends z.ZodType ? Output<E['query']> : unknown;
  Body: E['body'] extends z.ZodType ? Output<E['body']> : unknown;
}

/** What the server's handler returns for a JSON endpoint. */
export type EndpointReplyInput<E extends EndpointDefinition> = E['reply'] extends z.ZodType
  ? Input<E['reply']>
  : never;

/** The path with its parameters filled in: pathOf('/salas/:id', { id: 3 }) → '/salas/3'. */
export function pathOf(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query object as a query string without `?`; absent, null and empty values are left out. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
}
