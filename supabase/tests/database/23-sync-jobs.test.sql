-- sync_jobs: admins read, nobody but the service role writes (every role x verb); the job's life
-- through its functions: one active job per operation, progress as the heartbeat, a job
-- past its lease reads failed, a queued job claimed once; the leagues a job syncs with the members
-- whose session is valid; the digest that counts changed rows; the overview the sync page reads.
begin;
select plan(48);

select tests.create_actors();
delete from public.sync_jobs;

-- ---------------------------------------------------------------------------------------------
-- the service role: the job's life
-- ---------------------------------------------------------------------------------------------
select tests.as_service_role();
create temporary table started as
  select public.sync_job_start('rosters', '2026', '{"season":2026}', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'admin@test.local',
    'running', 60, '2026-11-24 10:00+00') as answer;
select is((select (answer ->> 'started')::boolean from started), true, 'a job starts');
select is((select answer -> 'job' ->> 'status' from started), 'running', 'started running, for the caller to run');
select is((select (answer -> 'job' ->> 'lease_until')::timestamptz from started), '2026-11-24 10:01+00'::timestamptz, 'with a lease from the caller''s clock');

select is((public.sync_job_start('rosters', '2026', '{}', null, 'system', 'queued', 60, '2026-11-24 10:00:30+00') ->> 'started')::boolean, false,
  'a second start of the same operation and scope does not start');
select is((public.sync_job_start('rosters', '2026', '{}', null, 'system', 'queued', 60, '2026-11-24 10:00:30+00') -> 'job' ->> 'id'),
  (select answer -> 'job' ->> 'id' from started), 'it answers the running job');
select is((public.sync_job_start('rosters', '2026:61408', '{}', null, 'system', 'running', 60, '2026-11-24 10:00:30+00') -> 'job' ->> 'id'),
  (select answer -> 'job' ->> 'id' from started), 'nor does one of another scope: it answers the running job (29-sync-jobs-one-per-operation)');
select throws_ok($$insert into public.sync_jobs (operation, scope, status, lease_until) values ('rosters', '2026', 'queued', now())$$,
  '23505', null, 'the unique index keeps a second active job out even when written directly');

select ok(public.sync_job_progress((select (answer -> 'job' ->> 'id')::bigint from started), 2, 3,
  '{"added":5,"changed":0,"removed":0,"upstreamCalls":2,"rows":5}', '[]', 60, '2026-11-24 10:00:50+00'), 'the heartbeat records progress');
select results_eq($$select progress_done, progress_total, lease_until, (stats ->> 'added')::int from public.sync_jobs
  where operation = 'rosters' and scope = '2026'$$,
  $$values (2, 3, '2026-11-24 10:01:50+00'::timestamptz, 5)$$, 'progress, stats and a renewed lease');

select is(public.sync_job_finish((select (answer -> 'job' ->> 'id')::bigint from started), 'succeeded',
  '{"added":5,"changed":0,"removed":0,"upstreamCalls":2,"rows":5}', '[{"id":"61408","status":"synced"}]', null, 12, '2026-11-24 10:01+00') ->> 'status',
  'succeeded', 'a job ends once');
select results_eq($$select finished_at, progress_done, mfl_week from public.sync_jobs where operation = 'rosters' and scope = '2026'$$,
  $$values ('2026-11-24 10:01+00'::timestamptz, 3, 12)$$, 'finished, all done, with its week');
select is(public.sync_job_finish((select (answer -> 'job' ->> 'id')::bigint from started), 'failed', null, null, 'late', null, now()), null,
  'a job that ended cannot end again');
select is(public.sync_job_progress((select (answer -> 'job' ->> 'id')::bigint from started), 3, 3, null, null, 60, now()), false,
  'nor beat again: its runner is told to stop');
select throws_ok($$select public.sync_job_finish(1, 'done', null, null, null, null, now())$$, '22023', null, 'only the three outcomes end a job');
select is((public.sync_job_start('rosters', '2026', '{}', null, 'system', 'running', 60, '2026-11-24 10:02+00') ->> 'started')::boolean, true,
  'once it ended, the operation may start again');

-- a dead job: nobody renewed its lease
select is((select (public.sync_overview('2026-11-24 10:05+00', 50) -> 'running')::jsonb ->> 0) is null, true,
  'past their leases, the running jobs are gone from running');
select results_eq($$select status, error like 'The job stopped before it finished%' from public.sync_jobs where operation = 'rosters' and scope = '2026' and started_at = '2026-11-24 10:02+00'$$,
  $$values ('failed', true)$$, 'a job whose worker went away reads failed, saying so');
select is(public.sync_job_progress((select id from public.sync_jobs where started_at = '2026-11-24 10:02+00'), 1, 3, null, null, 60, '2026-11-24 10:05+00'),
  false, 'its runner, if it still lives, is told to stop');

-- a queued job (the schedules): claimed once, and never claimed after its lease
create temporary table queued as
  select (public.sync_job_start('projections', '2026', '{}', null, 'system', 'queued', 60, '2026-11-24 07:00+00') -> 'job' ->> 'id')::bigint as id;
select is(public.sync_job_claim((select id from queued), 60, '2026-11-24 07:00:05+00') ->> 'status', 'running', 'a worker claims a queued job');
select is(public.sync_job_claim((select id from queued), 60, '2026-11-24 07:00:06+00'), null, 'and only one worker does');
create temporary table orphan as
  select (public.sync_job_start('injuries', '2026', '{}', null, 'system', 'queued', 60, '2026-11-24 07:00+00') -> 'job' ->> 'id')::bigint as id;
