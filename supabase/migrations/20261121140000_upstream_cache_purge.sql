-- purge-upstream-cache: a nightly pg_cron job that drops league-host answers nobody has refreshed
-- for a week. Expired rows are kept that long on purpose: they are the "last good data" served
-- (marked stale) when MFL fails, so only answers for leagues nobody looks at any more go.

create extension if not exists pg_cron;

create or replace function private.purge_upstream_cache(p_now timestamptz)
returns integer
language sql
set search_path = ''
as $$
  with gone as (
    delete from public.upstream_cache
    where fetched_at < p_now - interval '7 days'
    returning 1
  )
  select count(*)::integer from gone
$$;

-- invoker rights: pg_cron runs it as the job's owner and the service role owns the table rights.
revoke execute on function private.purge_upstream_cache(timestamptz) from public, anon, authenticated;
grant execute on function private.purge_upstream_cache(timestamptz) to service_role;

select cron.schedule('purge-upstream-cache', '17 3 * * *', $$select private.purge_upstream_cache(now())$$);
