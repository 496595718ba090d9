-- private.my_league_ids() (security definer, stable, empty search_path, callable by signed-in
-- users and the service role only) and the league read policies built on the caller's leagues: they
-- read them once per statement, not once per row (migration 20261121150000; by season since
-- 20261203100000_league_access_by_season.sql, whose own checks are pgTAP 48).
begin;
select plan(27);

-- actors (tests.create_actors): owner 1111…, other 2222…, admin aaaa… (with an admin profile),
-- newcomer 3333… (no leagues)
select tests.create_actors();
-- verified rows (mfl listed the league for the user): only these grant access
insert into public.user_leagues (user_id, league_id, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '10001', now()),
  ('11111111-1111-4111-8111-111111111111', '10003', now()),
  ('22222222-2222-4222-8222-222222222222', '10002', now());
-- 40 transactions (2 assets each) and 40 standings rows in L1, 5 transactions in L2
insert into public.league_transactions (id, league_id, year, mfl_key, transaction_date, transaction_type, mfl_type)
select md5(l || '/' || i)::uuid, l, 2026, i::text, now() - (i || ' hours')::interval, 'ADD', 'FREE_AGENT'
from (values ('10001', 40), ('10002', 5)) v(l, n) cross join lateral generate_series(1, v.n) i;
insert into public.league_transaction_assets (transaction_id, league_id, ordinal, direction, franchise_id, asset_type)
select t.id, t.league_id, o, 'RECEIVED', '0001', 'PLAYER' from public.league_transactions t cross join generate_series(1, 2) o;
insert into public.league_standings (league_id, year, franchise_id, rank, win_loss_tie_record)
select '10001', 2026, lpad(i::text, 4, '0'), i, '0-0-0' from generate_series(1, 40) i;

-- definition ------------------------------------------------------------------------------------
select has_function('private', 'my_league_ids', array[]::name[], 'private.my_league_ids() exists');
select is_definer('private', 'my_league_ids', array[]::name[], 'my_league_ids is security definer');
select volatility_is('private', 'my_league_ids', array[]::name[], 'stable', 'my_league_ids is stable');
select function_returns('private', 'my_league_ids', array[]::name[], 'setof text', 'my_league_ids returns setof text');
select ok(
  (select proconfig @> array['search_path=""'] from pg_proc where oid = 'private.my_league_ids()'::regprocedure),
  'my_league_ids pins an empty search_path');
select ok(not has_function_privilege('anon', 'private.my_league_ids()', 'execute'), 'anon cannot call my_league_ids');
select ok(has_function_privilege('authenticated', 'private.my_league_ids()', 'execute'), 'authenticated can call my_league_ids');
select ok(has_function_privilege('service_role', 'private.my_league_ids()', 'execute'), 'the service role can call my_league_ids');

-- the policies: same names, roles and operations; the per-statement form ------------------------
select results_eq(
  $$select format('%s: %s, %s to %s', tablename, policyname, cmd, array_to_string(roles, ',')) collate "default" from pg_policies
    where schemaname = 'public'
      and (qual like '%my_league_season_keys()%' or (tablename = 'league_transaction_assets' and qual like '%league_transactions%'))
      and tablename in ('league_franchises', 'league_standings', 'league_sync_state', 'league_transaction_assets', 'league_transactions')
    order by tablename$$,
  $$values
    ('league_franchises: league members read franchises, SELECT to authenticated'),
    ('league_standings: league members read standings, SELECT to authenticated'),
    ('league_sync_state: league members read sync state, SELECT to authenticated'),
    ('league_transaction_assets: league members read transaction assets, SELECT to authenticated'),
    ('league_transactions: league members read transactions, SELECT to authenticated')$$,
  'the five league read policies use the caller''s proven seasons (assets: their transaction''s), for select, to authenticated');
select is_empty(
  $$select policyname from pg_policies where schemaname = 'public' and qual like '%has_league_access%'$$,
  'no policy calls the per-row has_league_access any more');
select has_index('public', 'league_transactions', 'league_transactions_league_date_id_idx',
  array['league_id', 'year', 'transaction_date', 'id'], 'league_transactions is indexed in the order the league function reads it');
select hasnt_index('public', 'league_transactions', 'league_transactions_league_date_idx', 'the index it replaces is gone');
select ok(private.has_league_access('10001') is not null, 'has_league_access is kept for its other callers');

-- owner (member of L1 and L3) -------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select results_eq($$select * from private.my_league_ids() order by 1$$, $$values ('10001'), ('10003')$$,
  'the owner gets their own leagues');
select is((select count(*)::int from public.league_transactions), 40, 'the owner reads the transactions of their leagues only');

-- other user (member of L2) ---------------------------------------------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select results_eq($$select * from private.my_league_ids()$$, $$values ('10002')$$, 'another user gets only their own league');
select is((select count(*)::int from public.league_transactions), 5, 'and reads only its transactions');

-- newcomer (no leagues) and admin (no implicit access) ------------------------------------------
select tests.authenticate_as('33333333-3333-4333-8333-333333333333');
select is_empty($$select * from private.my_league_ids()$$, 'a user without leagues gets none');
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select is_empty($$select * from private.my_league_ids()$$, 'admins get no implicit leagues');

-- anon and the service role's jwt (no sub) ---------------------------------------------------------
select tests.as_anon();
select throws_ok($$select * from private.my_league_ids()$$, '42501', null, 'anon cannot execute my_league_ids');
select tests.as_service_role();
select is_empty($$select * from private.my_league_ids()$$, 'a jwt without a user has no leagues');
select tests.clear_authentication();
select is_empty($$select * from private.my_league_ids()$$, 'no jwt, no leagues');

-- once per statement: count the helper's calls while a member reads 40 and 80 rows ----------------
set local track_functions = 'all';
create temp table calls_before on commit drop as
  select funcname::text, calls from pg_stat_xact_user_functions where schemaname = 'private';
grant select on calls_before to authenticated;
create function pg_temp.calls_since(p_name text) returns bigint language sql as $$
  select coalesce((select calls from pg_stat_xact_user_functions where schemaname = 'private' and funcname = p_name), 0)
    - coalesce((select calls from calls_before where funcname = p_name), 0)
$$;

select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is((select count(*)::int from public.league_standings), 40, 'a member reads 40 standings rows');
select tests.clear_authentication();
select is(pg_temp.calls_since('my_league_season_keys'), 1::bigint, 'the membership rule ran once for the 40-row statement');
truncate calls_before;
insert into calls_before select funcname::text, calls from pg_stat_xact_user_functions where schemaname = 'private';

select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is(
  (select count(*)::int from public.league_transactions t join public.league_transaction_assets a on a.transaction_id = t.id),
  80, 'a member reads 40 transactions with their 80 assets');
select tests.clear_authentication();
select is(pg_temp.calls_since('my_league_season_keys'), 2::bigint, 'once per table policy in the statement, not once per row');
select is(pg_temp.calls_since('has_league_access'), 0::bigint, 'and has_league_access is not called by the reads');

select * from finish();
rollback;
