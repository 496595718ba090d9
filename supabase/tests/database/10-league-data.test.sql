-- rls matrix for the league data the league function syncs from mfl: league_standings,
-- league_transactions, league_transaction_assets, league_sync_state. members of a league read
-- its rows; other users and anon see none; the api roles never write; the replace functions
-- are executable by the service role only, replace atomically and ignore older data.
begin;
select plan(36);

-- actors: owner (member of 61408), other (member of 35112)
do $$
begin
  perform tests.create_user('11111111-1111-4111-8111-111111111111', 'owner@test.local');
  perform tests.create_user('22222222-2222-4222-8222-222222222222', 'other@test.local');
end
$$;
-- verified rows (mfl listed the league for the user): only these grant access
insert into public.user_leagues (user_id, league_id, franchise_id, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '61408', '0001', now()),
  ('22222222-2222-4222-8222-222222222222', '35112', '0003', now());

-- service role writes through the replace functions ------------------------------------------
select tests.as_service_role();
select ok(public.replace_league_standings('61408', 2026, $$[
  {"franchise_id":"0001","rank":1,"wins":8,"losses":3,"ties":1,"win_loss_tie_record":"8-3-1","winning_percentage":0.70833,
   "current_streak":"W2","division_id":"00","division_record":"3-1-0","division_wins":3,"division_losses":1,"division_ties":0,
   "points_for":1402.5,"points_against":1200.25,"blind_bid_balance":88},
  {"franchise_id":"0002","rank":2,"wins":3,"losses":9,"ties":0,"win_loss_tie_record":"3-9-0","winning_percentage":0.25,
   "current_streak":"L4","division_id":"00","points_for":1100,"points_against":1300}
]$$::jsonb, '2026-11-21 10:00+00'), 'the service role replaces standings');
select ok(public.replace_league_standings('35112', 2026, $$[
  {"franchise_id":"0003","rank":1,"wins":5,"losses":5,"ties":0,"win_loss_tie_record":"5-5-0","winning_percentage":0.5,
   "current_streak":"T1","points_for":1000,"points_against":1000}
]$$::jsonb, '2026-11-21 10:00+00'), 'standings of a second league');
select ok(public.replace_league_transactions('61408', 2026, $$[
  {"mfl_key":"1763000000|TRADE|0001|0002","transaction_date":"2026-11-13T02:13:20Z","transaction_type":"TRADE","mfl_type":"TRADE",
   "franchise_id":"0001","franchise2_id":"0002","comments":"Good luck!","raw":{"type":"TRADE"},
   "assets":[
     {"direction":"GAVE_UP","franchise_id":"0001","asset_type":"PLAYER","asset_id":"13116","player_name":"Patrick Mahomes"},
     {"direction":"RECEIVED","franchise_id":"0002","asset_type":"PLAYER","asset_id":"13116","player_name":"Patrick Mahomes"},
     {"direction":"GAVE_UP","franchise_id":"0002","asset_type":"DRAFT_PICK","asset_id":"FP_0002_2027_2","draft_round":2,"draft_year":2027,"original_franchise_id":"0002"},
     {"direction":"RECEIVED","franchise_id":"0001","asset_type":"MONEY","asset_id":"BB_5","asset_value":5}]},
  {"mfl_key":"1762000000|BBID_WAIVER|0001","transaction_date":"2026-11-01T12:26:40Z","transaction_type":"BBID_WAIVER","mfl_type":"BBID_WAIVER",
   "franchise_id":"0001","bid_amount":4,
   "assets":[{"direction":"RECEIVED","franchise_id":"0001","asset_type":"PLAYER","asset_id":"15000"},
             {"direction":"GAVE_UP","franchise_id":"0001","asset_type":"MONEY","asset_value":4}]}
]$$::jsonb, '2026-11-21 10:00+00'), 'the service role replaces transactions with their assets');
select ok(public.replace_league_transactions('35112', 2026, $$[
  {"mfl_key":"k1","transaction_date":"2026-11-02T00:00:00Z","transaction_type":"ADD","mfl_type":"FREE_AGENT","franchise_id":"0003",
   "assets":[{"direction":"RECEIVED","franchise_id":"0003","asset_type":"PLAYER","asset_id":"1"}]}
]$$::jsonb, '2026-11-21 10:00+00'), 'transactions of a second league');
select is((select count(*)::int from public.league_transaction_assets where league_id = '61408'), 6, 'assets are stored with their league');
select is(
  (select array_agg(direction || ':' || asset_type order by ordinal) from public.league_transaction_assets a
   join public.league_transactions t on t.id = a.transaction_id where t.mfl_key like '%TRADE%'),
  array['GAVE_UP:PLAYER', 'RECEIVED:PLAYER', 'GAVE_UP:DRAFT_PICK', 'RECEIVED:MONEY'], 'assets keep their order');
select is((select id from public.league_transactions where mfl_key = 'k1'), md5('35112/2026/k1')::uuid,
  'a transaction id is derived from league, season and mfl key (stable across re-syncs)');

