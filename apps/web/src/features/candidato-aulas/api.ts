import type { CandidatoAulasPraticas } from '@cfc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { StatusAula } from '../instrutor-aulas/status-filter.ts';

/** The student's lessons (of one status, or all), its hours per open process and the next lesson. */
export function useCandidatoAulas(status: StatusAula | undefined) {
  const query = status ? `?${new URLSearchParams({ status })}` : '';
  return useQuery({
    queryKey: ['candidato-aulas', status ?? 'todas'],
    queryFn: async () => (await api.get<CandidatoAulasPraticas>(`/candidato/aulas-praticas${query}`)).dados,
    placeholderData: keepPreviousData,
  });
}
