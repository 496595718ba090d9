-- mfl_login_gate and mfl_login_settle (migration 20261127120000): failures are counted, not
-- successes; the failing account is held back first (per account, per account and username), so
-- one account alone cannot lock a username; the username-wide limits count and hold back only
-- accounts that never proved the username, so its owner keeps a way in. service role only.
begin;
select plan(29);

select tests.create_actors();
-- owner 1111 is the real 'solo'; other 2222, 4444 and 5555 guess at it; newcomer 3333 and admin
-- aaaa have never logged in as 'solo'
select tests.create_user('44444444-4444-4444-8444-444444444444', 'guesser2@test.local');
select tests.create_user('55555555-5555-4555-8555-555555555555', 'guesser3@test.local');

-- one login through the gate: 'admitted' (left as a failure, as a wrong password leaves it) or
-- 'wait <seconds>'; login_ok also settles it as MFL accepting it, login_unanswered as no answer
create function pg_temp.login_fails(p_user uuid, p_name text, p_at timestamptz) returns text language sql as $$
  select coalesce('wait ' || (g ->> 'waitSec'), 'admitted') from public.mfl_login_gate(p_user, p_name, p_at) g
$$;
create function pg_temp.login_settled(p_user uuid, p_name text, p_at timestamptz, p_outcome text) returns text language plpgsql as $$
declare
  g jsonb := public.mfl_login_gate(p_user, p_name, p_at);
begin
  if g ? 'waitSec' then return 'wait ' || (g ->> 'waitSec'); end if;
  perform public.mfl_login_settle(p_user, (g ->> 'attemptId')::bigint, p_outcome, p_at);
  return 'admitted';
end
$$;
create function pg_temp.at(p_minutes numeric) returns timestamptz language sql as $$
  select '2026-11-27 12:00:00+00'::timestamptz + make_interval(secs => p_minutes * 60)
$$;

-- users -----------------------------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select throws_ok($$select public.mfl_login_gate('11111111-1111-4111-8111-111111111111', 'x', now())$$, '42501', null,
  'a user cannot call the gate');
select throws_ok($$select public.mfl_login_settle('11111111-1111-4111-8111-111111111111', 1, 'succeeded', now())$$, '42501', null,
  'nor settle a login');
select throws_ok($$select * from public.mfl_login_attempts$$, '42501', null, 'nor read the failures');
select throws_ok($$select * from public.mfl_login_proofs$$, '42501', null, 'nor read or forge the proofs');

-- the service role ------------------------------------------------------------------------------
select tests.as_service_role();

select is((select array_agg(pg_temp.login_settled('11111111-1111-4111-8111-111111111111', 'solo', pg_temp.at(n / 10.0), 'succeeded'))
  from generate_series(1, 8) n), array_fill('admitted'::text, array[8]), 'logins MFL accepts count nothing: the owner connects 8 times running');
select is((select count(*)::int from public.mfl_login_attempts), 0, 'no failure is left of them');
select is((select mfl_username from public.mfl_login_proofs where user_id = '11111111-1111-4111-8111-111111111111'), 'solo',
  'the owner proved the username');

-- one account guessing: held back on its own
select is((select array_agg(pg_temp.login_fails('22222222-2222-4222-8222-222222222222', 'Solo', pg_temp.at(n))) from generate_series(1, 5) n),
  array_fill('admitted'::text, array[5]), 'an account''s first 5 wrong passwords for a username go to MFL');
select is(pg_temp.login_fails('22222222-2222-4222-8222-222222222222', 'SOLO', pg_temp.at(6)), 'wait 600',
  'its 6th waits until its first is 15 minutes old, whatever the case');
select is(pg_temp.login_settled('33333333-3333-4333-8333-333333333333', 'solo', pg_temp.at(6), 'succeeded'), 'admitted',
  'another account that never proved the username still connects with the right password');

-- several accounts guessing: the username is closed to accounts that never proved it, not to those that did
select is((select array_agg(pg_temp.login_fails(u, 'solo', pg_temp.at(6 + n))) from generate_series(1, 5) n,
  unnest(array['44444444-4444-4444-8444-444444444444', '55555555-5555-4555-8555-555555555555']::uuid[]) u),
  array_fill('admitted'::text, array[10]), 'two more accounts guess 5 times each');
