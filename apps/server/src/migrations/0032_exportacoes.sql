-- Export jobs (docs/architecture.md §12): an export with more rows than EXPORT_JOB_ROWS is built by
-- the `exportar-relatorio` job instead of in the request. One row per such export: who asked, what
-- it is, how far the job got and, once done, the storage key of the file and the notification that
-- offered it. Only the user who asked reads it; the job writes it as the owner.
create table exportacoes (
  id bigint generated always as identity primary key,
  usuario_id bigint not null references usuarios (id) on delete cascade,
  autoescola_id bigint references autoescolas (id),
  modulo text not null,
  titulo text not null,
  formato text not null check (formato in ('pdf', 'xlsx')),
  linhas integer not null check (linhas >= 0),
  status text not null default 'pendente' check (status in ('pendente', 'gerando', 'concluida', 'falhou')),
  progresso integer not null default 0 check (progresso between 0 and 100),
  -- the storage key of the rows the request loaded, then of the file the job built
  dados text not null,
  arquivo text,
  erro text,
  notificacao_id bigint references notificacoes (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'concluida') = (arquivo is not null))
);
create index exportacoes_usuario on exportacoes (usuario_id, id desc);
create trigger exportacoes_updated_at before update on exportacoes
  for each row execute function set_updated_at();

alter table exportacoes enable row level security;
alter table exportacoes force row level security;
create policy dono on exportacoes for select to cfc_app
  using (usuario_id = (select app_usuario_id()));
create policy system on exportacoes to current_user using (true) with check (true);
grant select on exportacoes to cfc_app;

-- The notification that offers an export's file goes to that one user.
alter table notificacoes drop constraint notificacoes_destino_check;
alter table notificacoes add constraint notificacoes_destino_check
  check (destino in ('todas', 'autoescolas', 'papeis', 'todos', 'usuario'));
