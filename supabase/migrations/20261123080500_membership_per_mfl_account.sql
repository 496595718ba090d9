-- league membership belongs to the mfl account that proved it, and to the season.
--
-- a user who connected as one mfl account and then reconnected as another kept reading the first
-- account's leagues: the league sync only added and verified. now every verification records the
-- mfl account (lower-cased username) and season it was proven for, and the service role withdraws
-- it when the proof no longer holds: on connecting as another account, on disconnecting, and when
-- mfl's myleagues for the current account no longer lists the league. the user's rows stay in
-- their list, unverified, as for a league they added themselves. the league function re-proves a
-- membership verified for another season before serving that season.

alter table public.user_leagues
  add column verified_mfl_username text,
  add column verified_year integer;
comment on column public.user_leagues.verified_mfl_username is 'The MFL account (lower-cased) whose myleagues proved the membership. Service role only.';
comment on column public.user_leagues.verified_year is 'The season MFL listed the league for. Service role only.';

-- users cannot write them: the column grants of 20261121160000 list what users may insert and
-- update, and the guard trigger below is widened to cover the new columns too
create or replace function private.guard_user_leagues_verification() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('postgres', 'service_role', 'supabase_admin') and (
    (tg_op = 'INSERT' and (new.verified_at is not null or new.verified_mfl_username is not null or new.verified_year is not null))
    or (tg_op = 'UPDATE' and (
      new.verified_at is distinct from old.verified_at
      or new.verified_mfl_username is distinct from old.verified_mfl_username
      or new.verified_year is distinct from old.verified_year
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

-- withdraw_league_verification: the user's verified rows whose proof no longer holds lose it, in
-- one statement. p_account null (disconnect): all of them. Otherwise those proven by another MFL
-- account, and, given p_listed (MFL's myleagues for p_account, fresh), those it does not list.
-- Answers the league ids withdrawn.
create or replace function public.withdraw_league_verification(p_user uuid, p_account text, p_listed text[] default null)
returns text[]
language sql
set search_path = ''
as $$
  with gone as (
    update public.user_leagues l set verified_at = null
    where l.user_id = p_user and l.verified_at is not null and (
      p_account is null
      or l.verified_mfl_username is distinct from lower(btrim(p_account))
      or (p_listed is not null and not (l.league_id = any (p_listed)))
    )
    returning l.league_id
  )
  select coalesce(array_agg(league_id order by league_id), '{}') from gone
$$;

revoke execute on function public.withdraw_league_verification(uuid, text, text[]) from public, anon, authenticated;
grant execute on function public.withdraw_league_verification(uuid, text, text[]) to service_role;
