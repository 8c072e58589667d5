-- Theory classes in person (docs/regulation.md, "Theory course"): classes, their instructors per
-- subject, sessions, enrolments, the attendance list of each session and its evidence photos.

-- The state's theory rules: h/a a class may have in a day, and the minutes a student may arrive late
-- or leave early and still have the whole session counted.
alter table estado_perfis
  add column teorica_limite_diario smallint not null default 5 check (teorica_limite_diario between 1 and 24),
  add column teorica_tolerancia_minutos smallint not null default 15
    check (teorica_tolerancia_minutos between 0 and 60);

-- A class of one course in one room, over a period. Its capacity is the room's.
create table turmas (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  nome text not null check (length(btrim(nome)) > 0),
  curso text not null check (curso in ('primeira_habilitacao', 'atualizacao_renovacao', 'reciclagem')),
  sala_id bigint not null,
  data_inicio date not null check (data_inicio between '1900-01-01' and '9999-12-31'),
  data_fim date not null check (data_fim between '1900-01-01' and '9999-12-31'),
  status text not null default 'planejada'
    check (status in ('planejada', 'em_andamento', 'concluida', 'cancelada')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  unique (autoescola_id, nome),
  check (data_fim >= data_inicio),
  foreign key (autoescola_id, sala_id) references salas (autoescola_id, id)
);
create index turmas_periodo on turmas (autoescola_id, data_inicio, data_fim);
create trigger turmas_updated_at before update on turmas for each row execute function set_updated_at();
select enable_tenant_rls('turmas');

-- Who teaches each subject of a class (one or more instructors per subject).
create table turma_instrutores (
  autoescola_id bigint not null,
  turma_id bigint not null,
  disciplina text not null check (disciplina in ('legislacao', 'direcao_defensiva', 'primeiros_socorros',
                                                 'meio_ambiente_convivio', 'funcionamento_veiculo',
                                                 'relacionamento_interpessoal')),
  instrutor_id bigint not null,
  primary key (autoescola_id, turma_id, disciplina, instrutor_id),
  foreign key (autoescola_id, turma_id) references turmas (autoescola_id, id) on delete cascade,
  foreign key (autoescola_id, instrutor_id) references instrutores (autoescola_id, id)
);
create index turma_instrutores_instrutor on turma_instrutores (autoescola_id, instrutor_id);
select enable_tenant_rls('turma_instrutores');

-- A session (aula teórica) of a class: one subject, one instructor, in the class's room. An instructor
-- in two sessions at once, or a room taken twice, is refused by the exclusion constraints.
create table aulas_teoricas (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  turma_id bigint not null,
  sala_id bigint not null,
  disciplina text not null check (disciplina in ('legislacao', 'direcao_defensiva', 'primeiros_socorros',
                                                 'meio_ambiente_convivio', 'funcionamento_veiculo',
                                                 'relacionamento_interpessoal')),
  instrutor_id bigint not null,
  inicio timestamptz not null,
  fim timestamptz not null,
  status text not null default 'agendada' check (status in ('agendada', 'aberta', 'encerrada')),
  aberta_em timestamptz,
  aberta_por bigint references usuarios (id),
  encerrada_em timestamptz,
  encerrada_por bigint references usuarios (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  check (fim > inicio),
  check ((status = 'agendada') = (aberta_em is null)),
  check ((status = 'encerrada') = (encerrada_em is not null)),
  foreign key (autoescola_id, turma_id) references turmas (autoescola_id, id),
  foreign key (autoescola_id, sala_id) references salas (autoescola_id, id),
  foreign key (autoescola_id, instrutor_id) references instrutores (autoescola_id, id),
  constraint aulas_teoricas_instrutor_livre
    exclude using gist (autoescola_id with =, instrutor_id with =, tstzrange(inicio, fim) with &&),
  constraint aulas_teoricas_sala_livre
    exclude using gist (autoescola_id with =, sala_id with =, tstzrange(inicio, fim) with &&)
);
create index aulas_teoricas_turma on aulas_teoricas (autoescola_id, turma_id, inicio);
create index aulas_teoricas_inicio on aulas_teoricas (autoescola_id, inicio);
create trigger aulas_teoricas_updated_at before update on aulas_teoricas
  for each row execute function set_updated_at();
select enable_tenant_rls('aulas_teoricas');

-- A student's process enrolled in a class; an enrolment ended stays, for the history.
create table matriculas (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  turma_id bigint not null,
  aluno_id bigint not null,
  processo_id bigint not null,
  status text not null default 'ativa' check (status in ('ativa', 'cancelada')),
  usuario_id bigint references usuarios (id),
  created_at timestamptz not null default now(),
  cancelada_em timestamptz,
  primary key (autoescola_id, id),
  check ((status = 'cancelada') = (cancelada_em is not null)),
  foreign key (autoescola_id, turma_id) references turmas (autoescola_id, id),
  foreign key (autoescola_id, aluno_id) references alunos (autoescola_id, id),
  foreign key (autoescola_id, processo_id) references processos (autoescola_id, id)
);
-- A student is enrolled in a class once at a time.
create unique index matriculas_aluno_turma on matriculas (autoescola_id, turma_id, aluno_id) where status = 'ativa';
create index matriculas_processo on matriculas (autoescola_id, processo_id);
create index matriculas_aluno on matriculas (autoescola_id, aluno_id);
select enable_tenant_rls('matriculas');

-- The attendance list of a session: one row per student expected (the class's enrolled students, and
-- those placed there to make up a missed subject), with the times marked and what they counted. The
-- primary key keeps a student from being in one session twice. The hours count toward the process
-- of `matricula_id` (the student's own class, for a make-up).
create table presencas (
  autoescola_id bigint not null,
  aula_id bigint not null,
  aluno_id bigint not null,
  matricula_id bigint not null,
  origem text not null default 'turma' check (origem in ('turma', 'reposicao')),
  entrada timestamptz,
  saida timestamptz,
  minutos smallint not null default 0 check (minutos >= 0),
  horas_aula smallint not null default 0 check (horas_aula >= 0),
  marcado_por bigint references usuarios (id),
  marcado_em timestamptz,
  created_at timestamptz not null default now(),
  primary key (autoescola_id, aula_id, aluno_id),
  check (saida is null or (entrada is not null and saida >= entrada)),
  foreign key (autoescola_id, aula_id) references aulas_teoricas (autoescola_id, id) on delete cascade,
  foreign key (autoescola_id, aluno_id) references alunos (autoescola_id, id),
  foreign key (autoescola_id, matricula_id) references matriculas (autoescola_id, id)
);
create index presencas_aluno on presencas (autoescola_id, aluno_id);
create index presencas_matricula on presencas (autoescola_id, matricula_id);
select enable_tenant_rls('presencas');

-- Evidence of a session: the room camera's snapshots at the start, at random moments and at the end,
-- and a student's photo at entry. A snapshot that could not be taken is kept with the reason.
create table evidencias (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aula_id bigint not null,
  tipo text not null check (tipo in ('inicio', 'aleatoria', 'fim', 'aluno')),
  capturada_em timestamptz not null default now(),
  arquivo text,
  content_type text,
  camera_id bigint,
  camera_nome text,
  aluno_id bigint,
  erro text,
  usuario_id bigint references usuarios (id),
  primary key (autoescola_id, id),
  check (arquivo is not null or erro is not null),
  check ((arquivo is null) = (content_type is null)),
  check ((tipo = 'aluno') = (aluno_id is not null)),
  foreign key (autoescola_id, aula_id) references aulas_teoricas (autoescola_id, id) on delete cascade,
  foreign key (autoescola_id, camera_id) references cameras (autoescola_id, id) on delete set null (camera_id),
  foreign key (autoescola_id, aluno_id) references alunos (autoescola_id, id)
);
create index evidencias_aula on evidencias (autoescola_id, aula_id, capturada_em);
select enable_tenant_rls('evidencias');
