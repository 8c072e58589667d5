-- Sending practical lessons to the traffic authority (GETRAN/DETRAN), docs/getran.md.
-- The production status staff see and edit stays in aulas_praticas.getran_status; this table keeps,
-- per environment, what the platform's sending needs: the homologação status, the protocol, the
-- fingerprint of what was accepted, and where the lesson is in the platform's own queue.
create table getran_situacoes (
  autoescola_id bigint not null,
  aula_id bigint not null,
  ambiente text not null check (ambiente in ('producao', 'homologacao')),
  -- the authority's last answer ('' never: null until it answers)
  status text,
  protocolo text,
  -- sha-256 of the lesson content the authority accepted: a lesson changed afterwards is not sent as new
  hash_aceito text,
  -- the platform's own sending: 'enviando' while a request is out (a claim), 'aguardando' a retry,
  -- 'falhou' after the last retry
  fila text check (fila in ('aguardando', 'enviando', 'falhou')),
  fila_desde timestamptz,
  tentativas integer not null default 0,
  ultimo_erro text,
  respondido_em timestamptz,
  primary key (autoescola_id, aula_id, ambiente),
  foreign key (autoescola_id, aula_id) references aulas_praticas (autoescola_id, id) on delete cascade
);
create index getran_situacoes_fila on getran_situacoes (autoescola_id, fila) where fila is not null;
select enable_tenant_rls('getran_situacoes');

-- Every request to the authority about a lesson and its answer: the lesson's send history.
create table getran_envios (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aula_id bigint not null,
  ambiente text not null check (ambiente in ('producao', 'homologacao')),
  -- enviar (POST), corrigir (PUT), verificar (the platform's own check, nothing left the platform)
  operacao text not null check (operacao in ('enviar', 'corrigir', 'verificar')),
  payload jsonb,
  http_status integer,
  status text,
  codigo text,
  resposta jsonb,
  -- a transport failure (timeout, connection refused, 5xx) in Portuguese
  erro text,
  duracao_ms integer,
  usuario_id bigint references usuarios (id),
  lote_id bigint,
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, aula_id) references aulas_praticas (autoescola_id, id) on delete cascade
);
create index getran_envios_aula on getran_envios (autoescola_id, aula_id, created_at);
select enable_tenant_rls('getran_envios');

-- 'Limpar Status e Enviar': one resend batch over a school's period, run by a job.
create table getran_lotes (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  ambiente text not null check (ambiente in ('producao', 'homologacao')),
  inicio date not null,
  fim date not null,
  status text not null default 'na_fila' check (status in ('na_fila', 'executando', 'concluido', 'falhou')),
  total integer not null default 0,
  processadas integer not null default 0,
  aceitas integer not null default 0,
  rejeitadas integer not null default 0,
  falhas integer not null default 0,
  limpas integer not null default 0,
  erro text,
  usuario_id bigint references usuarios (id),
  created_at timestamptz not null default now(),
  concluido_em timestamptz,
  primary key (autoescola_id, id),
  check (fim >= inicio)
);
select enable_tenant_rls('getran_lotes');

-- Corrections applied by 'Aplicar Correção' are kept in the lesson's history.
alter table aula_historico drop constraint aula_historico_acao_check;
alter table aula_historico add constraint aula_historico_acao_check check (
  acao in ('agendada', 'remarcada', 'cancelada', 'iniciada', 'finalizada', 'status', 'anotacao_removida', 'corrigida')
);

-- The send list filters given lessons of a school by date and status.
create index aulas_praticas_realizadas on aulas_praticas (autoescola_id, inicio) where status = 'realizada';
