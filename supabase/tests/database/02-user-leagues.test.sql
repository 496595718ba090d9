-- rls matrix for public.user_leagues: anon / owner / other user / admin x select, insert,
-- update, delete; user_id can never point at someone else.
begin;
select plan(17);

-- actors (tests.create_actors): owner 1111…, other 2222…, admin aaaa… (with an admin profile),
-- newcomer 3333… (no profile yet)
select tests.create_actors();
insert into public.user_leagues (user_id, league_id, franchise_id, display_name) values
  ('11111111-1111-4111-8111-111111111111', '10001', '0001', 'Owner L1'),
  ('11111111-1111-4111-8111-111111111111', '10002', '0003', 'Owner L2'),
  ('22222222-2222-4222-8222-222222222222', '10001', '0002', 'Other L1');

-- anon ------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select league_id from public.user_leagues$$, '42501', null, 'anon cannot read leagues');
select throws_ok($$insert into public.user_leagues (user_id, league_id) values ('11111111-1111-4111-8111-111111111111', '10009')$$,
  '42501', null, 'anon cannot add leagues');

-- owner -----------------------------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is(array(select league_id from public.user_leagues order by league_id), array['10001', '10002'],
  'owner sees exactly their own leagues');
select lives_ok($$insert into public.user_leagues (league_id, franchise_id, display_name) values ('10003', '0005', 'Owner L3')$$,
  'owner adds a league (user_id defaults to auth.uid())');
select is((select user_id from public.user_leagues where league_id = '10003'), '11111111-1111-4111-8111-111111111111'::uuid,
  'the new row belongs to the owner');
select throws_ok($$insert into public.user_leagues (user_id, league_id) values ('22222222-2222-4222-8222-222222222222', '10009')$$,
  '42501', null, 'owner cannot add a league for another user');
select throws_ok($$insert into public.user_leagues (league_id) values ('10001')$$,
  '23505', null, 'a league appears once per user');
select results_eq($$update public.user_leagues set display_name = 'Renamed' where league_id = '10001' returning display_name$$,
  $$values ('Renamed')$$, 'owner updates their league (and only their row)');
select throws_ok($$update public.user_leagues set user_id = '22222222-2222-4222-8222-222222222222' where league_id = '10002'$$,
  '42501', null, 'owner cannot hand a row to another user');
select results_eq($$delete from public.user_leagues where league_id = '10003' returning league_id$$,
  $$values ('10003')$$, 'owner removes their league');

-- other user ------------------------------------------------------------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select results_eq($$select league_id, display_name from public.user_leagues$$, $$values ('10001', 'Other L1')$$,
  'another user sees only their own rows, not the owner''s');
select is_empty($$update public.user_leagues set display_name = 'x' where user_id = '11111111-1111-4111-8111-111111111111' returning id$$,
  'another user cannot update the owner''s rows');
select is_empty($$delete from public.user_leagues where user_id = '11111111-1111-4111-8111-111111111111' returning id$$,
  'another user cannot delete the owner''s rows');
select throws_ok($$insert into public.user_leagues (user_id, league_id) values ('11111111-1111-4111-8111-111111111111', '10009')$$,
  '42501', null, 'another user cannot add a league to the owner''s list');

-- admin -----------------------------------------------------------------------------------------
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select is_empty($$select id from public.user_leagues where user_id <> 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  'an admin does not read other users'' leagues');
select is_empty($$delete from public.user_leagues where user_id = '11111111-1111-4111-8111-111111111111' returning id$$,
  'an admin cannot delete other users'' leagues');

select tests.clear_authentication();
select is((select count(*)::int from public.user_leagues where user_id = '11111111-1111-4111-8111-111111111111'), 2,
  'the owner''s rows survived the other actors');

select * from finish();
rollback;
