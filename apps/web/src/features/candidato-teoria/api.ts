import { alunosApi, type CorrecaoBody, SITUACOES_AULA_CANDIDATO, turmasApi } from '@cfc/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery } from '../../api/queries.ts';

export type SituacaoFiltro = (typeof SITUACOES_AULA_CANDIDATO)[number];

export function isSituacaoFiltro(value: string): value is SituacaoFiltro {
  return (SITUACOES_AULA_CANDIDATO as readonly string[]).includes(value);
}

/** The student's theory sessions (of one situation, or all), their progress and the next session. */
export function useCandidatoTeoria(status: SituacaoFiltro | undefined) {
  return useEndpointQuery(
    turmasApi.listForCandidato,
    { query: status ? { status } : {} },
    { placeholderData: keepPreviousData },
  );
}

/** The student's own record, processes, hours and eligibility. */
export function usePerfilCandidato() {
  return useEndpointQuery(alunosApi.getPerfilCandidato);
}

/** The request to correct one's data (a notification to the school's staff). */
export function usePedirCorrecao() {
  return useMutation({
    mutationFn: async (body: CorrecaoBody) => {
      const reply = await api.call(alunosApi.requestCorrecao, { body });
      return { dados: null, mensagem: reply.mensagem };
    },
  });
}
