-- Finance, the core every finance screen builds on (docs/finance.md): each school's contract with the
-- operator (prices, free quotas, due day, union, consultant), the monthly billing runs, the invoices
-- with the lines that make them up and the payments written against them. Money is in integer cents
-- (`*_centavos`), rates in basis points (1 bp = 0.01 %). Invoices, lines and payments belong to the
-- school billed, so row-level security lets a school see only its own and finance staff the schools
-- granted to them; the runs belong to the operator's school.

-- The unions schools belong to, and the share of each paid amount owed to them.
create table sindicatos (
  id bigint generated always as identity primary key,
  nome text not null check (length(btrim(nome)) between 1 and 200),
  cnpj text unique check (cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'),
  uf char(2) not null,
  repasse_pontos_base integer not null default 0 check (repasse_pontos_base between 0 and 10000),
  ativo boolean not null default true,
  created_at timestamptz not null default now()
);
grant select, insert, update on sindicatos to cfc_app;

-- What the operator charges a school for. One row per school; a school without one is not billed.
create table faturamento_contratos (
  autoescola_id bigint primary key references autoescolas (id),
  -- per student registered in the month, per practical lesson given, per student present at a theory session
  preco_aluno_cadastrado_centavos integer not null default 0 check (preco_aluno_cadastrado_centavos >= 0),
  preco_aula_pratica_centavos integer not null default 0 check (preco_aula_pratica_centavos >= 0),
  preco_aula_teorica_centavos integer not null default 0 check (preco_aula_teorica_centavos >= 0),
  -- lessons a month carried free of charge (the school's `gratuidade_*` flags waive a kind altogether)
  franquia_aulas_praticas integer not null default 0 check (franquia_aulas_praticas >= 0),
  franquia_aulas_teoricas integer not null default 0 check (franquia_aulas_teoricas >= 0),
  dia_vencimento smallint not null default 10 check (dia_vencimento between 1 and 28),
  email_cobranca text check (email_cobranca is null or position('@' in email_cobranca) > 1),
  sindicato_id bigint references sindicatos (id),
  -- the operator's consultant who brought the school (role 1 of the operator) and their rate
  consultor_id bigint references usuarios (id),
  comissao_pontos_base integer not null default 0 check (comissao_pontos_base between 0 and 10000),
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index faturamento_contratos_consultor on faturamento_contratos (consultor_id) where consultor_id is not null;
create index faturamento_contratos_sindicato on faturamento_contratos (sindicato_id) where sindicato_id is not null;
create trigger faturamento_contratos_updated_at before update on faturamento_contratos
  for each row execute function set_updated_at();
select enable_tenant_rls('faturamento_contratos');

-- A monthly billing run: previewed, then issued by a background job that reports its progress.
create table faturamentos (
  autoescola_id bigint not null references autoescolas (id), -- the operator's school
  id bigint generated always as identity,
  competencia date not null check (extract(day from competencia) = 1),
  status text not null default 'emitindo' check (status in ('emitindo', 'concluido', 'falhou')),
  escolas_total integer not null default 0 check (escolas_total >= 0),
  escolas_processadas integer not null default 0 check (escolas_processadas >= 0),
  faturas_emitidas integer not null default 0 check (faturas_emitidas >= 0),
  valor_centavos bigint not null default 0 check (valor_centavos >= 0),
  erro text,
  usuario_id bigint references usuarios (id),
  usuario_nome text,
  iniciado_em timestamptz not null default now(),
  concluido_em timestamptz,
  primary key (autoescola_id, id)
);
-- one run at a time per month
create unique index faturamentos_em_curso on faturamentos (competencia) where status = 'emitindo';
create index faturamentos_recentes on faturamentos (autoescola_id, iniciado_em desc);
select enable_tenant_rls('faturamentos');

-- The boletos' "nosso número": one sequence for every invoice of the operator.
create sequence faturas_nosso_numero_seq start 1000;
grant usage on sequence faturas_nosso_numero_seq to cfc_app;

create table faturas (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  -- 'mensal': the month's run; 'avulsa': a charge with its own boleto and PIX
  tipo text not null check (tipo in ('mensal', 'avulsa')),
  competencia date not null check (extract(day from competencia) = 1),
  faturamento_id bigint,
  faturamento_autoescola_id bigint,
  descricao text not null check (length(btrim(descricao)) between 1 and 200),
  emitida_em timestamptz not null default now(),
  vencimento date not null check (vencimento between '2000-01-01' and '9999-12-31'),
  valor_centavos integer not null check (valor_centavos >= 0),
  -- kept by the payments: the sum of those not reversed
  valor_pago_centavos integer not null default 0 check (valor_pago_centavos >= 0),
  -- 'aberta' until paid in full ('vencida' is an open invoice past its due date, derived on read)
  status text not null default 'aberta' check (status in ('aberta', 'paga', 'cancelada')),
  pago_em date,
  nosso_numero bigint not null unique default nextval('faturas_nosso_numero_seq'),
  codigo_barras char(44) check (codigo_barras ~ '^[0-9]{44}$'),
  linha_digitavel char(47) check (linha_digitavel ~ '^[0-9]{47}$'),
  pix_copia_e_cola text,
  enviada_em timestamptz,
  cancelada_em timestamptz,
  cancelamento_motivo text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (faturamento_autoescola_id, faturamento_id) references faturamentos (autoescola_id, id),
  check ((status = 'paga') = (pago_em is not null)),
  check ((status = 'cancelada') = (cancelada_em is not null))
);
-- a school gets one monthly invoice per month: issuing the same month again bills nothing twice
create unique index faturas_mensal_unica on faturas (autoescola_id, competencia) where tipo = 'mensal';
create index faturas_competencia on faturas (competencia desc, autoescola_id, id);
create index faturas_vencimento_abertas on faturas (vencimento) where status = 'aberta';
create index faturas_faturamento on faturas (faturamento_autoescola_id, faturamento_id) where faturamento_id is not null;
create trigger faturas_updated_at before update on faturas for each row execute function set_updated_at();
select enable_tenant_rls('faturas');
revoke delete on faturas from cfc_app;

-- What an invoice is made of. A lesson or a registration is billed once: the unique indexes make a
-- second run skip what the first one billed.
create table fatura_itens (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  fatura_id bigint not null,
  tipo text not null check (tipo in ('aluno_cadastrado', 'aula_pratica', 'aula_teorica', 'franquia', 'cobranca')),
  descricao text not null check (length(btrim(descricao)) between 1 and 300),
  quantidade integer not null default 1 check (quantidade > 0),
  valor_unitario_centavos integer not null,
  -- quantidade × valor unitário; negative only for the free quota's discount
  valor_centavos integer not null check ((valor_centavos < 0) = (tipo = 'franquia')),
  aluno_id bigint,
  aula_pratica_id bigint,
  aula_teorica_id bigint,
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, fatura_id) references faturas (autoescola_id, id),
  foreign key (autoescola_id, aluno_id) references alunos (autoescola_id, id),
  foreign key (autoescola_id, aula_pratica_id) references aulas_praticas (autoescola_id, id),
  foreign key (autoescola_id, aula_teorica_id) references aulas_teoricas (autoescola_id, id),
  check (valor_centavos = quantidade * valor_unitario_centavos),
  check (tipo <> 'aula_pratica' or (aula_pratica_id is not null and aluno_id is not null)),
  check (tipo <> 'aula_teorica' or (aula_teorica_id is not null and aluno_id is not null)),
  check (tipo <> 'aluno_cadastrado' or aluno_id is not null)
);
create index fatura_itens_fatura on fatura_itens (autoescola_id, fatura_id, tipo);
create index fatura_itens_aluno on fatura_itens (autoescola_id, aluno_id) where aluno_id is not null;
create unique index fatura_itens_aula_pratica on fatura_itens (autoescola_id, aula_pratica_id)
  where tipo = 'aula_pratica';
create unique index fatura_itens_aula_teorica on fatura_itens (autoescola_id, aula_teorica_id, aluno_id)
  where tipo = 'aula_teorica';
create unique index fatura_itens_aluno_cadastrado on fatura_itens (autoescola_id, aluno_id)
  where tipo = 'aluno_cadastrado';
select enable_tenant_rls('fatura_itens');
revoke update, delete on fatura_itens from cfc_app;

-- Money received against an invoice: from a bank return file or written off by hand (with a reason
-- and, optionally, an attachment). A reversal keeps the row and says who reversed it, when and why.
create table pagamentos (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  fatura_id bigint not null,
  origem text not null check (origem in ('retorno', 'manual', 'pix')),
  valor_centavos integer not null check (valor_centavos > 0),
  pago_em date not null check (pago_em between '2000-01-01' and '9999-12-31'),
  -- the bank return line it came from (table of the import, migration 0027)
  retorno_linha_id bigint,
  motivo text check (motivo is null or length(btrim(motivo)) between 1 and 500),
  anexo_arquivo text,
  anexo_nome text,
  usuario_id bigint references usuarios (id),
  usuario_nome text,
  estornado_em timestamptz,
  estorno_motivo text,
  estornado_por bigint references usuarios (id),
  estornado_por_nome text,
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, fatura_id) references faturas (autoescola_id, id),
  check (origem <> 'manual' or motivo is not null),
  check ((estornado_em is null) = (estorno_motivo is null))
);
create index pagamentos_fatura on pagamentos (autoescola_id, fatura_id);
create index pagamentos_pago_em on pagamentos (pago_em desc, autoescola_id);
create index pagamentos_manuais on pagamentos (created_at desc) where origem = 'manual';
select enable_tenant_rls('pagamentos');
revoke delete on pagamentos from cfc_app;
