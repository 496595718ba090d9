-- one membership rule (migration 20261203100000_league_access_by_season.sql): a league's rows are
-- readable for the season the caller proved the membership for (mfl reuses league ids across years),
-- for any season when the proof predates recorded seasons, and never without a proof.
begin;
select plan(16);

select tests.create_actors();
-- 11111111 proved league 20001 in 2025, 22222222 in 2026, the admin before seasons were recorded;
-- 33333333 claims it unproven.
insert into public.user_leagues (user_id, league_id, franchise_id, display_name, verified_at, verified_year) values
  ('11111111-1111-4111-8111-111111111111', '20001', '0001', 'Last year', now(), 2025),
  ('22222222-2222-4222-8222-222222222222', '20001', '0002', 'This year', now(), 2026),
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '20001', '0003', 'Before seasons', now(), null),
  ('33333333-3333-4333-8333-333333333333', '20001', '0004', 'Unproven', null, null);

insert into public.league_standings (league_id, year, franchise_id, rank, win_loss_tie_record) values
  ('20001', 2025, '0001', 1, '10-3-0'),
  ('20001', 2026, '0001', 2, '7-5-0');
insert into public.league_franchises (league_id, year, franchise_id, franchise_name) values
  ('20001', 2025, '0001', 'Old Owners'),
  ('20001', 2026, '0001', 'New Owners');
insert into public.league_transactions (id, league_id, year, mfl_key, transaction_type, mfl_type) values
  ('00000000-0000-4000-8000-000000002025', '20001', 2025, 'k2025', 'ADD', 'FREE_AGENT'),
  ('00000000-0000-4000-8000-000000002026', '20001', 2026, 'k2026', 'ADD', 'FREE_AGENT');
insert into public.league_transaction_assets (transaction_id, league_id, ordinal, direction, franchise_id, asset_type, asset_id) values
  ('00000000-0000-4000-8000-000000002025', '20001', 1, 'RECEIVED', '0001', 'PLAYER', '1111'),
  ('00000000-0000-4000-8000-000000002026', '20001', 1, 'RECEIVED', '0001', 'PLAYER', '2222');
insert into public.league_week_scores (league_id, year, week, snapshot, fetched_at) values
  ('20001', 2025, 1, '{"week": 1}', now()),
  ('20001', 2026, 1, '{"week": 1}', now());

create function pg_temp.seasons(p_table text) returns int[] language plpgsql as $$
declare
  v int[];
begin
  execute format('select coalesce(array_agg(distinct year order by year), ''{}'') from public.%I where league_id = ''20001''', p_table) into v;
  return v;
end
$$;

-- proven for 2025: 2025 only, in every table
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is(pg_temp.seasons('league_standings'), array[2025], 'proven for 2025: that season''s standings only');
select is(pg_temp.seasons('league_franchises'), array[2025], 'and franchises');
select is(pg_temp.seasons('league_transactions'), array[2025], 'and transactions');
select is(pg_temp.seasons('league_week_scores'), array[2025], 'and finished weeks');
select is((select array_agg(asset_id) from public.league_transaction_assets), array['1111'],
  'a transaction''s assets go with its season');
select is(json_array_length(public.league_view_standings('20001', 2026, null) -> 'rows' -> 'rows'), 0,
  'the league view of another season reads no rows');
select is(json_array_length(public.league_view_standings('20001', 2025, null) -> 'rows' -> 'rows'), 1,
  'the proven season''s view reads its rows');

-- proven for 2026: 2026 only
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is(pg_temp.seasons('league_standings'), array[2026], 'proven for 2026: that season''s standings only');
select is(pg_temp.seasons('league_transactions'), array[2026], 'and transactions');
select is((select array_agg(asset_id) from public.league_transaction_assets), array['2222'], 'and their assets');

-- proven before seasons were recorded: any season
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select is(pg_temp.seasons('league_standings'), array[2025, 2026], 'an unrecorded season''s proof reads every season');
select is((select count(*)::int from public.league_transaction_assets), 2, 'and every asset');

-- unproven, or a stranger: nothing
select tests.authenticate_as('33333333-3333-4333-8333-333333333333');
select is(pg_temp.seasons('league_standings'), '{}'::int[], 'an unproven claim reads nothing');
select is((select count(*)::int from public.league_transaction_assets), 0, 'not even assets');

-- the rules keep their plans (pgTAP 44)
reset role;
select function_lang_is('private', 'my_league_season_keys', 'plpgsql', 'the season rule keeps its plan');
select ok(not has_function_privilege('anon', 'private.my_league_season_keys()', 'execute'), 'anon cannot call it');

select * from finish();
rollback;
