-- user_leagues takes only what the product can use. users insert rows through rest, so the
-- database checks them as the functions' schemas do (supabase/functions/_shared/league-input.ts):
-- a league id is an mfl league id (1 to 10 digits), a franchise id an mfl franchise id (digits),
-- a display name at most 100 characters; and one account follows at most 50 leagues.

alter table public.user_leagues
  add constraint user_leagues_league_id_format check (league_id ~ '^[0-9]{1,10}$'),
  add constraint user_leagues_franchise_id_format check (franchise_id is null or franchise_id ~ '^[0-9]{1,6}$'),
  add constraint user_leagues_display_name_length check (display_name is null or char_length(display_name) <= 100),
  add constraint user_leagues_verified_mfl_username_length check (verified_mfl_username is null or char_length(verified_mfl_username) <= 100);

-- the cap: counted under a per-user lock, so concurrent inserts cannot all slip under it. errcode
-- P0050 lets the spa name it in words (web/src/lib/supabase-error.ts).
create or replace function private.user_leagues_cap() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('user_leagues:' || new.user_id::text));
  if (select count(*) from public.user_leagues where user_id = new.user_id) >= 50 then
    raise exception 'You can follow at most 50 leagues: remove one before adding another'
      using errcode = 'P0050';
  end if;
  return new;
end
$$;
revoke execute on function private.user_leagues_cap() from public;

create trigger user_leagues_cap
  before insert on public.user_leagues
  for each row execute function private.user_leagues_cap();
