-- issue 22.1: schedule gets a view. public.league_view_schedule is the read of GET
-- /api/league-schedule: a league season's fantasy schedule (every franchise's games of every week,
-- two a week where the league plays two, an undecided pairing with no opponent), wrapped by
-- private.league_view_of like every league view (membership, sync state and franchises in the same
-- call; security invoker, so row level security with the caller's claims decides; an ended session
-- is refused inside the read). pl/pgsql, as the other views (20261130110000): its plan is kept per
-- connection.
create or replace function public.league_view_schedule(p_league_id text, p_year integer, p_limit integer default null)
returns json
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    select private.league_view_of(p_league_id, p_year, json_build_object(
        'games', coalesce((
          select json_agg(s order by s.week, s.franchise_id, s.game)
          from (
            select x.week, x.franchise_id, x.game, x.opponent_id, x.is_home, x.score, x.result, x.spread
            from public.league_schedule x
            where x.league_id = p_league_id and x.year = p_year
          ) s
        ), '[]'::json),
        'weeks', (select json_build_object('first', r.first_week, 'last', r.last_week) from private.league_weeks(p_league_id, p_year) r)
      ))
  );
end
$$;

revoke execute on function public.league_view_schedule(text, integer, integer) from public, anon;
grant execute on function public.league_view_schedule(text, integer, integer) to authenticated, service_role;
