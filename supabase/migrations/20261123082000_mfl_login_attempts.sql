-- mfl_login_attempts: our product must not be a way to guess MFL passwords. Every MFL login the
-- mfl function makes is recorded before it is sent; too many attempts for one MFL username (from
-- any product account) or from one product account (for any usernames) within the window are
-- refused with a wait, across every isolate. Service role only.

create table public.mfl_login_attempts (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- lower-cased: MFL usernames are case-insensitive at login
  mfl_username text not null check (char_length(mfl_username) between 1 and 100),
  attempted_at timestamptz not null
);
comment on table public.mfl_login_attempts is 'MFL logins made for users, for the per-account and per-username attempt limits (service role only).';
create index mfl_login_attempts_username_idx on public.mfl_login_attempts (mfl_username, attempted_at);
create index mfl_login_attempts_user_idx on public.mfl_login_attempts (user_id, attempted_at);

alter table public.mfl_login_attempts enable row level security;
revoke all on table public.mfl_login_attempts from anon, authenticated;
grant select, insert, delete on table public.mfl_login_attempts to service_role;

-- mfl_login_gate: 0 when one more login may be sent (and records it), else the seconds until enough
-- attempts in the window have aged out. Serialised per username and per account by advisory
-- locks, so concurrent attempts across isolates cannot all slip under the limit.
create or replace function public.mfl_login_gate(
  p_user uuid, p_username text, p_now timestamptz,
  p_window_sec integer default 900, p_per_username integer default 5, p_per_user integer default 10
)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_name text := lower(btrim(p_username));
  since timestamptz := p_now - make_interval(secs => p_window_sec);
  oldest timestamptz; -- the newest attempt that must age out before the next may go
begin
  perform pg_advisory_xact_lock(hashtext('mfl-login:' || v_name));
  perform pg_advisory_xact_lock(hashtext('mfl-login-user:' || p_user::text));
  select max(attempted_at) into oldest from (
    select a.attempted_at from public.mfl_login_attempts a
    where a.mfl_username = v_name and a.attempted_at > since
    order by a.attempted_at desc offset p_per_username - 1
  ) over_name;
  if oldest is null then
    select max(attempted_at) into oldest from (
      select a.attempted_at from public.mfl_login_attempts a
      where a.user_id = p_user and a.attempted_at > since
      order by a.attempted_at desc offset p_per_user - 1
    ) over_user;
  end if;
  if oldest is not null then
    return greatest(1, ceil(extract(epoch from (oldest + make_interval(secs => p_window_sec) - p_now))))::integer;
  end if;
  insert into public.mfl_login_attempts (user_id, mfl_username, attempted_at) values (p_user, v_name, p_now);
  delete from public.mfl_login_attempts where mfl_username = v_name and attempted_at < p_now - interval '1 day';
  return 0;
end
$$;

revoke execute on function public.mfl_login_gate(uuid, text, timestamptz, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.mfl_login_gate(uuid, text, timestamptz, integer, integer, integer) to service_role;
