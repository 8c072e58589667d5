-- The version of the invoices (docs/finance.md, "Reading fast"): a sequence that every statement
-- changing invoices, payments or NFS-e advances. The finance lists, reports and panel keep their
-- answers a few seconds per version, so any change made anywhere shows on the next read. A sequence
-- takes no lock (the billing run's parallel schools never wait on it) and is not rolled back (a
-- change that did not commit only costs one read more).
create sequence financeiro_versao;
grant usage, select on sequence financeiro_versao to cfc_app;

create function financeiro_alterado() returns trigger language plpgsql as $$
begin
  perform nextval('financeiro_versao');
  return null;
end
$$;

create trigger faturas_versao after insert or update or delete on faturas
  for each statement execute function financeiro_alterado();
create trigger pagamentos_versao after insert or update or delete on pagamentos
  for each statement execute function financeiro_alterado();
create trigger nfse_emissoes_versao after insert or update or delete on nfse_emissoes
  for each statement execute function financeiro_alterado();
create trigger fatura_itens_versao after insert or update or delete on fatura_itens
  for each statement execute function financeiro_alterado();
