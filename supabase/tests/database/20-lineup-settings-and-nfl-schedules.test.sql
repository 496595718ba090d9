-- league_settings (verified members read), nfl_schedules (any signed-in user reads), their writers
-- (service role only) and the opponent rpcs: the spread flipped for the away team, the opponent's
-- ranks, team codes normalised (spec 02 §3, §5).
begin;
select plan(20);

select tests.create_actors();
insert into public.user_leagues (user_id, league_id, franchise_id, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '61408', '0003', now()),
  ('33333333-3333-4333-8333-333333333333', '61408', null, null);
delete from public.nfl_schedules; delete from public.league_settings;
delete from public.reference_sync_state where kind = 'nfl_schedules';
delete from public.league_sync_state where kind = 'settings';

select tests.as_service_role();
select ok(public.replace_league_settings('61408', 2026, $$[{"starting_positions":[{"name":"QB","limit":"1"},{"name":"RB","limit":"2-3"}],
  "starter_count":"9","max_starters":9,"roster_size":17,"injured_reserve":2,"source":"mfl"}]$$::jsonb, '2026-11-21 10:00+00'),
  'the service role stores a league''s settings');
select ok(public.replace_reference_nfl_schedules(2026, $$[
  {"week":12,"home_team":"DAL","away_team":"TBB","kickoff_time":"2026-11-22T18:00:00Z","spread":-9.5,
   "home_rush_defense_rank":29,"home_pass_defense_rank":24,"away_rush_defense_rank":3,"away_pass_defense_rank":9,"game_status":"live"},
  {"week":12,"home_team":"KCC","away_team":"LVR","kickoff_time":"2026-11-22T21:25:00Z","spread":-7,"game_status":"scheduled"}
]$$::jsonb, '2026-11-21 10:00+00'), 'the service role stores the season''s NFL schedule');
select ok(not public.replace_reference_nfl_schedules(2026, '[]'::jsonb, '2026-11-21 09:00+00'), 'an older schedule is refused');

select results_eq($$select opponent, is_home, spread, opponent_rush_defense_rank, opponent_pass_defense_rank, game_status
  from public.get_team_opponent_info(2026, 12, 'TBB')$$,
  $$values ('DAL', false, 9.5::numeric, 29, 24, 'live')$$, 'the away team: spread flipped, the home defence''s ranks');
select results_eq($$select opponent, is_home, spread, opponent_rush_defense_rank from public.get_team_opponent_info(2026, 12, 'DAL')$$,
  $$values ('TBB', true, -9.5::numeric, 3)$$, 'the home team: its own line, the away defence''s ranks');
select results_eq($$select opponent from public.get_team_opponent_info(2026, 12, 'TB')$$, $$values ('DAL')$$, 'TB is read as TBB');
select results_eq($$select opponent from public.get_team_opponent_info(2026, 12, 'KC')$$, $$values ('LVR')$$, 'KC is read as KCC');
select results_eq($$select opponent from public.get_team_opponent_info(2026, 12, 'lv')$$, $$values ('KCC')$$, 'lv is read as LVR');
select is_empty($$select 1 from public.get_team_opponent_info(2026, 12, 'GBP')$$, 'a team on bye has no opponent');
select is((select count(*)::int from public.get_week_opponent_info(2026, 12)), 4, 'every team of the week, home and away');
select results_eq($$select public.normalise_team_code(x) from unnest(array['NE','SF','NO','GB','JAX','LA','STL','SD','nyg']) x$$,
  $$values ('NEP'), ('SFO'), ('NOS'), ('GBP'), ('JAC'), ('LAR'), ('LAR'), ('LAC'), ('NYG')$$, 'spec 02 §5 code normalisation');

select tests.as_anon();
select throws_ok($$select 1 from public.nfl_schedules$$, '42501', null, 'anon cannot read the schedule');
select throws_ok($$select 1 from public.get_team_opponent_info(2026, 12, 'TBB')$$, '42501', null, 'anon cannot call the opponent rpc');
select throws_ok($$select 1 from public.league_settings$$, '42501', null, 'anon cannot read league settings');

select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select results_eq($$select starter_count, max_starters from public.league_settings$$, $$values ('9', 9)$$, 'a member reads their league''s settings');
select is((select count(*)::int from public.get_week_opponent_info(2026, 12)), 4, 'a signed-in user calls the opponent rpc');
select throws_ok($$update public.league_settings set max_starters = 1$$, '42501', null, 'a member cannot change league settings');
select throws_ok($$select public.replace_league_settings('61408', 2026, '[]', now())$$, '42501', null, 'a member cannot execute replace_league_settings');
select throws_ok($$insert into public.nfl_schedules (year, week, home_team, away_team) values (2026, 1, 'A', 'B')$$, '42501', null,
  'a member cannot write the schedule');

select tests.authenticate_as('33333333-3333-4333-8333-333333333333');
select is_empty($$select 1 from public.league_settings$$, 'an unverified claimant reads no league settings');

select tests.clear_authentication();
select * from finish();
rollback;
