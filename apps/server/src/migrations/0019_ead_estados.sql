-- The states whose practice of remote theory the platform knows (docs/regulation.md, "Remote theory"):
-- Bahia checks at least 20% of the students at random moments, Paraíba counts a lesson from 90% of its
-- time connected despite disconnections, Paraná lets students join up to 20 minutes after the start,
-- and Mato Grosso allows only live lessons. A state already profiled keeps its other rules.
insert into estado_perfis (uf, ead_verificacoes_aleatorias_percentual) values ('BA', 20)
  on conflict (uf) do update set ead_verificacoes_aleatorias_percentual = excluded.ead_verificacoes_aleatorias_percentual;
insert into estado_perfis (uf, ead_presenca_minima_percentual) values ('PB', 90)
  on conflict (uf) do update set ead_presenca_minima_percentual = excluded.ead_presenca_minima_percentual;
insert into estado_perfis (uf, ead_tolerancia_entrada_minutos) values ('PR', 20)
  on conflict (uf) do update set ead_tolerancia_entrada_minutos = excluded.ead_tolerancia_entrada_minutos;
insert into estado_perfis (uf, ead_gravada_permitida) values ('MT', false)
  on conflict (uf) do update set ead_gravada_permitida = excluded.ead_gravada_permitida;
