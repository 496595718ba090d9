-- one job per operation at a time, whatever its scope.
--
-- 20261124100100 kept one active job per operation and scope, so `sync-rosters` for every league
-- and for league 61408 ran at once: two runners over the same league, twice the calls to mfl, and
-- whichever wrote last won. now the partial unique index is per operation, and sync_job_start
-- answers the active job of the operation, whatever its scope, instead of starting a second.

-- jobs past their lease are dead already; of the live ones, an operation keeps its oldest and the
-- others are stopped (their runners are told so at their next heartbeat)
select private.expire_sync_jobs(now());
update public.sync_jobs j
set status = 'failed',
    finished_at = now(),
    error = 'Stopped: job ' || first.id || ' of the same operation was running, and one runs at a time'
from (
  select distinct on (a.operation) a.operation, a.id
  from public.sync_jobs a
  where a.status in ('queued', 'running')
  order by a.operation, a.created_at, a.id
) first
where j.operation = first.operation and j.id <> first.id and j.status in ('queued', 'running');

drop index public.sync_jobs_one_active_idx;
create unique index sync_jobs_one_active_per_operation_idx on public.sync_jobs (operation) where status in ('queued', 'running');

-- starts a job ('running', or 'queued' for a worker to claim) unless one of the same operation is
-- queued or running, for any scope: { started: true, job } or { started: false, job: the active one }.
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
  -- one start at a time per operation, so the check and the insert cannot interleave
  perform pg_advisory_xact_lock(hashtext('sync_jobs'), hashtext(p_operation));
  perform private.expire_sync_jobs(p_now);
  select * into v_job from public.sync_jobs j
  where j.operation = p_operation and j.status in ('queued', 'running');
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
