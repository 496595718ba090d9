-- public.my_feed_roster (migration 20261124142000): the caller's own franchise roster in each of
-- their verified leagues, with league names, player names and tank01 ids; security definer, so it
-- must filter as the policies do: a stranger, an unverified claimant and anon get nothing of
-- anyone else's.
begin;
select plan(10);

select tests.create_actors();
-- owner: verified in 61408 (franchise 0001) and 35112 (0002); other: verified in 61408 (0004);
-- newcomer: claims 61408 (0001) unverified
insert into public.user_leagues (user_id, league_id, franchise_id, display_name, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '61408', '0001', 'Gazette', now()),
  ('11111111-1111-4111-8111-111111111111', '35112', '0002', null, now()),
  ('22222222-2222-4222-8222-222222222222', '61408', '0004', 'Theirs', now()),
  ('33333333-3333-4333-8333-333333333333', '61408', '0001', 'Claimed', null);
delete from public.league_rosters where year = 2026 and league_id in ('61408', '35112');
delete from public.nfl_players where year = 2026 and player_id in ('13116', '14000', '15000');
insert into public.nfl_players (year, player_id, full_name, position, nfl_team) values
  (2026, '13116', 'Patrick Mahomes', 'QB', 'KCC'), (2026, '14000', 'Other Player', 'WR', 'BUF'), (2026, '15000', 'Third Man', 'RB', 'MIA');
-- the identity: mahomes has an mfl id and a tank01 id on one canonical player (written as the
-- identity functions write, here directly as the owner of the tables)
with cp as (insert into public.canonical_players (canonical_name, primary_position) values ('Patrick Mahomes', 'QB') returning player_id)
insert into public.player_identifiers (player_id, provider, external_id, source)
  select player_id, 'mfl', '13116', 'backfill' from cp union all select player_id, 'tank01', '3139477', 'auto' from cp;
insert into public.league_rosters (league_id, year, franchise_id, player_id) values
  ('61408', 2026, '0001', '13116'), ('61408', 2026, '0004', '14000');

select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select results_eq($$select league_id, league_name, player_id, full_name, position, nfl_team from public.my_feed_roster(2026) order by league_id desc$$,
  $$values ('61408'::text, 'Gazette'::text, '13116'::text, 'Patrick Mahomes'::text, 'QB'::text, 'KCC'::text),
           ('35112', 'League 35112', null, null, null, null)$$,
  'the owner gets his own franchise''s players, and a league without stored rosters as one empty row');
select is((select tank01_id from public.my_feed_roster(2026) where player_id = '13116'), '3139477',
  'with the tank01 id the identity tables link to his mfl id');
select is((select count(*)::int from public.my_feed_roster(2026) where player_id = '14000'), 0,
  'never another franchise''s players in the same league');
select is((select count(*)::int from public.my_feed_roster(2025)), 2, 'another season: the leagues, no players');

select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select results_eq($$select league_id, player_id from public.my_feed_roster(2026)$$,
  $$values ('61408'::text, '14000'::text)$$, 'another member gets his own roster only');

select tests.authenticate_as('33333333-3333-4333-8333-333333333333');
select is_empty($$select * from public.my_feed_roster(2026)$$, 'an unverified claimant gets nothing, not even the franchise he claims');

select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select is_empty($$select * from public.my_feed_roster(2026)$$, 'an admin who follows no league gets nothing');

select tests.as_anon();
select throws_ok($$select * from public.my_feed_roster(2026)$$, '42501', null, 'anon cannot call it');

select tests.as_service_role();
select is_empty($$select * from public.my_feed_roster(2026)$$, 'the service role has no auth.uid(): nobody''s roster');

select tests.clear_authentication();
select ok(not has_function_privilege('anon', 'public.my_feed_roster(int)', 'execute'), 'execute is not granted to anon');

select * from finish();
rollback;
