-- one sync job per operation at a time, whatever its scope (migration 20261127120200): a start of
-- an operation that is queued or running, for every league, one league or another season, answers
-- the active job instead of starting; the unique index keeps a second one out even when written
-- directly; other operations run beside it.
begin;
select plan(11);

delete from public.sync_jobs;
select tests.as_service_role();

create temporary table all_leagues as
  select public.sync_job_start('rosters', '2026', '{"season":2026}', null, 'admin@test.local', 'running', 60, '2026-11-27 10:00+00') as answer;
select is((select (answer ->> 'started')::boolean from all_leagues), true, 'rosters for every league starts');

select is(public.sync_job_start('rosters', '2026:61408', '{"season":2026,"leagueId":"61408"}', null, 'other@test.local', 'running', 60, '2026-11-27 10:00:10+00')
    - 'job',
  '{"started": false}', 'rosters for league 61408 meanwhile does not start');
select is(public.sync_job_start('rosters', '2026:61408', '{}', null, 'other@test.local', 'running', 60, '2026-11-27 10:00:10+00') -> 'job' ->> 'id',
  (select answer -> 'job' ->> 'id' from all_leagues), 'it answers the running job, with its scope');
select is(public.sync_job_start('rosters', '2025', '{}', null, 'other@test.local', 'running', 60, '2026-11-27 10:00:10+00') ->> 'started',
  'false', 'nor does another season');
select is((select count(*)::int from public.sync_jobs where operation = 'rosters'), 1, 'one rosters job exists');

select is(public.sync_job_start('league-standings', '2026:61408', '{}', null, 'other@test.local', 'running', 60, '2026-11-27 10:00:10+00') ->> 'started',
  'true', 'another operation runs beside it');
select is(public.sync_job_start('league-standings', '2026', '{}', null, 'system', 'queued', 60, '2026-11-27 10:00:20+00') -> 'job' ->> 'scope',
  '2026:61408', 'one league first, then every league: the second answers the league''s job');

select throws_ok($$insert into public.sync_jobs (operation, scope, status, lease_until) values ('rosters', '2026:35112', 'running', now() + interval '1 minute')$$,
  '23505', null, 'the unique index keeps a second active job of the operation out, whatever its scope');

select ok(public.sync_job_finish((select (answer -> 'job' ->> 'id')::bigint from all_leagues), 'succeeded', null, null, null, 12, '2026-11-27 10:01+00') is not null,
  'the job for every league ends');
select is(public.sync_job_start('rosters', '2026:61408', '{}', null, 'other@test.local', 'running', 60, '2026-11-27 10:01:10+00') ->> 'started',
  'true', 'then the one-league sync may start');
select is(public.sync_job_start('league-standings', '2026', '{}', null, 'system', 'running', 60, '2026-11-27 10:05+00') ->> 'started',
  'true', 'and a job whose worker went away (lease run out) holds nobody back');

select * from finish();
rollback;
