-- mfl_login_gate (migration 20261123082000): no more than 5 MFL logins per MFL username and 10 per
-- product account in 15 minutes, across isolates; service role only.
begin;
select plan(8);

select tests.create_actors();

select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select throws_ok($$select public.mfl_login_gate('11111111-1111-4111-8111-111111111111', 'x', now())$$, '42501', null,
  'a user cannot call the gate');
select throws_ok($$select * from public.mfl_login_attempts$$, '42501', null, 'nor read the attempts');
select tests.as_service_role();

select is((select array_agg(public.mfl_login_gate('11111111-1111-4111-8111-111111111111', 'Victim', '2026-11-22 12:00:00+00'::timestamptz + n * interval '1 minute'))
  from generate_series(0, 5) n), array[0, 0, 0, 0, 0, 600], 'a 6th guess at one MFL username waits until the first ages out (15 min)');
select is(public.mfl_login_gate('22222222-2222-4222-8222-222222222222', 'VICTIM', '2026-11-22 12:06:00+00'), 540,
  'from another product account too, whatever the case');
select is(public.mfl_login_gate('22222222-2222-4222-8222-222222222222', 'victim', '2026-11-22 12:15:01+00'), 0,
  'once the first attempt is 15 minutes old, one more');
select is((select count(*)::int from public.mfl_login_attempts where user_id = '11111111-1111-4111-8111-111111111111'), 5,
  'refused attempts are not recorded');
select is((select array_agg(public.mfl_login_gate('11111111-1111-4111-8111-111111111111', 'name' || n, '2026-11-22 12:10:00+00'))
  from generate_series(1, 6) n), array[0, 0, 0, 0, 0, 300], 'one account trying many usernames: 10 in 15 minutes');
select is(public.mfl_login_gate('11111111-1111-4111-8111-111111111111', 'other', '2026-11-22 12:25:00+00'), 0,
  'the window moves on');

select * from finish();
rollback;
