-- The reads every league screen and every scoring poll make, as pl/pgsql: their plans are kept for
-- the connection instead of made again on every call.
--
-- PostgreSQL (before 18) plans each statement of a `language sql` function on every call when the
-- function cannot be inlined, and one with `security definer` or a `set search_path` (all of these,
-- as the security linter asks) never is. The league views' read (league_view_<kind>, through
-- private.league_view_of), the membership rule behind every league table's policy
-- (private.my_league_ids), the session rule (private.session_live) and the admin rule were planned
-- afresh on every request: 2.1 ms of database time for a warm standings read, against 0.5 ms for
-- PostgREST's plain select of the same rows (pgbench, one client). pl/pgsql keeps each statement's
-- plan per connection (the functions' direct connections and PostgREST's pool both stay open).
--
-- Same bodies, same results, privileges kept (create or replace keeps grants): a body that was one
-- select is `return (select ...)`, the set-returning one `return query`. pgTAP
-- 44-hot-reads-plpgsql.test.sql keeps them so: a later `create or replace` in `language sql` fails it.

CREATE OR REPLACE FUNCTION private.my_league_ids()
 RETURNS SETOF text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return query select l.league_id from public.user_leagues l
  where l.user_id = (select auth.uid()) and l.verified_at is not null;
end
$function$;

CREATE OR REPLACE FUNCTION private.is_admin()
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (
    select coalesce(
        (select p.is_admin from public.user_profile p where p.user_id = (select auth.uid())),
        false
      )
  );
end
$function$;

