-- the league host's clock as its answers' `Date` headers tell (see _shared/upstream/host-clock.ts):
-- mfl locks a lineup at kickoff by its own time, so a save checks kickoffs against it. every isolate
-- writes what it observes (only when it moved), so one that has not talked to mfl yet still knows it.
--
-- service role only: rls on with no policies, no grants to anon or authenticated.

create table public.upstream_host_clock (
  provider text primary key check (provider in ('mfl', 'tank01')),
  -- how far the host's clock runs ahead of ours (negative: behind), in milliseconds
  skew_ms bigint not null,
  observed_at timestamptz not null
);
comment on table public.upstream_host_clock is 'Clock skew of each league-host provider, from its Date headers (service role only).';

alter table public.upstream_host_clock enable row level security;
revoke all on table public.upstream_host_clock from anon, authenticated;
grant select, insert, update, delete on table public.upstream_host_clock to service_role;
