import { eadApi } from '@cfc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useEndpointQuery, useInvalidate } from '../../api/queries.ts';
import { FOTO_FIELD } from '../../ui/foto.ts';

/** Whose reference photo: a student's (students' form) or an instructor's (instructors' form). */
export type Titular = 'aluno' | 'instrutor';

const ENDPOINTS = {
  aluno: {
    get: eadApi.getReferenciaAluno,
    foto: eadApi.fotoReferenciaAluno,
    put: eadApi.putReferenciaAluno,
    delete: eadApi.deleteReferenciaAluno,
  },
  instrutor: {
    get: eadApi.getReferenciaInstrutor,
    foto: eadApi.fotoReferenciaInstrutor,
    put: eadApi.putReferenciaInstrutor,
    delete: eadApi.deleteReferenciaInstrutor,
  },
} as const;

/** The multipart field that records the consent (LGPD art. 11, II, a) beside the photo. */
const CONSENTIMENTO_FIELD = 'consentimento';

/** Whether there is a reference photo, and when the consent was recorded (null: none). */
export function useReferencia(titular: Titular, id: number) {
  return useEndpointQuery(ENDPOINTS[titular].get, { params: { id } });
}

/** The reference photo itself, once there is one. */
export function useFotoReferencia(titular: Titular, id: number, enabled: boolean) {
  return useEndpointQuery(ENDPOINTS[titular].foto, { params: { id } }, { enabled });
}

/** Both the record and the photo change together: every reference query is read again. */
function useInvalidateReferencia() {
  return useInvalidate(eadApi.getReferenciaAluno.group);
}

export function useSalvarReferencia(titular: Titular, id: number) {
  const invalidate = useInvalidateReferencia();
  return useMutation({
    mutationFn: (foto: Blob) => {
      const body = new FormData();
      body.append(CONSENTIMENTO_FIELD, 'true');
      body.append(FOTO_FIELD, foto, foto instanceof File ? foto.name : 'referencia.jpg');
      return api.call(ENDPOINTS[titular].put, { params: { id }, body });
    },
    onSuccess: invalidate,
  });
}

export function useRemoverReferencia(titular: Titular, id: number) {
  const invalidate = useInvalidateReferencia();
  return useMutation({
    mutationFn: () => api.call(ENDPOINTS[titular].delete, { params: { id } }),
    onSuccess: invalidate,
  });
}
