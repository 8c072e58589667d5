import type {
  ativoBody,
  Endpoint,
  EndpointReplyInput,
  EndpointRequestTypes,
  idParam,
  MessageRef,
} from '@cfc/contract';
import type { Access } from '../auth/access.ts';
import { contextOf, type RequestContext } from '../auth/context.ts';
import { type App, type EndpointHandler, type EndpointRequest, route } from './route.ts';

type WithId = Endpoint & { readonly params: typeof idParam };

/** The endpoints every registry (cadastro) has, by the same names: a module's `xApi` from the contract. */
export interface CadastroEndpoints {
  readonly list: Endpoint;
  readonly get: WithId;
  readonly create: Endpoint;
  readonly update: WithId;
  readonly setAtivo: WithId & { readonly body: typeof ativoBody };
  readonly remove: WithId;
}

/** What a handler answers in `dados`. */
type Dados<E extends Endpoint> = EndpointReplyInput<E> extends { dados: infer D } ? D : never;
type Query<E extends Endpoint> = EndpointRequestTypes<E>['Querystring'];
type Body<E extends Endpoint> = EndpointRequestTypes<E>['Body'];

/** The module's service functions behind each endpoint. */
export interface CadastroService<A extends CadastroEndpoints> {
  readonly list: (ctx: RequestContext, query: Query<A['list']>) => Promise<Dados<A['list']>>;
  readonly get: (ctx: RequestContext, id: number) => Promise<Dados<A['get']>>;
  readonly create: (ctx: RequestContext, body: Body<A['create']>) => Promise<Dados<A['create']>>;
  readonly update: (ctx: RequestContext, id: number, body: Body<A['update']>) => Promise<Dados<A['update']>>;
  readonly setAtivo: (ctx: RequestContext, id: number, ativo: boolean) => Promise<void>;
  readonly remove: (ctx: RequestContext, id: number) => Promise<void>;
}

export interface Cadastro<A extends CadastroEndpoints> {
  /** Who may list and read the records, and who may change them. */
  readonly access: { readonly read: Access; readonly edit: Access };
  readonly service: CadastroService<A>;
  /** What each change answers, from the catalogue ('veiculos.cadastrado'). */
  readonly messages: {
    readonly created: MessageRef;
    readonly updated: MessageRef;
    readonly activated: MessageRef;
    readonly deactivated: MessageRef;
    readonly removed: MessageRef;
  };
}

/**
 * `route()` for an endpoint whose types stay open inside registerCadastro, where TypeScript cannot
 * follow them: each reply there is what its service function promises, which CadastroService ties
 * to the endpoint for the module that registers it.
 */
function handle<E extends Endpoint>(
  app: App,
  endpoint: E,
  access: Access,
  handler: (request: EndpointRequest<E>) => Promise<object>,
): void {
  route(app, endpoint, access, handler as EndpointHandler<E>);
}

/**
 * Registers the six routes a registry has (list, get, create, update, setAtivo, remove), each one
 * calling its service function and answering its record or its message, the same way in every
 * module. A module registers its other routes (exports, checks) beside them with `route()`.
 */
export function registerCadastro<A extends CadastroEndpoints>(
  app: App,
  api: A,
  { access, service, messages }: Cadastro<A>,
): void {
  const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

  handle(app, api.list, access.read, async (request) => ({
    success: true as const,
    dados: await service.list(contextOf(request), request.query as Query<A['list']>),
  }));
  handle(app, api.get, access.read, async (request) => ({
    success: true as const,
    dados: await service.get(contextOf(request), idOf(request)),
  }));
  handle(app, api.create, access.edit, async (request) => ({
    success: true as const,
    dados: await service.create(contextOf(request), request.body as Body<A['create']>),
    mensagem: request.t(messages.created),
  }));
  handle(app, api.update, access.edit, async (request) => ({
    success: true as const,
    dados: await service.update(contextOf(request), idOf(request), request.body as Body<A['update']>),
    mensagem: request.t(messages.updated),
  }));
  handle(app, api.setAtivo, access.edit, async (request) => {
    const { ativo } = request.body as { ativo: boolean };
    await service.setAtivo(contextOf(request), idOf(request), ativo);
    return { success: true as const, mensagem: request.t(ativo ? messages.activated : messages.deactivated) };
  });
  handle(app, api.remove, access.edit, async (request) => {
    await service.remove(contextOf(request), idOf(request));
    return { success: true as const, mensagem: request.t(messages.removed) };
  });
}
