-- rls matrix for public.league_franchises: readable only for leagues the caller has a
-- verified user_leagues row for (admins included); users never write; the service role does.
begin;
select plan(14);

-- actors (tests.create_actors): owner 1111…, other 2222…, admin aaaa… (with an admin profile),
-- newcomer 3333… (no profile yet)
select tests.create_actors();
-- verified rows (mfl listed the league for the user): only these grant access
insert into public.user_leagues (user_id, league_id, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '10001', now()),
  ('22222222-2222-4222-8222-222222222222', '10002', now());
insert into public.league_franchises (league_id, year, franchise_id, franchise_name) values
  ('10001', 2026, '0001', 'Owner Team'),
  ('10001', 2026, '0002', 'Rival Team'),
  ('10002', 2026, '0001', 'Other League Team'),
  ('10009', 2026, '0001', 'Nobody''s Team');

-- anon ------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select league_id from public.league_franchises$$, '42501', null, 'anon cannot read franchises');

-- owner (member of L1) ----------------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select results_eq($$select league_id, franchise_id from public.league_franchises order by 1, 2$$,
  $$values ('10001', '0001'), ('10001', '0002')$$, 'a member reads the franchises of their leagues only');
select throws_ok($$insert into public.league_franchises (league_id, year, franchise_id, franchise_name) values ('10001', 2026, '0009', 'x')$$,
  '42501', null, 'a member cannot insert franchises');
select throws_ok($$update public.league_franchises set franchise_name = 'x' where league_id = '10001'$$,
  '42501', null, 'a member cannot update franchises');
select throws_ok($$delete from public.league_franchises where league_id = '10001'$$,
  '42501', null, 'a member cannot delete franchises');
select lives_ok($$insert into public.user_leagues (league_id) values ('10009')$$, 'the owner adds league L9');
select is_empty($$select franchise_name from public.league_franchises where league_id = '10009'$$,
  'a row the user added themselves does not make the league''s franchises visible');
select tests.as_service_role();
update public.user_leagues set verified_at = now() where league_id = '10009';
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is(array(select franchise_name from public.league_franchises where league_id = '10009'), array['Nobody''s Team'],
  'once mfl has verified the membership, that league''s franchises become visible');

-- other user (member of L2) -----------------------------------------------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select results_eq($$select distinct league_id from public.league_franchises$$, $$values ('10002')$$,
  'another user reads only their league''s franchises');

-- newcomer without leagues ----------------------------------------------------------------------
select tests.authenticate_as('33333333-3333-4333-8333-333333333333');
select is_empty($$select league_id from public.league_franchises$$, 'without a user_leagues row nothing is visible');

-- admin without leagues -------------------------------------------------------------------------
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select is_empty($$select league_id from public.league_franchises$$, 'an admin without a user_leagues row sees none either');
select throws_ok($$insert into public.league_franchises (league_id, year, franchise_id, franchise_name) values ('10001', 2026, '0009', 'x')$$,
  '42501', null, 'an admin cannot insert franchises through the api role');

-- service role ----------------------------------------------------------------------------------
select tests.as_service_role();
select lives_ok($$insert into public.league_franchises (league_id, year, franchise_id, franchise_name) values ('10001', 2026, '0009', 'New Team')$$,
  'the service role writes franchises');
select is((select count(*)::int from public.league_franchises), 5, 'the service role reads every league');

select tests.clear_authentication();
select * from finish();
rollback;
