// What other modules use of payments: the one way to record money received and to reverse it
// (the billing run's demo, NFS-e, charges), in the caller's transaction.
export { estornarPagamento, type NovoPagamento, registrarPagamentos } from './pagamentos.ts';
