-- system settings: tunables of polling, caching and refresh schedules (spec 02 §3), readable by
-- every signed-in user, writable by admins only.

create table public.system_settings (
  key text primary key,
  value jsonb not null,
  description text,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.system_settings is 'Key/value tunables; read by authenticated users, written by admins.';

alter table public.system_settings enable row level security;

revoke all on table public.system_settings from anon, authenticated;
grant select, insert, update, delete on table public.system_settings to authenticated;
grant all on table public.system_settings to service_role;

-- updated_at always, updated_by from the caller's jwt when there is one
create or replace function private.system_settings_stamp() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := coalesce(auth.uid(), new.updated_by);
  return new;
end
$$;
revoke execute on function private.system_settings_stamp() from public;

create trigger system_settings_stamp
  before insert or update on public.system_settings
  for each row execute function private.system_settings_stamp();

create policy "signed-in users read settings" on public.system_settings
  for select to authenticated
  using (true);

create policy "admins add settings" on public.system_settings
  for insert to authenticated
  with check ((select private.is_admin()));

create policy "admins update settings" on public.system_settings
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins remove settings" on public.system_settings
  for delete to authenticated
  using ((select private.is_admin()));

insert into public.system_settings (key, value, description) values
  ('poll_interval_active_sec', '60', 'Seconds between live polls while games are in progress.'),
  ('poll_interval_idle_sec', '300', 'Seconds between polls when no game is in progress.'),
  ('per_league_stagger_ms', '250', 'Milliseconds between requests for consecutive leagues in one poll.'),
  ('hard_cap_rpm_per_user', '60', 'Maximum upstream requests per minute on behalf of one user.'),
  ('backoff_initial_sec', '2', 'First retry delay in seconds after an upstream failure.'),
  ('backoff_max_sec', '120', 'Longest retry delay in seconds after repeated upstream failures.'),
  ('roster_client_ttl_sec', '300', 'Seconds the client may reuse roster data before refetching.'),
  ('standings_client_ttl_sec', '600', 'Seconds the client may reuse standings before refetching.'),
  ('schedule_client_ttl_sec', '3600', 'Seconds the client may reuse the NFL schedule before refetching.'),
  ('players_daily_refresh_local_time', '"06:00"', 'Local time (HH:MM) of the daily players refresh.'),
  ('league_settings_refresh_local_time', '"06:30"', 'Local time (HH:MM) of the daily league settings refresh.'),
  ('tank01_single_poll_sec', '30', 'Seconds between Tank01 live polls for a single game view.'),
  ('tank01_mine_poll_sec', '30', 'Seconds between Tank01 live polls for the personal (my players) feed.')
on conflict (key) do nothing;
