import { loginApi, type ResetPasswordBody } from '@cfc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client.ts';
import { queryKeyOf } from '../../api/queries.ts';
import { isUnprocessable } from '../../ui/form/field-errors.ts';

/** The reset calls are open: no session headers, no refresh. */
const OPEN = { auth: false } as const;
/** The reset link was used, expired or never existed. */
const GONE = 410;
const TOO_MANY_REQUESTS = 429;

/** Sends the reset e-mail; the reply never says whether the address is registered. */
export function useRequestReset() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await api.call(loginApi.requestReset, { body: { email } }, OPEN)).mensagem,
  });
}

/** Whether a reset link can still be used (checked before the form shows). */
export function useResetTokenCheck(token: string) {
  const input = { params: { token } };
  return useQuery({
    queryKey: queryKeyOf(loginApi.checkResetToken, input),
    queryFn: async () => {
      await api.call(loginApi.checkResetToken, input, OPEN);
      return true;
    },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) =>
      (await api.call(loginApi.resetPassword, { body }, OPEN)).mensagem,
  });
}

/** The link cannot be used: the screen gives way to `nova-senha/link-expirado/:token`. */
export function isUnusableLink(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== TOO_MANY_REQUESTS
  );
}

/**
 * The toasts of a failed reset call (SPEC §5, §8): the first message of each field of a 422, the
 * server's text when too many attempts were made, otherwise `unknown` ('Erro não identificado!').
 */
export function resetFailureMessages(error: unknown, unknown: string): string[] {
  if (!(error instanceof ApiError)) return [unknown];
  if (isUnprocessable(error) && error.body?.errors) {
    const firsts = Object.values(error.body.errors).flatMap((messages) => messages.slice(0, 1));
    if (firsts.length > 0) return firsts;
  }
  if (error.status === TOO_MANY_REQUESTS && error.mensagem) return [error.mensagem];
  return [unknown];
}

export function isGoneLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === GONE;
}
