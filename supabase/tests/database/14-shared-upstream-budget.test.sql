-- The upstream budget every isolate shares: leases, host pace, backoff, per-user cap and queue,
-- daily call budget. Service role only; each decision is one call.
begin;
select plan(38);

select tests.create_actors();

-- nobody but the service role ---------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select throws_ok($$select * from public.upstream_hosts$$, '42501', null, 'a user cannot read host budgets');
select throws_ok($$select * from public.upstream_leases$$, '42501', null, 'a user cannot read leases');
select throws_ok($$select public.upstream_claim('k', 'me', 1000, false, now())$$, '42501', null, 'a user cannot claim a lease');
select throws_ok($$select public.upstream_acquire('mfl:h', 'interactive', null, 1, 2, 1000, null, null, now())$$,
  '42501', null, 'a user cannot take from the pace');
select tests.as_anon();
select throws_ok($$select public.upstream_charge_user(null, 1, now())$$, '42501', null, 'anon cannot charge a user');
select tests.as_service_role();

-- leases: one refresh per key, a dead holder's lease lapses -----------------------------------------
select is(public.upstream_claim('k1', 'w1', 10000, false, '2026-11-22 12:00:00+00')->>'lease', 'mine',
  'the first isolate to miss takes the lease');
select is(public.upstream_claim('k1', 'w2', 10000, false, '2026-11-22 12:00:01+00')->>'lease', 'held',
  'a second isolate finds it held');
