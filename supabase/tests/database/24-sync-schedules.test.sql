-- the scheduled syncs: one pg_cron job per concern at its time; the two daily times follow their
-- settings; each body (private.cron_start_sync) run at a chosen time records a queued 'system'
-- job and asks the admin function to run it (net.http_post with the vault's url and service
-- credential); never two copies of one job at once.
begin;
select plan(17);

set local timezone = 'UTC';
delete from public.sync_jobs;
delete from net.http_request_queue;
delete from vault.secrets where name in ('project_url', 'service_role_key');
select vault.create_secret('http://functions.test', 'project_url');
select vault.create_secret('service-key-for-tests', 'service_role_key');
update public.system_settings set value = '"06:00"' where key = 'players_daily_refresh_local_time';
update public.system_settings set value = '"06:30"' where key = 'league_settings_refresh_local_time';

select is((select string_agg(jobname || ' ' || schedule, ', ' order by jobname) from cron.job
  where jobname in ('tank01-players-daily-refresh', 'players-daily-refresh', 'league-settings-daily-refresh', 'projections-daily-refresh')),
  'league-settings-daily-refresh 30 6 * * *, players-daily-refresh 0 6 * * *, projections-daily-refresh 0 7 * * *, tank01-players-daily-refresh 0 5 * * *',
  'Tank01 players 05:00, players 06:00, league settings 06:30, projections 07:00 UTC');
select ok((select bool_and(command like '%private.cron_start_sync(''' || op || ''', now())%')
  from (values ('tank01-players-daily-refresh', 'tank01-players'), ('players-daily-refresh', 'players-data'),
    ('league-settings-daily-refresh', 'league-settings'), ('projections-daily-refresh', 'projections')) v(name, op)
  join cron.job j on j.jobname = v.name), 'each body is the one call starting its operation');

-- the daily times follow their settings
update public.system_settings set value = '"07:15"' where key = 'players_daily_refresh_local_time';
select is((select schedule from cron.job where jobname = 'players-daily-refresh'), '15 7 * * *', 'a changed players time moves its schedule');
update public.system_settings set value = '"23:05"' where key = 'league_settings_refresh_local_time';
select is((select schedule from cron.job where jobname = 'league-settings-daily-refresh'), '5 23 * * *', 'and the league settings time its own');
set local timezone = 'America/New_York';
select is(private.daily_cron_schedule('06:00', '06:00', '2026-11-24 12:00+00'), '0 11 * * *',
  'local times are the database''s time zone: 06:00 in New York in November is 11:00 UTC');
select is(private.daily_cron_schedule('06:00', '06:00', '2026-07-01 12:00+00'), '0 10 * * *', '10:00 UTC in summer');
set local timezone = 'UTC';
select is(private.daily_cron_schedule('bad', '06:30', now()), '30 6 * * *', 'a malformed time falls back to the default');

-- each body at a chosen time records its job (each its own statement: a job is seen by the next one)
create temporary table runs (operation text, at timestamptz, job_id bigint);
insert into runs select 'tank01-players', '2026-11-24 05:00+00', private.cron_start_sync('tank01-players', '2026-11-24 05:00+00');
select results_eq($$select j.operation, j.scope, j.status, j.started_by, j.started_by_label, j.created_at
  from public.sync_jobs j join runs r on r.job_id = j.id where r.operation = 'tank01-players'$$,
  $$values ('tank01-players', '2026', 'queued', null::uuid, 'system', '2026-11-24 05:00+00'::timestamptz)$$,
  'the Tank01 players body records a queued job of the season, started by the system at the body''s time');
select results_eq($$select method, url, headers ->> 'Authorization', convert_from(body, 'UTF8')::jsonb ->> 'jobId'
  from net.http_request_queue$$,
  $$select 'POST', 'http://functions.test/functions/v1/admin/run-job', 'Bearer service-key-for-tests', (select job_id::text from runs)$$,
  'and asks the admin function to run it: POST /functions/v1/admin/run-job with the url and service credential from vault');

insert into runs select 'players-data', '2026-11-24 06:00+00', private.cron_start_sync('players-data', '2026-11-24 06:00+00');
insert into runs select 'players-data', '2026-11-24 06:01+00', private.cron_start_sync('players-data', '2026-11-24 06:01+00');
select results_eq($$select job_id is not null from runs where operation = 'players-data' order by at$$, $$values (true), (false)$$,
  'the players body records its job; run again while that job is queued, it starts nothing');
select is((select count(*)::int from public.sync_jobs where operation = 'players-data'), 1, 'never two copies of one job');

insert into runs select 'league-settings', '2026-11-24 06:30+00', private.cron_start_sync('league-settings', '2026-11-24 06:30+00');
insert into runs select 'projections', '2026-11-24 07:00+00', private.cron_start_sync('projections', '2026-11-24 07:00+00');
select results_eq($$select j.operation, j.started_by_label, j.created_at from public.sync_jobs j join runs r on r.job_id = j.id
  where r.operation in ('league-settings', 'projections') order by j.created_at$$,
  $$values ('league-settings', 'system', '2026-11-24 06:30+00'::timestamptz), ('projections', 'system', '2026-11-24 07:00+00'::timestamptz)$$,
  'the league settings and projections bodies record theirs');
select is((select count(*)::int from net.http_request_queue), 4, 'one call to the admin function per job started');
select results_eq($$select status, error from public.sync_jobs where operation = 'tank01-players'$$,
  $$values ('failed', 'The job never started: no worker picked it up in time')$$, 'a queued job nobody ran within its lease reads failed');

-- the season of the moment: January still belongs to the previous one
insert into runs select 'injuries', '2027-01-10 06:00+00', private.cron_start_sync('injuries', '2027-01-10 06:00+00');
select is((select j.scope from public.sync_jobs j join runs r on r.job_id = j.id where r.operation = 'injuries'), '2026',
  'a run in January syncs the season that is ending');

-- without the vault secrets the schedule cannot reach the function, and says so
delete from vault.secrets where name = 'service_role_key';
insert into runs select 'bye-weeks', '2026-11-24 08:00+00', private.cron_start_sync('bye-weeks', '2026-11-24 08:00+00');
select results_eq($$select j.status, j.error from public.sync_jobs j join runs r on r.job_id = j.id where r.operation = 'bye-weeks'$$,
  $$values ('failed', 'The schedule cannot reach the admin function: the vault secrets project_url and service_role_key are not set')$$,
  'a job that cannot be handed over fails with the reason');

select tests.as_service_role();
select throws_ok($$select private.cron_start_sync('players-data', now())$$, '42501', null, 'the schedule''s body is not an api');

select tests.clear_authentication();
select * from finish();
rollback;
