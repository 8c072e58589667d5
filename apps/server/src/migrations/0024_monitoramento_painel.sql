-- The monitoring dashboard (docs/monitoring.md "The monitoring dashboard and lists") counts, across
-- every school in scope, the lessons under way and the lessons the authority refused. Both are few
-- among many: partial indexes hold only them, so each count reads a handful of index entries.
create index aulas_praticas_em_andamento on aulas_praticas (autoescola_id) where status = 'em_andamento';
create index aulas_praticas_rejeitadas on aulas_praticas (autoescola_id, inicio)
  where status = 'realizada' and getran_status is not null
    and getran_status not in ('Aceito', 'Em análise', 'Transação efetuada com sucesso');
-- The latest snapshot of a room's camera: the newest stored image of the camera among the evidence.
create index evidencias_camera on evidencias (autoescola_id, camera_id, capturada_em desc)
  where arquivo is not null and camera_id is not null;
