-- Registries: school details, students (with situation history and exams), instructors,
-- vehicles (with the periods they are linked to the school), rooms and cameras.
-- School-owned tables: autoescola_id in the primary key and in every foreign key, RLS forced.

alter table autoescolas
  add column telefone text,
  add column email text,
  add column cep char(8) check (cep ~ '^[0-9]{8}$'),
  add column logradouro text,
  add column numero text,
  add column complemento text,
  add column bairro text,
  add column cidade text;

-- Tenant boilerplate for a school-owned table: RLS on and forced, cfc_app limited to its
-- schools, the owner (system work) through its own policy.
create function enable_tenant_rls(tabela regclass) returns void
language plpgsql as $$
begin
  execute format('alter table %s enable row level security', tabela);
  execute format('alter table %s force row level security', tabela);
  execute format(
    'create policy tenant on %s to cfc_app using (autoescola_id = any (app_autoescola_ids())) with check (autoescola_id = any (app_autoescola_ids()))',
    tabela);
  execute format('create policy system on %s to %I using (true) with check (true)', tabela, current_user);
  execute format('grant select, insert, update, delete on %s to cfc_app', tabela);
end
$$;

create table alunos (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  nome text not null check (length(btrim(nome)) > 0),
  cpf char(11) not null check (cpf ~ '^[0-9]{11}$'),
  data_nascimento date check (data_nascimento between '1900-01-01' and '9999-12-31'),
  nome_mae text,
  email text,
  telefone text,
  cep char(8) check (cep ~ '^[0-9]{8}$'),
  logradouro text,
  numero text,
  complemento text,
  bairro text,
  cidade text,
  uf char(2),
  renach char(11) check (renach ~ '^[A-Z]{2}[0-9]{9}$'),
  foto text,
  situacao text not null default 'ativo' check (situacao in ('ativo', 'suspenso', 'concluido')),
  gratuidade_teorica boolean not null default false,
  gratuidade_pratica boolean not null default false,
  usuario_id bigint references usuarios (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  unique (autoescola_id, cpf)
);
create index alunos_nome on alunos (autoescola_id, lower(nome));
create trigger alunos_updated_at before update on alunos for each row execute function set_updated_at();
select enable_tenant_rls('alunos');

create table aluno_situacoes (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aluno_id bigint not null,
  situacao text not null check (situacao in ('ativo', 'suspenso', 'concluido')),
  motivo text,
  usuario_id bigint references usuarios (id),
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, aluno_id) references alunos (autoescola_id, id) on delete cascade
);
create index aluno_situacoes_aluno on aluno_situacoes (autoescola_id, aluno_id, created_at);
select enable_tenant_rls('aluno_situacoes');

-- Medical and psychological exams (psicotécnico) of a student.
create table aluno_exames (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  aluno_id bigint not null,
  tipo text not null check (tipo in ('medico', 'psicologico')),
  resultado text not null check (resultado in ('apto', 'inapto', 'apto_com_restricoes', 'pendente')),
  data_exame date not null check (data_exame between '1900-01-01' and '9999-12-31'),
  clinica text,
  observacoes text,
  created_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, aluno_id) references alunos (autoescola_id, id) on delete cascade
);
create index aluno_exames_aluno on aluno_exames (autoescola_id, aluno_id);
select enable_tenant_rls('aluno_exames');

create table instrutores (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  nome text not null check (length(btrim(nome)) > 0),
  cpf char(11) not null check (cpf ~ '^[0-9]{11}$'),
  email text,
  telefone text,
  cnh_numero char(11) not null check (cnh_numero ~ '^[0-9]{11}$'),
  cnh_categoria text not null check (cnh_categoria in ('ACC', 'A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE')),
  cnh_validade date check (cnh_validade between '1900-01-01' and '9999-12-31'),
  credencial_numero text not null,
  credencial_validade date not null check (credencial_validade between '1900-01-01' and '9999-12-31'),
  foto text,
  ativo boolean not null default true,
  usuario_id bigint references usuarios (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  unique (autoescola_id, cpf)
);
create index instrutores_nome on instrutores (autoescola_id, lower(nome));
create trigger instrutores_updated_at before update on instrutores for each row execute function set_updated_at();
select enable_tenant_rls('instrutores');

create table veiculos (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  placa text not null check (placa ~ '^[A-Z]{3}[0-9][0-9A-Z][0-9]{2}$'),
  renavam char(11) not null check (renavam ~ '^[0-9]{11}$'),
  marca text not null,
  modelo text not null,
  ano_fabricacao smallint not null check (ano_fabricacao between 1900 and 9999),
  ano_modelo smallint check (ano_modelo between 1900 and 9999),
  categoria text not null check (categoria in ('A', 'B', 'C', 'D', 'E')),
  hodometro integer not null default 0 check (hodometro >= 0),
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  unique (autoescola_id, placa)
);
create trigger veiculos_updated_at before update on veiculos for each row execute function set_updated_at();
select enable_tenant_rls('veiculos');

-- The periods in which a vehicle is linked to the school: the authority refuses a lesson given
-- with a vehicle that was not linked on the lesson date. Periods of one vehicle never overlap.
create table veiculo_vinculos (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  veiculo_id bigint not null,
  inicio date not null check (inicio between '1900-01-01' and '9999-12-31'),
  fim date check (fim between '1900-01-01' and '9999-12-31' and fim >= inicio),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, veiculo_id) references veiculos (autoescola_id, id) on delete cascade,
  exclude using gist (autoescola_id with =, veiculo_id with =, daterange(inicio, fim, '[]') with &&)
);
select enable_tenant_rls('veiculo_vinculos');

create table salas (
  autoescola_id bigint not null references autoescolas (id),
  id bigint generated always as identity,
  nome text not null check (length(btrim(nome)) > 0),
  capacidade integer not null check (capacidade between 1 and 1000),
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  unique (autoescola_id, nome)
);
create trigger salas_updated_at before update on salas for each row execute function set_updated_at();
select enable_tenant_rls('salas');

create table cameras (
  autoescola_id bigint not null,
  id bigint generated always as identity,
  sala_id bigint not null,
  nome text not null check (length(btrim(nome)) > 0),
  url_snapshot text,
  url_stream text,
  usuario text,
  -- credentials are encrypted by the application (AES-256-GCM) and never sent to a browser
  senha_cifrada text,
  status text not null default 'desconhecido' check (status in ('online', 'offline', 'desconhecido')),
  ultimo_snapshot_em timestamptz,
  verificado_em timestamptz,
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (autoescola_id, id),
  foreign key (autoescola_id, sala_id) references salas (autoescola_id, id),
  check (url_snapshot is not null or url_stream is not null)
);
create trigger cameras_updated_at before update on cameras for each row execute function set_updated_at();
select enable_tenant_rls('cameras');
