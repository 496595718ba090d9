-- alerts by web push (issue 25): the devices a user receives alerts on (push_subscriptions), what
-- they want per league and kind (alert_preferences) and when not (alert_settings: quiet hours), and
-- an outbox with one row per alert and user (alert_outbox), its unique key per problem so it is sent
-- at most once, and what reached which device (alert_deliveries).
--
-- every minute pg_cron asks the alerts function to run (private.cron_run_alerts): the alert sources
-- put what they find into the outbox (alert_enqueue), the sender claims what is due
-- (alert_claim_due: quiet hours and expired alerts are settled there, in the database's one clock),
-- pushes it and records each device's outcome (alert_record_results): a gone device (404/410) is
-- removed, a failure is retried with backoff until the alert stops mattering.

-- ---------------------------------------------------------------------------------------------
-- push_subscriptions: one per browser (PushSubscription.toJSON()); a user sees, adds and removes
-- only theirs
-- ---------------------------------------------------------------------------------------------
create table public.push_subscriptions (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- the push service's url for this browser: the capability to push to it
  endpoint text not null unique check (endpoint ~ '^https?://[^\s]+$' and length(endpoint) <= 1000),
  -- the browser's p-256 public key (65 bytes) and auth secret (16 bytes), base64url (rfc 8291)
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{87}={0,1}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22}(==)?$'),
  user_agent text not null default '' check (length(user_agent) <= 300),
  created_at timestamptz not null default now(),
  last_sent_at timestamptz
);
comment on table public.push_subscriptions is 'Browsers that receive a user''s alerts by Web Push; the user reads, adds and removes their own.';
create index push_subscriptions_user_idx on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;
revoke all on table public.push_subscriptions from anon, authenticated;
grant select (id, user_id, endpoint, user_agent, created_at, last_sent_at), delete on table public.push_subscriptions to authenticated;
grant insert (user_id, endpoint, p256dh, auth, user_agent) on table public.push_subscriptions to authenticated;
grant all on table public.push_subscriptions to service_role;

create policy "users read their push subscriptions" on public.push_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "users add their push subscriptions" on public.push_subscriptions
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "users remove their push subscriptions" on public.push_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()));

