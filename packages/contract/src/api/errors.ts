import type { ErrorStatus } from '../endpoint.ts';

/** The error statuses of the routes that document no conflict: the default ones but 409. */
export const NO_CONFLICT = [401, 403, 404, 422] as const satisfies readonly ErrorStatus[];
