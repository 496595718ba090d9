-- issue 22.1: a lineup request's membership is read as the caller, under row level security, like
-- every other league read.
--
-- lineup_caller (20261202100000) answered the session rule, the membership and the stored mfl
-- session in one service-role call, so the lineup routes and the scoring poll decided membership on
-- rows the service role read. now:
--
-- - public.caller_league_membership: the caller's own membership of a league (auth.uid(), rls),
--   refusing an ended session first (private.require_live_caller raises pt401, as the league views
--   do). the functions call it as the caller, in parallel with the service role's read of the stored
--   mfl session (the encrypted cookie, which no user may read).
-- - public.scoring_poll loses the session rule and the membership: the kept answer and the stored
--   mfl session. its personal answer is still picked by the user's franchise (which answer to send,
--   never whether to send it: the function sends nothing before the caller's own read proves them).
-- - public.lineup_caller is dropped: nothing calls it.

create or replace function public.caller_league_membership(p_league_id text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.require_live_caller();
  return (
    select jsonb_build_object('franchise_id', u.franchise_id, 'verified_at', u.verified_at, 'verified_year', u.verified_year)
    from public.user_leagues u
    where u.user_id = (select auth.uid()) and u.league_id = p_league_id
  );
end
$$;

revoke execute on function public.caller_league_membership(text) from public, anon;
grant execute on function public.caller_league_membership(text) to authenticated, service_role;

drop function public.scoring_poll(uuid, text, text, text, text, text, timestamptz);

create function public.scoring_poll(p_user uuid, p_league_id text, p_type text, p_memo_key text, p_known_version text, p_now timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return jsonb_build_object(
    'profile', (
      select jsonb_build_object(
        'mfl_username', p.mfl_username, 'mfl_cookie_enc', p.mfl_cookie_enc, 'mfl_cookie_expires_at', p.mfl_cookie_expires_at
      )
      from public.user_profile p
      where p.user_id = p_user
    ),
    'memo', (
      select case
        when c.body ->> 'version' = p_known_version and m.fresh_until > p_now
          then jsonb_build_object('version', c.body ->> 'version', 'fresh_until', m.fresh_until)
        else jsonb_build_object('version', c.body ->> 'version', 'fresh_until', m.fresh_until, 'answer', c.body -> 'answers' ->> (
          case when p_type = 'personal'
            then 'personal:' || (select u.franchise_id from public.user_leagues u where u.user_id = p_user and u.league_id = p_league_id)
            else 'league'
          end
        ))
      end
      from public.upstream_cache c
      cross join lateral (select coalesce((c.body ->> 'freshUntil')::timestamptz, c.expires_at) as fresh_until) m
      where c.key = p_memo_key and c.expires_at > p_now and c.stale_reason is null
    )
  );
end
$$;

revoke execute on function public.scoring_poll(uuid, text, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.scoring_poll(uuid, text, text, text, text, timestamptz) to service_role;

drop function public.lineup_caller(uuid, text, text);