-- a browser's subscription for the caller: a browser signed in to another account before moves to
-- this one (its alerts were for whoever uses the browser now), the same browser subscribing again
-- gets its new keys. answers the row id.
create or replace function public.register_push_subscription(p_endpoint text, p_p256dh text, p_auth text, p_user_agent text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_id bigint;
begin
  if v_user is null then
    raise exception 'a signed-in user is required' using errcode = '42501';
  end if;
  delete from public.push_subscriptions s where s.endpoint = p_endpoint and s.user_id <> v_user;
  insert into public.push_subscriptions as s (user_id, endpoint, p256dh, auth, user_agent)
  values (v_user, p_endpoint, p_p256dh, p_auth, coalesce(p_user_agent, ''))
  on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent
  returning s.id into v_id;
  return v_id;
end
$$;
revoke execute on function public.register_push_subscription(text, text, text, text) from public, anon;
grant execute on function public.register_push_subscription(text, text, text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- alert_preferences: per user and league, each kind on or off (no row: no alerts of that league)
-- ---------------------------------------------------------------------------------------------
create table public.alert_preferences (
  user_id uuid not null default auth.uid(),
  league_id text not null,
  -- the lineup check's flags (a starter out, doubtful or questionable), 90 minutes before his kickoff
  lineup boolean not null default true,
  -- a close matchup in the last quarter of the last game that decides it
  close_matchup boolean not null default true,
  -- a touchdown by one of the user's starters
  touchdown boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (user_id, league_id),
  -- only a league of the user's own list; removing the league removes its preferences
  foreign key (user_id, league_id) references public.user_leagues (user_id, league_id) on delete cascade
);
comment on table public.alert_preferences is 'Which alerts a user wants for one of their leagues, kind by kind; the user reads and writes their own.';

alter table public.alert_preferences enable row level security;
revoke all on table public.alert_preferences from anon, authenticated;
grant select, delete on table public.alert_preferences to authenticated;
grant insert (user_id, league_id, lineup, close_matchup, touchdown) on table public.alert_preferences to authenticated;
grant update (lineup, close_matchup, touchdown) on table public.alert_preferences to authenticated;
grant all on table public.alert_preferences to service_role;

create policy "users read their alert preferences" on public.alert_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "users add their alert preferences" on public.alert_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "users change their alert preferences" on public.alert_preferences
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "users remove their alert preferences" on public.alert_preferences
  for delete to authenticated using (user_id = (select auth.uid()));

create trigger alert_preferences_updated_at before update on public.alert_preferences
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- alert_settings: per user, quiet hours in the user's time zone
-- ---------------------------------------------------------------------------------------------
create or replace function private.is_time_zone(p_name text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  perform timestamptz '2026-01-01 00:00:00+00' at time zone p_name;
  return true;
exception when others then
  return false;
end
$$;
revoke execute on function private.is_time_zone(text) from public;

create table public.alert_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- no alert is pushed from quiet_start to quiet_end (local time; past midnight when start > end); null: none
  quiet_start time,
  quiet_end time,
  -- the browser's IANA time zone: quiet hours and kickoff times are read in it
  time_zone text not null default 'UTC' check (length(time_zone) <= 64 and private.is_time_zone(time_zone)),
  updated_at timestamptz not null default now(),
  constraint alert_settings_quiet_hours_pair check ((quiet_start is null) = (quiet_end is null))
);
comment on table public.alert_settings is 'A user''s quiet hours and time zone for alerts; the user reads and writes their own.';

alter table public.alert_settings enable row level security;
revoke all on table public.alert_settings from anon, authenticated;
grant select, delete on table public.alert_settings to authenticated;
grant insert (user_id, quiet_start, quiet_end, time_zone) on table public.alert_settings to authenticated;
grant update (quiet_start, quiet_end, time_zone) on table public.alert_settings to authenticated;
grant all on table public.alert_settings to service_role;

create policy "users read their alert settings" on public.alert_settings
  for select to authenticated using (user_id = (select auth.uid()));
create policy "users add their alert settings" on public.alert_settings
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "users change their alert settings" on public.alert_settings
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "users remove their alert settings" on public.alert_settings
  for delete to authenticated using (user_id = (select auth.uid()));

create trigger alert_settings_updated_at before update on public.alert_settings
  for each row execute function private.set_updated_at();

-- whether p_at falls in the quiet hours of a user's settings
create or replace function private.in_quiet_hours(p_start time, p_end time, p_zone text, p_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when p_start is null or p_end is null or p_start = p_end then false
    when p_start < p_end then (p_at at time zone p_zone)::time >= p_start and (p_at at time zone p_zone)::time < p_end
    else (p_at at time zone p_zone)::time >= p_start or (p_at at time zone p_zone)::time < p_end
  end
$$;
revoke execute on function private.in_quiet_hours(time, time, text, timestamptz) from public;

-- ---------------------------------------------------------------------------------------------
-- alert_outbox and alert_deliveries: written by the service role only; users read their own alerts
-- ---------------------------------------------------------------------------------------------
create table public.alert_outbox (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- the league the alert is about; null when it spans leagues (one touchdown, several of the user's lineups)
  league_id text,
  kind text not null check (kind in ('lineup', 'close_matchup', 'touchdown')),
  -- one per problem and user: a source finding the same problem again changes nothing
  dedupe_key text not null unique check (length(dedupe_key) <= 300),
  due_at timestamptz not null,
  -- after this the alert no longer matters (a kickoff passed, a game ended): never sent late
  expires_at timestamptz not null,
  -- exactly what the service worker shows (title, body, url, tag): nothing more of the user's leagues
  payload jsonb not null,
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'suppressed', 'cancelled', 'expired', 'failed')),
  attempts int not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null,
  lease_until timestamptz,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text
);
comment on table public.alert_outbox is 'Alerts to push, one per problem and user, with their due time, retries and outcome. The service role writes; users read theirs.';
create index alert_outbox_due_idx on public.alert_outbox (next_attempt_at) where status in ('pending', 'sending');
create index alert_outbox_user_idx on public.alert_outbox (user_id, created_at desc);

alter table public.alert_outbox enable row level security;
revoke all on table public.alert_outbox from anon, authenticated;
grant select (id, user_id, league_id, kind, due_at, payload, status, created_at, sent_at) on table public.alert_outbox to authenticated;
grant all on table public.alert_outbox to service_role;
create policy "users read their alerts" on public.alert_outbox
  for select to authenticated using (user_id = (select auth.uid()));

create table public.alert_deliveries (
  alert_id bigint not null references public.alert_outbox (id) on delete cascade,
  subscription_id bigint not null references public.push_subscriptions (id) on delete cascade,
  status text not null check (status in ('sent', 'failed')),
  http_status int,
  at timestamptz not null,
  primary key (alert_id, subscription_id)
);
comment on table public.alert_deliveries is 'Which device each alert reached (or could not): a delivered pair is never pushed again. Service role only.';
create index alert_deliveries_subscription_idx on public.alert_deliveries (subscription_id);
-- rls on with no policies: only the service role (which bypasses it) reads and writes
alter table public.alert_deliveries enable row level security;
revoke all on table public.alert_deliveries from anon, authenticated;
grant all on table public.alert_deliveries to service_role;

-- who a source of p_kind alerts looks at: users with a device to push to, the kind switched on for
-- the league, and a proven membership (their franchise); with their time zone for kickoff times
create or replace function public.alert_audience(p_kind text)
returns table (user_id uuid, league_id text, franchise_id text, league_name text, verified_year int, time_zone text)
language sql
stable
set search_path = ''
as $$
  select l.user_id, l.league_id, l.franchise_id, coalesce(nullif(l.display_name, ''), 'League ' || l.league_id), l.verified_year,
    coalesce(s.time_zone, 'UTC')
  from public.alert_preferences p
  join public.user_leagues l on l.user_id = p.user_id and l.league_id = p.league_id
  left join public.alert_settings s on s.user_id = p.user_id
  where l.verified_at is not null and l.franchise_id is not null
    and case p_kind when 'lineup' then p.lineup when 'close_matchup' then p.close_matchup when 'touchdown' then p.touchdown else false end
    and exists (select 1 from public.push_subscriptions d where d.user_id = p.user_id)
  order by l.league_id, l.user_id
$$;

-- a source's findings of one run: new alerts are added, an alert already there is left as it is
-- (sent once per problem) except that one still waiting for its due time takes the new due time
-- and text (a kickoff moved). p_scope names the (user, league) pairs the source looked at: their
-- waiting alerts of p_kind it no longer finds are withdrawn (the problem was fixed in time).
-- answers { added, withdrawn }.
create or replace function public.alert_enqueue(p_kind text, p_alerts jsonb, p_scope jsonb, p_now timestamptz)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_added int;
  v_withdrawn int := 0;
begin
  with incoming as (
    select (a ->> 'userId')::uuid as user_id, a ->> 'leagueId' as league_id, a ->> 'key' as dedupe_key,
      (a ->> 'dueAt')::timestamptz as due_at, (a ->> 'expiresAt')::timestamptz as expires_at, a -> 'payload' as payload
    from jsonb_array_elements(coalesce(p_alerts, '[]'::jsonb)) a
  ), written as (
    insert into public.alert_outbox as o (user_id, league_id, kind, dedupe_key, due_at, expires_at, payload, next_attempt_at, created_at)
    select i.user_id, i.league_id, p_kind, i.dedupe_key, i.due_at, i.expires_at, i.payload, i.due_at, p_now from incoming i
    on conflict (dedupe_key) do update
      set due_at = excluded.due_at, next_attempt_at = excluded.due_at, expires_at = excluded.expires_at, payload = excluded.payload
      where o.status = 'pending' and o.attempts = 0 and o.due_at > p_now
    returning (xmax = 0) as inserted
  )
  select count(*) filter (where inserted) into v_added from written;

  if p_scope is not null then
    with scope as (
      select (s ->> 'userId')::uuid as user_id, s ->> 'leagueId' as league_id from jsonb_array_elements(p_scope) s
    ), withdrawn as (
      update public.alert_outbox o set status = 'cancelled', last_error = 'The problem was gone before the alert was due'
      from scope s
      where o.kind = p_kind and o.status = 'pending' and o.attempts = 0 and o.user_id = s.user_id and o.league_id = s.league_id
        and not exists (select 1 from jsonb_array_elements(coalesce(p_alerts, '[]'::jsonb)) a where a ->> 'key' = o.dedupe_key)
      returning 1
    )
    select count(*) into v_withdrawn from withdrawn;
  end if;
  return jsonb_build_object('added', v_added, 'withdrawn', v_withdrawn);
end
$$;

-- the alerts to push now, leased to this sender for p_lease_sec (a sender that dies leaves them
-- to the next run): past their expiry they are dropped, in the user's quiet hours suppressed.
-- each comes with the user's devices it has not reached yet. answers a json array.
create or replace function public.alert_claim_due(p_now timestamptz, p_limit int, p_lease_sec int)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_claimed jsonb;
begin
  update public.alert_outbox o set status = 'expired', lease_until = null,
    last_error = coalesce(o.last_error, 'It stopped mattering before it could be sent')
  where o.status in ('pending', 'sending') and o.expires_at <= p_now;

  update public.alert_outbox o set status = 'suppressed', lease_until = null, last_error = 'Quiet hours'
  from public.alert_settings s
  where o.user_id = s.user_id and o.status = 'pending' and o.next_attempt_at <= p_now
    and private.in_quiet_hours(s.quiet_start, s.quiet_end, s.time_zone, p_now);

  with due as (
    select o.id from public.alert_outbox o
    where (o.status = 'pending' and o.next_attempt_at <= p_now) or (o.status = 'sending' and o.lease_until < p_now)
    order by o.next_attempt_at, o.id
    limit p_limit
    for update skip locked
  ), claimed as (
    update public.alert_outbox o
    set status = 'sending', attempts = o.attempts + 1, lease_until = p_now + make_interval(secs => p_lease_sec)
    from due where o.id = due.id
    returning o.id, o.user_id, o.kind, o.payload, o.expires_at, o.attempts
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', c.id, 'userId', c.user_id, 'kind', c.kind, 'payload', c.payload, 'expiresAt', c.expires_at, 'attempts', c.attempts,
    'subscriptions', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth) order by s.id)
      from public.push_subscriptions s
      where s.user_id = c.user_id
        and not exists (select 1 from public.alert_deliveries d where d.alert_id = c.id and d.subscription_id = s.id and d.status = 'sent')
    ), '[]'::jsonb)
  ) order by c.id), '[]'::jsonb) into v_claimed
  from claimed c;
  return v_claimed;
