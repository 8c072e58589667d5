-- Contingency lessons after booking (docs/regulation.md): staff mark or unmark a booked lesson as
-- given while the evidence system failed, with a reason; the lesson's history keeps each change.
-- Row-level security of aula_historico (enabled and forced since 0004) covers the new action.
alter table aula_historico drop constraint aula_historico_acao_check;
alter table aula_historico add constraint aula_historico_acao_check check (
  acao in ('agendada', 'remarcada', 'cancelada', 'iniciada', 'finalizada', 'status', 'anotacao_removida', 'corrigida',
           'contingencia')
);