select is(public.sync_job_claim((select id from orphan), 60, '2026-11-24 07:02+00'), null, 'a queued job past its lease is not claimed');
select is((select private.expire_sync_jobs('2026-11-24 07:02+00')), 2, 'expiry marks the late ones failed');
select is((select error from public.sync_jobs where id = (select id from orphan)), 'The job never started: no worker picked it up in time',
  'a job nobody picked up says so');

-- the overview: the last completed run per type
select is(jsonb_array_length(public.sync_overview('2026-11-24 11:00+00', 50) -> 'metadata'), 1, 'one type has completed');
select results_eq($$select m ->> 'sync_type', (m ->> 'sync_completed_at')::timestamptz, (m ->> 'mfl_week')::int
  from jsonb_array_elements(public.sync_overview('2026-11-24 11:00+00', 50) -> 'metadata') m$$,
  $$values ('rosters', '2026-11-24 10:01+00'::timestamptz, 12)$$, 'sync_type, sync_completed_at, mfl_week');
select is(jsonb_array_length(public.sync_overview('2026-11-24 11:00+00', 2) -> 'recent'), 2, 'the newest jobs, limited');

-- the leagues a job syncs and whose session it borrows
insert into public.user_profile (user_id, mfl_username, mfl_cookie_enc, mfl_cookie_expires_at) values
  ('11111111-1111-4111-8111-111111111111', 'owner', 'enc', '2026-11-25 00:00+00'),
  ('22222222-2222-4222-8222-222222222222', 'other', 'enc', '2026-11-24 09:00+00');
insert into public.user_leagues (user_id, league_id, franchise_id, verified_at, verified_year) values
  ('11111111-1111-4111-8111-111111111111', '61408', '0003', now(), 2026),
  ('22222222-2222-4222-8222-222222222222', '35112', '0007', now(), 2026),
  ('33333333-3333-4333-8333-333333333333', '72901', null, null, null);
select results_eq($$select l ->> 'league_id', l -> 'members' from jsonb_array_elements(public.sync_job_leagues(2026, '2026-11-24 10:00+00')) l$$,
  $$values ('35112', '[]'::jsonb), ('61408', '["11111111-1111-4111-8111-111111111111"]'::jsonb)$$,
  'proven leagues only, each with the members whose session is still valid (none: the job skips it)');
select is(jsonb_array_length(public.sync_job_leagues(2026, '2026-11-24 10:00+00', '61408')), 1, 'or one league');

-- the digest a job counts changes with
select ok(public.replace_league_standings('61408', 2026, $$[{"franchise_id":"0001","rank":1,"wins":3,"losses":1,"ties":0,
  "win_loss_tie_record":"3-1-0","winning_percentage":0.75,"points_for":400,"points_against":300}]$$, '2026-11-24 10:00+00'), 'standings stored');
create temporary table digest_before as select public.sync_rows_digest('standings', 2026, '61408') as d;
select is((select jsonb_object_keys(d) from digest_before), '0001', 'one row per franchise');
select ok(public.replace_league_standings('61408', 2026, $$[{"franchise_id":"0001","rank":1,"wins":3,"losses":1,"ties":0,
  "win_loss_tie_record":"3-1-0","winning_percentage":0.75,"points_for":400,"points_against":300}]$$, '2026-11-24 11:00+00'), 'the same standings, later');
select is(public.sync_rows_digest('standings', 2026, '61408'), (select d from digest_before), 'the same content, the same digest (timestamps left out)');
select ok(public.replace_league_standings('61408', 2026, $$[{"franchise_id":"0001","rank":1,"wins":4,"losses":1,"ties":0,
  "win_loss_tie_record":"4-1-0","winning_percentage":0.8,"points_for":500,"points_against":300}]$$, '2026-11-24 12:00+00'), 'changed standings');
select isnt(public.sync_rows_digest('standings', 2026, '61408') ->> '0001', (select d ->> '0001' from digest_before), 'a changed row, a changed hash');
select is(public.sync_rows_digest('no-such-kind', 2026, '61408'), null, 'a kind it does not know: no counts, no error');

-- ---------------------------------------------------------------------------------------------
-- nobody else writes; only admins read
-- ---------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select 1 from public.sync_jobs$$, '42501', null, 'anon cannot read jobs');
select throws_ok($$insert into public.sync_jobs (operation, scope, lease_until) values ('x', '1', now())$$, '42501', null, 'anon cannot add jobs');
select throws_ok($$update public.sync_jobs set status = 'failed'$$, '42501', null, 'anon cannot change jobs');
select throws_ok($$delete from public.sync_jobs$$, '42501', null, 'anon cannot delete jobs');

select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is_empty($$select 1 from public.sync_jobs$$, 'a user who is not an admin reads no jobs');
select throws_ok($$insert into public.sync_jobs (operation, scope, lease_until) values ('x', '1', now())$$, '42501', null, 'a user cannot add jobs');
select throws_ok($$update public.sync_jobs set status = 'failed'$$, '42501', null, 'a user cannot change jobs');
select throws_ok($$delete from public.sync_jobs$$, '42501', null, 'a user cannot delete jobs');
select throws_ok($$select public.sync_job_start('rosters', '2027', '{}', null, 'x', 'running', 60, now())$$, '42501', null,
  'a user cannot start a job through its function');

select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select ok((select count(*) from public.sync_jobs) >= 4, 'an admin reads every job');
select throws_ok($$insert into public.sync_jobs (operation, scope, lease_until) values ('x', '1', now())$$, '42501', null, 'an admin cannot add a job');
select throws_ok($$update public.sync_jobs set status = 'succeeded'$$, '42501', null, 'an admin cannot change a job');
select throws_ok($$delete from public.sync_jobs$$, '42501', null, 'an admin cannot delete a job');

select tests.clear_authentication();
select * from finish();
rollback;
