-- rls matrix and writers of migration 20261123100000: league_rosters, league_player_scores and
-- league_score_weeks are read by verified members of their league only (not by a stranger, an
-- unverified claimant, anon, nor an admin who is not a member); nfl_players, nfl_bye_weeks,
-- player_injuries and reference_sync_state are read by every signed-in user, never by anon; nobody
-- writes through the api roles; the replace functions belong to the service role; a final week of
-- player scores is never rewritten.
begin;
select plan(40);

select tests.create_actors();
-- owner: verified member of 61408; other: verified member of 35112; newcomer: claims 61408 unverified;
-- admin: no row for 61408
insert into public.user_leagues (user_id, league_id, franchise_id, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '61408', '0001', now()),
  ('22222222-2222-4222-8222-222222222222', '35112', '0003', now()),
  ('33333333-3333-4333-8333-333333333333', '61408', null, null);

-- service role -----------------------------------------------------------------------------------
-- (a database that has served the app already holds a season's reference data: start from none)
delete from public.nfl_players; delete from public.nfl_bye_weeks; delete from public.player_injuries; delete from public.reference_sync_state;
delete from public.league_rosters; delete from public.league_player_scores; delete from public.league_score_weeks;
delete from public.league_sync_state where kind in ('rosters', 'player_scores');
select tests.as_service_role();
select ok(public.replace_reference_players(2026, $$[
  {"player_id":"13116","full_name":"Patrick Mahomes","position":"QB","nfl_team":"KCC"},
  {"player_id":"15000","full_name":"Rookie Runner","position":"RB","nfl_team":""}
]$$::jsonb, '2026-11-21 10:00+00'), 'the service role replaces the player database');
select is((select nfl_team from public.nfl_players where player_id = '15000'), 'FA', 'a player without a team is a free agent');
select ok(public.replace_reference_bye_weeks(2026, '[{"nfl_team":"KCC","bye_week":10}]'::jsonb, '2026-11-21 10:00+00'),
  'the service role replaces the bye weeks');
select ok(public.replace_reference_injuries(2026, '[{"player_id":"13116","status":"Questionable","details":"Ankle","week":12}]'::jsonb,
  '2026-11-21 10:00+00'), 'the service role replaces the injury report');
select ok(not public.replace_reference_injuries(2026, '[]'::jsonb, '2026-11-21 09:00+00'), 'an older injury report is refused');
select is((select count(*)::int from public.player_injuries), 1, 'and the stored report stays');
select lives_ok($$select public.mark_reference_sync_failed('players', 2026, 'timeout')$$, 'a failed reference refresh is recorded');
select results_eq($$select synced_at, stale, last_error from public.reference_sync_state where kind = 'players'$$,
  $$values ('2026-11-21 10:00+00'::timestamptz, true, 'timeout')$$, 'keeping synced_at, marking the copy stale');

select ok(public.replace_league_rosters('61408', 2026, $$[
  {"franchise_id":"0001","player_id":"13116","status":"ROSTER","drafted":"1.01"},
  {"franchise_id":"0002","player_id":"15000","status":"TAXI_SQUAD"}
]$$::jsonb, '2026-11-21 10:00+00'), 'the service role replaces a league''s rosters');
select ok(public.replace_league_rosters('35112', 2026, '[{"franchise_id":"0003","player_id":"13116"}]'::jsonb, '2026-11-21 10:00+00'),
  'rosters of a second league');
select throws_ok($$select public.replace_league_rosters('61408', 2026, '[{"franchise_id":"0001","player_id":"1","status":"BENCH"}]'::jsonb,
  '2026-11-21 11:00+00')$$, '23514', null, 'a roster status outside ROSTER, INJURED_RESERVE, TAXI_SQUAD is refused');

select ok(public.replace_league_player_scores('61408', 2026, $$[
  {"week":1,"final":true,"scores":[{"player_id":"13116","score":30.5},{"player_id":"15000","score":null}]},
  {"week":2,"final":false,"scores":[{"player_id":"13116","score":12}]}
]$$::jsonb, '2026-11-21 10:00+00'), 'the service role stores weeks of player scores');
select is((select count(*)::int from public.league_player_scores where league_id = '61408'), 2, 'unscored rows (did not play) are not stored');
select ok(public.replace_league_player_scores('61408', 2026, $$[
  {"week":1,"final":true,"scores":[{"player_id":"13116","score":99}]},
  {"week":2,"final":true,"scores":[{"player_id":"13116","score":20.25}]}
]$$::jsonb, '2026-11-21 11:00+00'), 'a newer refresh is stored');
select results_eq($$select week, score from public.league_player_scores where league_id = '61408' order by week$$,
  $$values (1, 30.50::numeric), (2, 20.25::numeric)$$, 'a final week is never rewritten; the open week is replaced');
select results_eq($$select week, final from public.league_score_weeks where league_id = '61408' order by week$$,
  $$values (1, true), (2, true)$$, 'both weeks are now final');
select ok(public.replace_league_player_scores('35112', 2026, '[{"week":1,"final":true,"scores":[{"player_id":"13116","score":7}]}]'::jsonb,
  '2026-11-21 10:00+00'), 'player scores of a second league');

-- anon -------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select 1 from public.league_rosters$$, '42501', null, 'anon cannot read rosters');
select throws_ok($$select 1 from public.league_player_scores$$, '42501', null, 'anon cannot read player scores');
select throws_ok($$select 1 from public.nfl_players$$, '42501', null, 'anon cannot read the player database');
select throws_ok($$select 1 from public.player_injuries$$, '42501', null, 'anon cannot read injuries');
select throws_ok($$select public.replace_league_rosters('61408', 2026, '[]', now())$$, '42501', null, 'anon cannot replace rosters');

