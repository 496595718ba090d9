-- league membership proven by mfl, not claimed by the user.
--
-- a user_leagues row was enough for the league read policies (private.my_league_ids,
-- private.has_league_access) and for the league function's access check, and users insert their
-- own rows with any league_id: a stranger who added a private league's id read what a real
-- member's sync had written. the spa still inserts rows (spec 01 §7: add league), but such a row
-- only lists the league; access needs verified_at, which only the service role sets, when mfl's
-- `myleagues` for the user's own session lists the league (POST /mfl/sync-leagues, or the league
-- function's self-check on first access). the service role also sets the authoritative
-- franchise_id then, so users may choose franchise_id on insert but never change it afterwards.
--
-- existing rows stay unverified: they were self-claimed. real members are verified by their next
-- league sync or their next league read.

alter table public.user_leagues add column verified_at timestamptz;
comment on column public.user_leagues.verified_at is 'When MFL last listed this league for the user (myleagues); null = not proven, grants no league data. Service role only.';

-- column privileges: users insert (user_id, league_id, franchise_id, display_name) and rename;
-- the policies still restrict every operation to their own rows
revoke insert, update on table public.user_leagues from authenticated;
grant insert (user_id, league_id, franchise_id, display_name) on table public.user_leagues to authenticated;
grant update (display_name) on table public.user_leagues to authenticated;

-- defence in depth, as for user_profile.is_admin: the column grants above are the wall, this
-- trigger keeps it if a grant is ever widened by mistake
create or replace function private.guard_user_leagues_verification() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('postgres', 'service_role', 'supabase_admin') and (
    (tg_op = 'INSERT' and new.verified_at is not null)
    or (tg_op = 'UPDATE' and (
      new.verified_at is distinct from old.verified_at
      or new.franchise_id is distinct from old.franchise_id
      or new.league_id is distinct from old.league_id
    ))
  ) then
    raise exception 'league membership and franchise are set by the service role'
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function private.guard_user_leagues_verification() from public;

create trigger user_leagues_guard_verification
  before insert or update on public.user_leagues
  for each row execute function private.guard_user_leagues_verification();

-- the access helpers count verified rows only (same signatures, grants and properties) ------------
create or replace function private.my_league_ids() returns setof text
language sql stable security definer
set search_path = ''
as $$
  select l.league_id from public.user_leagues l
  where l.user_id = (select auth.uid()) and l.verified_at is not null
$$;
comment on function private.my_league_ids() is 'The league ids the calling user has verified user_leagues rows for; used by the league read policies once per statement.';

create or replace function private.has_league_access(p_league_id text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_leagues l
    where l.user_id = (select auth.uid()) and l.league_id = p_league_id and l.verified_at is not null
  )
$$;
comment on function private.has_league_access(text) is 'True when the calling user has a verified user_leagues row for the league.';
