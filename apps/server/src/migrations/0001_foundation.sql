-- Foundation: the application role, tenant settings, schools, users, sessions and the audit log.
-- Every school-owned table has row-level security ENABLED and FORCED. Requests run as cfc_app,
-- which owns nothing and sees only the rows of the schools in app.autoescola_ids. The owner (the
-- user that runs the migrations: the platform's system work such as login lookups, seeding and
-- jobs) passes through an explicit policy `to current_user`, whether or not it is a superuser.

create extension if not exists btree_gist;

do $$
begin
  -- Roles belong to the cluster: another database may have made it already.
  if not exists (select 1 from pg_roles where rolname = 'cfc_app') then
    create role cfc_app nologin;
  end if;
exception
  when duplicate_object or unique_violation then null; -- made at the same moment by another database
end
$$;

do $$
begin
  -- The owner must be able to SET ROLE cfc_app ('usage' also covers PostgreSQL 16's
  -- automatic membership of a CREATEROLE user, which grants no right to switch).
  if not exists (select 1 from pg_roles where rolname = current_user and rolsuper)
     and not pg_has_role(current_user, 'cfc_app', 'usage') then
    execute format('grant cfc_app to %I', current_user);
  end if;
end
$$;

grant usage on schema public to cfc_app;

-- The schools the current transaction may see, set by the tenant helper with set_config(..., true).
-- Without the setting the list is empty and every policy hides every row.
create function app_autoescola_ids() returns bigint[]
language sql stable parallel safe as $$
  select coalesce(
    string_to_array(nullif(current_setting('app.autoescola_ids', true), ''), ',')::bigint[],
    '{}'::bigint[]
  )
$$;

create function app_usuario_id() returns bigint
language sql stable parallel safe as $$
  select nullif(current_setting('app.usuario_id', true), '')::bigint
$$;

create function set_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create table autoescolas (
  id bigint generated always as identity primary key,
  nome_fantasia text not null check (length(btrim(nome_fantasia)) > 0),
  razao_social text,
  slug text not null unique check (slug ~ '^[a-z0-9]+$'),
  cnpj text unique check (cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'),
  uf char(2) not null check (uf in ('AC','AL','AM','AP','BA','CE','DF','ES','GO','MA','MG','MS','MT','PA',
                                    'PB','PE','PI','PR','RJ','RN','RO','RR','RS','SC','SE','SP','TO')),
  operadora boolean not null default false,
  gratuidade_teorica boolean not null default false,
  gratuidade_pratica boolean not null default false,
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- the operator is the school whose tenant key is 'public', and there is one
  check (operadora = (slug = 'public'))
);
create unique index autoescolas_one_operator on autoescolas (operadora) where operadora;
create trigger autoescolas_updated_at before update on autoescolas
  for each row execute function set_updated_at();

alter table autoescolas enable row level security;
alter table autoescolas force row level security;
create policy autoescolas_tenant on autoescolas to cfc_app
  using (id = any (app_autoescola_ids()))
  with check (id = any (app_autoescola_ids()));
create policy autoescolas_system on autoescolas to current_user using (true) with check (true);
grant select, update on autoescolas to cfc_app;

create table usuarios (
  id bigint generated always as identity primary key,
  nome text not null check (length(btrim(nome)) > 0),
  email text check (email = lower(email) and position('@' in email) > 1),
  cpf char(11) check (cpf ~ '^[0-9]{11}$'),
  id_role smallint not null check (id_role between 1 and 9),
  id_funcao_usuario smallint,
  -- the school the user belongs to; operator staff belong to the 'public' school,
  -- a traffic-authority user (role 9) belongs to no school and sees the schools of its state
  autoescola_id bigint references autoescolas (id),
  uf char(2),
  permissoes text[] not null default '{}' check (permissoes <@ array[
    'alunos_list','alunos_edit','agendamento','aulas_list','planos','turmas_edit','turmas_list','cfcs',
    'faturas_teoricas','faturas_praticas','instrutor_list','instrutor_edit','monitoramento_teorica',
    'monitoramento_relatorios','relatorios','user_list','user_edit','permissoes','veiculo_list','veiculo_edit'
  ]::text[]),
  id_permissao bigint,
  senha_hash text,
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (email is not null or cpf is not null),
  check ((id_role = 9) = (autoescola_id is null)),
  check (id_role <> 9 or uf is not null)
);
create unique index usuarios_email_unique on usuarios (email) where email is not null;
create unique index usuarios_cpf_unique on usuarios (cpf, id_role, coalesce(autoescola_id, 0)) where cpf is not null;
create index usuarios_autoescola on usuarios (autoescola_id);
create trigger usuarios_updated_at before update on usuarios
  for each row execute function set_updated_at();

alter table usuarios enable row level security;
alter table usuarios force row level security;
create policy usuarios_tenant on usuarios to cfc_app
  using (autoescola_id = any (app_autoescola_ids()) or id = app_usuario_id())
  with check (autoescola_id = any (app_autoescola_ids()));
create policy usuarios_system on usuarios to current_user using (true) with check (true);
grant select, insert, update on usuarios to cfc_app;

-- Schools an operator user (monitoring, finance, support, commercial) is granted besides its own.
create table usuario_autoescolas (
  usuario_id bigint not null references usuarios (id) on delete cascade,
  autoescola_id bigint not null references autoescolas (id) on delete cascade,
  primary key (usuario_id, autoescola_id)
);

-- Sessions: one active session per user, enforced by the unique index below.
create table sessoes (
  id uuid primary key default gen_random_uuid(),
  usuario_id bigint not null references usuarios (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text,
  ip text,
  user_agent text
);
create unique index sessoes_one_active on sessoes (usuario_id) where revoked_at is null;
create index sessoes_expires on sessoes (expires_at);

-- Refresh tokens are stored hashed; each use rotates the token inside the session (its family).
create table refresh_tokens (
  token_hash text primary key,
  sessao_id uuid not null references sessoes (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index refresh_tokens_sessao on refresh_tokens (sessao_id);
create index refresh_tokens_expires on refresh_tokens (expires_at);

create table password_resets (
  token_hash text primary key,
  usuario_id bigint not null references usuarios (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_expires on password_resets (expires_at);

-- Audit log: who did what, where and when. Rows can be added, never changed.
create table audit_log (
  id bigint generated always as identity primary key,
  autoescola_id bigint references autoescolas (id),
  usuario_id bigint references usuarios (id),
  id_role smallint,
  acao text not null,
  entidade text,
  entidade_id text,
  dados jsonb,
  ip text,
  created_at timestamptz not null default now()
);
create index audit_log_autoescola_created on audit_log (autoescola_id, created_at desc);

create function audit_log_is_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'o registro de auditoria não pode ser alterado';
end
$$;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_is_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_is_append_only();

alter table audit_log enable row level security;
alter table audit_log force row level security;
create policy audit_log_read on audit_log for select to cfc_app
  using (autoescola_id = any (app_autoescola_ids()));
create policy audit_log_write on audit_log for insert to cfc_app
  with check (autoescola_id is null or autoescola_id = any (app_autoescola_ids()));
create policy audit_log_system on audit_log to current_user using (true) with check (true);
grant select, insert on audit_log to cfc_app;
