-- Every read of the traffic authority (role 9) through the API (LGPD art. 37: the record of the
-- processing of personal data): who read, which route with which ids and filters, how many records
-- came back, from which IP and when (docs/monitoring.md, "The traffic authority's area").
--
-- Not school-owned: one read spans every school of the authority's state, so a row names the schools
-- it could see (`autoescola_ids`) rather than belonging to one of them. Like the sessions, it is
-- platform data: no grant to cfc_app; the platform's hook writes it through the system connection,
-- and only the operator's screen reads it. Rows are never changed nor removed.
create table acessos_autoridade (
  id bigint generated always as identity primary key,
  usuario_id bigint not null references usuarios (id),
  uf char(2),
  metodo text not null,
  rota text not null,
  url text not null check (length(url) <= 2000),
  parametros jsonb not null default '{}',
  filtros jsonb not null default '{}',
  registros integer check (registros >= 0),
  status smallint not null,
  autoescola_ids bigint[] not null default '{}',
  ip text,
  created_at timestamptz not null default now()
);
create index acessos_autoridade_recentes on acessos_autoridade (created_at desc, id desc);
create index acessos_autoridade_usuario on acessos_autoridade (usuario_id, created_at desc);

create function acessos_autoridade_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'o registro de acessos da autoridade não pode ser alterado';
end
$$;
create trigger acessos_autoridade_append_only before update or delete on acessos_autoridade
  for each row execute function acessos_autoridade_append_only();
create trigger acessos_autoridade_no_truncate before truncate on acessos_autoridade
  for each statement execute function acessos_autoridade_append_only();

-- The photo feed reads the newest photos first across schools: (created_at desc, id desc) is
-- aula_fotos_recentes (migration 0020); a verdict other than 'confere' is rare, so the feed filtered
-- by one reads its own index instead of walking every photo; the theory sessions' photos get the
-- newest-first index too.
create index aula_fotos_verificacao_recentes on aula_fotos (verificacao, created_at desc, id desc)
  where verificacao <> 'confere';
create index evidencias_recentes on evidencias (capturada_em desc, autoescola_id, id) where arquivo is not null;
