-- the rules of system_settings (migration 20261127120100) judge every write, whoever makes it:
-- an admin through REST, the service role (PUT /admin/settings), the database owner. a refused
-- write stores nothing, names every bad key in its message and lists them as json in its detail.
begin;
select plan(22);

select tests.create_actors();

-- runs a statement as the current role: 'ok', or the refusal as sqlstate, message and detail
create function pg_temp.attempt(p_sql text) returns jsonb language plpgsql as $$
declare
  v_state text;
  v_message text;
  v_detail text;
begin
  execute p_sql;
  return '"ok"'::jsonb;
exception when others then
  get stacked diagnostics v_state = returned_sqlstate, v_message = message_text, v_detail = pg_exception_detail;
  return jsonb_build_object('sqlstate', v_state, 'message', v_message, 'detail', v_detail::jsonb);
end
$$;
create function pg_temp.set_value(p_key text, p_value text) returns text language sql as $$
  select format('update public.system_settings set value = %L::jsonb where key = %L', p_value, p_key)
$$;

-- an admin through the REST API ------------------------------------------------------------------
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');

select is(pg_temp.attempt(pg_temp.set_value('poll_interval_active_sec', '0')),
  '{"sqlstate": "23514", "message": "Invalid settings: poll_interval_active_sec must be at least 5", "detail": {"poll_interval_active_sec": "must be at least 5"}}',
  'out of range below: a check violation naming the key, the same in its detail as json');
select is(pg_temp.attempt(pg_temp.set_value('poll_interval_active_sec', '99999')) ->> 'message',
  'Invalid settings: poll_interval_active_sec must be at most 3600', 'out of range above');
select is(pg_temp.attempt(pg_temp.set_value('per_league_stagger_ms', '-1')) ->> 'message',
  'Invalid settings: per_league_stagger_ms must be at least 0', 'negative');
select is(pg_temp.attempt(pg_temp.set_value('roster_client_ttl_sec', '"300"')) ->> 'message',
  'Invalid settings: roster_client_ttl_sec must be a number', 'a number as text is the wrong type');
select is(pg_temp.attempt(pg_temp.set_value('hard_cap_rpm_per_user', 'null')) ->> 'message',
  'Invalid settings: hard_cap_rpm_per_user must be a number', 'json null is the wrong type');
select is(pg_temp.attempt(pg_temp.set_value('tank01_mine_poll_sec', '2.5e1')) ->> 'message', null,
  'a whole number written with an exponent is a whole number');
select is(pg_temp.attempt(pg_temp.set_value('tank01_mine_poll_sec', '25.5')) ->> 'message',
  'Invalid settings: tank01_mine_poll_sec must be a whole number', 'a fraction is not');
select is(pg_temp.attempt(pg_temp.set_value('players_daily_refresh_local_time', '"24:00"')) ->> 'message',
  'Invalid settings: players_daily_refresh_local_time must be a time as HH:MM (00:00 to 23:59)', 'a time that does not exist');
select is(pg_temp.attempt(pg_temp.set_value('league_settings_refresh_local_time', '630')) ->> 'message',
  'Invalid settings: league_settings_refresh_local_time must be a time as HH:MM (00:00 to 23:59)', 'a time as a number');
select is(pg_temp.attempt(pg_temp.set_value('backoff_max_sec', '1')) ->> 'message',
  'Invalid settings: backoff_max_sec must be at least backoff_initial_sec', 'the longest retry delay under the first');
select is(pg_temp.attempt(pg_temp.set_value('backoff_initial_sec', '600')) ->> 'message',
  'Invalid settings: backoff_max_sec must be at least backoff_initial_sec', 'nor the first raised over the longest');
select is(pg_temp.attempt($$insert into public.system_settings (key, value, description) values ('poll_interval_sec', '10', 'typo')$$) ->> 'message',
  'Invalid settings: poll_interval_sec is not a setting', 'a key without a rule is not a setting');
select is(pg_temp.attempt($$update public.system_settings set key = 'renamed' where key = 'tank01_mine_poll_sec'$$) ->> 'message',
  'Invalid settings: renamed is not a setting', 'nor can a key be renamed into one');

select is(pg_temp.attempt($$insert into public.system_settings (key, value) values
    ('poll_interval_idle_sec', '1'), ('backoff_initial_sec', '300'), ('players_daily_refresh_local_time', '"6:00"')
  on conflict (key) do update set value = excluded.value$$),
  jsonb_build_object('sqlstate', '23514',
    'message', 'Invalid settings: backoff_max_sec must be at least backoff_initial_sec; players_daily_refresh_local_time must be a time as HH:MM (00:00 to 23:59); poll_interval_idle_sec must be at least 5',
    'detail', jsonb_build_object('backoff_max_sec', 'must be at least backoff_initial_sec', 'players_daily_refresh_local_time',
      'must be a time as HH:MM (00:00 to 23:59)', 'poll_interval_idle_sec', 'must be at least 5')),
  'a whole-object upsert: every bad key at once');
select results_eq($$select key, value from public.system_settings
    where key in ('poll_interval_active_sec', 'poll_interval_idle_sec', 'backoff_initial_sec', 'backoff_max_sec', 'players_daily_refresh_local_time', 'tank01_mine_poll_sec')
    order by key$$,
  $$values ('backoff_initial_sec', '2'::jsonb), ('backoff_max_sec', '120'::jsonb), ('players_daily_refresh_local_time', '"06:00"'::jsonb),
    ('poll_interval_active_sec', '60'::jsonb), ('poll_interval_idle_sec', '300'::jsonb), ('tank01_mine_poll_sec', '25'::jsonb)$$,
  'refused writes stored nothing (only the valid one did)');

select is(pg_temp.attempt($$insert into public.system_settings (key, value) values ('backoff_initial_sec', '300'), ('backoff_max_sec', '600')
  on conflict (key) do update set value = excluded.value$$), '"ok"', 'both retry delays raised in one statement');
select is(pg_temp.attempt(pg_temp.set_value('players_daily_refresh_local_time', '"23:59"')), '"ok"', 'a valid time');
select is(pg_temp.attempt(pg_temp.set_value('per_league_stagger_ms', '0')), '"ok"', 'the lowest value allowed');

-- a non-admin is still refused by RLS first ------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is_empty($$update public.system_settings set value = '0' where key = 'poll_interval_active_sec' returning key$$,
  'a user''s update touches nothing, valid or not');

-- the service role (PUT /admin/settings) and the owner ------------------------------------------
select tests.as_service_role();
select is(pg_temp.attempt(pg_temp.set_value('hard_cap_rpm_per_user', '0')) ->> 'sqlstate', '23514', 'the service role is judged the same');
select tests.clear_authentication();
select is(pg_temp.attempt(pg_temp.set_value('tank01_daily_call_budget', '0')) ->> 'sqlstate', '23514', 'and so is the database owner');
select is(pg_temp.attempt('delete from public.system_settings where key = ''tank01_daily_call_budget'''), '"ok"',
  'a setting may still be removed (its default applies)');

select * from finish();
rollback;
