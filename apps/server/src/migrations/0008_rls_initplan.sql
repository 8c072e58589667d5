-- Row-level security at scale: a policy written `autoescola_id = any (app_autoescola_ids())`
-- evaluates the function (reading and parsing the setting) for every row of every table a query
-- touches. Written `= any ((select app_autoescola_ids())::bigint[])`, PostgreSQL computes it once per query
-- (an InitPlan) and can use it in index conditions. Same rows, same rules; every policy that calls
-- the two functions is rewritten, and tables made tenant-owned from now on get the fast form.
do $$
declare
  policy record;
  using_expr text;
  check_expr text;
begin
  for policy in
    select schemaname, tablename, policyname, qual, with_check
      from pg_policies
     where schemaname = current_schema()
       and (qual like '%app_autoescola_ids()%' or qual like '%app_usuario_id()%'
            or with_check like '%app_autoescola_ids()%' or with_check like '%app_usuario_id()%')
  loop
    -- The cast keeps `any (...)` an array expression, not a subquery.
    using_expr := replace(replace(policy.qual, 'app_autoescola_ids()', '(select app_autoescola_ids())::bigint[]'),
                          'app_usuario_id()', '(select app_usuario_id())');
    check_expr := replace(replace(policy.with_check, 'app_autoescola_ids()', '(select app_autoescola_ids())::bigint[]'),
                          'app_usuario_id()', '(select app_usuario_id())');
    execute format('alter policy %I on %I.%I%s%s', policy.policyname, policy.schemaname, policy.tablename,
                   case when using_expr is null then '' else format(' using (%s)', using_expr) end,
                   case when check_expr is null then '' else format(' with check (%s)', check_expr) end);
  end loop;
end
$$;

create or replace function enable_tenant_rls(tabela regclass) returns void
language plpgsql as $$
begin
  execute format('alter table %s enable row level security', tabela);
  execute format('alter table %s force row level security', tabela);
  execute format(
    'create policy tenant on %s to cfc_app using (autoescola_id = any ((select app_autoescola_ids())::bigint[])) with check (autoescola_id = any ((select app_autoescola_ids())::bigint[]))',
    tabela);
  execute format('create policy system on %s to %I using (true) with check (true)', tabela, current_user);
  execute format('grant select, insert, update, delete on %s to cfc_app', tabela);
end
$$;
