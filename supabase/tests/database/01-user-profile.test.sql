-- rls matrix for public.user_profile: anon / owner / other user / newcomer / admin, plus the
-- column privileges (never mfl_cookie_enc, never is_admin) and the is_admin trigger guard.
begin;
select plan(24);

-- actors (tests.create_actors): owner 1111…, other 2222…, admin aaaa… (with an admin profile),
-- newcomer 3333… (no profile yet)
select tests.create_actors();
insert into public.user_profile (user_id, mfl_username, mfl_cookie_enc) values
  ('11111111-1111-4111-8111-111111111111', 'owner', 'encrypted-secret'),
  ('22222222-2222-4222-8222-222222222222', 'other', null);

-- anon ------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select user_id from public.user_profile$$, '42501', null, 'anon cannot read profiles');
select throws_ok($$insert into public.user_profile (user_id, mfl_username) values ('33333333-3333-4333-8333-333333333333', 'x')$$,
  '42501', null, 'anon cannot create profiles');

-- owner -----------------------------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select results_eq($$select user_id from public.user_profile$$,
  $$values ('11111111-1111-4111-8111-111111111111'::uuid)$$, 'owner sees only their own profile');
select is((select has_mfl_cookie from public.user_profile), true, 'owner sees that a cookie is stored');
select throws_ok($$select mfl_cookie_enc from public.user_profile$$, '42501', null, 'owner cannot read mfl_cookie_enc');
select throws_ok($$select * from public.user_profile$$, '42501', null, 'select * is refused too (it includes mfl_cookie_enc)');
select lives_ok($$update public.user_profile set mfl_username = 'renamed' where user_id = '11111111-1111-4111-8111-111111111111'$$,
  'owner updates their mfl_username');
select is((select mfl_username from public.user_profile), 'renamed', 'the update took effect');
select throws_ok($$update public.user_profile set is_admin = true where user_id = '11111111-1111-4111-8111-111111111111'$$,
  '42501', null, 'owner cannot set is_admin');
select throws_ok($$update public.user_profile set mfl_cookie_enc = 'x' where user_id = '11111111-1111-4111-8111-111111111111'$$,
  '42501', null, 'owner cannot write mfl_cookie_enc');
select throws_ok($$update public.user_profile set user_id = '22222222-2222-4222-8222-222222222222' where user_id = '11111111-1111-4111-8111-111111111111'$$,
  '42501', null, 'owner cannot move their profile to another user');
select throws_ok($$delete from public.user_profile where user_id = '11111111-1111-4111-8111-111111111111'$$,
  '42501', null, 'owner cannot delete the profile (it goes with the account)');

-- other user ------------------------------------------------------------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is_empty($$select user_id from public.user_profile where user_id = '11111111-1111-4111-8111-111111111111'$$,
  'another user cannot read the owner''s profile');
select is_empty($$update public.user_profile set mfl_username = 'hijack' where user_id = '11111111-1111-4111-8111-111111111111' returning user_id$$,
  'another user cannot update the owner''s profile');
select throws_ok($$insert into public.user_profile (user_id, mfl_username) values ('33333333-3333-4333-8333-333333333333', 'x')$$,
  '42501', null, 'a user cannot create a profile for someone else');

-- newcomer (first mfl connection) -----------------------------------------------------------------
select tests.authenticate_as('33333333-3333-4333-8333-333333333333');
select throws_ok($$insert into public.user_profile (user_id, mfl_username, is_admin) values ('33333333-3333-4333-8333-333333333333', 'new', true)$$,
  '42501', null, 'a user cannot set is_admin on insert');
select throws_ok($$insert into public.user_profile (user_id, mfl_username, mfl_cookie_enc) values ('33333333-3333-4333-8333-333333333333', 'new', 'x')$$,
  '42501', null, 'a user cannot write mfl_cookie_enc on insert');
select lives_ok($$insert into public.user_profile (user_id, mfl_username) values ('33333333-3333-4333-8333-333333333333', 'new')$$,
  'a user creates their own profile with user_id and mfl_username');
select results_eq($$select is_admin, has_mfl_cookie from public.user_profile$$, $$values (false, false)$$,
  'the new profile is not admin and has no cookie');

-- admin -----------------------------------------------------------------------------------------
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select is((select count(*)::int from public.user_profile where user_id in (
    '11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222',
    '33333333-3333-4333-8333-333333333333', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa')), 4,
  'an admin reads every profile');
select throws_ok($$select mfl_cookie_enc from public.user_profile$$, '42501', null, 'an admin cannot read mfl_cookie_enc either');
select is_empty($$update public.user_profile set mfl_username = 'x' where user_id = '22222222-2222-4222-8222-222222222222' returning user_id$$,
  'an admin cannot update another user''s profile');

-- is_admin trigger guard (defence in depth, should a grant ever widen) ---------------------------
select tests.clear_authentication();
grant update (is_admin) on public.user_profile to authenticated;
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select throws_ok($$update public.user_profile set is_admin = true where user_id = '11111111-1111-4111-8111-111111111111'$$,
  '42501', 'is_admin can only be changed by the service role', 'the trigger rejects is_admin changes by users');
select tests.as_service_role();
select lives_ok($$update public.user_profile set is_admin = true where user_id = '22222222-2222-4222-8222-222222222222'$$,
  'the service role may grant admin');

select tests.clear_authentication();
select * from finish();
rollback;
