-- one definition of who is asking: scoring_poll answers the session rule, the membership and the
-- stored mfl session through lineup_caller (migration 20261202100000), which every lineup route
-- reads them with, instead of its own copy of the same three selections. same answer, same keys;
-- the memo part is as 20261201100000 left it.
CREATE OR REPLACE FUNCTION public.scoring_poll(p_user uuid, p_session text, p_league_id text, p_type text, p_memo_key text, p_known_version text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return public.lineup_caller(p_user, p_session, p_league_id) || jsonb_build_object(
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
$function$;
