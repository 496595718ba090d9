-- league membership proven by mfl (migration 20261121160000): a user_leagues row the user added
-- lists the league but grants no league data until the service role sets verified_at; users can
-- never set verified_at nor change franchise_id; verified rows grant as before.
begin;
select plan(22);

-- actors (tests.create_actors): owner 1111… (verified member of L1), other 2222… (stranger), admin aaaa…
select tests.create_actors();
insert into public.user_leagues (user_id, league_id, franchise_id, display_name, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '10001', '0001', 'Owner L1', now());
insert into public.league_franchises (league_id, year, franchise_id, franchise_name) values
  ('10001', 2026, '0001', 'Owner Team'), ('10001', 2026, '0002', 'Rival Team');
insert into public.league_standings (league_id, year, franchise_id, rank, win_loss_tie_record) values
  ('10001', 2026, '0001', 1, '1-0-0');
insert into public.league_sync_state (league_id, year, kind, synced_at) values ('10001', 2026, 'standings', now());

-- the column and its privileges ---------------------------------------------------------------
select has_column('public', 'user_leagues', 'verified_at', 'user_leagues.verified_at exists');
select col_type_is('public', 'user_leagues', 'verified_at', 'timestamp with time zone', 'verified_at is a timestamptz');
select ok(not has_column_privilege('authenticated', 'public.user_leagues', 'verified_at', 'insert'), 'authenticated cannot insert verified_at');
select ok(not has_column_privilege('authenticated', 'public.user_leagues', 'verified_at', 'update'), 'authenticated cannot update verified_at');
select ok(not has_column_privilege('authenticated', 'public.user_leagues', 'franchise_id', 'update'), 'authenticated cannot update franchise_id');
select ok(has_column_privilege('authenticated', 'public.user_leagues', 'display_name', 'update'), 'authenticated can rename (display_name)');

-- a stranger adds the private league ------------------------------------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select lives_ok($$insert into public.user_leagues (user_id, league_id, franchise_id, display_name)
  values ('22222222-2222-4222-8222-222222222222', '10001', '0002', 'Not mine')$$, 'a user may still add a league row (spec 01 §7)');
select is((select verified_at from public.user_leagues where league_id = '10001'), null, 'the added row is unverified');
select is_empty($$select franchise_id from public.league_franchises$$, 'an unverified row shows no franchises');
select is_empty($$select franchise_id from public.league_standings$$, 'no standings');
select is_empty($$select kind from public.league_sync_state$$, 'no sync state');
select is(private.has_league_access('10001'), false, 'has_league_access is false for an unverified row');
select is_empty($$select * from private.my_league_ids()$$, 'my_league_ids leaves unverified rows out');
select throws_ok($$insert into public.user_leagues (league_id, verified_at) values ('10007', now())$$,
  '42501', null, 'a user cannot insert a verified row');
select throws_ok($$update public.user_leagues set verified_at = now() where league_id = '10001'$$,
  '42501', null, 'a user cannot verify their own row');
select throws_ok($$update public.user_leagues set franchise_id = '0001' where league_id = '10001'$$,
  '42501', null, 'a user cannot change the franchise of their row');
select results_eq($$update public.user_leagues set display_name = 'Renamed' where league_id = '10001' returning display_name$$,
  $$values ('Renamed')$$, 'a user renames their row');
select is_empty($$update public.user_leagues set display_name = 'x' where user_id = '11111111-1111-4111-8111-111111111111' returning id$$,
  'and still only their own rows');

-- the verified member reads as before -----------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is((select count(*)::int from public.league_franchises), 2, 'a verified member reads the franchises');
select is(private.has_league_access('10001'), true, 'has_league_access is true for a verified row');

-- the service role proves the stranger's membership (mfl listed it) ------------------------------
select tests.as_service_role();
select lives_ok($$update public.user_leagues set verified_at = now(), franchise_id = '0002'
  where user_id = '22222222-2222-4222-8222-222222222222' and league_id = '10001'$$, 'the service role verifies a row');
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is((select count(*)::int from public.league_standings), 1, 'once verified, the league''s data is visible');

select tests.clear_authentication();
select * from finish();
rollback;
