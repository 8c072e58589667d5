import {
  type ConfirmarCadastroDesafioBody,
  type LoginBody,
  type LoginCpfBody,
  SESSAO_ATIVA,
  type SegundoFatorBody,
} from '@cfc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client.ts';

/** The three login entries: school staff, student and instructor (SPEC §2.1). */
export type LoginKind = 'main' | 'aluno' | 'instrutor';

export type Credentials = LoginBody | LoginCpfBody;

/** The open calls (login, second factor): no session headers, no refresh. */
const OPEN = { auth: false } as const;

/**
 * The login's endpoints, loaded with its first call (endpoints.ts): the page shows without them.
 * The session's checks of a logged-in user read theirs at once (session-checks.ts).
 */
const endpoints = () => import('./endpoints.ts');

/**
 * The session, the second factor's challenge when the account has one (or must enrol one), or the
 * question about the account's session open elsewhere.
 */
async function postLogin(kind: LoginKind, credentials: Credentials) {
  const { loginApi } = await endpoints();
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
    mutationFn: async (body: SegundoFatorBody) => {
      const { loginApi } = await endpoints();
      return (await api.call(loginApi.verifySegundoFator, { body }, OPEN)).dados;
    },
  });
}

/** Enrolment that the school requires, during the login: the new secret's QR code. */
export function useRequiredEnrolment() {
  return useMutation({
    mutationFn: async (desafio: string) => {
      const { loginApi } = await endpoints();
      return (await api.call(loginApi.startCadastroExigido, { body: { desafio } }, OPEN)).dados;
    },
  });
}

/** Confirms that enrolment; resolves to the recovery codes and the session. */
export function useConfirmRequiredEnrolment() {
  return useMutation({
    mutationFn: async (body: ConfirmarCadastroDesafioBody) => {
      const { loginApi } = await endpoints();
      return (await api.call(loginApi.confirmCadastroExigido, { body }, OPEN)).dados;
    },
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
    queryFn: async () => {
      const { autoescolasApi } = await endpoints();
      return (await api.call(autoescolasApi.getPublica, { params: { slug } }, { auth: false })).dados;
    },
    enabled: slug !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
