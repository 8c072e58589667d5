-- Versions of the data the busiest reads sum or page (platform/cache/data-version.ts): one sequence
-- per group of tables, advanced by every statement that changes them. A read kept a few seconds
-- under the version it saw is used again only while the version stays, so any change made anywhere
-- (a request, a job, another instance) shows on the next read. A sequence takes no lock (writers in
-- parallel never wait on it) and is not rolled back (a change that did not commit costs one read).

create function avancar_versao() returns trigger language plpgsql as $$
begin
  perform nextval(tg_argv[0]);
  return null;
end
$$;

-- The invoices and extra charges (docs/finance.md, "Reading fast"): lists, billed lines, report, panel.
create sequence financeiro_versao;
grant usage, select on sequence financeiro_versao to cfc_app;
create trigger faturas_versao after insert or update or delete on faturas
  for each statement execute function avancar_versao('financeiro_versao');
create trigger fatura_itens_versao after insert or update or delete on fatura_itens
  for each statement execute function avancar_versao('financeiro_versao');
create trigger pagamentos_versao after insert or update or delete on pagamentos
  for each statement execute function avancar_versao('financeiro_versao');
create trigger nfse_emissoes_versao after insert or update or delete on nfse_emissoes
  for each statement execute function avancar_versao('financeiro_versao');
create trigger cobrancas_versao after insert or update or delete on cobrancas
  for each statement execute function avancar_versao('financeiro_versao');
create trigger cobranca_parcelas_versao after insert or update or delete on cobranca_parcelas
  for each statement execute function avancar_versao('financeiro_versao');

-- The monitoring alerts (docs/monitoring.md): the alert lists with their counts.
create sequence alertas_versao;
grant usage, select on sequence alertas_versao to cfc_app;
create trigger alertas_versao after insert or update or delete on alertas
  for each statement execute function avancar_versao('alertas_versao');

-- The practical lessons' evidence photos (docs/monitoring.md): the monitoring photo feed's pages.
create sequence fotos_versao;
grant usage, select on sequence fotos_versao to cfc_app;
create trigger aula_fotos_versao after insert or update or delete on aula_fotos
  for each statement execute function avancar_versao('fotos_versao');
