-- Reads at the scale of a state's network of schools (issue 8; bench/ measures them on 100 schools,
-- 100,000 students and 2,000,000 lessons). Under row-level security only leakproof operators may
-- use an index ahead of the policy, and LIKE is not one: these give the searches something else.

-- The send list filtered by school, period and status (SPEC §2.6): counted from the index alone,
-- and its page read in date order.
create index aulas_praticas_envio on aulas_praticas (autoescola_id, getran_status, inicio)
  where status = 'realizada';

-- A candidate looked up by CPF, or its first digits, across every school in scope: the send list
-- asks for the range [prefix, prefix || ':') with the pattern operators, which are leakproof.
create index alunos_cpf on alunos (cpf bpchar_pattern_ops);

-- The student search compares names in lower case without accents. Folding each name on every
-- search cost most of the list's time; the folded name is kept instead. The two strings are those
-- of platform/db/like.ts (containsText), and must stay equal to them.
alter table alunos
  add column nome_busca text generated always as
    (translate(lower(nome), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) stored;
