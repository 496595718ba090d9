-- issue 22.4: a scoring poll that finds nothing changed costs no rebuild. public.scoring_poll is the
-- poll's one read, for the service role: whether the caller's session is live
-- (private.session_live, 20261128120000), their membership of the league and their stored mfl
-- session, and the built answer kept for the league and week.
--
-- the built answers are kept in upstream_cache (the shared store of the upstream copies) under
-- p_memo_key while the live copy they were built from is current, as json text per answer: the
-- league's ('league') and each franchise's ('personal:<franchise>'). the poll gets the one it asks
-- for (p_type; a personal answer is the caller's own franchise's), or only the version when the
-- caller already holds it (p_known_version, from If-None-Match).
create or replace function public.scoring_poll(
  p_user uuid, p_session text, p_league_id text, p_type text, p_memo_key text, p_known_version text, p_now timestamptz
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'live', private.session_live(p_user, p_session),
    'membership', (
      select jsonb_build_object('franchise_id', u.franchise_id, 'verified_at', u.verified_at, 'verified_year', u.verified_year)
      from public.user_leagues u
      where u.user_id = p_user and u.league_id = p_league_id
    ),
    'profile', (
      select jsonb_build_object(
        'mfl_username', p.mfl_username, 'mfl_cookie_enc', p.mfl_cookie_enc, 'mfl_cookie_expires_at', p.mfl_cookie_expires_at
      )
      from public.user_profile p
      where p.user_id = p_user
    ),
    'memo', (
      select case
        when c.body ->> 'version' = p_known_version then jsonb_build_object('version', c.body ->> 'version')
        else jsonb_build_object('version', c.body ->> 'version', 'answer', c.body -> 'answers' ->> (
          case when p_type = 'personal'
            then 'personal:' || (select u.franchise_id from public.user_leagues u where u.user_id = p_user and u.league_id = p_league_id)
            else 'league'
          end
        ))
      end
      from public.upstream_cache c
      where c.key = p_memo_key and c.expires_at > p_now and c.stale_reason is null
    )
  )
$$;

revoke execute on function public.scoring_poll(uuid, text, text, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.scoring_poll(uuid, text, text, text, text, text, timestamptz) to service_role;
