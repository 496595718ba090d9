-- league membership belongs to the mfl account and season that proved it (migration
-- 20261123080500): users cannot write the proof; withdraw_league_verification takes it back.
begin;
select plan(11);

select tests.create_actors();
insert into public.user_leagues (user_id, league_id, franchise_id, display_name, verified_at, verified_mfl_username, verified_year) values
  ('11111111-1111-4111-8111-111111111111', '20001', '0001', 'Proved by demo', now(), 'demo', 2026),
  ('11111111-1111-4111-8111-111111111111', '20002', '0002', 'Proved by demo, dropped', now(), 'demo', 2026),
  ('11111111-1111-4111-8111-111111111111', '30001', '0003', 'Proved by another account', now(), 'other', 2026),
  ('22222222-2222-4222-8222-222222222222', '20001', '0004', 'Someone else', now(), 'demo', 2026);

-- users cannot forge the proof ------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select throws_ok($$update public.user_leagues set verified_mfl_username = 'demo' where league_id = '30001'$$, '42501', null,
  'a user cannot claim another account proved a row');
select throws_ok($$update public.user_leagues set verified_year = 2025 where league_id = '20001'$$, '42501', null,
  'nor change its season');
select throws_ok($$insert into public.user_leagues (league_id, verified_year) values ('40001', 2026)$$, '42501', null,
  'nor insert a proven row');
select throws_ok($$select public.withdraw_league_verification('11111111-1111-4111-8111-111111111111', null)$$, '42501', null,
  'nor call the withdrawal');
select is(private.has_league_access('30001'), true, 'before: the other account''s league is readable');

-- the service role withdraws what no longer holds -----------------------------------------------
select tests.as_service_role();
select is(public.withdraw_league_verification('11111111-1111-4111-8111-111111111111', 'DEMO'), array['30001'],
  'connected as demo (any case): the other account''s proof goes');
select is(public.withdraw_league_verification('11111111-1111-4111-8111-111111111111', 'demo', array['20001']), array['20002'],
  'myleagues no longer lists A2: its proof goes');
select is((select count(*)::int from public.user_leagues where user_id = '11111111-1111-4111-8111-111111111111'), 3,
  'the rows stay in the list');
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is(private.has_league_access('30001'), false, 'after: the other account''s league is not readable');
select tests.as_service_role();
select is(public.withdraw_league_verification('11111111-1111-4111-8111-111111111111', null), array['20001'],
  'disconnect: every proof goes');
select isnt((select verified_at from public.user_leagues where user_id = '22222222-2222-4222-8222-222222222222'), null,
  'another user''s membership is untouched');

select * from finish();
rollback;
