-- alerts by web push: the devices (push_subscriptions), preferences and quiet hours, each user's
-- own only (rls per actor); the outbox written by the service role only, one alert per problem,
-- withdrawn when the problem goes, suppressed in quiet hours, retried with backoff, a gone device
-- removed; and the schedule every minute.
begin;
select plan(42);

set local timezone = 'UTC';
select tests.create_actors();
insert into public.user_leagues (user_id, league_id, franchise_id, display_name, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '10001', '0001', 'Owner L1', now()),
  ('22222222-2222-4222-8222-222222222222', '10001', '0002', 'Other L1', now());

create temporary table keys as select
  'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4'::text as p256dh,
  'BTBZMqHH6r4Tts7J_aSIgg'::text as auth;
grant select on keys to anon, authenticated;

-- anon ------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select id from public.push_subscriptions$$, '42501', null, 'anon cannot read devices');
select throws_ok($$insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
  select '11111111-1111-4111-8111-111111111111', 'https://push.test/a', p256dh, auth from keys$$, '42501', null, 'anon cannot add a device');
select throws_ok($$select * from public.alert_preferences$$, '42501', null, 'anon cannot read preferences');
select throws_ok($$select public.register_push_subscription('https://push.test/a', 'x', 'y', '')$$, '42501', null,
  'anon cannot register a device');

-- owner -----------------------------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select lives_ok($$insert into public.push_subscriptions (endpoint, p256dh, auth) select 'https://push.test/owner-1', p256dh, auth from keys$$,
  'the owner adds a device (user_id defaults to theirs)');
select ok(public.register_push_subscription('https://push.test/owner-2', (select p256dh from keys), (select auth from keys), 'Chromium') > 0,
  'the owner registers a second device through the function');
select is(array(select endpoint from public.push_subscriptions order by endpoint), array['https://push.test/owner-1', 'https://push.test/owner-2'],
  'the owner sees exactly their devices');
select throws_ok($$insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
  select '22222222-2222-4222-8222-222222222222', 'https://push.test/x', p256dh, auth from keys$$, '42501', null,
  'the owner cannot add a device for another user');
select throws_ok($$insert into public.push_subscriptions (endpoint, p256dh, auth) select 'https://push.test/bad', 'not-a-key', auth from keys$$,
  '23514', null, 'a p256dh that is not a P-256 point is refused');
select throws_ok($$select p256dh from public.push_subscriptions$$, '42501', null, 'nobody reads the keys back through the API');
select lives_ok($$insert into public.alert_preferences (league_id, touchdown) values ('10001', true)$$,
  'the owner switches alerts on for their league');
select throws_ok($$insert into public.alert_preferences (league_id) values ('99999')$$, '23503', null,
  'no preferences for a league not in the owner''s list');
select throws_ok($$insert into public.alert_preferences (user_id, league_id) values ('22222222-2222-4222-8222-222222222222', '10001')$$,
  '42501', null, 'the owner cannot set another user''s preferences');
select lives_ok($$insert into public.alert_settings (quiet_start, quiet_end, time_zone) values ('22:00', '07:00', 'America/New_York')$$,
  'the owner sets quiet hours in their time zone');
select throws_ok($$update public.alert_settings set time_zone = 'Mars/Olympus'$$, '23514', null, 'an unknown time zone is refused');
select throws_ok($$update public.alert_settings set quiet_end = null$$, '23514', null, 'quiet hours need both ends');
select throws_ok($$insert into public.alert_outbox (user_id, kind, dedupe_key, due_at, expires_at, payload, next_attempt_at)
  values ('11111111-1111-4111-8111-111111111111', 'lineup', 'k', now(), now(), '{}', now())$$, '42501', null,
  'users cannot write alerts');
select throws_ok($$select public.alert_claim_due(now(), 10, 60)$$, '42501', null, 'users cannot claim alerts');

-- other user ------------------------------------------------------------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is_empty($$select id from public.push_subscriptions$$, 'another user sees none of the owner''s devices');
select is_empty($$delete from public.push_subscriptions returning id$$, 'another user cannot remove the owner''s devices');
select is_empty($$select league_id from public.alert_preferences$$, 'another user sees none of the owner''s preferences');
select is_empty($$update public.alert_preferences set touchdown = false returning league_id$$, 'nor changes them');
select is_empty($$select user_id from public.alert_settings$$, 'nor reads the owner''s quiet hours');
-- the owner's browser is now used by this user: the device moves with it
select ok(public.register_push_subscription('https://push.test/owner-2', (select p256dh from keys), (select auth from keys), 'Chromium') > 0,
  'a browser registered by another account moves to the one signing in on it');
select is(array(select endpoint from public.push_subscriptions), array['https://push.test/owner-2'], 'it is now this user''s');
insert into public.alert_preferences (league_id) values ('10001');

-- service role: the outbox ----------------------------------------------------------------------
select tests.clear_authentication();
select is(array(select user_id::text || ':' || league_id || ':' || franchise_id from public.alert_audience('touchdown')),
  array['11111111-1111-4111-8111-111111111111:10001:0001'], 'the touchdown audience: the owner, who switched them on and has a device');
select is((select count(*)::int from public.alert_audience('lineup')), 2, 'the lineup audience: both users (on by default)');

