-- Practical lessons: state profiles, licensing processes, practical plans, perimeters, lessons
-- (scheduled and given), their annotations, history, GPS track and photos.

-- The rules of each state's traffic authority that vary by state (edited by the operator).
create table estado_perfis (
  uf char(2) primary key check (uf in ('AC','AL','AM','AP','BA','CE','DF','ES','GO','MA','MG','MS','MT','PA',
                                       'PB','PE','PI','PR','RJ','RN','RO','RR','RS','SC','SE','SP','TO')),
  instrutor_limite_diario smallint not null default 12 check (instrutor_limite_diario in (12, 24)),
  alunos_simultaneos smallint not null default 2 check (alunos_simultaneos between 1 and 2),
  noite_inicio time not null default '18:00',
  noite_fim time not null default '06:00',
  limite_conceitos_basicos smallint not null default 1 check (limite_conceitos_basicos >= 0),
  limite_baliza smallint not null default 5 check (limite_baliza >= 0),
  tempo_minimo_minutos smallint not null default 45 check (tempo_minimo_minutos between 1 and 120),
  duracao_maxima_minutos smallint not null default 60 check (duracao_maxima_minutos between 1 and 240),
  aula_dupla_minimo_minutos smallint not null default 90 check (aula_dupla_minimo_minutos between 1 and 240),
  intervalo_terceira_aula_minutos smallint not null default 50 check (intervalo_terceira_aula_minutos between 0 and 240),
  tolerancia_checkin_minutos smallint not null default 10 check (tolerancia_checkin_minutos between 0 and 120),
  updated_at timestamptz not null default now()
);
grant select on estado_perfis to cfc_app;
insert into estado_perfis (uf) values ('MA'), ('PI');

-- A student's licensing process: it keeps the regime it was opened under.
create table processos (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aluno_id bigint not null,
  renach char(11) not null check (renach ~ '^[A-Z]{2}[0-9]{9}$'),
  categoria text not null check (categoria in ('ACC', 'A', 'B', 'C', 'D', 'E')),
  tipo text not null check (tipo in ('primeira_habilitacao', 'adicao', 'mudanca')),
  regime text not null check (regime in ('CONTRAN_789_2020', 'CONTRAN_1020_2025')),
  aberto_em date not null check (aberto_em between '1900-01-01' and '9999-12-31'),
  ladv_numero text,
  ladv_validade date check (ladv_validade between '1900-01-01' and '9999-12-31'),
  horas_requeridas smallint not null check (horas_requeridas >= 0),
  noturnas_requeridas smallint not null default 0 check (noturnas_requeridas >= 0),
  status text not null default 'aberto' check (status in ('aberto', 'concluido', 'cancelado', 'expirado')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, aluno_id) references alunos (autoescola_id, id)
);
create index processos_aluno on processos (autoescola_id, aluno_id);
create index processos_renach on processos (autoescola_id, renach);
create trigger processos_updated_at before update on processos for each row execute function set_updated_at();
select enable_tenant_rls('processos');

-- Packs of lessons a school sells (2, 5, 10, 20 h/a...), priced in cents.
create table planos_praticos (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  nome text not null check (length(btrim(nome)) > 0),
  categoria text check (categoria in ('ACC', 'A', 'B', 'C', 'D', 'E')),
  horas_aula smallint not null check (horas_aula between 1 and 200),
  preco_centavos integer not null check (preco_centavos >= 0),
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  unique (autoescola_id, nome)
);
create trigger planos_praticos_updated_at before update on planos_praticos for each row execute function set_updated_at();
select enable_tenant_rls('planos_praticos');

create table processo_planos (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  processo_id bigint not null,
  plano_id bigint not null,
  horas_aula smallint not null check (horas_aula between 1 and 200),
  preco_centavos integer not null check (preco_centavos >= 0),
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, processo_id) references processos (autoescola_id, id),
  foreign key (autoescola_id, plano_id) references planos_praticos (autoescola_id, id)
);
create index processo_planos_processo on processo_planos (autoescola_id, processo_id);
select enable_tenant_rls('processo_planos');

-- Areas where practical lessons may take place: a polygon of [longitude, latitude] points.
create table perimetros (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  nome text not null check (length(btrim(nome)) > 0),
  pontos jsonb not null check (jsonb_typeof(pontos) = 'array' and jsonb_array_length(pontos) >= 3),
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id)
);
create trigger perimetros_updated_at before update on perimetros for each row execute function set_updated_at();
select enable_tenant_rls('perimetros');

