import type { ResetPasswordBody } from '@cfc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client.ts';
import { isUnprocessable } from '../../ui/form/field-errors.ts';

const RESET_PATH = '/login/reset-password';
/** The reset link was used, expired or never existed. */
const GONE = 410;
const TOO_MANY_REQUESTS = 429;

/** Sends the reset e-mail; the reply never says whether the address is registered. */
export function useRequestReset() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await api.post<unknown>(RESET_PATH, { email }, { auth: false })).mensagem,
  });
}

/** Whether a reset link can still be used (checked before the form shows). */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: async () => {
      await api.get<unknown>(`${RESET_PATH}/${encodeURIComponent(token)}`, { auth: false });
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
      (await api.patch<unknown>(RESET_PATH, body, { auth: false })).mensagem,
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