-- older data is ignored, same-age data is a no-op, newer data replaces atomically
select ok(not public.replace_league_standings('61408', 2026, '[]'::jsonb, '2026-11-21 09:00+00'), 'older standings are refused');
select is((select count(*)::int from public.league_standings where league_id = '61408'), 2, 'and the stored rows stay');
select ok(public.replace_league_transactions('61408', 2026, $$[
  {"mfl_key":"1764000000|FREE_AGENT|0002","transaction_date":"2026-11-24T16:00:00Z","transaction_type":"DROP","mfl_type":"FREE_AGENT","franchise_id":"0002",
   "assets":[{"direction":"GAVE_UP","franchise_id":"0002","asset_type":"PLAYER","asset_id":"9"}]}
]$$::jsonb, '2026-11-21 11:00+00'), 'newer transactions replace the season');
select is((select array_agg(transaction_type) from public.league_transactions where league_id = '61408'), array['DROP'],
  'the old transactions are gone');
select is((select count(*)::int from public.league_transaction_assets where league_id = '61408'), 1, 'and their assets with them');
select results_eq($$select kind, synced_at, stale from public.league_sync_state where league_id = '61408' order by kind$$,
  $$values ('standings', '2026-11-21 10:00+00'::timestamptz, false), ('transactions', '2026-11-21 11:00+00'::timestamptz, false)$$,
  'league_sync_state records when mfl produced the stored data');
select lives_ok($$select public.mark_league_sync_failed('61408', 2026, 'standings', 'upstream timeout')$$, 'a failed refresh is recorded');
select results_eq($$select synced_at, stale, last_error from public.league_sync_state where league_id = '61408' and kind = 'standings'$$,
  $$values ('2026-11-21 10:00+00'::timestamptz, true, 'upstream timeout')$$, 'keeping synced_at, marking the data stale');
select ok(public.replace_league_franchises('61408', 2026, $$[
  {"franchise_id":"0001","franchise_name":"Owner Team","division_id":"00","division_name":"East"},
  {"franchise_id":"0002","franchise_name":"Rival Team","division_id":"00","division_name":"East"}
]$$::jsonb, '2026-11-21 10:00+00'), 'the service role upserts franchises');
select is((select count(*)::int from public.league_franchises where league_id = '61408'), 2, 'franchises stored');

-- anon ----------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select 1 from public.league_standings$$, '42501', null, 'anon cannot read standings');
select throws_ok($$select 1 from public.league_transactions$$, '42501', null, 'anon cannot read transactions');
select throws_ok($$select 1 from public.league_transaction_assets$$, '42501', null, 'anon cannot read transaction assets');
select throws_ok($$select 1 from public.league_sync_state$$, '42501', null, 'anon cannot read sync state');
select throws_ok($$select public.replace_league_standings('61408', 2026, '[]', now())$$, '42501', null,
  'anon cannot execute replace_league_standings');

-- owner (member of 61408) -----------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select results_eq($$select league_id, franchise_id from public.league_standings order by 1, 2$$,
  $$values ('61408', '0001'), ('61408', '0002')$$, 'a member reads the standings of their league only');
select results_eq($$select distinct league_id from public.league_transactions$$, $$values ('61408')$$,
  'a member reads the transactions of their league only');
select results_eq($$select distinct league_id from public.league_transaction_assets$$, $$values ('61408')$$,
  'a member reads the transaction assets of their league only');
select results_eq($$select distinct league_id from public.league_sync_state$$, $$values ('61408')$$,
  'a member reads the sync state of their league only');
select throws_ok($$insert into public.league_standings (league_id, year, franchise_id, rank, win_loss_tie_record) values ('61408', 2026, '0009', 9, '0-0-0')$$,
  '42501', null, 'a member cannot insert standings');
select throws_ok($$update public.league_standings set wins = 99 where league_id = '61408'$$, '42501', null, 'a member cannot update standings');
select throws_ok($$delete from public.league_transactions where league_id = '61408'$$, '42501', null, 'a member cannot delete transactions');
select throws_ok($$insert into public.league_transaction_assets (transaction_id, league_id, ordinal, direction, franchise_id, asset_type)
  values (md5('x')::uuid, '61408', 1, 'RECEIVED', '0001', 'PLAYER')$$, '42501', null, 'a member cannot insert transaction assets');
select throws_ok($$update public.league_sync_state set stale = false$$, '42501', null, 'a member cannot update sync state');
select throws_ok($$select public.replace_league_transactions('61408', 2026, '[]', now())$$, '42501', null,
  'a member cannot execute replace_league_transactions');
select throws_ok($$select public.replace_league_standings('61408', 2026, '[]', now())$$, '42501', null,
  'a member cannot execute replace_league_standings');
select throws_ok($$select public.replace_league_franchises('61408', 2026, '[]', now())$$, '42501', null,
  'a member cannot execute replace_league_franchises');
select throws_ok($$select public.mark_league_sync_failed('61408', 2026, 'standings', 'x')$$, '42501', null,
  'a member cannot execute mark_league_sync_failed');

-- other user (member of 35112) -----------------------------------------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is_empty($$select 1 from public.league_standings where league_id = '61408'
  union all select 1 from public.league_transactions where league_id = '61408'
  union all select 1 from public.league_transaction_assets where league_id = '61408'
  union all select 1 from public.league_sync_state where league_id = '61408'$$,
  'another user sees nothing of a league they have no user_leagues row for');

select tests.clear_authentication();
select * from finish();
rollback;
