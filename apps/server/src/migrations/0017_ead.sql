-- Remote live theory lessons (docs/ead.md; CONTRAN 783/2020): a session of a class given remotely, its
-- students' connections, face checks against reference photos, chat, and an audit trail chained by hash.

-- The state's rules of remote theory (packages/domain ead.ts).
alter table estado_perfis
  add column ead_tolerancia_entrada_minutos smallint not null default 15
    check (ead_tolerancia_entrada_minutos between 0 and 120),
  add column ead_presenca_minima_percentual smallint
    check (ead_presenca_minima_percentual between 1 and 100),
  add column ead_verificacoes_aleatorias_percentual smallint not null default 0
    check (ead_verificacoes_aleatorias_percentual between 0 and 100),
  add column ead_similaridade_minima smallint not null default 55 check (ead_similaridade_minima between 1 and 100),
  add column ead_vivacidade_minima smallint not null default 50 check (ead_vivacidade_minima between 0 and 100),
  add column ead_gravada_permitida boolean not null default true;

-- A session is in its class's room or remote and live. A remote one keeps the class's room (for the
-- class's records) but does not take it: the room's exclusion applies to sessions in person only.
alter table aulas_teoricas
  add column modalidade text not null default 'presencial' check (modalidade in ('presencial', 'remota_ao_vivo')),
  add column link_ead text unique check (link_ead ~ '^[A-Za-z0-9_-]{16,64}$'),
  add constraint aulas_teoricas_link_remota check ((modalidade = 'remota_ao_vivo') = (link_ead is not null)),
  drop constraint aulas_teoricas_sala_livre,
  add constraint aulas_teoricas_sala_livre
    exclude using gist (autoescola_id with =, sala_id with =, tstzrange(inicio, fim) with &&)
    where (modalidade = 'presencial');

-- Why a student on a session's list was counted absent (a remote lesson's failed check, too little
-- time connected), shown to the student and the school.
alter table presencas add column motivo_ausencia text;

-- The school and session of a link, whatever the caller's school: a student who opens another
-- school's link is told so (and it is recorded) rather than "not found".
create function ead_aula_do_link(codigo text) returns table (autoescola_id bigint, aula_id bigint)
language sql stable security definer set search_path = public as $$
  select a.autoescola_id, a.id from aulas_teoricas a where a.link_ead = codigo
$$;
grant execute on function ead_aula_do_link(text) to cfc_app;

-- The stream of a remote session: waiting, live, ended; where its segments and recording are kept.
create table ead_transmissoes (
  autoescola_id bigint not null,
  aula_id bigint not null,
  status text not null default 'aguardando' check (status in ('aguardando', 'ao_vivo', 'encerrada')),
  iniciada_em timestamptz,
  iniciada_por bigint references usuarios (id),
  encerrada_em timestamptz,
  encerrada_por bigint references usuarios (id),
  -- When the closing checks expire and attendance is counted.
  contagem_em timestamptz,
  contada_em timestamptz,
  gravacao_prefixo text,
  -- The last record of the audit chain (its sequence and hash), kept here so appends lock one row.
  auditoria_seq integer not null default 0,
  auditoria_hash text not null default '',
  primary key (autoescola_id, aula_id),
  check ((status = 'aguardando') = (iniciada_em is null)),
  check ((status = 'encerrada') = (encerrada_em is not null)),
  foreign key (autoescola_id, aula_id) references aulas_teoricas (autoescola_id, id) on delete cascade
);
create index ead_transmissoes_status on ead_transmissoes (status, autoescola_id);
select enable_tenant_rls('ead_transmissoes');

