import { ApiError } from '../../api/http-client.ts';

/** Why the server refused a change: its message and each field message, without repeats. */
export function reasonsOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const fields = Object.values(error.body?.errors ?? {}).flat();
  return [...new Set([error.mensagem ?? '', ...fields].filter(Boolean))];
}
