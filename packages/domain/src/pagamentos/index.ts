/**
 * Payment instruments of the operator's invoices: boleto and PIX. A subpath of its own
 * ('@cfc/domain/pagamentos') so the web, which never builds them, does not bundle pix-utils.
 */
export * from './boleto.ts';
export * from './cnab240.ts';
export * from './cnab240-remessa.ts';
export * from './cnab400.ts';
export * from './pix.ts';
export * from './retorno.ts';
export * from './retorno-csv.ts';
