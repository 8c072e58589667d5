// The login's endpoints and form schemas, a chunk of their own: they bring zod and the contract's
// login, which the login pages load after they show, for the first form check or call (issue 16's
// first load). api.ts and the forms import this file only with import().
export { autoescolasApi, loginApi, loginBody, loginCpfBody } from '@cfc/contract';
