-- Reads of the student app at the scale of bench/ (100 schools, 100,000 students with logins,
-- 1,500,000 attendance rows): the student's theory sessions and hours (GET /candidato/aulas-teoricas).

-- Every call of the student app finds the student's record by their account.
create index alunos_usuario on alunos (usuario_id) where usuario_id is not null;

-- A session by its id alone. The policy's `autoescola_id = any (...)` is an index condition of every
-- index that starts with autoescola_id, and the planner costs such a probe as ten (it cannot know the
-- array holds one school); the GiST indexes of the exclusion constraints, which cannot take it, then
-- look cheaper: a student's 17 sessions were found by walking every session of the school's rooms
-- (about 14,000 rows). Probed by id, the policy is a filter on the one row found.
create index aulas_teoricas_id on aulas_teoricas (id);
