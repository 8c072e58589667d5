import type { AutoescolaPublica } from '@cfc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client.ts';

/** The three login entries: school staff, student and instructor (SPEC §2.1). */
export type LoginKind = 'main' | 'aluno' | 'instrutor';

export type Credentials =
  | { readonly email: string; readonly password: string; readonly autoescola: string }
  | { readonly cpf: string; readonly password: string; readonly autoescola: string };

/** The part of the login reply the screen needs; storing the session is the login issue's job. */
export interface LoggedIn {
  readonly id_role: number;
}

const LOGIN_PATHS: Record<LoginKind, string> = {
  main: '/login',
  aluno: '/login/aluno',
  instrutor: '/login/instrutor',
};

export function useLogin(kind: LoginKind) {
  return useMutation({
    mutationFn: async (credentials: Credentials) =>
      (await api.post<LoggedIn>(LOGIN_PATHS[kind], credentials)).dados,
  });
}

/** What a failed login shows: the reply's `dados` for students, its `mensagem` otherwise (SPEC §8). */
export function loginErrorMessage(kind: LoginKind, error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const dados = error.body?.dados;
  if (kind === 'aluno' && typeof dados === 'string' && dados) return dados;
  return error.mensagem || undefined;
}

/** The school of a login path (`/:autoescola`), so the page greets it by its name. */
export function useAutoescolaPublica(slug: string) {
  return useQuery({
    queryKey: ['autoescola-publica', slug],
    queryFn: async () => (await api.get<AutoescolaPublica>(`/autoescolas/publica/${slug}`)).dados,
    enabled: slug !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
