-- NFS-e (docs/finance.md, "NFS-e"): the national standard service invoice (Sistema Nacional NFS-e) the
-- operator issues for each paid invoice. One live NFS-e per invoice: a sweep finds paid invoices
-- without one, sends their DPS to the issuer and keeps what was sent and what came back; a failure is
-- retried with backoff and stays visible; a payment reversed cancels the NFS-e ('cancelada'), after
-- which a new payment issues a new one.
-- The DPS numbers of the operator (série 1), one sequence for every school billed.
create sequence nfse_dps_seq start 1;
grant usage on sequence nfse_dps_seq to cfc_app;

create table nfse_emissoes (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  fatura_id bigint not null,
  status text not null default 'pendente' check (status in ('pendente', 'emitida', 'falhou', 'cancelada')),
  -- the service value: what was paid on the invoice when it was issued
  valor_servico_centavos integer not null check (valor_servico_centavos > 0),
  -- the DPS's number (série 1): unique with the provider's CNPJ, so a DPS sent twice is one NFS-e
  numero_dps bigint not null unique default nextval('nfse_dps_seq'),
  chave_acesso char(50) check (chave_acesso ~ '^[0-9]{50}$'),
  numero text,
  -- what went to the issuer (the DPS XML) and its last answer
  enviado text,
  resposta text,
  tentativas integer not null default 0 check (tentativas >= 0),
  erro text,
  -- when the sweep may try again (null: now); after the last automatic try, only a person retries
  proxima_tentativa_em timestamptz,
  emitida_em timestamptz,
  cancelada_em timestamptz,
  cancelamento_motivo text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, fatura_id) references faturas (autoescola_id, id),
  check ((status = 'emitida') <= (chave_acesso is not null)),
  check ((status = 'cancelada') = (cancelada_em is not null))
);
-- one NFS-e alive per invoice: the sweep, however often and wherever it runs, issues it once
create unique index nfse_emissoes_fatura_viva on nfse_emissoes (autoescola_id, fatura_id)
  where status <> 'cancelada';
create unique index nfse_emissoes_chave on nfse_emissoes (chave_acesso) where chave_acesso is not null;
create index nfse_emissoes_a_tentar on nfse_emissoes (proxima_tentativa_em nulls first)
  where status in ('pendente', 'falhou');
create trigger nfse_emissoes_updated_at before update on nfse_emissoes
  for each row execute function set_updated_at();
select enable_tenant_rls('nfse_emissoes');
revoke delete on nfse_emissoes from cfc_app;

