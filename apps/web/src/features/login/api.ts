import {
  autoescolasApi,
  type ConfirmarCadastroDesafioBody,
  type LoginBody,
  type LoginCpfBody,
  loginApi,
  SESSAO_ATIVA,
  type SegundoFatorBody,
} from '@cfc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client.ts';
import { queryKeyOf } from '../../api/queries.ts';
import { sessionStore } from '../../session/session.ts';

/** The three login entries: school staff, student and instructor (SPEC §2.1). */
export type LoginKind = 'main' | 'aluno' | 'instrutor';

export type Credentials = LoginBody | LoginCpfBody;

/** The open calls (login, second factor): no session headers, no refresh. */
const OPEN = { auth: false } as const;

/** The session, or the second factor's challenge when the account has one (or must enrol one). */
async function postLogin(kind: LoginKind, credentials: Credentials) {
  const reply =
    kind === 'main'
      ? await api.call(loginApi.signIn, { body: credentials as LoginBody }, OPEN)
      : await api.call(
          kind === 'aluno' ? loginApi.signInAluno : loginApi.signInInstrutor,
          { body: credentials as LoginCpfBody },
          OPEN,
        );
  return reply.dados;
}

export function useLogin(kind: LoginKind) {
  return useMutation({ mutationFn: (credentials: Credentials) => postLogin(kind, credentials) });
}

/** The second step of a login: a code of the authenticator app or a recovery code. */
export function useSecondFactorLogin() {
  return useMutation({
    mutationFn: async (body: SegundoFatorBody) =>
      (await api.call(loginApi.verifySegundoFator, { body }, OPEN)).dados,
  });
}

/** Enrolment that the school requires, during the login: the new secret's QR code. */
export function useRequiredEnrolment() {
  return useMutation({
    mutationFn: async (desafio: string) =>
      (await api.call(loginApi.startCadastroExigido, { body: { desafio } }, OPEN)).dados,
  });
}

/** Confirms that enrolment; resolves to the recovery codes and the session. */
export function useConfirmRequiredEnrolment() {
  return useMutation({
    mutationFn: async (body: ConfirmarCadastroDesafioBody) =>
      (await api.call(loginApi.confirmCadastroExigido, { body }, OPEN)).dados,
  });
}

/** Two logins raced for the account's one session: the `sessao-ativa` screen asks, as for `sessao_ativa`. */
export function isActiveSessionConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.codigo === SESSAO_ATIVA;
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
    queryFn: async () =>
      (await api.call(autoescolasApi.getPublica, { params: { slug } }, { auth: false })).dados,
    enabled: slug !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /user/dados once per app start, on screens that check the session (SPEC §2.1, §7). */
export function useUserDados(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(loginApi.getUserDados),
    queryFn: async () => {
      const { dados } = await api.call(loginApi.getUserDados);
      sessionStore.applyUserDados(dados);
      return dados;
    },
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Confirms on each screen change that the session still stands, so that a session ended on another
 * device shows the session-expired modal at the next click rather than at the next data call.
 */
export function useSessionCheck(pathname: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeyOf(loginApi.authenticate), pathname],
    queryFn: async () => (await api.call(loginApi.authenticate)).dados,
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
