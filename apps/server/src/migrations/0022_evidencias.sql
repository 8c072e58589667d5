-- A practical lesson's evidence (docs/monitoring.md): the contestation reports generated from it and
-- the manual evidence of contingency lessons.

-- Each generation of a lesson's contestation report: the SHA-256 of its content (printed on it) and
-- of the PDF file itself, the file kept in storage, who generated it and when. A copy someone hands
-- in later is checked against these rows (`POST /monitoramento/relatorio-contestacao/verificar`).
create table relatorios_contestacao (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  aula_id bigint not null,
  hash_conteudo text not null check (hash_conteudo ~ '^[0-9a-f]{64}$'),
  hash_arquivo text not null check (hash_arquivo ~ '^[0-9a-f]{64}$'),
  arquivo text not null check (length(arquivo) between 1 and 300),
  usuario_id bigint references usuarios (id),
  -- the name as it was, readable by whoever checks a copy (a user row of another school is not)
  usuario_nome text not null check (length(usuario_nome) between 1 and 200),
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, aula_id) references aulas_praticas (autoescola_id, id)
);
create index relatorios_contestacao_arquivo on relatorios_contestacao (hash_arquivo);
create index relatorios_contestacao_aula on relatorios_contestacao (autoescola_id, aula_id, created_at desc);
select enable_tenant_rls('relatorios_contestacao');
revoke update, delete on relatorios_contestacao from cfc_app;

-- Files the school sends for a lesson given in contingency (no phone evidence): the signed
-- attendance sheet, photos. Kept for good, like the rest of the evidence.
create table aula_evidencias_manuais (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aula_id bigint not null,
  nome text not null check (length(btrim(nome)) between 1 and 120),
  descricao text not null check (length(btrim(descricao)) between 1 and 500),
  tipo_conteudo text not null check (tipo_conteudo in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
  tamanho integer not null check (tamanho > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  arquivo text not null check (length(arquivo) between 1 and 300),
  usuario_id bigint references usuarios (id),
  usuario_nome text check (usuario_nome is null or length(usuario_nome) between 1 and 200),
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, aula_id) references aulas_praticas (autoescola_id, id)
);
create index aula_evidencias_manuais_aula on aula_evidencias_manuais (autoescola_id, aula_id, created_at);
select enable_tenant_rls('aula_evidencias_manuais');
revoke update, delete on aula_evidencias_manuais from cfc_app;

-- The monitoring list of given lessons across schools, newest first, and its lookup of sends.
create index aulas_praticas_monitoramento on aulas_praticas (inicio desc, autoescola_id, id)
  where status in ('realizada', 'em_andamento');
