import type { Endpoint, EndpointData, EndpointInput, InputOptional } from '@cfc/contract';
import { type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import type { RequestOptions } from './http-client.ts';

/**
 * The react-query key of a call to `endpoint`: its group first ('salas'), then the endpoint and what
 * was asked, so one group's queries are refreshed together (`useInvalidate`).
 */
export function queryKeyOf<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>) {
  return [endpoint.group, endpoint.id, input ?? {}] as const;
}

type QueryOptions<E extends Endpoint, T> = Omit<
  UseQueryOptions<EndpointData<E>, Error, T>,
  'queryKey' | 'queryFn'
> & {
  /** How the call is sent (e.g. without the CFC header: across every school the user may see). */
  readonly request?: RequestOptions;
};

/** The `dados` of a GET endpoint (the file itself for a file endpoint), cached under `queryKeyOf`. */
export function useEndpointQuery<E extends Endpoint, T = EndpointData<E>>(
  endpoint: E,
  ...[input, options]: InputOptional<E> extends true
    ? [input?: EndpointInput<E>, options?: QueryOptions<E, T>]
    : [input: EndpointInput<E>, options?: QueryOptions<E, T>]
) {
  const { request, ...queryOptions } = options ?? {};
  return useQuery({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: async () => {
      // The rest parameters keep `input` required where the endpoint needs it; here it is passed on as is.
      const reply = await (
        api.call as (
          endpoint: E,
          input?: EndpointInput<E>,
          options?: RequestOptions,
        ) => Promise<Blob | { dados: unknown }>
      )(endpoint, input, request);
      return (reply instanceof Blob ? reply : reply.dados) as EndpointData<E>;
    },
    ...queryOptions,
  });
}

/** Refreshes every cached query of the given endpoint groups ('salas', 'cameras'). */
export function useInvalidate(...groups: readonly string[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(groups.map((group) => queryClient.invalidateQueries({ queryKey: [group] })));
}
