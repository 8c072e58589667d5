-- The thresholds of the monitoring alerts (packages/domain alertas-regras.ts), per state, each with its
-- norm in alertas.ts (LIMIARES_ALERTA); and since when a camera is offline, so the alerts can tell how
-- long a theory session went without its images.
alter table estado_perfis
  add column alerta_gps_lacuna_segundos smallint not null default 120
    check (alerta_gps_lacuna_segundos between 10 and 3600),
  add column alerta_velocidade_maxima_kmh smallint not null default 150
    check (alerta_velocidade_maxima_kmh between 20 and 400),
  add column alerta_hodometro_tolerancia_percentual smallint not null default 30
    check (alerta_hodometro_tolerancia_percentual between 1 and 100),
  add column alerta_similaridade_minima smallint not null default 55
    check (alerta_similaridade_minima between 1 and 100),
  add column alerta_rejeicoes_quantidade smallint not null default 3
    check (alerta_rejeicoes_quantidade between 1 and 100),
  add column alerta_rejeicoes_dias smallint not null default 7 check (alerta_rejeicoes_dias between 1 and 90),
  add column alerta_camera_offline_minutos smallint not null default 5
    check (alerta_camera_offline_minutos between 1 and 240);

alter table cameras add column offline_desde timestamptz;
-- The cameras offline now, for the periodic evaluation of the theory sessions under way.
create index cameras_offline on cameras (autoescola_id, sala_id) where offline_desde is not null;
-- The authority's answers of a school, newest first (repeated rejections).
create index getran_envios_recentes on getran_envios (autoescola_id, created_at desc);