select is(public.upstream_claim('k1', 'w2', 10000, false, '2026-11-22 12:00:01+00')->>'lease_until',
  to_jsonb('2026-11-22 12:00:10+00'::timestamptz)#>>'{}', 'and is told until when');
select is(public.upstream_claim('k1', 'w2', 10000, false, '2026-11-22 12:00:11+00')->>'lease', 'mine',
  'a lease its holder never let go (killed isolate) lapses by itself');
select lives_ok($$select public.upstream_store('k1', 'w2', '{"rows":[1]}', '2026-11-22 12:00:12+00', '2026-11-22 12:01:12+00')$$,
  'the holder stores the answer');
select is((select count(*)::int from public.upstream_leases where key = 'k1'), 0, 'storing lets the lease go');
select is(public.upstream_claim('k1', 'w3', 10000, false, '2026-11-22 12:00:30+00')->>'lease', 'none',
  'a fresh answer needs no lease');
select is(public.upstream_claim('k1', 'w3', 10000, false, '2026-11-22 12:00:30+00')#>'{entry,body}', '{"rows":[1]}'::jsonb,
  'and comes with the claim (one round trip)');
select is(public.upstream_claim('k1', 'w3', 10000, true, '2026-11-22 12:00:30+00')->>'lease', 'mine',
  'a forced refresh takes the lease even when fresh');
select lives_ok($$select public.upstream_store('k1', 'w3', '{"rows":[0]}', '2026-11-22 12:00:00+00', '2026-11-22 12:05:00+00')$$,
  'an older answer arriving late');
select is((select body from public.upstream_cache where key = 'k1'), '{"rows":[1]}'::jsonb, 'never replaces a newer one');
select is(public.upstream_claim('k1', 'w4', 10000, false, '2026-11-22 12:02:00+00')->>'lease', 'mine', 'expired: refresh');
select lives_ok($$select public.upstream_mark_stale('k1', 'w4', 'server_error', '2026-11-22 12:02:05+00')$$, 'the refresh fails');
select is(public.upstream_claim('k1', 'w5', 10000, false, '2026-11-22 12:02:03+00')#>>'{entry,stale_reason}', 'server_error',
  'every isolate serves the last good copy, marked stale, until the retry time');
select is(public.upstream_claim('k1', 'w5', 10000, false, '2026-11-22 12:02:06+00')->>'lease', 'mine', 'then one refreshes');

-- one pace per host: GCRA with a burst, interactive ahead of background ----------------------------
select is(public.upstream_acquire('mfl:h1', 'interactive', null, 1, 2, 5000, null, null, '2026-11-22 12:00:00+00')->>'wait_ms', '0',
  'a quiet host: go now');
select is(public.upstream_acquire('mfl:h1', 'interactive', null, 1, 2, 5000, null, null, '2026-11-22 12:00:00+00')->>'wait_ms', '0',
  'the burst: go now again');
select is(public.upstream_acquire('mfl:h1', 'interactive', null, 1, 2, 5000, null, null, '2026-11-22 12:00:00+00')->>'wait_ms', '1000',
  'then one a second');
select is(public.upstream_acquire('mfl:h1', 'background', null, 1, 2, 600000, null, null, '2026-11-22 12:00:00+00')->>'refused', 'busy',
  'background work does not queue behind interactive requests');
select is(public.upstream_acquire('mfl:h1', 'interactive', null, 1, 2, 1500, null, null, '2026-11-22 12:00:00+00')->>'refused', 'queue_full',
  'an interactive request that would wait too long is refused at once');
select is((select calls::int from public.upstream_hosts where host = 'mfl:h1'), 3, 'refusals are not counted as calls');
select is(public.upstream_acquire('mfl:h2', 'interactive', null, 1, 2, 5000, null, null, '2026-11-22 12:00:00+00')->>'wait_ms', '0',
  'another host has its own pace');

-- backoff shared by every isolate ---------------------------------------------------------------------
select is(public.upstream_report('mfl:h2', true, null, 2, 120, '2026-11-22 12:00:00+00'), 2000, 'a 503 backs off 2 s');
select is(public.upstream_report('mfl:h2', true, null, 2, 120, '2026-11-22 12:00:02+00'), 4000, 'the next one 4 s');
select is(public.upstream_acquire('mfl:h2', 'interactive', null, 1, 2, 5000, null, null, '2026-11-22 12:00:03+00')->>'refused', 'backoff',
  'nothing goes to a host that backs off');
select is(public.upstream_report('mfl:h2', true, 300, 2, 120, '2026-11-22 12:00:06+00'), 120000, 'Retry-After is honoured up to the max');
select is(public.upstream_report('mfl:h2', false, null, 2, 120, '2026-11-22 12:00:07+00'), 0, 'a success');
select is((select backoff_until from public.upstream_hosts where host = 'mfl:h2'), null, 'clears the backoff');

-- per user: hard cap across isolates, and a user's own queue ---------------------------------------
select is((select array_agg(public.upstream_charge_user('11111111-1111-4111-8111-111111111111', 3, '2026-11-22 12:00:00+00'))
  from generate_series(1, 4)), array[0, 0, 0, 20000], 'a cap of 3 a minute: the 4th call waits 20 s');
select is(public.upstream_acquire('mfl:h3', 'interactive', '22222222-2222-4222-8222-222222222222', 1, 1, 60000, 1000, null,
  '2026-11-22 12:00:00+00')->>'wait_ms', '0', 'a user''s own request goes');
select is((select array_agg(public.upstream_acquire('mfl:h3', 'interactive', '22222222-2222-4222-8222-222222222222', 1, 1, 60000,
  1000, null, '2026-11-22 12:00:00+00')->>'refused') from generate_series(1, 3)), array[null, null, 'user_queue'],
  'a user flooding a host is refused once queued more than 1 s ahead');
select is(public.upstream_acquire('mfl:h3', 'interactive', '11111111-1111-4111-8111-111111111111', 1, 1, 60000, 1000, null,
  '2026-11-22 12:00:00+00')->>'wait_ms', '3000', 'while another user still gets a slot');

-- daily budget (Tank01 bills per call) ------------------------------------------------------------
select is((select array_agg(coalesce(public.upstream_acquire('tank01:t', 'interactive', null, 100, 10, 1000, null, 2,
  '2026-11-22 23:59:00+00')->>'refused', 'ok')) from generate_series(1, 3)), array['ok', 'ok', 'daily_cap'],
  'the daily budget is spent across isolates');

select * from finish();
rollback;
