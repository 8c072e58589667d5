-- The instructor's lessons of a day (the phone's list, 'Aulas do Instrutor' on the send screen): one
-- range of this index gives them in the order they are shown (start, then id), so the plan needs no
-- sort and no guess about how many lessons an instructor has. It covers what the index it replaces
-- covered (school, instructor, start).
create index aulas_praticas_instrutor_agenda on aulas_praticas (autoescola_id, instrutor_id, inicio, id);
drop index aulas_praticas_instrutor;

-- Tables that grow all day (lessons, their records, GPS points, photos, history, sends): refresh the
-- planner's statistics after 2% of new rows instead of PostgreSQL's 10%, so a busy morning is never
-- planned on last night's numbers.
alter table aulas_praticas set (autovacuum_analyze_scale_factor = 0.02);
alter table anotacoes_praticas set (autovacuum_analyze_scale_factor = 0.02);
alter table aula_posicoes set (autovacuum_analyze_scale_factor = 0.02);
alter table aula_fotos set (autovacuum_analyze_scale_factor = 0.02);
alter table aula_historico set (autovacuum_analyze_scale_factor = 0.02);
alter table getran_envios set (autovacuum_analyze_scale_factor = 0.02);