end
$$;

-- the longest wait between two tries of one alert, and how many tries it gets
create or replace function private.alert_retry_delay(p_attempts int, p_retry_after_sec int)
returns interval
language sql
immutable
set search_path = ''
as $$
  select make_interval(secs => greatest(least(30 * power(2, greatest(p_attempts - 1, 0)), 900), coalesce(p_retry_after_sec, 0)))
$$;

-- what one run's pushes did: p_results is [{ alertId, deliveries: [{ subscriptionId, outcome:
-- sent | gone | retry | failed, httpStatus?, error?, retryAfterSec? }] }]. a gone device is removed;
-- an alert is sent once every device it could reach has it, retried with backoff (30 s doubling,
-- at most 15 min, or what the push service asked) while a device failed for a while, failed for
-- good after 6 tries. answers { sent, retrying, failed, gone }.
create or replace function public.alert_record_results(p_results jsonb, p_now timestamptz)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_max_attempts constant int := 6;
  v_gone int;
  v_counts jsonb;
begin
  create temporary table if not exists pg_temp.alert_results (
    alert_id bigint, subscription_id bigint, outcome text, http_status int, error text, retry_after_sec int
  ) on commit drop;
  truncate pg_temp.alert_results;
  insert into pg_temp.alert_results
  select (r ->> 'alertId')::bigint, (d ->> 'subscriptionId')::bigint, d ->> 'outcome', (d ->> 'httpStatus')::int,
    left(d ->> 'error', 500), (d ->> 'retryAfterSec')::int
  from jsonb_array_elements(coalesce(p_results, '[]'::jsonb)) r
  left join lateral jsonb_array_elements(coalesce(r -> 'deliveries', '[]'::jsonb)) d on true;

  insert into public.alert_deliveries (alert_id, subscription_id, status, http_status, at)
  select r.alert_id, r.subscription_id, case r.outcome when 'sent' then 'sent' else 'failed' end, r.http_status, p_now
  from pg_temp.alert_results r
  where r.outcome in ('sent', 'failed') and exists (select 1 from public.push_subscriptions s where s.id = r.subscription_id)
  on conflict (alert_id, subscription_id) do update set status = excluded.status, http_status = excluded.http_status, at = excluded.at;

  update public.push_subscriptions s set last_sent_at = p_now
  where s.id in (select r.subscription_id from pg_temp.alert_results r where r.outcome = 'sent');
  with gone as (
    delete from public.push_subscriptions s where s.id in (select r.subscription_id from pg_temp.alert_results r where r.outcome = 'gone')
    returning 1
  )
  select count(*) into v_gone from gone;

  with outcome as (
    select r.alert_id,
      bool_or(r.outcome = 'retry') as retry,
      bool_or(r.outcome = 'sent') as sent,
      max(r.retry_after_sec) as retry_after_sec,
      string_agg(coalesce(r.error, r.outcome), '; ') filter (where r.outcome <> 'sent') as error
    from pg_temp.alert_results r
    group by r.alert_id
  ), settled as (
    update public.alert_outbox o
    set status = case
          when x.retry and o.attempts < v_max_attempts then 'pending'
          when x.retry then 'failed'
          when x.sent or exists (select 1 from public.alert_deliveries d where d.alert_id = o.id and d.status = 'sent') then 'sent'
          else 'failed'
        end,
        next_attempt_at = case when x.retry then p_now + private.alert_retry_delay(o.attempts, x.retry_after_sec) else o.next_attempt_at end,
        sent_at = case when x.sent then p_now else o.sent_at end,
        lease_until = null,
        last_error = case when x.error is null then o.last_error else x.error end
    from outcome x
    where o.id = x.alert_id and o.status = 'sending'
    returning o.status
  )
  select jsonb_build_object(
    'sent', count(*) filter (where status = 'sent'),
    'retrying', count(*) filter (where status = 'pending'),
    'failed', count(*) filter (where status = 'failed'),
    'gone', v_gone
  ) into v_counts from settled;
  return v_counts;
