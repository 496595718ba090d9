-- scheduled syncs (spec 02 §9), one pg_cron job per concern:
--   tank01-players-daily-refresh  05:00 utc
--   players-daily-refresh         players_daily_refresh_local_time (default 06:00)
--   league-settings-daily-refresh league_settings_refresh_local_time (default 06:30)
--   projections-daily-refresh     07:00 utc
-- each body is one call of private.cron_start_sync(operation, now()): it records the job as queued
-- (unless one of the operation is already queued or running: never two copies at once) and asks
-- the admin function to run it with net.http_post, as supabase documents for scheduling edge
-- functions: the project url and the service credential are read from vault (secrets
-- 'project_url' and 'service_role_key'; see the readme). the function claims the queued job and
-- runs it; a job nobody claims within its lease reads failed.
--
-- the two local times are in the database's time zone (utc on supabase unless changed) and are
-- turned into utc cron schedules whenever an admin saves them, and again after every run of the
-- job, so a daylight-saving change moves them along.

-- hosted supabase has pg_net and vault as extensions; the local platform has look-alikes in its shim
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'supabase_vault') then
    create extension if not exists supabase_vault;
  end if;
end
$$;

-- the mfl season a moment belongs to: january and february still belong to the previous one
-- (the functions' currentSeason, in utc)
create or replace function private.season_of(p_at timestamptz)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when extract(month from p_at at time zone 'UTC') <= 2
    then extract(year from p_at at time zone 'UTC')::int - 1
    else extract(year from p_at at time zone 'UTC')::int end
$$;

-- starts a scheduled sync at p_at: the job queued for the season ('system'), then the admin
-- function asked to run it. answers the job id, or null when one of the operation is already
-- queued or running for the season.
create or replace function private.cron_start_sync(p_operation text, p_at timestamptz)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  v_year integer := private.season_of(p_at);
  v_start jsonb;
  v_job_id bigint;
  v_url text;
  v_key text;
begin
  v_start := public.sync_job_start(
    p_operation, v_year::text, jsonb_build_object('season', v_year, 'week', 'auto', 'syncMode', 'incremental'),
    null, 'system', 'queued', 300, p_at
  );
  if not (v_start ->> 'started')::boolean then
    return null;
  end if;
  v_job_id := (v_start -> 'job' ->> 'id')::bigint;
  select s.decrypted_secret into v_url from vault.decrypted_secrets s where s.name = 'project_url';
  select s.decrypted_secret into v_key from vault.decrypted_secrets s where s.name = 'service_role_key';
  if v_url is null or v_key is null then
    update public.sync_jobs j
    set status = 'failed', finished_at = p_at,
        error = 'The schedule cannot reach the admin function: the vault secrets project_url and service_role_key are not set'
    where j.id = v_job_id;
    return v_job_id;
  end if;
  perform net.http_post(
    url := rtrim(v_url, '/') || '/functions/v1/admin/run-job',
    body := jsonb_build_object('jobId', v_job_id),
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
    timeout_milliseconds := 10000
  );
  return v_job_id;
end
$$;

-- 'HH:MM' in the database's time zone (p_default when unset or malformed) as a daily utc cron
-- schedule 'M H * * *' for the day of p_at: pg_cron 1.4 reads schedules in utc.
create or replace function private.daily_cron_schedule(p_local_time text, p_default text, p_at timestamptz)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_time text := case when p_local_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then p_local_time else p_default end;
  v_utc timestamp;
begin
  v_utc := (((p_at at time zone current_setting('TimeZone'))::date + v_time::time) at time zone current_setting('TimeZone')) at time zone 'UTC';
  return format('%s %s * * *', extract(minute from v_utc)::int, extract(hour from v_utc)::int);
end
$$;

-- (re)schedules the two daily syncs whose time is a setting (as the database owner, whose cron
-- jobs they are).
create or replace function private.schedule_daily_syncs(p_at timestamptz)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_players text;
  v_settings text;
begin
  select s.value #>> '{}' into v_players from public.system_settings s where s.key = 'players_daily_refresh_local_time';
  select s.value #>> '{}' into v_settings from public.system_settings s where s.key = 'league_settings_refresh_local_time';
  perform cron.schedule('players-daily-refresh', private.daily_cron_schedule(v_players, '06:00', p_at),
    $cron$select private.cron_start_sync('players-data', now()); select private.schedule_daily_syncs(now())$cron$);
  perform cron.schedule('league-settings-daily-refresh', private.daily_cron_schedule(v_settings, '06:30', p_at),
    $cron$select private.cron_start_sync('league-settings', now()); select private.schedule_daily_syncs(now())$cron$);
end
$$;

-- security definer: admins save settings through the service role (or their own session), while
-- the cron jobs belong to the database owner.
create or replace function private.system_settings_reschedule() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.schedule_daily_syncs(now());
  return null;
end
$$;

create trigger system_settings_reschedule_daily_syncs
  after insert or update of value on public.system_settings
  for each row
  when (new.key in ('players_daily_refresh_local_time', 'league_settings_refresh_local_time'))
  execute function private.system_settings_reschedule();

revoke execute on function private.season_of(timestamptz) from public;
revoke execute on function private.cron_start_sync(text, timestamptz) from public;
revoke execute on function private.daily_cron_schedule(text, text, timestamptz) from public;
revoke execute on function private.schedule_daily_syncs(timestamptz) from public;
revoke execute on function private.system_settings_reschedule() from public;
grant execute on function private.season_of(timestamptz) to service_role;

select private.schedule_daily_syncs(now());
select cron.schedule('tank01-players-daily-refresh', '0 5 * * *', $$select private.cron_start_sync('tank01-players', now())$$);
select cron.schedule('projections-daily-refresh', '0 7 * * *', $$select private.cron_start_sync('projections', now())$$);
