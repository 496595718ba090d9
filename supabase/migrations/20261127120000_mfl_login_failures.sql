-- mfl logins count failures, not successes, and nobody can lock a person out of connecting.
--
-- the gate of 20261123082000 counted every login (successes too) per mfl username from any
-- account: five wrong passwords for a username, from any signed-in account, blocked that username
-- for 15 minutes for everybody, its real owner included. now:
--   * a login is recorded before it is sent (so concurrent guesses cannot slip under a limit) and
--     forgotten again when mfl accepts it or never answers; what stays is a failure;
--   * the account that fails is held back first: per account, and per account and username, with
--     limits well under the username-wide ones, so one account alone can never trip those;
--   * the username-wide limits count the failures of accounts that never proved the username and
--     hold back only such accounts: an account that logged in as that username before (a proof,
--     kept in mfl_login_proofs) keeps its own way in, within its own limits.
-- the limits (failures within a sliding window):
--   one account, any usernames                        10 in 15 minutes, 30 in 24 hours
--   one account, one username                          5 in 15 minutes, 10 in 24 hours
--   one username, from accounts that never proved it  15 in 15 minutes, 40 in 24 hours
-- service role only.

-- the accounts that have logged in to mfl as a username: they keep their way in
create table public.mfl_login_proofs (
  user_id uuid not null references auth.users (id) on delete cascade,
  -- lower-cased: mfl usernames are case-insensitive at login
  mfl_username text not null check (char_length(mfl_username) between 1 and 100),
  proven_at timestamptz not null,
  primary key (user_id, mfl_username)
);
comment on table public.mfl_login_proofs is 'Product accounts that logged in to MFL as a username; the username-wide login limits do not hold them back (service role only).';
create index mfl_login_proofs_username_idx on public.mfl_login_proofs (mfl_username);

alter table public.mfl_login_proofs enable row level security;
revoke all on table public.mfl_login_proofs from anon, authenticated;
grant select, insert, update, delete on table public.mfl_login_proofs to service_role;

-- what the schema already knows: a membership mfl's myleagues proved for an account was listed
-- with that account's session, so the user logged in as it (user_profile.mfl_username is the
-- user's to edit, so it proves nothing)
insert into public.mfl_login_proofs (user_id, mfl_username, proven_at)
select l.user_id, l.verified_mfl_username, min(coalesce(l.verified_at, l.created_at))
from public.user_leagues l
where l.verified_mfl_username is not null and char_length(l.verified_mfl_username) between 1 and 100
group by l.user_id, l.verified_mfl_username
on conflict do nothing;

-- the rows so far mix successes with failures and cannot be told apart: the limits start afresh
delete from public.mfl_login_attempts;
comment on table public.mfl_login_attempts is 'MFL logins that failed, or whose answer is not known yet, for the login limits (service role only).';

-- seconds until the newest `p_limit` failures (p_times, newest first, all within p_window) are
-- fewer than the limit again; 0 when under it already
create or replace function private.mfl_login_wait(p_times timestamptz[], p_limit integer, p_window interval, p_now timestamptz)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(cardinality(p_times), 0) < p_limit then 0
    else greatest(1, ceil(extract(epoch from (p_times[p_limit] + p_window - p_now))))::integer
  end
$$;
revoke execute on function private.mfl_login_wait(timestamptz[], integer, interval, timestamptz) from public;
grant execute on function private.mfl_login_wait(timestamptz[], integer, interval, timestamptz) to service_role;

drop function public.mfl_login_gate(uuid, text, timestamptz, integer, integer, integer);

-- mfl_login_gate: { "attemptId": n } when one more login may be sent (recorded as a failure until
-- mfl_login_settle says otherwise), else { "waitSec": n }, the seconds until every limit the
-- caller is over has room again. serialised per username and per account by advisory locks, so
-- concurrent attempts across isolates cannot all slip under a limit.
create or replace function public.mfl_login_gate(p_user uuid, p_username text, p_now timestamptz)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_name text := lower(btrim(p_username));
  v_proven boolean;
  v_wait integer;
  v_id bigint;
begin
  perform pg_advisory_xact_lock(hashtext('mfl-login:' || v_name));
  perform pg_advisory_xact_lock(hashtext('mfl-login-user:' || p_user::text));
  v_proven := exists (select 1 from public.mfl_login_proofs p where p.user_id = p_user and p.mfl_username = v_name);

  select coalesce(max(private.mfl_login_wait(array(
    select a.attempted_at from public.mfl_login_attempts a
    where a.attempted_at > p_now - r.span
      and case r.counts
        when 'account' then a.user_id = p_user
        when 'account and username' then a.user_id = p_user and a.mfl_username = v_name
        -- failures of accounts that never proved the username, holding back only such accounts
        else not v_proven and a.mfl_username = v_name and not exists (
          select 1 from public.mfl_login_proofs p where p.user_id = a.user_id and p.mfl_username = v_name)
      end
    order by a.attempted_at desc
  ), r.max_failures, r.span, p_now)), 0)
  into v_wait
  from (values
    ('account', interval '15 minutes', 10),
    ('account', interval '24 hours', 30),
    ('account and username', interval '15 minutes', 5),
    ('account and username', interval '24 hours', 10),
    ('username', interval '15 minutes', 15),
    ('username', interval '24 hours', 40)
  ) r (counts, span, max_failures);

  if v_wait > 0 then
    return jsonb_build_object('waitSec', v_wait);
  end if;
  insert into public.mfl_login_attempts (user_id, mfl_username, attempted_at) values (p_user, v_name, p_now)
  returning id into v_id;
  -- past the longest window a failure counts for nothing
  delete from public.mfl_login_attempts a
  where (a.mfl_username = v_name or a.user_id = p_user) and a.attempted_at < p_now - interval '24 hours';
  return jsonb_build_object('attemptId', v_id);
end
$$;

-- mfl_login_settle: what mfl said to a login the gate let through. 'succeeded': the account proved
-- the username (kept), and its failures for it are forgotten; 'unanswered' (mfl unreachable, busy,
-- no such season): no guess was judged, the attempt is forgotten. a wrong password needs no call:
-- the attempt stays, a failure.
create or replace function public.mfl_login_settle(p_user uuid, p_attempt bigint, p_outcome text, p_now timestamptz)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_name text;
begin
  if p_outcome not in ('succeeded', 'unanswered') then
    raise exception 'a login is settled as succeeded or unanswered, not %', p_outcome using errcode = '22023';
  end if;
  delete from public.mfl_login_attempts a where a.id = p_attempt and a.user_id = p_user
  returning a.mfl_username into v_name;
  if v_name is null or p_outcome = 'unanswered' then
    return;
  end if;
  delete from public.mfl_login_attempts a where a.user_id = p_user and a.mfl_username = v_name;
  insert into public.mfl_login_proofs (user_id, mfl_username, proven_at) values (p_user, v_name, p_now)
  on conflict (user_id, mfl_username) do update set proven_at = excluded.proven_at;
end
$$;

revoke execute on function public.mfl_login_gate(uuid, text, timestamptz) from public, anon, authenticated;
revoke execute on function public.mfl_login_settle(uuid, bigint, text, timestamptz) from public, anon, authenticated;
grant execute on function public.mfl_login_gate(uuid, text, timestamptz) to service_role;
grant execute on function public.mfl_login_settle(uuid, bigint, text, timestamptz) to service_role;
