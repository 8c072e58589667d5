-- Bank files (docs/finance.md "Payments: return files, remittances, write-offs"): the return files
-- imported (each once: its SHA-256 is unique) with every line and what became of it, and the CNAB 240
-- remittances that registered the boletos with the bank. Files and remittances belong to the
-- operator's school (they cover every school's invoices); which invoice a remittance registered
-- belongs to the school billed.

create table retorno_arquivos (
  autoescola_id bigint not null references autoescolas (id), -- the operator's school
  id bigint generated always as identity,
  nome text not null check (length(btrim(nome)) between 1 and 255),
  formato text not null check (formato in ('cnab240', 'cnab400', 'csv')),
  sha256 char(64) not null check (sha256 ~ '^[0-9a-f]{64}$'),
  tamanho integer not null check (tamanho > 0),
  usuario_id bigint references usuarios (id),
  usuario_nome text,
  importado_em timestamptz not null default now(),
  linhas integer not null default 0 check (linhas >= 0),
  conciliadas integer not null default 0 check (conciliadas >= 0),
  divergentes integer not null default 0 check (divergentes >= 0),
  ja_pagas integer not null default 0 check (ja_pagas >= 0),
  desconhecidas integer not null default 0 check (desconhecidas >= 0),
  ignoradas integer not null default 0 check (ignoradas >= 0),
  -- what the file says was paid, and what of it was written against invoices
  valor_total_centavos bigint not null default 0 check (valor_total_centavos >= 0),
  valor_aplicado_centavos bigint not null default 0 check (valor_aplicado_centavos >= 0),
  primary key (autoescola_id, id)
);
-- a file is imported once: a second import of the same bytes changes nothing
create unique index retorno_arquivos_sha256 on retorno_arquivos (sha256);
create index retorno_arquivos_recentes on retorno_arquivos (importado_em desc);
select enable_tenant_rls('retorno_arquivos');
revoke update, delete on retorno_arquivos from cfc_app;

-- Each title line of an imported file and what became of it.
create table retorno_linhas (
  autoescola_id bigint not null, -- the file's (the operator's school)
  id bigint generated always as identity,
  arquivo_id bigint not null,
  linha integer not null check (linha > 0),
  situacao text not null check (situacao in ('conciliada', 'divergente', 'ja_paga', 'desconhecida', 'ignorada')),
  nosso_numero bigint not null,
  ocorrencia char(2) not null,
  valor_pago_centavos integer not null check (valor_pago_centavos >= 0),
  valor_fatura_centavos integer,
  tarifa_centavos integer not null default 0,
  juros_centavos integer not null default 0,
  pago_em date,
  credito_em date,
  -- the invoice it named, when one was found (another school's: no foreign key across schools)
  fatura_autoescola_id bigint,
  fatura_id bigint,
  motivo text,
  primary key (autoescola_id, id),
  unique (id),
  foreign key (autoescola_id, arquivo_id) references retorno_arquivos (autoescola_id, id)
);
create index retorno_linhas_arquivo on retorno_linhas (autoescola_id, arquivo_id, linha);
create index retorno_linhas_fatura on retorno_linhas (fatura_autoescola_id, fatura_id) where fatura_id is not null;
select enable_tenant_rls('retorno_linhas');
revoke update, delete on retorno_linhas from cfc_app;

-- A payment from a return file names its line; one payment per line.
alter table pagamentos
  add constraint pagamentos_retorno_linha foreign key (retorno_linha_id) references retorno_linhas (id);
create unique index pagamentos_retorno_linha_unica on pagamentos (retorno_linha_id) where retorno_linha_id is not null;

-- CNAB 240 remittances: the file's sequence number (NSA) grows by one each time.
create table remessas (
  autoescola_id bigint not null references autoescolas (id), -- the operator's school
  id bigint generated always as identity,
  sequencial integer not null unique check (sequencial > 0),
  nome text not null,
  conteudo text not null,
  titulos integer not null check (titulos > 0),
  valor_centavos bigint not null check (valor_centavos >= 0),
  usuario_id bigint references usuarios (id),
  usuario_nome text,
  gerada_em timestamptz not null default now(),
  primary key (autoescola_id, id)
);
create index remessas_recentes on remessas (gerada_em desc);
select enable_tenant_rls('remessas');
revoke update, delete on remessas from cfc_app;

-- Which boleto went in which remittance: an invoice is registered once.
create table remessa_titulos (
  autoescola_id bigint not null, -- the invoice's school
  fatura_id bigint not null,
  remessa_autoescola_id bigint not null,
  remessa_id bigint not null,
  nosso_numero bigint not null,
  created_at timestamptz not null default now(),
  primary key (autoescola_id, fatura_id),
  foreign key (autoescola_id, fatura_id) references faturas (autoescola_id, id),
  foreign key (remessa_autoescola_id, remessa_id) references remessas (autoescola_id, id)
);
create index remessa_titulos_remessa on remessa_titulos (remessa_autoescola_id, remessa_id);
select enable_tenant_rls('remessa_titulos');
revoke update, delete on remessa_titulos from cfc_app;
