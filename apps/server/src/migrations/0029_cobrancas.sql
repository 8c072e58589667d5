-- Extra charges (docs/finance.md, "Extra charges"): the operator's catalogue of products and services,
-- the charges made to a school with their items and instalments. An instalment either joins the
-- monthly invoice of its month ('proxima_fatura') or becomes its own one-off invoice with boleto and
-- PIX ('boleto_proprio'); either way it points at the invoice that billed it. Money in integer cents.

-- The operator's catalogue: one list for every school, like the unions (0026).
create table produtos_servicos (
  id bigint generated always as identity primary key,
  nome text not null check (length(btrim(nome)) between 1 and 120),
  descricao text check (descricao is null or length(descricao) <= 500),
  tipo text not null check (tipo in ('produto', 'servico')),
  preco_centavos integer not null check (preco_centavos between 0 and 99999999),
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index produtos_servicos_nome on produtos_servicos (lower(nome));
create trigger produtos_servicos_updated_at before update on produtos_servicos
  for each row execute function set_updated_at();
grant select, insert, update on produtos_servicos to cfc_app;

create table cobrancas (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  descricao text check (descricao is null or length(descricao) <= 300),
  faturamento text not null check (faturamento in ('proxima_fatura', 'boleto_proprio')),
  parcelas smallint not null check (parcelas between 1 and 36),
  primeiro_vencimento date not null check (primeiro_vencimento between '2000-01-01' and '9999-12-31'),
  valor_centavos integer not null check (valor_centavos > 0),
  status text not null default 'ativa' check (status in ('ativa', 'cancelada')),
  usuario_id bigint references usuarios (id),
  usuario_nome text,
  cancelada_em timestamptz,
  cancelamento_motivo text check (cancelamento_motivo is null or length(btrim(cancelamento_motivo)) between 1 and 500),
  cancelada_por_nome text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  check ((status = 'cancelada') = (cancelada_em is not null))
);
create index cobrancas_recentes on cobrancas (created_at desc, autoescola_id);
create trigger cobrancas_updated_at before update on cobrancas for each row execute function set_updated_at();
select enable_tenant_rls('cobrancas');
revoke delete on cobrancas from cfc_app;

-- What a charge is made of: the catalogue's item as it was charged (name and price kept).
create table cobranca_itens (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  cobranca_id bigint not null,
  produto_servico_id bigint references produtos_servicos (id),
  nome text not null check (length(btrim(nome)) between 1 and 120),
  quantidade integer not null check (quantidade between 1 and 10000),
  valor_unitario_centavos integer not null check (valor_unitario_centavos >= 0),
  valor_centavos integer not null,
  primary key (autoescola_id, id),
  foreign key (autoescola_id, cobranca_id) references cobrancas (autoescola_id, id),
  check (valor_centavos = quantidade * valor_unitario_centavos)
);
create index cobranca_itens_cobranca on cobranca_itens (autoescola_id, cobranca_id);
create index cobranca_itens_produto on cobranca_itens (produto_servico_id, autoescola_id, cobranca_id);
select enable_tenant_rls('cobranca_itens');
revoke update, delete on cobranca_itens from cfc_app;

-- The instalments: 'pendente' until an invoice bills it ('faturada', with the invoice and its line),
-- or 'cancelada' when the charge is cancelled before that (an own boleto cancelled unpaid keeps its
-- cancelled invoice).
create table cobranca_parcelas (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  cobranca_id bigint not null,
  numero smallint not null check (numero >= 1),
  vencimento date not null check (vencimento between '2000-01-01' and '9999-12-31'),
  valor_centavos integer not null check (valor_centavos > 0),
  status text not null default 'pendente' check (status in ('pendente', 'faturada', 'cancelada')),
  fatura_id bigint,
  fatura_item_id bigint,
  faturada_em timestamptz,
  primary key (autoescola_id, id),
  unique (autoescola_id, cobranca_id, numero),
  foreign key (autoescola_id, cobranca_id) references cobrancas (autoescola_id, id),
  foreign key (autoescola_id, fatura_id) references faturas (autoescola_id, id),
  foreign key (autoescola_id, fatura_item_id) references fatura_itens (autoescola_id, id),
  check (status <> 'faturada' or fatura_id is not null),
  check (status <> 'pendente' or fatura_id is null)
);
-- an invoice line bills one instalment
create unique index cobranca_parcelas_item on cobranca_parcelas (autoescola_id, fatura_item_id)
  where fatura_item_id is not null;
create index cobranca_parcelas_pendentes on cobranca_parcelas (autoescola_id, vencimento) where status = 'pendente';
create index cobranca_parcelas_fatura on cobranca_parcelas (autoescola_id, fatura_id) where fatura_id is not null;
select enable_tenant_rls('cobranca_parcelas');
revoke delete on cobranca_parcelas from cfc_app;