CREATE OR REPLACE FUNCTION private.session_live(p_user uuid, p_session text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (
    select exists (
        select 1
        from auth.users u
        where u.id = p_user
          and u.deleted_at is null
          and case
            when p_session is null then true
            -- a session id that is not a uuid names no session (and must not fail the cast)
            when p_session !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then false
            else exists (
              select 1
              from auth.sessions s
              where s.id = p_session::uuid and s.user_id = u.id and (s.not_after is null or s.not_after > now())
            )
          end
      )
  );
end
$function$;

CREATE OR REPLACE FUNCTION private.league_view_of(p_league_id text, p_year integer, p_rows json)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (
    select json_build_object(
        'membership', (
          select row_to_json(m)
          from (
            select u.league_id, u.franchise_id, u.display_name, u.verified_at, u.verified_year
            from public.user_leagues u
            where u.user_id = (select auth.uid()) and u.league_id = p_league_id
          ) m
        ),
        'sync', coalesce((
          select json_agg(s)
          from (
            select x.kind, x.synced_at, x.attempted_at, x.stale, x.last_error
            from public.league_sync_state x
            where x.league_id = p_league_id and x.year = p_year
          ) s
        ), '[]'::json),
        'franchises', coalesce((
          select json_agg(f order by f.franchise_id)
          from (
            select x.franchise_id, x.franchise_name, x.division_id, x.division_name
            from public.league_franchises x
            where x.league_id = p_league_id and x.year = p_year
          ) f
        ), '[]'::json),
        'rows', p_rows
      )
      where private.require_live_caller()
  );
end
$function$;

CREATE OR REPLACE FUNCTION public.league_view_standings(p_league_id text, p_year integer, p_limit integer DEFAULT NULL::integer)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (
    select private.league_view_of(p_league_id, p_year, json_build_object(
        'rules', (
          select row_to_json(x)
          from (
            select r.standings_sort, r.head_to_head, r.victory_points, r.blind_bidding
            from public.league_standings_rules r
            where r.league_id = p_league_id and r.year = p_year
          ) x
        ),
        'rows', coalesce((
          select json_agg(r order by r.rank)
          from (
            select x.franchise_id, x.rank, x.wins, x.losses, x.ties, x.win_loss_tie_record, x.winning_percentage,
              x.current_streak, x.division_id, x.division_record, x.points_for, x.points_against, x.blind_bid_balance,
              x.victory_points, x.all_play_percentage, x.conference_id, x.conference_name, x.conference_record
            from public.league_standings x
            where x.league_id = p_league_id and x.year = p_year
          ) r
        ), '[]'::json)
      ))
  );
end
$function$;

CREATE OR REPLACE FUNCTION public.league_view_transactions(p_league_id text, p_year integer, p_limit integer DEFAULT NULL::integer)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (
    select private.league_view_of(p_league_id, p_year, json_build_object(
        'rows', coalesce((
          select json_agg(t order by t.transaction_date desc nulls last, t.id)
          from (
            select x.id, x.transaction_date, x.transaction_type, x.mfl_type, x.franchise_id, x.franchise2_id, x.comments,
              x.by_commish, x.bid_amount, x.description, coalesce((
                select json_agg(json_build_object('direction', y.direction, 'franchise_id', y.franchise_id,
                  'asset_type', y.asset_type, 'asset_id', y.asset_id, 'player_name', y.player_name,
                  'player_position', y.player_position, 'player_team', y.player_team, 'draft_round', y.draft_round,
                  'draft_position', y.draft_position, 'draft_year', y.draft_year,
                  'original_franchise_id', y.original_franchise_id, 'asset_value', y.asset_value) order by y.ordinal)
                from public.league_transaction_assets y
                where y.transaction_id = x.id
              ), '[]'::json) as transaction_assets
            from public.league_transactions x
            where x.league_id = p_league_id and x.year = p_year
            order by x.transaction_date desc nulls last, x.id
            limit p_limit
          ) t
        ), '[]'::json),
        'total', (select count(*) from public.league_transactions x where x.league_id = p_league_id and x.year = p_year)
      ))
  );
end
$function$;

CREATE OR REPLACE FUNCTION public.league_view_rosters(p_league_id text, p_year integer, p_limit integer DEFAULT NULL::integer)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (
    select private.league_view_of(p_league_id, p_year, private.league_roster_rows(p_league_id, p_year))
  );
end
$function$;

CREATE OR REPLACE FUNCTION public.league_view_top_players(p_league_id text, p_year integer, p_limit integer DEFAULT NULL::integer)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (
    select private.league_view_of(p_league_id, p_year, json_build_object(
        'rosters', private.league_roster_rows(p_league_id, p_year),
        'weeks', (select json_build_object('first', r.first_week, 'last', r.last_week) from private.league_weeks(p_league_id, p_year) r),
        'scores', coalesce((
          select json_agg(s order by s.total_points desc, s.player_id)
          from (
            select w.player_id, coalesce(p.full_name, 'Player ' || w.player_id) as full_name, p.position, p.nfl_team,
              b.bye_week, w.total_points, w.weeks_played, w.weekly_scores
            from (
              select x.player_id, sum(x.score) as total_points, count(*) as weeks_played,
                json_object_agg(x.week, x.score order by x.week) as weekly_scores
              from public.league_player_scores x
              cross join private.league_weeks(p_league_id, p_year) r
              where x.league_id = p_league_id and x.year = p_year and x.week between r.first_week and r.last_week
              group by x.player_id
            ) w
            left join public.nfl_players p on p.year = p_year and p.player_id = w.player_id
            left join public.nfl_bye_weeks b on b.year = p_year and b.nfl_team = p.nfl_team
          ) s
        ), '[]'::json)
      ))
  );
end
$function$;

CREATE OR REPLACE FUNCTION public.league_view_playoff_odds(p_league_id text, p_year integer, p_limit integer DEFAULT NULL::integer)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (
    select private.league_view_of(p_league_id, p_year, json_build_object(
        'rules', (
          select row_to_json(x)
          from (
            select r.standings_sort, r.head_to_head, r.victory_points
            from public.league_standings_rules r
            where r.league_id = p_league_id and r.year = p_year
          ) x
        ),
        'standings', coalesce((
          select json_agg(r order by r.rank)
          from (
            select x.franchise_id, x.rank, x.wins, x.losses, x.ties, x.points_for, x.victory_points
            from public.league_standings x
            where x.league_id = p_league_id and x.year = p_year
          ) r
        ), '[]'::json),
        'schedule', coalesce((
          select json_agg(s order by s.week, s.franchise_id, s.game)
          from (
            select x.week, x.franchise_id, x.game, x.opponent_id, x.score, x.result
            from public.league_schedule x
            where x.league_id = p_league_id and x.year = p_year
          ) s
        ), '[]'::json),
        'weeks', (
          select row_to_json(w)
          from (
            select x.start_week, x.end_week, x.last_regular_season_week
            from public.league_settings x
            where x.league_id = p_league_id and x.year = p_year
          ) w
        ),
        -- the nfl week in progress (the week after the last once every game is final), for a
        -- total-points league: no schedule says which of its weeks are played
        'nfl_week', (
          select coalesce(min(g.week) filter (where g.game_status <> 'final'), max(g.week) + 1)
          from public.nfl_schedules g
          where g.year = p_year
        ),
        'setting', (
          select row_to_json(p)
          from (
            select x.playoff_teams, x.bye_teams
            from public.league_playoff_settings x
            where x.user_id = (select auth.uid()) and x.league_id = p_league_id
          ) p
        )
      ))
  );
end
$function$;

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
  );
end
$function$;

CREATE OR REPLACE FUNCTION public.caller_status(p_user uuid, p_session text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (
    select jsonb_build_object(
        'live', private.session_live(p_user, p_session),
        'admin', coalesce((select p.is_admin from public.user_profile p where p.user_id = p_user), false)
      )
  );
end
$function$;
