/**
 * What other modules use of the billing run (docs/finance.md "The monthly billing run"): billing one
 * school's month or a whole run (the benchmark) and the jobs' names.
 */
export { executarFaturamento, faturarEscola } from './emissao.ts';
export { EMITIR_FATURAMENTO_JOB, ENVIAR_FATURAS_JOB } from './service.ts';
