import { type ComercialAlunosQuery, type ComercialAutoescolasQuery, comercialApi } from '@cfc/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '../../api/queries.ts';

/** Commercial staff read every school granted to them, whatever school the session stores. */
const ALL_SCHOOLS = { currentSchoolOnly: false } as const;

export function useComercialAutoescolas(query: ComercialAutoescolasQuery) {
  return useEndpointQuery(
    comercialApi.autoescolas,
    { query },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

export function useAlunosCadastrados(query: ComercialAlunosQuery) {
  return useEndpointQuery(
    comercialApi.alunosCadastrados,
    { query },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}

export function useComercialFinanceiro(query: ComercialAlunosQuery) {
  return useEndpointQuery(
    comercialApi.financeiro,
    { query },
    { placeholderData: keepPreviousData, request: ALL_SCHOOLS },
  );
}
