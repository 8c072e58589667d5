-- Recorded lessons (docs/ead.md, "Replaying the recording"): a student absent from a remote lesson
-- watches its recording to make it up, where the state and the course allow recorded lessons. Each
-- replay keeps the parts of the recording really watched and the player's last report; its face
-- checks are rows of ead_verificacoes tied to it.
create table ead_reproducoes (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aula_id bigint not null,
  aluno_id bigint not null,
  usuario_id bigint references usuarios (id),
  ip text,
  -- The recording's length when the replay started (the sum of its playlist's segments), in seconds.
  duracao_segundos double precision not null check (duracao_segundos > 0),
  iniciada_em timestamptz not null default now(),
  encerrada_em timestamptz,
  -- The parts watched, [from, to) in seconds of the recording, merged: [[0, 12.5], [30, 41]].
  trechos jsonb not null default '[]',
  assistidos_segundos double precision not null default 0,
  -- The player's last report (its position and when), from which the next one counts.
  ultima_posicao double precision,
  ultimo_sinal_em timestamptz,
  -- Where the random check falls (seconds of the recording); null when the state asks none.
  posicao_aleatoria double precision,
  resultado text check (resultado in ('presente', 'ausente')),
  motivo text,
  primary key (autoescola_id, id),
  check ((encerrada_em is null) = (resultado is null)),
  foreign key (autoescola_id, aula_id) references aulas_teoricas (autoescola_id, id) on delete cascade,
  foreign key (autoescola_id, aluno_id) references alunos (autoescola_id, id)
);
-- One replay going on per student and session.
create unique index ead_reproducoes_aberta on ead_reproducoes (autoescola_id, aula_id, aluno_id)
  where encerrada_em is null;
create index ead_reproducoes_aula on ead_reproducoes (autoescola_id, aula_id, aluno_id, iniciada_em);
select enable_tenant_rls('ead_reproducoes');

-- A check asked during a replay belongs to it (null: a check of the live lesson).
alter table ead_verificacoes
  add column reproducao_id bigint,
  add foreign key (autoescola_id, reproducao_id) references ead_reproducoes (autoescola_id, id) on delete cascade;
create index ead_verificacoes_reproducao on ead_verificacoes (autoescola_id, reproducao_id)
  where reproducao_id is not null;
