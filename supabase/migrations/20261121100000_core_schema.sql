-- core schema: user profiles, the user's leagues, league franchises, and the security-definer
-- helpers (private.is_admin, private.has_league_access) their row level security uses.
-- rls is the only wall (the api roles get all rights on public by default), so every table here
-- enables it and revokes what the api roles must not have.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- keeps updated_at current on every update
create or replace function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function private.set_updated_at() from public;

-- ---------------------------------------------------------------------------------------------
-- user_profile: one per user, created when the user first connects mfl (user_id, mfl_username)
-- ---------------------------------------------------------------------------------------------
create table public.user_profile (
  user_id uuid primary key references auth.users (id) on delete cascade,
  mfl_username text,
  mfl_cookie_enc text,
  mfl_cookie_expires_at timestamptz,
  has_mfl_cookie boolean generated always as (mfl_cookie_enc is not null) stored,
  is_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.user_profile is 'One row per user; created when the user first connects MFL.';
comment on column public.user_profile.mfl_cookie_enc is 'Encrypted MFL session cookie; never readable by users (see has_mfl_cookie).';

alter table public.user_profile enable row level security;

-- column privileges: never mfl_cookie_enc, never is_admin, user_id only on insert
revoke all on table public.user_profile from anon, authenticated;
grant select (user_id, mfl_username, mfl_cookie_expires_at, has_mfl_cookie, is_admin, created_at, updated_at)
  on table public.user_profile to authenticated;
grant insert (user_id, mfl_username) on table public.user_profile to authenticated;
grant update (mfl_username, updated_at) on table public.user_profile to authenticated;
grant all on table public.user_profile to service_role;

-- defence in depth: only the service role (or the database owner) may grant or remove admin
create or replace function private.guard_user_profile_is_admin() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('postgres', 'service_role', 'supabase_admin') and (
    (tg_op = 'INSERT' and new.is_admin)
    or (tg_op = 'UPDATE' and new.is_admin is distinct from old.is_admin)
  ) then
    raise exception 'is_admin can only be changed by the service role'
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function private.guard_user_profile_is_admin() from public;

create trigger user_profile_guard_is_admin
  before insert or update on public.user_profile
  for each row execute function private.guard_user_profile_is_admin();

create trigger user_profile_set_updated_at
  before update on public.user_profile
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- user_leagues: the leagues a user follows
-- ---------------------------------------------------------------------------------------------
create table public.user_leagues (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  league_id text not null,
  franchise_id text,
  display_name text,
  created_at timestamptz not null default now(),
  unique (user_id, league_id)
);
comment on table public.user_leagues is 'The MFL leagues a user follows, with their franchise in each.';
create index user_leagues_league_id_idx on public.user_leagues (league_id);

alter table public.user_leagues enable row level security;

revoke all on table public.user_leagues from anon, authenticated;
grant select, insert, update, delete on table public.user_leagues to authenticated;
grant all on table public.user_leagues to service_role;

-- ---------------------------------------------------------------------------------------------
-- league_franchises: franchise names, divisions and logos per league and season (service writes)
-- ---------------------------------------------------------------------------------------------
create table public.league_franchises (
  league_id text not null,
  year int not null,
  franchise_id text not null,
  franchise_name text not null,
  division_id text,
  division_name text,
  owner_name text,
  logo_url text,
  updated_at timestamptz not null default now(),
  primary key (league_id, year, franchise_id)
);
comment on table public.league_franchises is 'Franchises of a league per season; written by the service role, read by league members.';

alter table public.league_franchises enable row level security;

revoke all on table public.league_franchises from anon, authenticated;
grant select on table public.league_franchises to authenticated;
grant all on table public.league_franchises to service_role;

create trigger league_franchises_set_updated_at
  before update on public.league_franchises
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- helpers used by policies
-- ---------------------------------------------------------------------------------------------
create or replace function private.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select p.is_admin from public.user_profile p where p.user_id = (select auth.uid())),
    false
  )
$$;
comment on function private.is_admin() is 'True when the calling user''s profile has is_admin.';

create or replace function private.has_league_access(p_league_id text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_leagues l
    where l.user_id = (select auth.uid()) and l.league_id = p_league_id
  )
$$;
comment on function private.has_league_access(text) is 'True when the calling user has a user_leagues row for the league.';

revoke execute on function private.is_admin() from public;
revoke execute on function private.has_league_access(text) from public;
grant execute on function private.is_admin() to authenticated, service_role;
grant execute on function private.has_league_access(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- policies
-- ---------------------------------------------------------------------------------------------
create policy "users read their own profile" on public.user_profile
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "admins read all profiles" on public.user_profile
  for select to authenticated
  using ((select private.is_admin()));

create policy "users create their own profile" on public.user_profile
  for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "users update their own profile" on public.user_profile
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "users read their own leagues" on public.user_leagues
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "users add their own leagues" on public.user_leagues
  for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "users update their own leagues" on public.user_leagues
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "users remove their own leagues" on public.user_leagues
  for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "league members read franchises" on public.league_franchises
  for select to authenticated
  using ((select private.has_league_access(league_id)));
