-- upstream_cache: the last good answers of the league host (MFL), normalised, keyed by request.
--
-- The edge functions keep a per-isolate memory cache in front of this table; the table lets answers
-- survive isolate restarts, be shared between isolates, and be served (marked stale) when MFL fails.
-- Keys look like 'mfl:v1:<api base>/<year>/<TYPE>?L=..&W=..'; league answers are shared by all
-- members, user-specific answers (myleagues) carry '#user=<uuid>'. Cookies are never stored here.

create table public.upstream_cache (
  key text primary key,
  body jsonb not null,
  fetched_at timestamptz not null,
  expires_at timestamptz not null,
  -- why the entry is being served past its refresh (backoff, rate_limited, server_error, ...), null when fresh
  stale_reason text
);

comment on table public.upstream_cache is
  'League-host answers cached for the edge functions (service role only). See _shared/upstream.';

-- For purging old rows.
create index upstream_cache_fetched_at_idx on public.upstream_cache (fetched_at);

-- RLS on with deliberately no policies: anon and authenticated can neither read nor write. Only the
-- service role (which bypasses RLS) uses this table. Entries may hold data of private leagues that
-- the caller is not a member of, and user-specific answers of other users; the functions check
-- league membership before serving from here, the API must not let anyone around that check.
alter table public.upstream_cache enable row level security;

revoke all on table public.upstream_cache from anon, authenticated;
grant select, insert, update, delete on table public.upstream_cache to service_role;
