-- rls matrix for public.system_settings: every signed-in user reads, only admins write; the
-- spec 02 §3 keys are seeded with defaults and descriptions.
begin;
select plan(15);

-- actors (tests.create_actors): owner 1111…, other 2222…, admin aaaa… (with an admin profile),
-- newcomer 3333… (no profile yet)
select tests.create_actors();

-- seeded defaults -------------------------------------------------------------------------------
select ok(
  array['poll_interval_active_sec', 'poll_interval_idle_sec', 'per_league_stagger_ms', 'hard_cap_rpm_per_user',
        'backoff_initial_sec', 'backoff_max_sec', 'roster_client_ttl_sec', 'standings_client_ttl_sec',
        'schedule_client_ttl_sec', 'players_daily_refresh_local_time', 'league_settings_refresh_local_time',
        'tank01_single_poll_sec', 'tank01_mine_poll_sec', 'tank01_daily_call_budget']
  <@ array(select key from public.system_settings),
  'every key of spec 02 §3 is seeded');
select results_eq($$select value from public.system_settings where key in ('poll_interval_active_sec', 'players_daily_refresh_local_time') order by key$$,
  $$values ('"06:00"'::jsonb), ('60'::jsonb)$$, 'numbers are json numbers, times are "HH:MM" strings');
select is_empty($$select key from public.system_settings where description is null or description = ''$$,
  'every setting has a description');

-- anon ------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select key from public.system_settings$$, '42501', null, 'anon cannot read settings');
select throws_ok($$update public.system_settings set value = '1' where key = 'poll_interval_active_sec'$$,
  '42501', null, 'anon cannot write settings');

-- signed-in user (not admin) --------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is((select value from public.system_settings where key = 'poll_interval_idle_sec'), '300'::jsonb,
  'a signed-in user reads settings');
select is_empty($$update public.system_settings set value = '1' where key = 'poll_interval_active_sec' returning key$$,
  'a user cannot update settings');
select throws_ok($$insert into public.system_settings (key, value) values ('evil', '1')$$,
  '42501', null, 'a user cannot add settings');
select is_empty($$delete from public.system_settings where key = 'poll_interval_active_sec' returning key$$,
  'a user cannot delete settings');

-- admin -----------------------------------------------------------------------------------------
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select results_eq($$update public.system_settings set value = '30' where key = 'poll_interval_active_sec' returning value$$,
  $$values ('30'::jsonb)$$, 'an admin updates a setting');
select is((select updated_by from public.system_settings where key = 'poll_interval_active_sec'),
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'::uuid, 'updated_by records the admin');
select lives_ok($$delete from public.system_settings where key = 'tank01_mine_poll_sec'$$, 'an admin deletes a setting');
select lives_ok($$insert into public.system_settings (key, value, description) values ('tank01_mine_poll_sec', '20', 'test')$$,
  'an admin adds a setting (28-system-settings-rules: only one with a rule, within it)');

-- back to the plain user: the admin's change is visible, still not writable ----------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is((select value from public.system_settings where key = 'poll_interval_active_sec'), '30'::jsonb,
  'other users read the admin''s change');
select is_empty($$update public.system_settings set description = 'x' where key = 'poll_interval_active_sec' returning key$$,
  'another non-admin cannot write either');

select tests.clear_authentication();
select * from finish();
rollback;
