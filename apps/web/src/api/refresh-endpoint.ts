import { loginApi } from '@cfc/contract';

/**
 * The refresh's endpoint, a chunk of its own loaded at the first refresh (http-client.ts): its reply
 * schema brings zod, which the login page does not load before the user acts (issue 16).
 */
export const refreshEndpoint = loginApi.refresh;
