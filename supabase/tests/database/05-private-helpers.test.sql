-- private.is_admin / private.has_league_access (security definer, empty search_path, not
-- callable by anon) and the auth.* claim functions they rely on.
begin;
select plan(18);

-- actors (tests.create_actors): owner 1111…, other 2222…, admin aaaa… (with an admin profile),
-- newcomer 3333… (no profile yet)
select tests.create_actors();
insert into public.user_profile (user_id, mfl_username) values
  ('11111111-1111-4111-8111-111111111111', 'owner');
-- verified rows (mfl listed the league for the user): only these grant access
insert into public.user_leagues (user_id, league_id, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '10001', now()),
  ('22222222-2222-4222-8222-222222222222', '10002', now());

-- definitions -----------------------------------------------------------------------------------
select is_definer('private', 'is_admin', array[]::name[], 'is_admin is security definer');
select is_definer('private', 'has_league_access', array['text'], 'has_league_access is security definer');
select is(
  (select array_agg(proname::text order by proname) from pg_proc
    where pronamespace = 'private'::regnamespace and proname in ('is_admin', 'has_league_access')
      and proconfig @> array['search_path=""']),
  array['has_league_access', 'is_admin'], 'both helpers pin an empty search_path');
select ok(not has_function_privilege('anon', 'private.is_admin()', 'execute'), 'anon cannot call is_admin');
select ok(not has_function_privilege('anon', 'private.has_league_access(text)', 'execute'), 'anon cannot call has_league_access');
select ok(has_function_privilege('authenticated', 'private.has_league_access(text)', 'execute'), 'authenticated can call has_league_access');

-- is_admin --------------------------------------------------------------------------------------
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select is(private.is_admin(), true, 'is_admin is true for an admin');
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is(private.is_admin(), false, 'is_admin is false for a user with a profile');
select tests.authenticate_as('33333333-3333-4333-8333-333333333333');
select is(private.is_admin(), false, 'is_admin is false for a user without a profile');
select tests.clear_authentication();
select is(private.is_admin(), false, 'is_admin is false without a jwt');

-- has_league_access -----------------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is(private.has_league_access('10001'), true, 'access to a league the user has a row for');
select is(private.has_league_access('10002'), false, 'no access to another user''s league');
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select is(private.has_league_access('10001'), false, 'admins get no implicit league access');

-- auth.* from the claims ------------------------------------------------------------------------
select tests.clear_authentication();
set local request.jwt.claims = '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","email":"owner@test.local"}';
select is(auth.uid(), '11111111-1111-4111-8111-111111111111'::uuid, 'auth.uid() is the sub claim');
select is(auth.role(), 'authenticated', 'auth.role() is the role claim');
select is(auth.email(), 'owner@test.local', 'auth.email() is the email claim');
select is(auth.jwt() ->> 'email', 'owner@test.local', 'auth.jwt() is the whole claims object');
set local request.jwt.claims = '';
set local request.jwt.claim.sub = '22222222-2222-4222-8222-222222222222';
select is(auth.uid(), '22222222-2222-4222-8222-222222222222'::uuid, 'auth.uid() honours the older request.jwt.claim.sub');
set local request.jwt.claim.sub = '';

select * from finish();
rollback;
