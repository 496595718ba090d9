-- migrations 20261128100000 and 20261128100100 (issue 21, every kind of league): standings keep
-- the league's rules (its sort, head-to-head or total points, victory points, blind bids) beside
-- the rows, and the rows keep victory points and conferences; rosters keep salary, contract years
-- and contract info. Who may read is unchanged: members of the league only, and only the service
-- role writes.
begin;
select plan(20);

select tests.create_actors();
insert into public.user_leagues (user_id, league_id, franchise_id, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '37745', '0006', now()),
  ('22222222-2222-4222-8222-222222222222', '35112', '0003', now());
delete from public.nfl_players where year = 2026 and player_id = '13116';
insert into public.nfl_players (year, player_id, full_name, position, nfl_team) values (2026, '13116', 'Patrick Mahomes', 'QB', 'KCC');

-- service role ------------------------------------------------------------------------------------
select tests.as_service_role();
select ok(public.replace_league_standings('37745', 2026, $${
  "rules": {"standings_sort": "VP,PTS,", "head_to_head": true, "victory_points": true, "blind_bidding": true},
  "rows": [
    {"franchise_id":"0001","rank":1,"wins":8,"losses":2,"ties":0,"win_loss_tie_record":"8-2-0","winning_percentage":0.8,
     "points_for":1336.48,"points_against":1132.26,"victory_points":21,"all_play_percentage":0.54444,
     "conference_id":"00","conference_name":"American Conference","conference_record":"3-1-0"},
    {"franchise_id":"0006","rank":2,"wins":6,"losses":4,"ties":0,"win_loss_tie_record":"6-4-0","winning_percentage":0.6,
     "points_for":1385.3,"points_against":1320.24,"victory_points":18}
  ]}$$::jsonb, '2026-11-21 10:00+00'), 'the service role stores standings with the league''s rules');
select results_eq($$select standings_sort, head_to_head, victory_points, blind_bidding from public.league_standings_rules where league_id = '37745'$$,
  $$values ('VP,PTS,'::text, true, true, true)$$, 'the rules are stored');
select results_eq($$select franchise_id, victory_points, conference_name, conference_record from public.league_standings where league_id = '37745' order by rank$$,
  $$values ('0001'::text, 21::numeric, 'American Conference'::text, '3-1-0'::text), ('0006', 18, null, null)$$,
  'victory points and the conference are stored with the rows');
select ok(public.replace_league_standings('37745', 2026, $$[{"franchise_id":"0001","rank":1,"wins":9,"losses":2,"ties":0,
  "win_loss_tie_record":"9-2-0","winning_percentage":0.81818,"points_for":1400,"points_against":1200}]$$::jsonb, '2026-11-21 11:00+00'), 'rows alone (the form before the rules) are taken');
select results_eq($$select standings_sort, victory_points from public.league_standings_rules where league_id = '37745'$$,
  $$values ('VP,PTS,'::text, true)$$, 'and leave the league''s rules as they were');
select ok(public.replace_league_standings('35112', 2026, $${"rules": {"standings_sort": "", "head_to_head": false}, "rows": []}$$::jsonb,
  '2026-11-21 10:00+00'), 'a total-points league''s rules');
select results_eq($$select standings_sort, head_to_head, victory_points, blind_bidding from public.league_standings_rules where league_id = '35112'$$,
  $$values (null::text, false, false, true)$$, 'an empty sort is none; unnamed rules take their defaults');

-- the league's rows with victory points again (the rows-alone step above dropped them), for the member's view below
select ok(public.replace_league_standings('37745', 2026, $${
  "rules": {"standings_sort": "VP,PTS,", "head_to_head": true, "victory_points": true, "blind_bidding": true},
  "rows": [{"franchise_id":"0001","rank":1,"wins":8,"losses":2,"ties":0,"win_loss_tie_record":"8-2-0","winning_percentage":0.8,
    "points_for":1336.48,"points_against":1132.26,"victory_points":21}]}$$::jsonb, '2026-11-21 12:00+00'), 'the rules and rows stored again');

select ok(public.replace_league_rosters('37745', 2026, $$[
  {"franchise_id":"0006","player_id":"13116","status":"ROSTER","salary":23,"contract_year":2,"contract_info":"R2"},
  {"franchise_id":"0006","player_id":"98001","status":"TAXI_SQUAD","salary":1,"contract_year":3,"contract_info":null},
  {"franchise_id":"0001","player_id":"13117","status":"INJURED_RESERVE"}
]$$::jsonb, '2026-11-21 10:00+00'), 'the service role stores rosters with contracts');

-- a member of 37745 -------------------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is((public.league_view_standings('37745', 2026)::jsonb)#>'{rows,rules}',
  '{"standings_sort": "VP,PTS,", "head_to_head": true, "victory_points": true, "blind_bidding": true}'::jsonb,
  'the standings view answers the league''s rules');
select is((public.league_view_standings('37745', 2026)::jsonb)#>'{rows,rows,0,victory_points}', '21'::jsonb,
  'and the rows'' victory points');
select results_eq($$select x->>'player_id', (x->>'salary')::numeric, (x->>'contract_year')::int, x->>'contract_info', x->>'full_name'
  from jsonb_array_elements(public.league_view_rosters('37745', 2026)::jsonb->'rows') x where x->>'franchise_id' = '0006' order by 1$$,
  $$values ('13116'::text, 23::numeric, 2, 'R2'::text, 'Patrick Mahomes'::text), ('98001', 1, 3, null, 'Player 98001')$$,
  'the rosters view answers contracts; a custom player the players export lacks is ''Player <id>''');
select is((select (x->>'salary')::numeric from jsonb_array_elements((public.league_view_top_players('37745', 2026)::jsonb)#>'{rows,rosters}') x
  where x->>'player_id' = '13116'), 23::numeric, 'top players read the same roster rows');
select throws_ok($$insert into public.league_standings_rules (league_id, year) values ('37745', 2027)$$, '42501', null,
  'a member cannot write standings rules');
select throws_ok($$update public.league_rosters set salary = 0 where league_id = '37745'$$, '42501', null, 'a member cannot change salaries');

-- another user (member of 35112 only) ---------------------------------------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is_empty($$select 1 from public.league_standings_rules where league_id = '37745'$$, 'a stranger reads no rules of another league');
select is((public.league_view_standings('37745', 2026)::jsonb)#>'{rows,rules}', 'null'::jsonb, 'nor through the view');
select results_eq($$select league_id from public.league_standings_rules$$, $$values ('35112'::text)$$, 'only their own league''s rules');

-- anon --------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select 1 from public.league_standings_rules$$, '42501', null, 'anon cannot read standings rules');
select throws_ok($$select public.replace_league_rosters('37745', 2026, '[]', now())$$, '42501', null, 'anon cannot write rosters');

select * from finish();
rollback;
