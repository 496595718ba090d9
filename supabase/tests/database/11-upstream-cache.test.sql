-- upstream_cache is for the service role only (RLS on, no policies); the nightly purge keeps a
-- week of last good answers and is scheduled once.
begin;
select plan(8);

select tests.create_actors();
insert into public.upstream_cache (key, body, fetched_at, expires_at) values
  ('mfl:v1:test/2026/leagueStandings?L=1', '{"rows":[]}', '2026-11-01 00:00+00', '2026-11-01 00:10+00'),
  ('mfl:v1:test/2026/leagueStandings?L=2', '{"rows":[]}', '2026-11-20 00:00+00', '2026-11-20 00:10+00');

-- anon and users can neither read nor write ------------------------------------------------------
select tests.as_anon();
select throws_ok($$select * from public.upstream_cache$$, '42501', null, 'anon cannot read the cache');
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select throws_ok($$select * from public.upstream_cache$$, '42501', null, 'a user cannot read the cache');
select throws_ok(
  $$insert into public.upstream_cache (key, body, fetched_at, expires_at) values ('k', '{}', now(), now())$$,
  '42501', null, 'a user cannot write the cache');
select throws_ok($$select private.purge_upstream_cache(now())$$, '42501', null, 'a user cannot purge the cache');

-- the service role purges answers older than a week, and only those -------------------------------
select tests.as_service_role();
select is(private.purge_upstream_cache('2026-11-21 00:00+00'), 1, 'one answer older than a week is purged');
select is((select count(*)::int from public.upstream_cache), 1, 'the recent (even expired) answer stays as last good data');
select tests.clear_authentication();

select is((select count(*)::int from cron.job where jobname = 'purge-upstream-cache'), 1, 'the purge is scheduled once');
select is((select schedule from cron.job where jobname = 'purge-upstream-cache'), '17 3 * * *', 'nightly at 03:17');

select * from finish();
rollback;