select is(pg_temp.login_fails('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'solo', pg_temp.at(12)), 'wait 240',
  '15 failures from accounts that never proved it: such an account waits until the oldest is 15 minutes old');
select is(pg_temp.login_settled('11111111-1111-4111-8111-111111111111', 'solo', pg_temp.at(12), 'succeeded'), 'admitted',
  'the owner, who proved it before, gets in');
select is(pg_temp.login_settled('33333333-3333-4333-8333-333333333333', 'solo', pg_temp.at(12), 'succeeded'), 'admitted',
  'so does the account that proved it a moment ago');
select is(pg_temp.login_fails('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'solo', pg_temp.at(16.5)), 'admitted',
  'the window moves on');

-- what is not a failure, and what the account's own limit across usernames is
select is((select array_agg(pg_temp.login_settled('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'someone', pg_temp.at(20), 'unanswered'))
  from generate_series(1, 12) n), array_fill('admitted'::text, array[12]), 'logins MFL never judged (unreachable, busy) count nothing');
select is((select array_agg(pg_temp.login_fails('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'name' || n, pg_temp.at(21))) from generate_series(1, 9) n),
  array_fill('admitted'::text, array[9]), 'an account trying many usernames');
select is(pg_temp.login_fails('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'name10', pg_temp.at(21)), 'wait 630',
  'is held back after 10 failures in 15 minutes (its failure for solo at 12:16:30 is one of them)');

-- a success forgets the account's failures for that username
select is((select array_agg(pg_temp.login_fails('11111111-1111-4111-8111-111111111111', 'mine', pg_temp.at(30))) from generate_series(1, 4) n),
  array_fill('admitted'::text, array[4]), 'the owner mistypes the password of another MFL account 4 times');
select is(pg_temp.login_settled('11111111-1111-4111-8111-111111111111', 'mine', pg_temp.at(30), 'succeeded'), 'admitted', 'then gets it right');
select is((select count(*)::int from public.mfl_login_attempts where user_id = '11111111-1111-4111-8111-111111111111'), 0,
  'its failures for it are forgotten');
select lives_ok($$select public.mfl_login_settle('22222222-2222-4222-8222-222222222222',
  (select id from public.mfl_login_attempts where user_id = '44444444-4444-4444-8444-444444444444' limit 1), 'succeeded', now())$$,
  'settling another account''s login');
select is((select count(*)::int from public.mfl_login_attempts where user_id = '44444444-4444-4444-8444-444444444444'), 5,
  'changes nothing: its failures stay');
select is((select count(*)::int from public.mfl_login_proofs where user_id = '22222222-2222-4222-8222-222222222222'), 0,
  'and no proof comes of it');
select throws_ok($$select public.mfl_login_settle('11111111-1111-4111-8111-111111111111', 1, 'failed', now())$$, '22023', null,
  'a wrong password needs no settling: only succeeded and unanswered are outcomes');

-- the daily limits
select is((select array_agg(pg_temp.login_fails('22222222-2222-4222-8222-222222222222', 'solo', pg_temp.at(40 + n))) from generate_series(1, 5) n),
  array_fill('admitted'::text, array[5]), 'the guessing account, 40 minutes on, may guess 5 more times');
select is(pg_temp.login_fails('22222222-2222-4222-8222-222222222222', 'solo', pg_temp.at(60)), 'wait ' || (24 * 3600 - 59 * 60),
  'then waits a day from its first: at most 10 failures for one username in 24 hours');
insert into public.mfl_login_attempts (user_id, mfl_username, attempted_at)
  select '44444444-4444-4444-8444-444444444444', 'busy', pg_temp.at(60 + n * 30) from generate_series(1, 40) n;
select is(pg_temp.login_fails('33333333-3333-4333-8333-333333333333', 'busy', pg_temp.at(24 * 60)), 'wait ' || (90 * 60)::text,
  'one username: 40 failures from accounts that never proved it in 24 hours close it to such accounts for the rest of the day');
insert into public.mfl_login_proofs (user_id, mfl_username, proven_at) values ('33333333-3333-4333-8333-333333333333', 'busy', pg_temp.at(0));
select is(pg_temp.login_fails('33333333-3333-4333-8333-333333333333', 'busy', pg_temp.at(24 * 60)), 'admitted',
  'but not to an account that proved it');

select * from finish();
rollback;
