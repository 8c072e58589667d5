-- Notifications (SPEC §2.5, §3, §4, §7): a notification is written once and delivered to each of its
-- recipients, who keep their own state (read, archived, deleted). Notices are sent by the operator's
-- monitoring staff to users of many schools, and changelog entries to every user, so these tables
-- belong to users, not to one school: they carry no autoescola_id. Row-level security keeps a user
-- to its own recipient rows (app.usuario_id, set by withTenant) and to the notifications and
-- attachments it received. Sending (writing the rows for many users) is platform work, done as the
-- owner (withSystem) with the sender's schools given explicitly.

create table notificacoes (
  id bigint generated always as identity primary key,
  tipo text not null default 'geral' check (tipo in ('geral', 'version_control')),
  titulo text not null check (length(btrim(titulo)) between 1 and 200),
  -- HTML cleaned by the server (modules/notificacoes/html.ts) before it is stored
  descricao text not null,
  -- the same description as plain text, for the search of the notifications centre
  descricao_texto text not null,
  remetente_id bigint references usuarios (id),
  -- who it was addressed to, as the sender chose: every school, chosen schools, chosen roles, or
  -- everyone (changelog entries)
  destino text not null check (destino in ('todas', 'autoescolas', 'papeis', 'todos')),
  destino_filtro jsonb,
  created_at timestamptz not null default now()
);

create table notificacao_destinatarios (
  usuario_id bigint not null references usuarios (id) on delete cascade,
  notificacao_id bigint not null references notificacoes (id) on delete cascade,
  read_at timestamptz,
  archived_at timestamptz,
  -- 'delete' removes it for this recipient only; the notification stays for the others
  deleted_at timestamptz,
  primary key (usuario_id, notificacao_id)
);
-- The list of the centre and the bell: one user's rows, newest first (ids grow with time).
create index notificacao_destinatarios_lista on notificacao_destinatarios (usuario_id, notificacao_id desc)
  where deleted_at is null;
-- The unread badge.
create index notificacao_destinatarios_nao_lidas on notificacao_destinatarios (usuario_id)
  where deleted_at is null and archived_at is null and read_at is null;
-- Realtime delivery and cascades look rows up by notification.
create index notificacao_destinatarios_notificacao on notificacao_destinatarios (notificacao_id);

create table notificacao_anexos (
  id bigint generated always as identity primary key,
  notificacao_id bigint not null references notificacoes (id) on delete cascade,
  -- the file's name as the sender uploaded it (cleaned), its type and size
  nome text not null check (length(nome) between 1 and 200),
  mimetype text not null,
  tamanho integer not null check (tamanho > 0),
  -- the storage key (notificacoes/<notificacao>/<random>)
  arquivo text not null unique
);
create index notificacao_anexos_notificacao on notificacao_anexos (notificacao_id, id);

-- A recipient sees and changes only its own rows; the columns it may change are its state.
-- `(select app_usuario_id())` is computed once per query (an InitPlan), not once per row.
alter table notificacao_destinatarios enable row level security;
alter table notificacao_destinatarios force row level security;
create policy destinatario on notificacao_destinatarios to cfc_app
  using (usuario_id = (select app_usuario_id()))
  with check (usuario_id = (select app_usuario_id()));
create policy system on notificacao_destinatarios to current_user using (true) with check (true);
grant select on notificacao_destinatarios to cfc_app;
grant update (read_at, archived_at, deleted_at) on notificacao_destinatarios to cfc_app;

-- A notification and its attachments are visible to the users who received it and did not delete it.
alter table notificacoes enable row level security;
alter table notificacoes force row level security;
create policy destinatario on notificacoes for select to cfc_app
  using (exists (
    select 1 from notificacao_destinatarios d
     where d.notificacao_id = notificacoes.id and d.usuario_id = (select app_usuario_id()) and d.deleted_at is null
  ));
create policy system on notificacoes to current_user using (true) with check (true);
grant select on notificacoes to cfc_app;

alter table notificacao_anexos enable row level security;
alter table notificacao_anexos force row level security;
create policy destinatario on notificacao_anexos for select to cfc_app
  using (exists (
    select 1 from notificacao_destinatarios d
     where d.notificacao_id = notificacao_anexos.notificacao_id and d.usuario_id = (select app_usuario_id())
       and d.deleted_at is null
  ));
create policy system on notificacao_anexos to current_user using (true) with check (true);
grant select on notificacao_anexos to cfc_app;
