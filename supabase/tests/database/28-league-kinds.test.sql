-- migrations 20261127100000..20261127100200 (issue 21, every kind of league): a transaction MFL
-- sends with nothing the product reads keeps its description and the view answers it; the schedule
-- keeps two games of a franchise in one week and never a franchise playing itself; league settings
-- keep the league's weeks, and top players count those weeks (1-17 when the league names none).
-- Who may read is unchanged: members of the league only.
begin;
select plan(22);

select tests.create_actors();
insert into public.user_leagues (user_id, league_id, franchise_id, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '10001', '0001', now()),
  ('22222222-2222-4222-8222-222222222222', '35112', '0003', now());
delete from public.nfl_players where year = 2026 and player_id in ('13116', '15000');
insert into public.nfl_players (year, player_id, full_name, position, nfl_team) values
  (2026, '13116', 'Patrick Mahomes', 'QB', 'KCC'), (2026, '15000', 'Late Scorer', 'RB', 'BUF');

-- service role: transactions --------------------------------------------------------------------
select tests.as_service_role();
select ok(public.replace_league_transactions('10001', 2026, $$[
  {"mfl_key":"1|AUCTION_BID","transaction_date":"2026-03-20T10:00:00Z","transaction_type":"AUCTION_BID","mfl_type":"AUCTION_BID",
   "franchise_id":"0001","bid_amount":25,"description":null,
   "assets":[{"direction":"RECEIVED","franchise_id":"0001","asset_type":"PLAYER","asset_id":"13116"},
             {"direction":"GAVE_UP","franchise_id":"0001","asset_type":"MONEY","asset_value":25}]},
  {"mfl_key":"2|SURVIVOR_PICK","transaction_date":"2026-09-20T10:00:00Z","transaction_type":"SURVIVOR_PICK","mfl_type":"SURVIVOR_PICK",
   "franchise_id":"0001","description":"pick: NEP; week: 3","assets":[]}
]$$::jsonb, '2026-11-21 10:00+00'), 'the service role stores transactions with their descriptions');
select is((select description from public.league_transactions where league_id = '10001' and mfl_type = 'SURVIVOR_PICK'),
  'pick: NEP; week: 3', 'a move without assets keeps MFL''s fields in words');
select is((select description from public.league_transactions where league_id = '10001' and mfl_type = 'AUCTION_BID'), null,
  'a move with assets needs none');

-- service role: schedule ------------------------------------------------------------------------
select ok(public.replace_league_schedule('10001', 2026, $$[
  {"week":13,"franchise_id":"0001","game":1,"opponent_id":"0002","is_home":false},
  {"week":13,"franchise_id":"0001","game":2,"opponent_id":"0003","is_home":true},
  {"week":13,"franchise_id":"0002","game":1,"opponent_id":"0001"},
  {"week":13,"franchise_id":"0003","game":1,"opponent_id":"0001"},
  {"week":15,"franchise_id":"0001","game":1,"opponent_id":null,"spread":0}
]$$::jsonb, '2026-11-21 10:00+00'), 'the service role stores a week of two games and an undecided pairing');
select results_eq($$select game::int, opponent_id from public.league_schedule where league_id = '10001' and week = 13 and franchise_id = '0001' order by game$$,
  $$values (1, '0002'), (2, '0003')$$, 'a franchise keeps both games of a two-game week');
select is((select opponent_id from public.league_schedule where league_id = '10001' and week = 15), null, 'an undecided pairing is TBD');
select throws_ok($$select public.replace_league_schedule('10001', 2026, '[{"week":14,"franchise_id":"0001","opponent_id":"0001"}]'::jsonb,
  '2026-11-21 11:00+00')$$, '23514', null, 'a franchise never plays itself');
select throws_ok($$select public.replace_league_schedule('10001', 2026, $j$[{"week":14,"franchise_id":"0001","game":1,"opponent_id":"0002"},
  {"week":14,"franchise_id":"0001","game":1,"opponent_id":"0003"}]$j$::jsonb, '2026-11-21 11:00+00')$$, '23505', null,
  'the same game twice is an error, not a row quietly dropped');
select is((select count(*)::int from public.league_schedule where league_id = '10001'), 5, 'a refused replace leaves the stored schedule');
select is((select count(*)::int from jsonb_object_keys(public.sync_rows_digest('schedule', 2026, '10001'))), 5,
  'a sync job counts both games of the week');

-- service role: settings and the league's weeks --------------------------------------------------
select ok(public.replace_league_settings('10001', 2026, $$[{"starting_positions":[{"name":"QB","limit":"1"}],"max_starters":9,
  "start_week":2,"end_week":18,"last_regular_season_week":15}]$$::jsonb, '2026-11-21 10:00+00'), 'the service role stores the league''s weeks');
select results_eq($$select start_week, end_week, last_regular_season_week from public.league_settings where league_id = '10001'$$,
  $$values (2, 18, 15)$$, 'weeks 2-18, regular season to 15');
select ok(public.replace_league_settings('35112', 2026, '[{"max_starters":9}]'::jsonb, '2026-11-21 10:00+00'), 'settings that name no weeks');
select results_eq($$select start_week, end_week, last_regular_season_week from public.league_settings where league_id = '35112'$$,
  $$values (1, 17, null::int)$$, 'read as spec 02''s weeks 1-17');
select throws_ok($$select public.replace_league_settings('35112', 2026, '[{"start_week":10,"end_week":4}]'::jsonb, '2026-11-21 11:00+00')$$,
  '23514', null, 'a league''s weeks run forward');
select ok(public.replace_league_player_scores('10001', 2026, $$[
  {"week":1,"final":true,"scores":[{"player_id":"15000","score":50}]},
  {"week":2,"final":true,"scores":[{"player_id":"13116","score":10}]},
  {"week":18,"final":true,"scores":[{"player_id":"13116","score":30}]}
]$$::jsonb, '2026-11-21 10:00+00'), 'player scores of weeks 1, 2 and 18');
select ok(public.replace_league_player_scores('35112', 2026, $$[
  {"week":17,"final":true,"scores":[{"player_id":"13116","score":5}]},
  {"week":18,"final":true,"scores":[{"player_id":"13116","score":7}]}
]$$::jsonb, '2026-11-21 10:00+00'), 'and of weeks 17 and 18 in a league without weeks of its own');

-- a member of 10001 (weeks 2-18) ------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is((public.league_view_transactions('10001', 2026)::jsonb)#>>'{rows,rows,0,description}', 'pick: NEP; week: 3',
  'the transactions view answers the description');
select is((public.league_view_top_players('10001', 2026)::jsonb)#>'{rows,weeks}', '{"first":2,"last":18}'::jsonb,
  'top players name the league''s weeks');
select results_eq($$select x->>'player_id', (x->>'total_points')::numeric from jsonb_array_elements((public.league_view_top_players('10001', 2026)::jsonb)#>'{rows,scores}') x$$,
  $$values ('13116', 40::numeric)$$, 'and count them: week 18 in, week 1 (before the league starts) out');

-- a member of 35112 (no weeks named) --------------------------------------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is((select (x->>'total_points')::numeric from jsonb_array_elements((public.league_view_top_players('35112', 2026)::jsonb)#>'{rows,scores}') x),
  5::numeric, 'weeks 1-17 when the league names none');
select is((select count(*)::int from public.league_schedule), 0, 'another league''s schedule stays out of sight');

select * from finish();
rollback;
