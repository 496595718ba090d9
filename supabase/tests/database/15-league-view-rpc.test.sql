-- league_view_<kind> (migration 20261124000000): a league view's membership, freshness and rows in
-- one call, decided by row level security exactly as the separate selects are.
begin;
select plan(12);

select tests.create_actors();
insert into public.user_leagues (user_id, league_id, franchise_id, display_name, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '10001', '0001', 'Owner L1', now());
insert into public.user_leagues (user_id, league_id, franchise_id, display_name) values
  ('22222222-2222-4222-8222-222222222222', '10001', '0002', 'Claimed only');
insert into public.league_franchises (league_id, year, franchise_id, franchise_name) values
  ('10001', 2026, '0002', 'Rival Team'), ('10001', 2026, '0001', 'Owner Team');
insert into public.league_standings (league_id, year, franchise_id, rank, win_loss_tie_record, points_for) values
  ('10001', 2026, '0002', 2, '0-1-0', 90.5), ('10001', 2026, '0001', 1, '1-0-0', 101.25);
insert into public.league_sync_state (league_id, year, kind, synced_at) values ('10001', 2026, 'standings', now());
insert into public.league_transactions (id, league_id, year, mfl_key, transaction_date, transaction_type, mfl_type, franchise_id) values
  ('00000000-0000-4000-8000-000000000001', '10001', 2026, 'a', '2026-10-01', 'ADD', 'FREE_AGENT', '0001'),
  ('00000000-0000-4000-8000-000000000002', '10001', 2026, 'b', '2026-10-02', 'DROP', 'FREE_AGENT', '0002'),
  ('00000000-0000-4000-8000-000000000003', '10001', 2026, 'c', '2026-10-03', 'ADD', 'FREE_AGENT', '0002');
insert into public.league_transaction_assets (transaction_id, league_id, ordinal, direction, franchise_id, asset_type, asset_id, player_name) values
  ('00000000-0000-4000-8000-000000000003', '10001', 1, 'RECEIVED', '0002', 'PLAYER', '13116', 'Mahomes, Patrick');

-- a verified member -------------------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is((public.league_view_standings('10001', 2026)::jsonb)#>>'{membership,franchise_id}', '0001', 'the member''s own membership');
select is(jsonb_array_length((public.league_view_standings('10001', 2026)::jsonb)->'sync'), 1, 'the season''s sync state');
select is((select array_agg(x->>'franchise_id') from jsonb_array_elements((public.league_view_standings('10001', 2026)::jsonb)#>'{rows,rows}') x),
  array['0001', '0002'], 'standings in MFL''s rank order');
select is((public.league_view_standings('10001', 2026)::jsonb)#>'{rows,rows,0,points_for}', '101.25'::jsonb, 'numbers as JSON numbers');
select is((select array_agg(x->>'franchise_id') from jsonb_array_elements((public.league_view_standings('10001', 2026)::jsonb)->'franchises') x),
  array['0001', '0002'], 'franchises by id');
select is(json_typeof(public.league_view_standings('10001', 2026)#>'{rows,rows}'), 'array', 'only the kind asked for: standings rows (and their rules)');
select is((select array_agg(right(x->>'id', 1)) from jsonb_array_elements((public.league_view_transactions('10001', 2026, 2)::jsonb)#>'{rows,rows}') x),
  array['3', '2'], 'transactions newest first, up to the limit');
select is((public.league_view_transactions('10001', 2026, 2)::jsonb)#>>'{rows,rows,0,transaction_assets,0,player_name}', 'Mahomes, Patrick',
  'each with its assets');
select is((public.league_view_transactions('10001', 2026, 2)::jsonb)#>>'{rows,total}', '3', 'and the season''s total');

-- an unverified claimant: their row, nothing of the league -----------------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is((public.league_view_standings('10001', 2026)::jsonb)#>>'{membership,verified_at}', null, 'the claimant sees their own unverified row');
select is((public.league_view_standings('10001', 2026)::jsonb) - 'membership',
  '{"sync": [], "franchises": [], "rows": {"rules": null, "rows": []}}'::jsonb,
  'and no league data');

-- anon --------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select public.league_view_standings('10001', 2026)$$, '42501', null, 'anon cannot call it');

select * from finish();
rollback;