-- Each connection of a student (or the instructor's console) to the room: from joining to leaving or
-- the last sign of life. One open connection per student: a second device is refused.
create table ead_conexoes (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aula_id bigint not null,
  aluno_id bigint not null,
  usuario_id bigint references usuarios (id),
  dispositivo text not null,
  ip text,
  user_agent text,
  entrou_em timestamptz not null default now(),
  ultimo_sinal_em timestamptz not null default now(),
  saiu_em timestamptz,
  motivo_saida text check (motivo_saida in ('saiu', 'sem_sinal', 'aula_encerrada')),
  mao_levantada boolean not null default false,
  primary key (autoescola_id, id),
  check ((saiu_em is null) = (motivo_saida is null)),
  foreign key (autoescola_id, aula_id) references aulas_teoricas (autoescola_id, id) on delete cascade,
  foreign key (autoescola_id, aluno_id) references alunos (autoescola_id, id)
);
create unique index ead_conexoes_aberta on ead_conexoes (autoescola_id, aula_id, aluno_id) where saiu_em is null;
create index ead_conexoes_aula on ead_conexoes (autoescola_id, aula_id, aluno_id, entrou_em);
select enable_tenant_rls('ead_conexoes');

-- Face checks: of a student (aluno_id) or of the instructor (aluno_id null), at the opening, at random,
-- at the close or asked by staff, with the engine's figures and the verdict.
create table ead_verificacoes (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aula_id bigint not null,
  aluno_id bigint,
  instrutor_id bigint,
  momento text not null check (momento in ('abertura', 'aleatoria', 'encerramento', 'solicitada')),
  pedida_em timestamptz not null default now(),
  prazo_em timestamptz not null,
  pedida_por bigint references usuarios (id),
  respondida_em timestamptz,
  resultado text not null default 'pendente' check (resultado in ('pendente', 'aprovada', 'reprovada', 'expirada')),
  motivo text check (motivo in ('sem_rosto', 'varios_rostos', 'sem_referencia', 'rosto_diferente',
                                'vivacidade_baixa', 'nao_respondida')),
  rostos smallint,
  similaridade smallint,
  vivacidade smallint,
  arquivo text,
  ip text,
  primary key (autoescola_id, id),
  check ((aluno_id is null) <> (instrutor_id is null)),
  check ((resultado in ('reprovada', 'expirada')) = (motivo is not null)),
  foreign key (autoescola_id, aula_id) references aulas_teoricas (autoescola_id, id) on delete cascade,
  foreign key (autoescola_id, aluno_id) references alunos (autoescola_id, id),
  foreign key (autoescola_id, instrutor_id) references instrutores (autoescola_id, id)
);
create index ead_verificacoes_aula on ead_verificacoes (autoescola_id, aula_id, aluno_id, pedida_em);
create index ead_verificacoes_pendentes on ead_verificacoes (prazo_em) where resultado = 'pendente';
select enable_tenant_rls('ead_verificacoes');

-- The room's chat and raised hands.
create table ead_mensagens (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aula_id bigint not null,
  tipo text not null default 'mensagem' check (tipo in ('mensagem', 'mao_levantada', 'mao_abaixada')),
  usuario_id bigint references usuarios (id),
  aluno_id bigint,
  autor_nome text not null,
  autor_papel text not null check (autor_papel in ('instrutor', 'aluno', 'equipe')),
  texto text not null check (length(texto) between 1 and 500),
  criada_em timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, aula_id) references aulas_teoricas (autoescola_id, id) on delete cascade
);
create index ead_mensagens_aula on ead_mensagens (autoescola_id, aula_id, id);
select enable_tenant_rls('ead_mensagens');

-- Reference photos for face checks (LGPD art. 11: biometric data, kept with the consent) and the
-- descriptor the engine computed from each. One per student and one per instructor.
create table referencias_faciais (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aluno_id bigint,
  instrutor_id bigint,
  arquivo text not null,
  descritor real[] not null,
  consentimento_em timestamptz not null,
  consentimento_por bigint references usuarios (id),
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  check ((aluno_id is null) <> (instrutor_id is null)),
  foreign key (autoescola_id, aluno_id) references alunos (autoescola_id, id) on delete cascade,
  foreign key (autoescola_id, instrutor_id) references instrutores (autoescola_id, id) on delete cascade
);
create unique index referencias_faciais_aluno on referencias_faciais (autoescola_id, aluno_id) where aluno_id is not null;
create unique index referencias_faciais_instrutor on referencias_faciais (autoescola_id, instrutor_id)
  where instrutor_id is not null;
select enable_tenant_rls('referencias_faciais');

-- The audit trail of a remote lesson: every access and action with the IP, each record chained to the
-- previous one by a SHA-256 hash (docs/ead.md), so a changed or removed record breaks the chain.
-- Records are only appended: the trigger refuses updates and deletes to everyone.
create table ead_auditoria (
  autoescola_id bigint not null,
  aula_id bigint not null,
  seq integer not null check (seq > 0),
  em timestamptz not null,
  acao text not null,
  usuario_id bigint,
  aluno_id bigint,
  ip text,
  dados jsonb not null default '{}',
  hash_anterior text not null,
  hash text not null,
  primary key (autoescola_id, aula_id, seq),
  foreign key (autoescola_id, aula_id) references aulas_teoricas (autoescola_id, id)
);
create index ead_auditoria_aluno on ead_auditoria (autoescola_id, aula_id, aluno_id);
select enable_tenant_rls('ead_auditoria');

create function ead_auditoria_somente_inclusao() returns trigger language plpgsql as $$
begin
  raise exception 'a trilha de auditoria da aula a distância só aceita inclusões'
    using errcode = 'insufficient_privilege';
end $$;
create trigger ead_auditoria_somente_inclusao before update or delete on ead_auditoria
  for each row execute function ead_auditoria_somente_inclusao();
