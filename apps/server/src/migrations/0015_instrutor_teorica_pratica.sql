-- An instructor cannot give a theory session and a practical lesson at the same time. The checks of
-- booking (aulas-praticas) and of scheduling a session (turmas) refuse it with the rule's text; these
-- triggers refuse what a concurrent transaction committed in between. Each locks the instructor's row
-- first (as booking does), so two writes of one instructor run one after the other and each sees the
-- other's row. The error is an exclusion violation naming `instrutor_teorica_pratica`, answered by
-- the modules as the rule's 422. The triggers run as the caller, under its school's row-level security.
create function instrutor_teorica_pratica() returns trigger language plpgsql as $$
begin
  perform 1 from instrutores where autoescola_id = new.autoescola_id and id = new.instrutor_id for update;
  if tg_table_name = 'aulas_praticas' then
    if exists (
      select 1 from aulas_teoricas t
      where t.autoescola_id = new.autoescola_id and t.instrutor_id = new.instrutor_id
        and tstzrange(t.inicio, t.fim) && tstzrange(new.inicio, new.fim)
    ) then
      raise exception 'instrutor em aula teórica neste horário'
        using errcode = 'exclusion_violation', constraint = 'instrutor_teorica_pratica';
    end if;
  elsif exists (
    select 1 from aulas_praticas p
    where p.autoescola_id = new.autoescola_id and p.instrutor_id = new.instrutor_id and p.status <> 'cancelada'
      and tstzrange(p.inicio, p.fim) && tstzrange(new.inicio, new.fim)
  ) then
    raise exception 'instrutor em aula prática neste horário'
      using errcode = 'exclusion_violation', constraint = 'instrutor_teorica_pratica';
  end if;
  return null;
end $$;

-- Only a change of time or instructor is checked: a lesson started, finished or cancelled keeps its slot.
create trigger aulas_praticas_instrutor_teorica after insert or update of inicio, fim, instrutor_id
  on aulas_praticas for each row when (new.status <> 'cancelada') execute function instrutor_teorica_pratica();
create trigger aulas_teoricas_instrutor_pratica after insert or update of inicio, fim, instrutor_id
  on aulas_teoricas for each row execute function instrutor_teorica_pratica();
