-- Monitoring alerts (docs/monitoring.md): what the rules of packages/domain `alertas.ts` found in a
-- lesson's evidence, a school's contingency share or its sends to the authority, and how the school
-- and monitoring handled it. One alert per finding: `chave` names it, so evaluating the same evidence
-- again updates the alert instead of repeating it.
create table alertas (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  tipo text not null check (tipo in (
    'fora_perimetro', 'gps_lacuna', 'velocidade_impossivel', 'hodometro_inconsistente', 'aula_curta',
    'instrutor_simultaneos', 'instrutor_horas_diarias', 'foto_sem_rosto', 'foto_varios_rostos',
    'foto_rosto_divergente', 'camera_offline', 'contingencia_acima', 'rejeicoes_repetidas')),
  severidade text not null check (severidade in ('baixa', 'media', 'alta')),
  -- what it is about: a practical lesson, a theory session, an instructor, a camera (any may be null)
  aula_id bigint,
  aula_teorica_id bigint,
  instrutor_id bigint,
  camera_id bigint,
  chave text not null check (length(chave) between 1 and 200),
  -- the finding in Portuguese, with the measured values, the threshold and its norm (`detalhes`)
  descricao text not null check (length(btrim(descricao)) > 0),
  detalhes jsonb not null default '{}',
  -- links to the evidence: [{ "tipo": "foto" | "posicao" | "envio" | "camera", "id": ..., ... }]
  evidencias jsonb not null default '[]',
  estado text not null default 'aberto' check (estado in ('aberto', 'reconhecido', 'resolvido', 'contestado')),
  nota text check (nota is null or length(nota) <= 2000),
  tratado_por bigint references usuarios (id),
  tratado_em timestamptz,
  detectado_em timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  unique (autoescola_id, chave),
  foreign key (autoescola_id, aula_id) references aulas_praticas (autoescola_id, id),
  foreign key (autoescola_id, aula_teorica_id) references aulas_teoricas (autoescola_id, id),
  foreign key (autoescola_id, instrutor_id) references instrutores (autoescola_id, id),
  foreign key (autoescola_id, camera_id) references cameras (autoescola_id, id),
  -- resolved and contested alerts carry the note that explains them
  check (estado not in ('resolvido', 'contestado') or length(btrim(coalesce(nota, ''))) > 0)
);
create index alertas_abertos on alertas (autoescola_id, estado, severidade, detectado_em desc);
create index alertas_recentes on alertas (detectado_em desc, autoescola_id, id);
create index alertas_aula on alertas (autoescola_id, aula_id) where aula_id is not null;
create trigger alertas_updated_at before update on alertas for each row execute function set_updated_at();
select enable_tenant_rls('alertas');
revoke delete on alertas from cfc_app;

-- Every change of an alert's state, with who, the note and when: kept for good.
create table alerta_historico (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  alerta_id bigint not null,
  de text,
  para text not null,
  nota text,
  usuario_id bigint references usuarios (id),
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, alerta_id) references alertas (autoescola_id, id)
);
create index alerta_historico_alerta on alerta_historico (autoescola_id, alerta_id, created_at);
select enable_tenant_rls('alerta_historico');
revoke update, delete on alerta_historico from cfc_app;

-- The face check of each evidence photo of a practical lesson (platform/faces, against the student's
-- reference photo): how many faces, how similar to the reference (0-100), the verdict, when; and a
-- small copy of the photo for the photo feed.
alter table aula_fotos
  add column verificacao text not null default 'pendente' check (verificacao in (
    'pendente', 'confere', 'sem_rosto', 'varios_rostos', 'divergente', 'sem_referencia', 'erro')),
  add column rostos smallint check (rostos >= 0),
  add column similaridade real check (similaridade between 0 and 100),
  add column verificado_em timestamptz,
  add column miniatura text;
create index aula_fotos_recentes on aula_fotos (created_at desc, autoescola_id, id);
