-- a lineup request's reads in one call each (migrations 20261202100000, 20261204100000):
-- caller_league_membership answers the session rule and the caller's membership, read as the caller
-- (the stored mfl session, with its encrypted cookie, is the service role's read beside it);
-- roster_player_details answers each id asked with its name, team,
-- injury, bye week and the week's opponent, nulls for what is not stored. both keep their plans.
begin;
select plan(14);

select tests.create_actors();
insert into auth.sessions (id, user_id, created_at) values
  ('5e551011-0000-4000-8000-000000000047', '11111111-1111-4111-8111-111111111111', now());
insert into auth.sessions (id, user_id, created_at, not_after) values
  ('5e551011-0000-4000-8000-000000000048', '11111111-1111-4111-8111-111111111111', now(), now() - interval '1 minute');
insert into public.user_profile (user_id, mfl_username, mfl_cookie_enc, mfl_cookie_expires_at) values
  ('11111111-1111-4111-8111-111111111111', 'owner', 'v1:sealed', '2026-11-29T12:00:00Z');
insert into public.user_leagues (user_id, league_id, franchise_id, display_name, verified_at, verified_year) values
  ('11111111-1111-4111-8111-111111111111', '10001', '0001', 'Owner L1', '2026-11-01T00:00:00Z', 2026);

-- caller_league_membership: the caller's own membership, under rls ---------------------------------

select tests.authenticate_with_session('11111111-1111-4111-8111-111111111111', '5e551011-0000-4000-8000-000000000047');
select is(public.caller_league_membership('10001'),
  jsonb_build_object('franchise_id', '0001', 'verified_at', '2026-11-01T00:00:00+00:00'::timestamptz, 'verified_year', 2026),
  'a live session: its franchise, and when and for which season it was proven');
select is(public.caller_league_membership('99999'), null, 'no membership of another league');
select tests.clear_authentication();
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is(public.caller_league_membership('10001')->>'franchise_id', '0001', 'a token naming no session: the user alone decides');
select tests.clear_authentication();
select tests.authenticate_with_session('11111111-1111-4111-8111-111111111111', '5e551011-0000-4000-8000-000000000048');
select throws_ok($$select public.caller_league_membership('10001')$$, 'PT401', null, 'a signed-out session is refused (http 401)');
select tests.clear_authentication();
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is(public.caller_league_membership('10001'), null, 'another user: not the owner''s membership (row level security)');
select tests.clear_authentication();
select tests.authenticate_with_session('99999999-9999-4999-8999-999999999999', null);
select throws_ok($$select public.caller_league_membership('10001')$$, 'PT401', null, 'a deleted (unknown) user is refused');
select tests.clear_authentication();
select tests.as_anon();
select throws_ok($$select public.caller_league_membership('10001')$$, '42501', null, 'anon cannot call it');
select tests.clear_authentication();
select ok(not exists (select 1 from pg_proc where proname = 'lineup_caller'),
  'lineup_caller is gone: no read hands the service role a membership to judge');

-- roster_player_details -----------------------------------------------------------------------------
insert into public.nfl_players (year, player_id, full_name, position, nfl_team) values
  (2026, '13116', 'Patrick Mahomes', 'QB', 'KCC'),
  (2026, '14000', 'Bye Guy', 'WR', 'DEN');
insert into public.player_injuries (year, player_id, status, details) values (2026, '13116', 'Questionable', 'Ankle');
insert into public.nfl_bye_weeks (year, nfl_team, bye_week) values (2026, 'KCC', 10), (2026, 'DEN', 13);
insert into public.nfl_schedules (year, week, home_team, away_team, kickoff_time, spread, away_rush_defense_rank, away_pass_defense_rank, game_status) values
  (2026, 13, 'KCC', 'BUF', '2026-11-29T18:00:00Z', -3.5, 4, 7, 'scheduled');

select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is(public.roster_player_details(2026, 13, array['13116']),
  jsonb_build_array(jsonb_build_object(
    'id', '13116', 'full_name', 'Patrick Mahomes', 'position', 'QB', 'nfl_team', 'KCC',
    'injury', jsonb_build_object('status', 'Questionable', 'details', 'Ankle'),
    'bye_week', 10,
    'opponent', jsonb_build_object('opponent', 'BUF', 'is_home', true, 'kickoff_time', '2026-11-29T18:00:00+00:00'::timestamptz, 'spread', -3.5,
      'opponent_rush_defense_rank', 4, 'opponent_pass_defense_rank', 7, 'game_status', 'scheduled')
  )), 'a player with everything stored: name, team, injury, bye, the week''s opponent from his side');
select is((public.roster_player_details(2026, 13, array['14000'])->0) - 'id' - 'full_name' - 'position' - 'nfl_team',
  '{"injury": null, "bye_week": 13, "opponent": null}'::jsonb, 'on bye: no opponent, no injury');
select is(public.roster_player_details(2026, 13, array['77777'])->0,
  '{"id": "77777", "full_name": null, "position": null, "nfl_team": null, "injury": null, "bye_week": null, "opponent": null}'::jsonb,
  'an id not stored comes back with nulls (the function shows "Player 77777")');
select is((select array_agg(x->>'id') from jsonb_array_elements(public.roster_player_details(2026, 13, array['77777', '13116', '14000'])) x),
  array['77777', '13116', '14000'], 'one row per id, in the order asked');
select tests.clear_authentication();

select function_lang_is('public', 'caller_league_membership', 'plpgsql', 'caller_league_membership keeps its plans');
select function_lang_is('public', 'roster_player_details', 'plpgsql', 'roster_player_details keeps its plans');

select * from finish();
rollback;
