-- issue 22.4: a scoring poll just past the live copy's refresh time does not wait for the refresh.
--
-- the spa polls just after the server's copy is due (nextUpdateAt), so every viewer of a cycle used
-- to find the kept answer expired and wait for the one mfl refresh and the build behind it (p95
-- 1.5 s at 100 viewers x 3 leagues). a kept answer now lasts a grace past its live copy's refresh
-- time (upstream_cache.expires_at = fresh until + grace; the body names "freshUntil"): the poll
-- answers it with fresh_until, and the function serves it at once, with nextUpdateAt a moment ahead,
-- while one rebuild runs behind it (mfl/get-scoring.ts).
--
-- a caller who holds the kept version is told only the version while it is fresh; past due it gets
-- the text too, since its answer goes out again with the new nextUpdateAt. a row kept before this
-- migration has no freshUntil: fresh until it expires, as before.
CREATE OR REPLACE FUNCTION public.scoring_poll(p_user uuid, p_session text, p_league_id text, p_type text, p_memo_key text, p_known_version text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (
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
      )
  );
end
$function$;
