-- Eligibility for the practical exam (docs/regulation.md): when a process became apto (null: it is
-- not), when that was last worked out (null: never, or something it depends on changed since) and
-- when the school's staff were told (null: not yet). Row-level security of processos covers them.
alter table processos
  add column apto_desde timestamptz,
  add column aptidao_avaliada_em timestamptz,
  add column apto_notificado_em timestamptz,
  -- Processes opened before eligibility was kept: the first time they are worked out, one already
  -- apto is recorded without telling the staff (they knew; it did not just happen).
  add column aptidao_sem_aviso boolean not null default false;
update processos set aptidao_sem_aviso = true;

-- The sweeps of the job that keeps them: processes to work out, and apto ones whose staff were not told.
create index processos_aptidao_pendente on processos (autoescola_id, id) where aptidao_avaliada_em is null;
create index processos_apto_a_notificar on processos (autoescola_id, id)
  where apto_desde is not null and apto_notificado_em is null;

-- Whatever changes what a process's eligibility rests on, on any path, asks for it to be worked out
-- again: its LADV or status; a lesson of it given, un-given or changed in kind or length; the given
-- times of a lesson (corrections, a removed record). In an insert OLD is null. The triggers run as the caller, under its
-- row-level security: the lesson and its process belong to the same school.
create function processos_aptidao_mudou() returns trigger language plpgsql as $$
begin
  if new.ladv_numero is distinct from old.ladv_numero or new.status is distinct from old.status then
    new.aptidao_avaliada_em := null;
  end if;
  return new;
end
$$;
create trigger processos_aptidao before update of ladv_numero, status on processos
  for each row execute function processos_aptidao_mudou();

create function aulas_praticas_aptidao_mudou() returns trigger language plpgsql as $$
begin
  if old.status = 'realizada' or new.status = 'realizada' then
    update processos set aptidao_avaliada_em = null
      where autoescola_id = new.autoescola_id and id in (old.processo_id, new.processo_id)
        and aptidao_avaliada_em is not null;
  end if;
  return null;
end
$$;
create trigger aulas_praticas_aptidao after insert or update of status, tipo, horas_aula, processo_id on aulas_praticas
  for each row execute function aulas_praticas_aptidao_mudou();

create function anotacoes_praticas_aptidao_mudou() returns trigger language plpgsql as $$
declare
  anotacao anotacoes_praticas;
begin
  if tg_op = 'DELETE' then anotacao := old; else anotacao := new; end if;
  update processos p set aptidao_avaliada_em = null
    from aulas_praticas a
    where a.autoescola_id = anotacao.autoescola_id and a.id = anotacao.aula_id
      and p.autoescola_id = a.autoescola_id and p.id = a.processo_id
      and p.aptidao_avaliada_em is not null;
  return null;
end
$$;
create trigger anotacoes_praticas_aptidao after insert or update of begin_time, finish_time or delete
  on anotacoes_praticas
  for each row execute function anotacoes_praticas_aptidao_mudou();
