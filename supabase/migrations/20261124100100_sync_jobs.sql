-- sync jobs: every data sync, started by an admin or by a schedule, is one row: what ran, for which
-- scope, who started it ('system' for the schedules), how far it got, what it changed, what failed.
--
-- functions run as isolates that can be killed at any moment, so a running job holds a lease that
-- its runner renews (heartbeat) while it works; a job whose lease ran out is dead and is marked
-- failed by the next start or read (private.expire_sync_jobs). its writes were each one
-- transaction (the replace_* functions), so the data is what it was before, league by league.
--
-- one job per operation and scope at a time: a partial unique index, and sync_job_start answers
-- the running job instead of starting a second one.
--
-- admins read the table; only the service role writes it, through the functions below.

create table public.sync_jobs (
  id bigint generated always as identity primary key,
  -- the admin route's operation: players-data, transactions, projections, ...
  operation text not null check (operation ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- what one run covers: a season ('2026') or one league of it ('2026:61408')
  scope text not null check (scope <> ''),
  -- season, week, syncMode, leagueId as given
  params jsonb not null default '{}'::jsonb,
  -- the admin who started it; null for the schedules ('system')
  started_by uuid references auth.users (id) on delete set null,
  started_by_label text not null default 'system',
  status text not null default 'queued'
    check (status in ('queued', 'running', 'succeeded', 'failed', 'partly_failed')),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  -- renewed by the runner while it works; a job past it is dead
  lease_until timestamptz not null,
  heartbeat_at timestamptz,
  progress_done int not null default 0 check (progress_done >= 0),
  progress_total int check (progress_total >= 0),
  -- { added, changed, removed, upstreamCalls, ... }
  stats jsonb not null default '{}'::jsonb,
  -- one entry per league or item: { id, status: synced | failed | skipped, error?, added, ... }
  items jsonb not null default '[]'::jsonb,
  error text,
  -- the nfl week the run was for (sync metadata)
  mfl_week int,
  constraint sync_jobs_finished_when_done check ((status in ('queued', 'running')) = (finished_at is null))
);
comment on table public.sync_jobs is 'Every data sync as a job: operation, scope, starter, status, progress, stats, failures. Admins read; the service role writes.';

create unique index sync_jobs_one_active_idx on public.sync_jobs (operation, scope) where status in ('queued', 'running');
create index sync_jobs_created_idx on public.sync_jobs (created_at desc);
create index sync_jobs_completed_idx on public.sync_jobs (operation, finished_at desc) where status in ('succeeded', 'partly_failed');
create index sync_jobs_started_by_idx on public.sync_jobs (started_by);

alter table public.sync_jobs enable row level security;
revoke all on table public.sync_jobs from anon, authenticated;
grant select on table public.sync_jobs to authenticated;
grant all on table public.sync_jobs to service_role;

create policy "admins read sync jobs" on public.sync_jobs
  for select to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- the job's life, service role only. every function takes the time as a parameter (the
-- function's clock; now() from cron) so tests are deterministic.
-- ---------------------------------------------------------------------------------------------

-- jobs whose lease ran out: their runner is gone. answers how many were marked failed.
create or replace function private.expire_sync_jobs(p_now timestamptz)
returns integer
language sql
set search_path = ''
as $$
  with dead as (
    update public.sync_jobs j
    set status = 'failed',
        finished_at = p_now,
        error = case
          when j.status = 'queued' then 'The job never started: no worker picked it up in time'
          else 'The job stopped before it finished: its worker went away (last heartbeat '
            || to_char(coalesce(j.heartbeat_at, j.started_at, j.created_at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')
            || ' UTC). What it had synced is kept; the rest is as it was.'
        end
    where j.status in ('queued', 'running') and j.lease_until < p_now
    returning 1
  )
  select count(*)::int from dead
$$;

-- starts a job ('running', or 'queued' for a worker to claim) unless one of the same operation and
-- scope is queued or running: { started: true, job } or { started: false, job: the active one }.
create or replace function public.sync_job_start(
  p_operation text,
  p_scope text,
  p_params jsonb,
  p_started_by uuid,
  p_label text,
  p_status text,
  p_lease_sec integer,
  p_now timestamptz
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_job public.sync_jobs;
begin
  if p_status not in ('queued', 'running') then
    raise exception 'a job starts queued or running, not %', p_status using errcode = '22023';
  end if;
  -- one start at a time per operation and scope, so the check and the insert cannot interleave
  perform pg_advisory_xact_lock(hashtext('sync_jobs'), hashtext(p_operation || '/' || p_scope));
  perform private.expire_sync_jobs(p_now);
  select * into v_job from public.sync_jobs j
  where j.operation = p_operation and j.scope = p_scope and j.status in ('queued', 'running');
  if found then
    return jsonb_build_object('started', false, 'job', to_jsonb(v_job));
  end if;
  insert into public.sync_jobs (operation, scope, params, started_by, started_by_label, status, created_at, started_at, lease_until, heartbeat_at)
  values (
    p_operation, p_scope, coalesce(p_params, '{}'::jsonb), p_started_by, coalesce(nullif(p_label, ''), 'system'), p_status,
    p_now, case when p_status = 'running' then p_now end, p_now + make_interval(secs => p_lease_sec),
    case when p_status = 'running' then p_now end
  )
  returning * into v_job;
  return jsonb_build_object('started', true, 'job', to_jsonb(v_job));
end
$$;

-- a worker takes a queued job: running, with its lease. null when it is not queued (any more).
create or replace function public.sync_job_claim(p_id bigint, p_lease_sec integer, p_now timestamptz)
returns jsonb
language sql
set search_path = ''
as $$
  update public.sync_jobs j
  set status = 'running', started_at = p_now, heartbeat_at = p_now, lease_until = p_now + make_interval(secs => p_lease_sec)
  where j.id = p_id and j.status = 'queued' and j.lease_until >= p_now
  returning to_jsonb(j.*)
$$;

-- the runner's heartbeat with its progress: false when the job is no longer running (it was
-- declared dead), so the runner stops.
create or replace function public.sync_job_progress(
  p_id bigint,
  p_done integer,
  p_total integer,
  p_stats jsonb,
  p_items jsonb,
  p_lease_sec integer,
  p_now timestamptz
) returns boolean
language sql
set search_path = ''
as $$
  with beat as (
    update public.sync_jobs j
    set progress_done = greatest(coalesce(p_done, j.progress_done), 0),
        progress_total = coalesce(p_total, j.progress_total),
        stats = coalesce(p_stats, j.stats),
        items = coalesce(p_items, j.items),
        heartbeat_at = p_now,
        lease_until = p_now + make_interval(secs => p_lease_sec)
    where j.id = p_id and j.status = 'running'
    returning 1
  )
  select exists (select 1 from beat)
$$;

-- the end of a run: its outcome, once. null when the job was not running (declared dead before).
create or replace function public.sync_job_finish(
  p_id bigint,
  p_status text,
  p_stats jsonb,
  p_items jsonb,
  p_error text,
  p_mfl_week integer,
  p_now timestamptz
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_job public.sync_jobs;
begin
  if p_status not in ('succeeded', 'failed', 'partly_failed') then
    raise exception 'a job ends succeeded, failed or partly_failed, not %', p_status using errcode = '22023';
  end if;
  update public.sync_jobs j
  set status = p_status,
      finished_at = p_now,
      heartbeat_at = p_now,
      progress_done = coalesce(j.progress_total, j.progress_done),
      stats = coalesce(p_stats, j.stats),
      items = coalesce(p_items, j.items),
      error = left(p_error, 2000),
      mfl_week = p_mfl_week
  where j.id = p_id and j.status = 'running'
  returning * into v_job;
  if not found then
    return null;
  end if;
  return to_jsonb(v_job);
end
$$;

-- what the sync page and GET /admin/sync-metadata read, in one round trip: the last completed run
-- per operation (sync_type, sync_completed_at, mfl_week), the jobs running now, the newest jobs.
create or replace function public.sync_overview(p_now timestamptz, p_limit integer default 50)
returns jsonb
language plpgsql
set search_path = ''
as $$
begin
  perform private.expire_sync_jobs(p_now);
  return jsonb_build_object(
    'metadata', coalesce((
      select jsonb_agg(jsonb_build_object('sync_type', m.operation, 'sync_completed_at', m.finished_at, 'mfl_week', m.mfl_week, 'status', m.status)
        order by m.operation)
      from (
        select distinct on (j.operation) j.operation, j.finished_at, j.mfl_week, j.status
        from public.sync_jobs j
        where j.status in ('succeeded', 'partly_failed')
        order by j.operation, j.finished_at desc
      ) m
    ), '[]'::jsonb),
    'running', coalesce((
      select jsonb_agg(to_jsonb(j.*) order by j.created_at)
      from public.sync_jobs j where j.status in ('queued', 'running')
    ), '[]'::jsonb),
    'recent', coalesce((
      select jsonb_agg(to_jsonb(r.*) order by r.created_at desc, r.id desc)
      from (
        select * from public.sync_jobs j order by j.created_at desc, j.id desc limit greatest(1, least(coalesce(p_limit, 50), 200))
      ) r
    ), '[]'::jsonb)
  );
end
$$;

-- the leagues a league-scoped job syncs (every league a member has proven through mfl), each with
-- the members whose stored mfl session is valid, best first (proven for this season, session
-- lasting longest), and when each kind was last synced (an incremental job skips what is fresh).
-- a league with no such member is skipped by the job and listed in its result.
create or replace function public.sync_job_leagues(p_year integer, p_now timestamptz, p_league_id text default null)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'league_id', l.league_id,
    'name', l.name,
    'members', l.members,
    'synced', coalesce((
      select jsonb_object_agg(s.kind, s.synced_at) from public.league_sync_state s
      where s.league_id = l.league_id and s.year = p_year and s.synced_at is not null
    ), '{}'::jsonb)
  ) order by l.league_id), '[]'::jsonb)
  from (
    select ul.league_id,
      (array_agg(ul.display_name order by ul.verified_at desc) filter (where ul.display_name is not null))[1] as name,
      coalesce(
        jsonb_agg(to_jsonb(ul.user_id) order by (ul.verified_year is not distinct from p_year) desc, p.mfl_cookie_expires_at desc, ul.user_id)
          filter (where p.mfl_cookie_enc is not null and p.mfl_cookie_expires_at > p_now),
        '[]'::jsonb
      ) as members
    from public.user_leagues ul
    left join public.user_profile p on p.user_id = ul.user_id
    where ul.verified_at is not null and (p_league_id is null or ul.league_id = p_league_id)
    group by ul.league_id
  ) l
$$;

revoke execute on function private.expire_sync_jobs(timestamptz) from public;
grant execute on function private.expire_sync_jobs(timestamptz) to service_role;
revoke execute on function public.sync_job_start(text, text, jsonb, uuid, text, text, integer, timestamptz) from public, anon, authenticated;
revoke execute on function public.sync_job_claim(bigint, integer, timestamptz) from public, anon, authenticated;
revoke execute on function public.sync_job_progress(bigint, integer, integer, jsonb, jsonb, integer, timestamptz) from public, anon, authenticated;
revoke execute on function public.sync_job_finish(bigint, text, jsonb, jsonb, text, integer, timestamptz) from public, anon, authenticated;
revoke execute on function public.sync_overview(timestamptz, integer) from public, anon, authenticated;
revoke execute on function public.sync_job_leagues(integer, timestamptz, text) from public, anon, authenticated;
grant execute on function public.sync_job_start(text, text, jsonb, uuid, text, text, integer, timestamptz) to service_role;
grant execute on function public.sync_job_claim(bigint, integer, timestamptz) to service_role;
grant execute on function public.sync_job_progress(bigint, integer, integer, jsonb, jsonb, integer, timestamptz) to service_role;
grant execute on function public.sync_job_finish(bigint, text, jsonb, jsonb, text, integer, timestamptz) to service_role;
grant execute on function public.sync_overview(timestamptz, integer) to service_role;
grant execute on function public.sync_job_leagues(integer, timestamptz, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- sync_rows_digest: one league season's (or one season's reference) rows of a kind as
-- { row key: md5 of its content }, timestamps and surrogate ids left out. a job reads it before and
-- after a write to count the rows it added, changed and removed.
-- ---------------------------------------------------------------------------------------------
create or replace function public.sync_rows_digest(p_kind text, p_year integer, p_league_id text default null)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_strip constant text[] := array['league_id', 'year', 'updated_at', 'created_at', 'id', 'transaction_id'];
  v_out jsonb;
begin
  case p_kind
    when 'franchises' then
      select jsonb_object_agg(f.franchise_id, md5((to_jsonb(f) - v_strip)::text)) into v_out
      from public.league_franchises f where f.league_id = p_league_id and f.year = p_year;
    when 'standings' then
      select jsonb_object_agg(s.franchise_id, md5((to_jsonb(s) - v_strip)::text)) into v_out
      from public.league_standings s where s.league_id = p_league_id and s.year = p_year;
    when 'transactions' then
      select jsonb_object_agg(t.mfl_key, md5(((to_jsonb(t) - v_strip) || jsonb_build_object('assets', (
        select coalesce(jsonb_agg(to_jsonb(a) - v_strip order by a.ordinal), '[]'::jsonb)
        from public.league_transaction_assets a where a.transaction_id = t.id
      )))::text)) into v_out
      from public.league_transactions t where t.league_id = p_league_id and t.year = p_year;
    when 'rosters' then
      select jsonb_object_agg(r.franchise_id || ':' || r.player_id, md5((to_jsonb(r) - v_strip)::text)) into v_out
      from public.league_rosters r where r.league_id = p_league_id and r.year = p_year;
    when 'player_scores' then
      select jsonb_object_agg(s.week || ':' || s.player_id, md5(s.score::text)) into v_out
      from public.league_player_scores s where s.league_id = p_league_id and s.year = p_year;
    when 'schedule' then
      select jsonb_object_agg(s.week || ':' || s.franchise_id, md5((to_jsonb(s) - v_strip)::text)) into v_out
      from public.league_schedule s where s.league_id = p_league_id and s.year = p_year;
    when 'settings' then
      select jsonb_object_agg('settings', md5((to_jsonb(s) - v_strip)::text)) into v_out
      from public.league_settings s where s.league_id = p_league_id and s.year = p_year;
    when 'players' then
      select jsonb_object_agg(p.player_id, md5((to_jsonb(p) - v_strip)::text)) into v_out
      from public.nfl_players p where p.year = p_year;
    when 'bye_weeks' then
      select jsonb_object_agg(b.nfl_team, md5(b.bye_week::text)) into v_out
      from public.nfl_bye_weeks b where b.year = p_year;
    when 'injuries' then
      select jsonb_object_agg(i.player_id, md5((to_jsonb(i) - v_strip)::text)) into v_out
      from public.player_injuries i where i.year = p_year;
    when 'nfl_schedules' then
      select jsonb_object_agg(s.week || ':' || s.home_team, md5((to_jsonb(s) - v_strip)::text)) into v_out
      from public.nfl_schedules s where s.year = p_year;
    else
      -- a kind this function does not know yet: the job reports no row counts for it
      return null;
  end case;
  return coalesce(v_out, '{}'::jsonb);
end
$$;
revoke execute on function public.sync_rows_digest(text, integer, text) from public, anon, authenticated;
grant execute on function public.sync_rows_digest(text, integer, text) to service_role;
