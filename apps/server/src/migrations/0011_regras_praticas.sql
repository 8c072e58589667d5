-- Practical lessons: the remaining rules of the regulation (docs/regulation.md).

-- The state profile carries the day CONTRAN 1.020/2025 applies there (courts suspended parts of it
-- in some states) and whether open 789/2020 processes move to it; 1.020's freedoms the state allows;
-- and the monthly share of contingency lessons per school (null: no share set).
alter table estado_perfis
  add column regime_1020_desde date not null default '2025-12-09'
    check (regime_1020_desde between '1900-01-01' and '9999-12-31'),
  add column migrar_processos_abertos boolean not null default false,
  add column instrutor_autonomo boolean not null default false,
  add column veiculo_proprio_candidato boolean not null default false,
  add column contingencia_percentual_maximo smallint
    check (contingencia_percentual_maximo between 0 and 100);

-- The Federal District caps contingency lessons at 6% of a school's lessons in a month.
insert into estado_perfis (uf, contingencia_percentual_maximo) values ('DF', 6)
  on conflict (uf) do update set contingencia_percentual_maximo = excluded.contingencia_percentual_maximo;

-- A contingency lesson: given while the evidence system (photos, GPS) failed. Row-level security of
-- aulas_praticas (enabled and forced since 0004) covers the new column.
alter table aulas_praticas add column contingencia boolean not null default false;
create index aulas_praticas_contingencia_mes on aulas_praticas (autoescola_id, inicio) where contingencia;

-- The last day of the vehicle's yearly licensing (CTB art. 130); null: not recorded, not checked.
alter table veiculos add column licenciamento_validade date
  check (licenciamento_validade between '1900-01-01' and '9999-12-31');
