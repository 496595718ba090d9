-- the host each mfl league lives on (https://www57.myfantasyleague.com), as some isolate learned it
-- from myleagues, the league export or the generic host's 302 (see _shared/mfl/hosts.ts): every
-- other isolate reads it before its first call of the league instead of paying a 302 at the
-- generic host's pace, behind every other league's. only a trusted mfl host is ever called
-- (the client checks each one), whatever a row says.
--
-- service role only: rls on with no policies, no grants to anon or authenticated.

create table public.mfl_league_hosts (
  league_id text primary key check (league_id ~ '^[0-9]+$'),
  base_url text not null check (base_url ~ '^https?://'),
  learned_at timestamptz not null default now()
);
comment on table public.mfl_league_hosts is 'The league host of each MFL league, shared by every isolate (service role only).';

alter table public.mfl_league_hosts enable row level security;
revoke all on table public.mfl_league_hosts from anon, authenticated;
grant select, insert, update, delete on table public.mfl_league_hosts to service_role;
