-- the rules of system_settings live in the database, where every write passes.
--
-- the settings page and PUT /admin/settings checked the values, but an admin could write the
-- table through the REST API and store what they would refuse (out of range, wrong type). now one
-- table of rules judges every insert and update, whoever makes it: a write that breaks a rule is
-- refused as a whole with sqlstate 23514 (check_violation, a 400 from PostgREST), a message naming
-- every bad key ("Invalid settings: poll_interval_active_sec must be at least 5; ...") and, in
-- the detail, the same as json ({"poll_interval_active_sec": "must be at least 5"}), which the
-- admin function answers and the settings page shows under each field. the edge checks only the
-- shape (every key, numbers as numbers, times as text).
--
-- a key without a rule is not a setting and is refused: a new key gets its rule row in
-- private.system_setting_rules (in the migration that seeds it) before it can be stored.

create table private.system_setting_rules (
  key text primary key,
  kind text not null check (kind in ('whole_number', 'local_time')),
  min_value bigint,
  max_value bigint,
  -- another key this one may not be below (the longest retry delay, at least the first)
  at_least_key text references private.system_setting_rules (key),
  constraint system_setting_rules_range check ((kind = 'whole_number') = (min_value is not null and max_value is not null))
);
comment on table private.system_setting_rules is 'What each system_settings key may hold; every write of system_settings is checked against it.';
-- rls like every table, though no api role reaches the private schema's tables
alter table private.system_setting_rules enable row level security;

insert into private.system_setting_rules (key, kind, min_value, max_value) values
  ('poll_interval_active_sec', 'whole_number', 5, 3600),
  ('poll_interval_idle_sec', 'whole_number', 5, 86400),
  ('per_league_stagger_ms', 'whole_number', 0, 60000),
  ('hard_cap_rpm_per_user', 'whole_number', 1, 600),
  ('backoff_initial_sec', 'whole_number', 1, 3600),
  ('backoff_max_sec', 'whole_number', 1, 86400),
  ('roster_client_ttl_sec', 'whole_number', 5, 86400),
  ('standings_client_ttl_sec', 'whole_number', 5, 86400),
  ('schedule_client_ttl_sec', 'whole_number', 5, 86400),
  ('players_daily_refresh_local_time', 'local_time', null, null),
  ('league_settings_refresh_local_time', 'local_time', null, null),
  ('tank01_single_poll_sec', 'whole_number', 5, 3600),
  ('tank01_mine_poll_sec', 'whole_number', 5, 3600),
  ('tank01_daily_call_budget', 'whole_number', 1, 10000000);
update private.system_setting_rules set at_least_key = 'backoff_initial_sec' where key = 'backoff_max_sec';

-- what is wrong with one value of a key, as a predicate of the key ('must be at least 5'); null
-- when nothing is. p_settings: the values of the other keys (for at_least_key).
create or replace function private.system_setting_problem(p_key text, p_value jsonb, p_settings jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  r private.system_setting_rules;
  v_other jsonb;
begin
  select * into r from private.system_setting_rules s where s.key = p_key;
  if not found then
    return 'is not a setting';
  end if;
  if r.kind = 'local_time' then
    if jsonb_typeof(p_value) is distinct from 'string' or (p_value #>> '{}') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
      return 'must be a time as HH:MM (00:00 to 23:59)';
    end if;
    return null;
  end if;
  if jsonb_typeof(p_value) is distinct from 'number' then
    return 'must be a number';
  end if;
  if p_value::numeric <> trunc(p_value::numeric) then
    return 'must be a whole number';
  end if;
  if p_value::numeric < r.min_value then
    return 'must be at least ' || r.min_value;
  end if;
  if p_value::numeric > r.max_value then
    return 'must be at most ' || r.max_value;
  end if;
  v_other := p_settings -> r.at_least_key;
  if r.at_least_key is not null and jsonb_typeof(v_other) = 'number' and p_value::numeric < v_other::numeric then
    return 'must be at least ' || r.at_least_key;
  end if;
  return null;
end
$$;

-- after every insert or update statement: the rows this transaction wrote (the stamp trigger sets
-- their updated_at to now(), the transaction's time), and the keys that must stay at or above one
-- of them, judged against the table as the statement left it, so a whole-object upsert may raise
-- both retry delays at once and its inserted and updated rows are judged together; every problem
-- in one error. security definer: admins write through their own session, and the rules are
-- nobody's to read but the database's.
create or replace function private.system_settings_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_settings jsonb;
  v_problems jsonb;
  v_message text;
begin
  select coalesce(jsonb_object_agg(s.key, s.value), '{}'::jsonb) into v_settings from public.system_settings s;
  select jsonb_object_agg(s.key, p.problem) into v_problems
  from public.system_settings s
  cross join lateral (select private.system_setting_problem(s.key, s.value, v_settings) as problem) p
  where p.problem is not null and (
    s.updated_at = now()
    or exists (
      select 1 from private.system_setting_rules r join public.system_settings w on w.key = r.at_least_key
      where r.key = s.key and w.updated_at = now()
    )
  );
  if v_problems is not null then
    select string_agg(e.key || ' ' || e.value, '; ' order by e.key) into v_message from jsonb_each_text(v_problems) e;
    raise exception 'Invalid settings: %', v_message using errcode = '23514', detail = v_problems::text;
  end if;
  return null;
end
$$;
revoke execute on function private.system_setting_problem(text, jsonb, jsonb) from public;
revoke execute on function private.system_settings_check() from public;

-- an upsert fires both the insert and the update statement trigger: the first judges it whole
create trigger system_settings_check
  after insert or update on public.system_settings
  for each statement execute function private.system_settings_check();

-- values stored before these rules that break them were never used (the functions read the
-- default for an invalid value): they go, so readers keep the defaults and the next save starts clean
do $$
declare
  v_settings jsonb := (select coalesce(jsonb_object_agg(s.key, s.value), '{}'::jsonb) from public.system_settings s);
  v_gone text;
begin
  with gone as (
    delete from public.system_settings s
    where private.system_setting_problem(s.key, s.value, v_settings) is not null
      and exists (select 1 from private.system_setting_rules r where r.key = s.key)
    returning s.key
  )
  select string_agg(key, ', ') into v_gone from gone;
  if v_gone is not null then
    raise notice 'system_settings: removed invalid values of % (the defaults apply)', v_gone;
  end if;
end
$$;
