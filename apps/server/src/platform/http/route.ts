import {
  DEFAULT_ERROR_STATUSES,
  type Endpoint,
  type EndpointReplyInput,
  type EndpointRequestTypes,
  errorReply,
} from '@cfc/contract';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../auth/access.ts';

/** The Fastify instance a module's routes plugin receives. */
export type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The success reply of an endpoint that answers a file, described as the endpoint describes it: sent
 * as it is, never through the serializer.
 */
const fileReply = (description = 'O arquivo, do tipo que o Content-Type diz.') =>
  z.any().describe(description);

/** The request of an endpoint's handler: params, query and body as its schemas made them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<EndpointRequestTypes<E>>;

/**
 * What a handler answers: the JSON of the endpoint's reply schema, or, for an endpoint that answers
 * a file, the reply it sent itself.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReplyInput<E> | FastifyReply> | EndpointReplyInput<E> | FastifyReply;

/** What a route adds to its endpoint and access, rarely: its own `rateLimit`, or a check of its own. */
export type RouteOptions = Omit<FastifyContextConfig, 'access'> & {
  /**
   * A check `access` cannot say (any one of several flags, a role that needs none), run before the
   * schemas like the access check itself.
   */
  readonly preValidation?: (request: FastifyRequest) => Promise<void>;
  /**
   * For an endpoint opened as a WebSocket (@fastify/websocket): what runs on the open socket; the
   * handler then answers a plain request to the same path.
   */
  readonly wsHandler?: (socket: WebSocket, request: EndpointRequest<Endpoint>) => void;
};

/**
 * Registers the route of a contract endpoint (packages/contract): its method, path, schemas, success
 * status and OpenAPI operation come from the endpoint; the module adds who may call it and what it
 * does. A route only parses (the schemas), authorizes (`access`) and calls a service.
 */
export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  access: Access,
  handler: EndpointHandler<E>,
  { preValidation, wsHandler, ...config }: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  const errors = Object.fromEntries(
    (endpoint.errors ?? DEFAULT_ERROR_STATUSES).map((code) => [code, errorReply]),
  );
  // An upload's parts are read by the handler, which checks them with the endpoint's body schema.
  const validatesBody = endpoint.body !== undefined && !endpoint.consumes?.includes('multipart/form-data');
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, access },
    ...(preValidation === undefined ? {} : { preValidation }),
    ...(wsHandler === undefined ? {} : { wsHandler: wsHandler as never }),
    schema: {
      operationId: endpoint.operationId,
      tags: [...(endpoint.tags ?? [endpoint.group])],
      summary: endpoint.summary,
      ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
      ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
      ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
      ...(validatesBody ? { body: endpoint.body } : {}),
      ...(endpoint.consumes === undefined ? {} : { consumes: [...endpoint.consumes] }),
      response: {
        [status]: endpoint.reply === 'file' ? fileReply(endpoint.description) : endpoint.reply,
        ...errors,
      },
    },
    handler: (async (request: FastifyRequest, reply: FastifyReply) => {
      if (status !== 200) reply.status(status);
      return handler(request as EndpointRequest<E>, reply);
    }) as RouteHandlerMethod,
  });
}
