import { ApiError } from '../../api/client.ts';
import { notifySuccess as showSuccess } from '../../ui/notify.ts';

export { notifyError } from '../../ui/notify.ts';

/** The server's own words after a change (e.g. 'Aluno cadastrado.'), when it sent any. */
export function notifySuccess(message: string | undefined): void {
  if (message) showSuccess(message);
}

const UNPROCESSABLE = 422;

/** A 422 reply: its messages belong under the form's fields. */
export function isUnprocessable(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === UNPROCESSABLE;
}
