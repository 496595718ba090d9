-- shared upstream budget: what every isolate of every edge function must agree on before it calls
-- the league host (MFL) or the live-data provider (Tank01), kept in Postgres because isolate memory
-- is per isolate and lost at any time (ARCHITECTURE.md, 'Many isolates').
--
--  * upstream_leases: one refresh per cache key at a time. A lease expires by itself, so a killed
--    isolate leaves nothing stuck.
--  * upstream_hosts: one pace per upstream host for the whole deployment (GCRA: a theoretical
--    arrival time moved one emission interval per request) and the shared backoff after 429/5xx.
--  * upstream_users: hard_cap_rpm_per_user across isolates (GCRA per user), and how far ahead a
--    user's own (uncached) requests are queued, so one user cannot fill a host's queue.
--  * upstream_daily_usage: calls per provider and UTC day (Tank01 bills per call).
--
-- Hosts are keyed '<provider>:<base url>' (mfl:https://www44.myfantasyleague.com).
--
-- Every decision is one rpc (one round trip), called by the service role only. Times come in as
-- parameters (the isolates' clock), as the cron bodies do, so tests are deterministic.

create table public.upstream_leases (
  key text primary key,
  holder text not null,
  expires_at timestamptz not null
);
comment on table public.upstream_leases is 'Who refreshes an upstream_cache key right now (service role only).';

create table public.upstream_hosts (
  host text primary key,
  -- GCRA theoretical arrival time: the next request may start at next_slot_at - (burst - 1) * interval
  next_slot_at timestamptz not null default '-infinity',
  backoff_until timestamptz,
  failures integer not null default 0,
  calls bigint not null default 0,
  last_call_at timestamptz
);
comment on table public.upstream_hosts is 'Pace and backoff per upstream host for the whole deployment (service role only).';

create table public.upstream_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- GCRA theoretical arrival time of hard_cap_rpm_per_user
  cap_tat timestamptz not null default '-infinity',
  -- the latest start a user's own (uncached) request holds on any host
  queued_until timestamptz not null default '-infinity'
);
comment on table public.upstream_users is 'Per-user upstream allowance across isolates (service role only).';

create table public.upstream_daily_usage (
  provider text not null,
  day date not null,
  calls integer not null default 0,
  primary key (provider, day)
);
comment on table public.upstream_daily_usage is 'Upstream calls per provider and UTC day, e.g. Tank01 (service role only).';

-- RLS on with no policies: only the service role (which bypasses RLS) uses these tables.
alter table public.upstream_leases enable row level security;
alter table public.upstream_hosts enable row level security;
alter table public.upstream_users enable row level security;
alter table public.upstream_daily_usage enable row level security;
revoke all on table public.upstream_leases, public.upstream_hosts, public.upstream_users, public.upstream_daily_usage
  from anon, authenticated;
grant select, insert, update, delete on table public.upstream_leases, public.upstream_hosts, public.upstream_users,
  public.upstream_daily_usage to service_role;

-- upstream_claim: the cached answer for a key, and whether the caller must refresh it.
--   lease 'none'  the entry is fresh: serve it
--   lease 'mine'  the caller holds the lease until lease_until: call upstream, then upstream_store
--   lease 'held'  another isolate refreshes it: wait for its answer (poll again) or serve `entry`
create or replace function public.upstream_claim(p_key text, p_holder text, p_lease_ms integer, p_force boolean, p_now timestamptz)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  e public.upstream_cache;
  l public.upstream_leases;
  entry jsonb;
begin
  select * into e from public.upstream_cache c where c.key = p_key;
  entry := case when e.key is null then null else to_jsonb(e) - 'key' end;
  if entry is not null and not p_force and e.expires_at > p_now then
    return jsonb_build_object('lease', 'none', 'entry', entry);
  end if;
  insert into public.upstream_leases as x (key, holder, expires_at)
  values (p_key, p_holder, p_now + make_interval(secs => p_lease_ms / 1000.0))
  on conflict (key) do update set holder = excluded.holder, expires_at = excluded.expires_at
    where x.expires_at <= p_now or x.holder = excluded.holder
  returning * into l;
  if l.key is null then
    select * into l from public.upstream_leases x where x.key = p_key;
    return jsonb_build_object('lease', 'held', 'entry', entry, 'lease_until', l.expires_at);
  end if;
  -- A refresh may have been stored between the read above and the lease: no second call for it.
  if not p_force then
    select * into e from public.upstream_cache c where c.key = p_key;
    if e.key is not null and e.expires_at > p_now then
      delete from public.upstream_leases x where x.key = p_key and x.holder = p_holder;
      return jsonb_build_object('lease', 'none', 'entry', to_jsonb(e) - 'key');
    end if;
  end if;
  return jsonb_build_object('lease', 'mine', 'entry', entry, 'lease_until', l.expires_at);
end
$$;

-- upstream_store: the fresh answer (never older than the stored one), and the lease let go.
create or replace function public.upstream_store(
  p_key text, p_holder text, p_body jsonb, p_fetched_at timestamptz, p_expires_at timestamptz
)
returns void
language sql
set search_path = ''
as $$
  insert into public.upstream_cache as c (key, body, fetched_at, expires_at, stale_reason)
  values (p_key, p_body, p_fetched_at, p_expires_at, null)
  on conflict (key) do update set body = excluded.body, fetched_at = excluded.fetched_at,
    expires_at = excluded.expires_at, stale_reason = null
    where c.fetched_at <= excluded.fetched_at;
  delete from public.upstream_leases where key = p_key and holder = p_holder;
$$;

-- upstream_mark_stale: the refresh failed; every isolate serves the last good copy, marked stale,
-- without asking again until p_retry_at (the shared backoff of this key).
create or replace function public.upstream_mark_stale(p_key text, p_holder text, p_reason text, p_retry_at timestamptz)
returns void
language sql
set search_path = ''
as $$
  update public.upstream_cache set stale_reason = p_reason, expires_at = p_retry_at where key = p_key;
  delete from public.upstream_leases where key = p_key and holder = p_holder;
$$;

-- upstream_release: the refresh ended without an answer to store (a refusal that is not transient).
create or replace function public.upstream_release(p_key text, p_holder text)
returns void
language sql
set search_path = ''
as $$
  delete from public.upstream_leases where key = p_key and holder = p_holder;
$$;

-- upstream_acquire: may one request go to p_host, and when? Shared backoff first, then (for a
-- user's own uncached requests, p_user_queue_ms set) how far ahead that user is already queued,
-- then the host's pace: interactive requests reserve the next slot (refused when it is more than
-- p_max_wait_ms away), background work goes only when a slot is free now, so it never delays an
-- interactive request by more than the pace itself. Answers {wait_ms} or {refused, retry_ms}.
create or replace function public.upstream_acquire(
  p_host text, p_priority text, p_user uuid, p_rate double precision, p_burst integer,
  p_max_wait_ms integer, p_user_queue_ms integer, p_daily_cap integer, p_now timestamptz
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  h public.upstream_hosts;
  u public.upstream_users;
  step interval := make_interval(secs => 1.0 / p_rate);
  tat timestamptz;
  start_at timestamptz;
  wait_ms integer;
  used integer;
  v_provider text := split_part(p_host, ':', 1);
begin
  if p_rate is null or p_rate <= 0 or p_burst is null or p_burst < 1 then
    raise exception 'upstream_acquire needs a positive rate and a burst of at least 1';
  end if;
  if p_user is not null and p_user_queue_ms is not null then
    insert into public.upstream_users (user_id) values (p_user) on conflict do nothing;
    select * into u from public.upstream_users where user_id = p_user for update;
    if u.queued_until > p_now + make_interval(secs => p_user_queue_ms / 1000.0) then
      return jsonb_build_object('refused', 'user_queue',
        'retry_ms', ceil(extract(epoch from (u.queued_until - p_now)) * 1000)::integer);
    end if;
  end if;
  if p_daily_cap is not null then
    select coalesce(sum(d.calls), 0) into used from public.upstream_daily_usage d
    where d.provider = v_provider and d.day = (p_now at time zone 'utc')::date;
    if used >= p_daily_cap then
      return jsonb_build_object('refused', 'daily_cap',
        'retry_ms', ceil(extract(epoch from (date_trunc('day', p_now at time zone 'utc') + interval '1 day'
          - (p_now at time zone 'utc'))) * 1000)::integer);
    end if;
  end if;

  insert into public.upstream_hosts (host) values (p_host) on conflict do nothing;
  select * into h from public.upstream_hosts where host = p_host for update;
  if h.backoff_until is not null and h.backoff_until > p_now then
    return jsonb_build_object('refused', 'backoff',
      'retry_ms', ceil(extract(epoch from (h.backoff_until - p_now)) * 1000)::integer);
  end if;
  tat := greatest(h.next_slot_at, p_now);
  start_at := greatest(p_now, tat - step * (p_burst - 1));
  wait_ms := ceil(extract(epoch from (start_at - p_now)) * 1000)::integer;
  if wait_ms > 0 and p_priority = 'background' then
    return jsonb_build_object('refused', 'busy', 'retry_ms', wait_ms);
  end if;
  if wait_ms > p_max_wait_ms then
    return jsonb_build_object('refused', 'queue_full', 'retry_ms', wait_ms);
  end if;
  update public.upstream_hosts
  set next_slot_at = tat + step, calls = calls + 1, last_call_at = start_at
  where host = p_host;
  if u.user_id is not null then
    update public.upstream_users set queued_until = greatest(queued_until, start_at) where user_id = p_user;
  end if;
  if p_daily_cap is not null then
    insert into public.upstream_daily_usage as d (provider, day, calls)
    values (v_provider, (p_now at time zone 'utc')::date, 1)
    on conflict (provider, day) do update set calls = d.calls + 1;
  end if;
  return jsonb_build_object('wait_ms', wait_ms, 'failures', h.failures);
end
$$;

-- upstream_report: how the host answered. A 429 or 5xx starts (or doubles) the shared backoff,
-- from p_initial_sec to p_max_sec, honouring Retry-After up to the maximum; a success clears it.
create or replace function public.upstream_report(
  p_host text, p_failed boolean, p_retry_after_sec integer, p_initial_sec integer, p_max_sec integer, p_now timestamptz
)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  n integer;
  delay_sec double precision;
begin
  if not p_failed then
    update public.upstream_hosts set failures = 0, backoff_until = null
    where host = p_host and (failures > 0 or backoff_until is not null);
    return 0;
  end if;
  insert into public.upstream_hosts (host) values (p_host) on conflict do nothing;
  update public.upstream_hosts set failures = failures + 1 where host = p_host returning failures into n;
  delay_sec := least(greatest(least(p_initial_sec * power(2, n - 1), p_max_sec), coalesce(p_retry_after_sec, 0)),
    greatest(p_max_sec, p_initial_sec));
  update public.upstream_hosts set backoff_until = p_now + make_interval(secs => delay_sec) where host = p_host;
  return (delay_sec * 1000)::integer;
end
$$;

-- upstream_charge_user: one upstream call started by p_user, within hard_cap_rpm_per_user per
-- minute across isolates. Answers 0 (charged) or the milliseconds until the next call is allowed.
create or replace function public.upstream_charge_user(p_user uuid, p_cap_per_min integer, p_now timestamptz)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  step interval := make_interval(secs => 60.0 / greatest(p_cap_per_min, 1));
  u public.upstream_users;
  allowed_at timestamptz;
begin
  insert into public.upstream_users (user_id) values (p_user) on conflict do nothing;
  select * into u from public.upstream_users where user_id = p_user for update;
  allowed_at := u.cap_tat - step * (greatest(p_cap_per_min, 1) - 1);
  if allowed_at > p_now then
    return ceil(extract(epoch from (allowed_at - p_now)) * 1000)::integer;
  end if;
  update public.upstream_users set cap_tat = greatest(cap_tat, p_now) + step where user_id = p_user;
  return 0;
end
$$;

revoke execute on function public.upstream_claim(text, text, integer, boolean, timestamptz),
  public.upstream_store(text, text, jsonb, timestamptz, timestamptz),
  public.upstream_mark_stale(text, text, text, timestamptz),
  public.upstream_release(text, text),
  public.upstream_acquire(text, text, uuid, double precision, integer, integer, integer, integer, timestamptz),
  public.upstream_report(text, boolean, integer, integer, integer, timestamptz),
  public.upstream_charge_user(uuid, integer, timestamptz)
  from public, anon, authenticated;
grant execute on function public.upstream_claim(text, text, integer, boolean, timestamptz),
  public.upstream_store(text, text, jsonb, timestamptz, timestamptz),
  public.upstream_mark_stale(text, text, text, timestamptz),
  public.upstream_release(text, text),
  public.upstream_acquire(text, text, uuid, double precision, integer, integer, integer, integer, timestamptz),
  public.upstream_report(text, boolean, integer, integer, integer, timestamptz),
  public.upstream_charge_user(uuid, integer, timestamptz)
  to service_role;

-- The nightly purge also drops lapsed leases and old daily counters.
create or replace function private.purge_upstream_cache(p_now timestamptz)
returns integer
language sql
set search_path = ''
as $$
  delete from public.upstream_leases where expires_at < p_now - interval '1 hour';
  delete from public.upstream_daily_usage where day < (p_now at time zone 'utc')::date - 60;
  with gone as (
    delete from public.upstream_cache
    where fetched_at < p_now - interval '7 days'
    returning 1
  )
  select count(*)::integer from gone
$$;
