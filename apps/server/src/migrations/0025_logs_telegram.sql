-- The monitoring logs and the Telegram messaging panel (docs/monitoring.md, "Logs" and "The
-- messaging panel").

-- Where a change came from: the browser's user agent beside the IP the audit log already keeps. The
-- scheduling log reads a lesson's history with the audit line written in the same transaction.
alter table audit_log add column user_agent text;
create index audit_log_entidade on audit_log (entidade, entidade_id, created_at) where entidade is not null;

-- The scheduling log lists a school's history by time.
create index aula_historico_created on aula_historico (autoescola_id, created_at desc);

-- What the retention rules (packages/domain/src/regulation/retencao.ts) removed or anonymised: one
-- row per rule, school and run. Rules about platform data (sessions, reset links) are recorded under
-- the operator's school. Kept for good, as the proof that the data was minimised.
create table minimizacao_log (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  regra text not null,
  tabela text not null,
  operacao text not null check (operacao in ('exclusao', 'anonimizacao')),
  quantidade integer not null check (quantidade >= 0),
  limite timestamptz,
  executado_em timestamptz not null default now(),
  primary key (autoescola_id, id)
);
create index minimizacao_log_executado on minimizacao_log (autoescola_id, executado_em desc);
select enable_tenant_rls('minimizacao_log');
revoke update, delete on minimizacao_log from cfc_app;

-- Every call to the authority's candidate service (GET /getran/aluno/{cfc}/{cpf}): who asked, for
-- which student, how long the authority took and what it answered.
create table getran_consultas (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  usuario_id bigint references usuarios (id),
  id_role smallint,
  cpf text not null check (cpf ~ '^[0-9]{11}$'),
  ambiente text not null check (ambiente in ('producao', 'homologacao')),
  servico text not null default 'candidato_aulas',
  duracao_ms integer not null check (duracao_ms >= 0),
  http_status integer,
  resultado text not null check (resultado in ('sucesso', 'falha')),
  erro text,
  aulas integer check (aulas >= 0),
  ip text,
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id)
);
create index getran_consultas_created on getran_consultas (autoescola_id, created_at desc);
select enable_tenant_rls('getran_consultas');
revoke update, delete on getran_consultas from cfc_app;

-- Telegram chats that receive the notices: a school's chat (usuario_id null) or one user's (an
-- instructor, a staff member). Linked by the bot's /start deep link (the code) or typed by staff.
create table telegram_destinos (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  usuario_id bigint references usuarios (id),
  nome text not null check (length(btrim(nome)) between 1 and 120),
  chat_id text check (chat_id ~ '^-?[0-9]{1,20}$'),
  codigo text not null check (codigo ~ '^[A-Za-z0-9_-]{8,64}$'),
  vinculado_por text check (vinculado_por in ('start', 'manual')),
  vinculado_em timestamptz,
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  unique (autoescola_id, codigo),
  check ((chat_id is null) = (vinculado_por is null))
);
create unique index telegram_destinos_chat on telegram_destinos (autoescola_id, chat_id) where chat_id is not null;
select enable_tenant_rls('telegram_destinos');

-- One message to one chat, with its delivery: pending (first try or waiting for a retry), delivered
-- (the Bot API accepted it) or failed (the Bot API's error, after the last try or a permanent error).
create table telegram_mensagens (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  destino_id bigint not null,
  notificacao_id bigint references notificacoes (id) on delete set null,
  texto text not null check (length(texto) between 1 and 4096),
  status text not null default 'pendente' check (status in ('pendente', 'entregue', 'falhou')),
  tentativas integer not null default 0 check (tentativas >= 0),
  erro text,
  erro_codigo integer,
  telegram_message_id bigint,
  ultima_tentativa_em timestamptz,
  entregue_em timestamptz,
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, destino_id) references telegram_destinos (autoescola_id, id) on delete cascade
);
create index telegram_mensagens_created on telegram_mensagens (autoescola_id, created_at desc);
create index telegram_mensagens_status on telegram_mensagens (autoescola_id, status);
select enable_tenant_rls('telegram_mensagens');
