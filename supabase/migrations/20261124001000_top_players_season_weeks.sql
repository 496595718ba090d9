-- top players count only the season's weeks 1-17 (spec 02 §9): a week the league host numbers
-- beyond them (playoffs) is not a column of the screen, so it must not be in the total or average.

create or replace function public.league_view_top_players(p_league_id text, p_year integer, p_limit integer default null)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select private.league_view_of(p_league_id, p_year, json_build_object(
    'rosters', private.league_roster_rows(p_league_id, p_year),
    'scores', coalesce((
      select json_agg(s order by s.total_points desc, s.player_id)
      from (
        select w.player_id, coalesce(p.full_name, 'Player ' || w.player_id) as full_name, p.position, p.nfl_team,
          b.bye_week, w.total_points, w.weeks_played, w.weekly_scores
        from (
          select x.player_id, sum(x.score) as total_points, count(*) as weeks_played,
            json_object_agg(x.week, x.score order by x.week) as weekly_scores
          from public.league_player_scores x
          -- spec 02 §9: a season's weeks run 1-17; the totals are the sum of the weeks the screen shows
          where x.league_id = p_league_id and x.year = p_year and x.week between 1 and 17
          group by x.player_id
        ) w
        left join public.nfl_players p on p.year = p_year and p.player_id = w.player_id
        left join public.nfl_bye_weeks b on b.year = p_year and b.nfl_team = p.nfl_team
      ) s
    ), '[]'::json)
  ))
$$;
