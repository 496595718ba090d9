-- league_view_schedule (migration 20261201120000): a league's fantasy schedule as the other league
-- views read theirs, in one call decided by row level security: a verified member gets every game,
-- two a week and undecided pairings included; an unverified claimant gets nothing of the league;
-- anon cannot call it; it keeps its plans (pl/pgsql).
begin;
select plan(7);

select tests.create_actors();
insert into public.user_leagues (user_id, league_id, franchise_id, display_name, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '10001', '0001', 'Owner L1', now());
insert into public.user_leagues (user_id, league_id, franchise_id, display_name) values
  ('22222222-2222-4222-8222-222222222222', '10001', '0002', 'Claimed only');
select tests.as_service_role();
select public.replace_league_schedule('10001', 2026, $$[
  {"week":13,"franchise_id":"0002","game":1,"opponent_id":"0001","is_home":true},
  {"week":13,"franchise_id":"0001","game":1,"opponent_id":"0002","is_home":false,"spread":-2.5},
  {"week":13,"franchise_id":"0001","game":2,"opponent_id":"0003","is_home":true},
  {"week":15,"franchise_id":"0001","game":1,"opponent_id":null}
]$$::jsonb, '2026-11-21 10:00+00');
select tests.clear_authentication();

-- a verified member -------------------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is((public.league_view_schedule('10001', 2026)::jsonb)#>>'{membership,franchise_id}', '0001', 'the member''s own membership');
select is((select array_agg(concat(x->>'week', ':', x->>'franchise_id', ':', x->>'game', ':', coalesce(x->>'opponent_id', 'TBD')))
  from jsonb_array_elements((public.league_view_schedule('10001', 2026)::jsonb)#>'{rows,games}') x),
  array['13:0001:1:0002', '13:0001:2:0003', '13:0002:1:0001', '15:0001:1:TBD'], 'every game, by week, franchise and game; two a week; TBD');
select is((public.league_view_schedule('10001', 2026)::jsonb)#>'{rows,games,0,spread}', '-2.5'::jsonb, 'numbers as JSON numbers');
select is((public.league_view_schedule('10001', 2026)::jsonb)#>'{rows,weeks}', '{"first": 1, "last": 17}'::jsonb, 'the league''s weeks (1-17 before settings are synced)');

-- an unverified claimant: their row, nothing of the league -----------------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is((public.league_view_schedule('10001', 2026)::jsonb)#>'{rows,games}', '[]'::jsonb, 'the claimant sees no game');

-- anon --------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select public.league_view_schedule('10001', 2026)$$, '42501', null, 'anon cannot call it');
select tests.clear_authentication();

select function_lang_is('public', 'league_view_schedule', 'plpgsql', 'the schedule''s read keeps its plans');

select * from finish();
rollback;