end
$$;

revoke execute on function public.alert_audience(text) from public, anon, authenticated;
revoke execute on function public.alert_enqueue(text, jsonb, jsonb, timestamptz) from public, anon, authenticated;
revoke execute on function public.alert_claim_due(timestamptz, int, int) from public, anon, authenticated;
revoke execute on function public.alert_record_results(jsonb, timestamptz) from public, anon, authenticated;
revoke execute on function private.alert_retry_delay(int, int) from public;
revoke execute on function private.in_quiet_hours(time, time, text, timestamptz) from public;
grant execute on function public.alert_audience(text) to service_role;
grant execute on function public.alert_enqueue(text, jsonb, jsonb, timestamptz) to service_role;
grant execute on function public.alert_claim_due(timestamptz, int, int) to service_role;
grant execute on function public.alert_record_results(jsonb, timestamptz) to service_role;
grant execute on function private.alert_retry_delay(int, int) to service_role;
grant execute on function private.in_quiet_hours(time, time, text, timestamptz) to service_role;
grant execute on function private.is_time_zone(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- the schedule: every minute, as the other jobs call the functions (20261124100200_sync_schedules)
-- ---------------------------------------------------------------------------------------------
-- asks the alerts function to run its sources and send what is due; nothing when nobody has a
-- device to push to. answers whether it asked.
create or replace function private.cron_run_alerts(p_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_url text;
  v_key text;
begin
  if not exists (select 1 from public.push_subscriptions) then
    return false;
  end if;
  select s.decrypted_secret into v_url from vault.decrypted_secrets s where s.name = 'project_url';
  select s.decrypted_secret into v_key from vault.decrypted_secrets s where s.name = 'service_role_key';
  if v_url is null or v_key is null then
    raise warning 'alerts cannot run: the vault secrets project_url and service_role_key are not set';
    return false;
  end if;
  perform net.http_post(
    url := rtrim(v_url, '/') || '/functions/v1/alerts/run',
    body := jsonb_build_object('at', p_at),
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
    -- a run sends up to a few thousand pushes: give it the minute
    timeout_milliseconds := 55000
  );
  return true;
end
$$;
revoke execute on function private.cron_run_alerts(timestamptz) from public;

select cron.schedule('alerts-every-minute', '* * * * *', $$select private.cron_run_alerts(now())$$);