-- A practical lesson: one or two consecutive h/a. Double booking of a vehicle or a student is
-- impossible: the exclusion constraints below refuse overlapping live lessons. The instructor's
-- capacity (two motorcycle students at once) is checked under a row lock by the service.
create table aulas_praticas (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  processo_id bigint not null,
  aluno_id bigint not null,
  instrutor_id bigint not null,
  veiculo_id bigint not null,
  inicio timestamptz not null,
  fim timestamptz not null,
  horas_aula smallint not null default 1 check (horas_aula in (1, 2)),
  tipo text not null default 'normal' check (tipo in ('normal', 'conceitos_basicos', 'baliza', 'simulador')),
  status text not null default 'agendada' check (status in ('agendada', 'em_andamento', 'realizada', 'cancelada')),
  -- the last status the traffic authority answered (free text, SPEC §4); null: not sent yet
  getran_status text,
  motivo_cancelamento text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  check (fim > inicio),
  foreign key (autoescola_id, processo_id) references processos (autoescola_id, id),
  foreign key (autoescola_id, aluno_id) references alunos (autoescola_id, id),
  foreign key (autoescola_id, instrutor_id) references instrutores (autoescola_id, id),
  foreign key (autoescola_id, veiculo_id) references veiculos (autoescola_id, id),
  exclude using gist (autoescola_id with =, veiculo_id with =, tstzrange(inicio, fim) with &&)
    where (status <> 'cancelada'),
  exclude using gist (autoescola_id with =, aluno_id with =, tstzrange(inicio, fim) with &&)
    where (status <> 'cancelada')
);
create index aulas_praticas_instrutor on aulas_praticas (autoescola_id, instrutor_id, inicio);
create index aulas_praticas_processo on aulas_praticas (autoescola_id, processo_id, inicio);
create index aulas_praticas_inicio on aulas_praticas (autoescola_id, inicio);
create trigger aulas_praticas_updated_at before update on aulas_praticas for each row execute function set_updated_at();
select enable_tenant_rls('aulas_praticas');

-- Reschedules, cancellations and status changes, kept for good.
create table aula_historico (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aula_id bigint not null,
  acao text not null check (acao in ('agendada', 'remarcada', 'cancelada', 'iniciada', 'finalizada', 'status', 'anotacao_removida')),
  de jsonb,
  para jsonb,
  motivo text,
  usuario_id bigint references usuarios (id),
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, aula_id) references aulas_praticas (autoescola_id, id)
);
create index aula_historico_aula on aula_historico (autoescola_id, aula_id, created_at);
select enable_tenant_rls('aula_historico');

-- The record of a lesson actually given (SPEC §3 anotação): times and odometer, never edited after.
create table anotacoes_praticas (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aula_id bigint not null,
  begin_time timestamptz not null,
  finish_time timestamptz,
  hodo_start integer not null check (hodo_start >= 0),
  hodo_end integer check (hodo_end >= hodo_start),
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  unique (autoescola_id, aula_id),
  check (finish_time is null or finish_time > begin_time),
  foreign key (autoescola_id, aula_id) references aulas_praticas (autoescola_id, id)
);
select enable_tenant_rls('anotacoes_praticas');

-- GPS positions recorded while a lesson runs (every 15 s, sent in batches, maybe late).
create table aula_posicoes (
  autoescola_id bigint not null,
  aula_id bigint not null,
  registrado_em timestamptz not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  precisao_metros real,
  primary key (autoescola_id, aula_id, registrado_em),
  foreign key (autoescola_id, aula_id) references aulas_praticas (autoescola_id, id) on delete cascade
);
select enable_tenant_rls('aula_posicoes');

-- Photos of the student at the start and the end of a lesson (files in storage).
create table aula_fotos (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aula_id bigint not null,
  momento text not null check (momento in ('inicio', 'fim')),
  arquivo text not null,
  latitude double precision,
  longitude double precision,
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  unique (autoescola_id, aula_id, momento),
  foreign key (autoescola_id, aula_id) references aulas_praticas (autoescola_id, id) on delete cascade
);
select enable_tenant_rls('aula_fotos');