-- owner (verified member of 61408) ---------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select results_eq($$select distinct league_id from public.league_rosters$$, $$values ('61408')$$, 'a member reads the rosters of their league only');
select results_eq($$select distinct league_id from public.league_player_scores$$, $$values ('61408')$$,
  'a member reads the player scores of their league only');
select results_eq($$select distinct league_id from public.league_score_weeks$$, $$values ('61408')$$, 'and its score weeks only');
select is((select count(*)::int from public.nfl_players), 2, 'every signed-in user reads the player database');
select is((select count(*)::int from public.nfl_bye_weeks) + (select count(*)::int from public.player_injuries)
  + (select count(*)::int from public.reference_sync_state), 1 + 1 + 3, 'and the bye weeks, injuries and their sync state');
select throws_ok($$insert into public.league_rosters (league_id, year, franchise_id, player_id) values ('61408', 2026, '0001', '1')$$,
  '42501', null, 'a member cannot insert rosters');
select throws_ok($$update public.league_player_scores set score = 1000$$, '42501', null, 'a member cannot update player scores');
select throws_ok($$delete from public.league_score_weeks$$, '42501', null, 'a member cannot delete score weeks');
select throws_ok($$update public.nfl_players set full_name = 'x'$$, '42501', null, 'a member cannot change the player database');
select throws_ok($$insert into public.player_injuries (year, player_id, status) values (2026, '1', 'Out')$$, '42501', null,
  'a member cannot write injuries');
select throws_ok($$select public.replace_league_player_scores('61408', 2026, '[]', now())$$, '42501', null,
  'a member cannot execute replace_league_player_scores');
select throws_ok($$select public.replace_reference_players(2026, '[]', now())$$, '42501', null,
  'a member cannot execute replace_reference_players');
select throws_ok($$select public.mark_reference_sync_failed('players', 2026, 'x')$$, '42501', null,
  'a member cannot execute mark_reference_sync_failed');

-- other user (member of 35112), unverified claimant, admin who is not a member -------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is_empty($$select 1 from public.league_rosters where league_id = '61408'
  union all select 1 from public.league_player_scores where league_id = '61408'
  union all select 1 from public.league_score_weeks where league_id = '61408'$$, 'a member of another league sees nothing of 61408');
select tests.authenticate_as('33333333-3333-4333-8333-333333333333');
select is_empty($$select 1 from public.league_rosters union all select 1 from public.league_player_scores$$,
  'an unverified claimant of 61408 sees none of its rosters or scores');
select is((select count(*)::int from public.nfl_players), 2, 'but reads the shared player database like any signed-in user');
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select is_empty($$select 1 from public.league_rosters union all select 1 from public.league_player_scores$$,
  'an admin who is not a member reads no league''s rosters or scores through the api');
select throws_ok($$select public.replace_league_rosters('61408', 2026, '[]', now())$$, '42501', null,
  'an admin cannot execute replace_league_rosters through the api');

select tests.clear_authentication();
select * from finish();
rollback;
