import { aulasPraticasApi } from '@cfc/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '../../api/queries.ts';
import type { StatusAula } from '../instrutor-aulas/index.ts';

/** The student's lessons (of one status, or all), its hours per open process and the next lesson. */
export function useCandidatoAulas(status: StatusAula | undefined) {
  return useEndpointQuery(
    aulasPraticasApi.listForCandidato,
    { query: status ? { status } : {} },
    { placeholderData: keepPreviousData },
  );
}