select tests.as_service_role();
select is(public.alert_enqueue('lineup', $$[
  {"userId": "11111111-1111-4111-8111-111111111111", "leagueId": "10001", "key": "lineup:owner:p1:Out", "dueAt": "2026-11-22T18:00:00Z",
   "expiresAt": "2026-11-22T19:30:00Z", "payload": {"title": "Lineup check"}},
  {"userId": "11111111-1111-4111-8111-111111111111", "leagueId": "10001", "key": "lineup:owner:p2:Out", "dueAt": "2026-11-22T18:00:00Z",
   "expiresAt": "2026-11-22T19:30:00Z", "payload": {"title": "Lineup check"}}]$$::jsonb, null, '2026-11-22T12:00:00Z'),
  '{"added": 2, "withdrawn": 0}'::jsonb, 'a source''s two problems are two alerts');
select is(public.alert_enqueue('lineup', $$[
  {"userId": "11111111-1111-4111-8111-111111111111", "leagueId": "10001", "key": "lineup:owner:p1:Out", "dueAt": "2026-11-22T18:05:00Z",
   "expiresAt": "2026-11-22T19:35:00Z", "payload": {"title": "Lineup check"}}]$$::jsonb,
  '[{"userId": "11111111-1111-4111-8111-111111111111", "leagueId": "10001"}]'::jsonb, '2026-11-22T12:01:00Z'),
  '{"added": 0, "withdrawn": 1}'::jsonb, 'found again it is not added twice; the problem no longer found is withdrawn');
select is((select due_at from public.alert_outbox where dedupe_key = 'lineup:owner:p1:Out'), '2026-11-22T18:05:00Z'::timestamptz,
  'a waiting alert takes the new due time (the kickoff moved)');

select is(jsonb_array_length(public.alert_claim_due('2026-11-22T17:59:00Z', 100, 60)), 0, 'nothing is claimed before it is due');
-- 18:05 UTC is 13:05 in New York, outside the owner's quiet hours
select is((select jsonb_agg(jsonb_build_object('key', o.dedupe_key, 'devices', jsonb_array_length(c -> 'subscriptions')))
  from jsonb_array_elements(public.alert_claim_due('2026-11-22T18:05:00Z', 100, 60)) c join public.alert_outbox o on o.id = (c ->> 'id')::bigint),
  '[{"key": "lineup:owner:p1:Out", "devices": 1}]'::jsonb, 'at its due time the alert is claimed once, with the owner''s one device');
select is(jsonb_array_length(public.alert_claim_due('2026-11-22T18:05:30Z', 100, 60)), 0, 'a claimed alert is not claimed again while leased');

select is(public.alert_record_results(jsonb_build_array(jsonb_build_object('alertId', (select id from public.alert_outbox where dedupe_key = 'lineup:owner:p1:Out'),
  'deliveries', jsonb_build_array(jsonb_build_object('subscriptionId', (select id from public.push_subscriptions where endpoint = 'https://push.test/owner-1'),
    'outcome', 'retry', 'httpStatus', 503)))), '2026-11-22T18:05:10Z'), '{"sent": 0, "retrying": 1, "failed": 0, "gone": 0}'::jsonb,
  'a push service failure is retried');
select is((select next_attempt_at from public.alert_outbox where dedupe_key = 'lineup:owner:p1:Out'), '2026-11-22T18:05:40Z'::timestamptz,
  'after 30 s (the first backoff)');
select is((select jsonb_agg(c -> 'attempts') from jsonb_array_elements(public.alert_claim_due('2026-11-22T18:05:40Z', 100, 60)) c),
  '[2]'::jsonb, 'and claimed again then, its second try');
select is(public.alert_record_results(jsonb_build_array(jsonb_build_object('alertId', (select id from public.alert_outbox where dedupe_key = 'lineup:owner:p1:Out'),
  'deliveries', jsonb_build_array(jsonb_build_object('subscriptionId', (select id from public.push_subscriptions where endpoint = 'https://push.test/owner-1'),
    'outcome', 'gone', 'httpStatus', 410)))), '2026-11-22T18:05:41Z'), '{"sent": 0, "retrying": 0, "failed": 1, "gone": 1}'::jsonb,
  'a device the push service says is gone (410) is removed, and the alert has nowhere left to go');
select is((select count(*)::int from public.push_subscriptions where endpoint = 'https://push.test/owner-1'), 0, 'the gone device is deleted');

-- quiet hours: 03:00 UTC is 22:00 in New York
select is(public.alert_enqueue('close_matchup', $$[
  {"userId": "11111111-1111-4111-8111-111111111111", "leagueId": "10001", "key": "close:owner:w12", "dueAt": "2026-11-23T03:00:00Z",
   "expiresAt": "2026-11-23T03:20:00Z", "payload": {"title": "Close one"}}]$$::jsonb, null, '2026-11-23T03:00:00Z') ->> 'added', '1',
  'a close matchup late in the evening');
select is(jsonb_array_length(public.alert_claim_due('2026-11-23T03:00:00Z', 100, 60)), 0, 'nothing is pushed in the user''s quiet hours');
select is((select status from public.alert_outbox where dedupe_key = 'close:owner:w12'), 'suppressed', 'the alert is suppressed, not delayed');

select tests.clear_authentication();
select is((select schedule || ' ' || command from cron.job where jobname = 'alerts-every-minute'),
  '* * * * * select private.cron_run_alerts(now())', 'the sender runs every minute, one call');

select * from finish();
rollback;
