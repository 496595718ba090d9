-- rls matrix of migration 20261124080000: league_week_scores (finished weeks of live scoring) is read
-- by verified members of its league only (not by a member of another league, an unverified
-- claimant, anon, nor an admin who is not a member); nobody writes it through the api roles, only
-- the service role; the nightly purge of upstream copies leaves it alone.
begin;
select plan(20);

select tests.create_actors();
insert into public.user_leagues (user_id, league_id, franchise_id, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '61408', '0001', now()),
  ('22222222-2222-4222-8222-222222222222', '35112', '0003', now()),
  ('33333333-3333-4333-8333-333333333333', '61408', null, null);

-- service role -----------------------------------------------------------------------------------
delete from public.league_week_scores;
select tests.as_service_role();
select lives_ok($$insert into public.league_week_scores (league_id, year, week, snapshot, fetched_at) values
  ('61408', 2026, 11, '{"week":11}', '2026-11-17 12:00+00'),
  ('35112', 2026, 11, '{"week":11}', '2026-11-17 12:00+00')$$, 'the service role stores finished weeks');
select throws_ok($$insert into public.league_week_scores (league_id, year, week, snapshot, fetched_at)
  values ('61408', 2026, 23, '{}', now())$$, '23514', null, 'weeks run 1 to 22');
select throws_ok($$insert into public.league_week_scores (league_id, year, week, snapshot, fetched_at)
  values ('61408', 2026, 11, '{}', now())$$, '23505', null, 'a league''s week is stored once');
select lives_ok($$insert into public.league_week_scores (league_id, year, week, snapshot, fetched_at)
  values ('61408', 2026, 11, '{"week":99}', now()) on conflict do nothing$$, 'storing it again (as the functions do) is a no-op');
select is((select snapshot->>'week' from public.league_week_scores where league_id = '61408' and week = 11), '11', 'the first copy stays');
select is(private.purge_upstream_cache(now() + interval '30 days') >= 0, true, 'the nightly purge runs');
select is((select count(*)::int from public.league_week_scores), 2, 'and leaves the finished weeks alone');

-- anon -------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select 1 from public.league_week_scores$$, '42501', null, 'anon cannot read finished weeks');
select throws_ok($$insert into public.league_week_scores (league_id, year, week, snapshot, fetched_at) values ('61408', 2026, 1, '{}', now())$$,
  '42501', null, 'anon cannot write them');

-- owner (verified member of 61408) ---------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select results_eq($$select league_id, week from public.league_week_scores$$, $$values ('61408', 11)$$,
  'a member reads the finished weeks of their league only');
select throws_ok($$insert into public.league_week_scores (league_id, year, week, snapshot, fetched_at) values ('61408', 2026, 1, '{}', now())$$,
  '42501', null, 'a member cannot insert a week');
select throws_ok($$update public.league_week_scores set snapshot = '{}'$$, '42501', null, 'a member cannot rewrite final scores');
select throws_ok($$delete from public.league_week_scores$$, '42501', null, 'a member cannot delete a week');

-- other member, unverified claimant, admin who is not a member ----------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select results_eq($$select league_id from public.league_week_scores$$, $$values ('35112')$$, 'a member of another league reads only that league''s');
select throws_ok($$update public.league_week_scores set snapshot = '{}' where league_id = '35112'$$, '42501', null,
  'not even their own league''s weeks can be rewritten');
select tests.authenticate_as('33333333-3333-4333-8333-333333333333');
select is_empty($$select 1 from public.league_week_scores$$, 'an unverified claimant of 61408 reads none');
select throws_ok($$delete from public.league_week_scores$$, '42501', null, 'nor deletes any');
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select is_empty($$select 1 from public.league_week_scores$$, 'an admin who is not a member reads none through the api');
select throws_ok($$insert into public.league_week_scores (league_id, year, week, snapshot, fetched_at) values ('61408', 2026, 2, '{}', now())$$,
  '42501', null, 'nor writes any');

select tests.clear_authentication();
select is((select count(*)::int from public.league_week_scores), 2, 'nothing the api roles tried changed the table');
select * from finish();
rollback;
