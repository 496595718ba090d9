-- mfl_session_checks (migration 20261127134500): when mfl last accepted each user's stored
-- session. written and read by the service role only (the mfl function); no user, not even its
-- owner or an admin, reads or forges it; the row goes with its user.
begin;
select plan(13);

select tests.create_actors();

select is((select relrowsecurity from pg_class where oid = 'public.mfl_session_checks'::regclass), true, 'row level security is on');

-- the service role ------------------------------------------------------------------------------
select tests.as_service_role();
select lives_ok($$insert into public.mfl_session_checks (user_id, confirmed_at) values
  ('11111111-1111-4111-8111-111111111111', '2026-11-27 12:00+00'),
  ('22222222-2222-4222-8222-222222222222', '2026-11-27 12:01+00')$$, 'the service role records an acceptance');
select lives_ok($$insert into public.mfl_session_checks (user_id, confirmed_at) values ('11111111-1111-4111-8111-111111111111', '2026-11-27 12:05+00')
  on conflict (user_id) do update set confirmed_at = excluded.confirmed_at$$, 'and records a later one over it (the upsert the function sends)');
select is((select confirmed_at from public.mfl_session_checks where user_id = '11111111-1111-4111-8111-111111111111'),
  '2026-11-27 12:05+00'::timestamptz, 'one row per user, the latest acceptance');
select throws_ok($$insert into public.mfl_session_checks (user_id) values ('33333333-3333-4333-8333-333333333333')$$,
  '23502', null, 'an acceptance has a time');

-- the owner -------------------------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select throws_ok($$select * from public.mfl_session_checks$$, '42501', null, 'the owner cannot read their own row');
select throws_ok($$insert into public.mfl_session_checks (user_id, confirmed_at) values ('33333333-3333-4333-8333-333333333333', now())$$,
  '42501', null, 'nor forge an acceptance');
select throws_ok($$update public.mfl_session_checks set confirmed_at = now() where user_id = '11111111-1111-4111-8111-111111111111'$$,
  '42501', null, 'nor move their own forward');
select throws_ok($$delete from public.mfl_session_checks where user_id = '11111111-1111-4111-8111-111111111111'$$,
  '42501', null, 'nor delete it');

-- an admin and anon -----------------------------------------------------------------------------
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select throws_ok($$select * from public.mfl_session_checks$$, '42501', null, 'an admin cannot read them either');
select tests.as_anon();
select throws_ok($$select * from public.mfl_session_checks$$, '42501', null, 'nor can anon');

-- the row goes with its user ----------------------------------------------------------------------
select tests.clear_authentication();
delete from auth.users where id = '22222222-2222-4222-8222-222222222222';
select is((select count(*)::int from public.mfl_session_checks where user_id = '22222222-2222-4222-8222-222222222222'), 0,
  'a deleted user''s row is deleted with it');
select is((select count(*)::int from public.mfl_session_checks), 1, 'the others stay');

select * from finish();
rollback;
