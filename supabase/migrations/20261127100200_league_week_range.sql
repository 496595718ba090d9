-- a league's fantasy weeks come from the league: mfl leagues set startWeek, endWeek and
-- lastRegularSeasonWeek themselves (18-week nfl seasons since 2021, leagues starting in week 2 or
-- ending in week 16). league_settings keeps them (1-17, spec 02 §9's weeks, when the league names
-- none), and top players count the league's own weeks instead of a fixed 1-17.

alter table public.league_settings
  add column start_week int not null default 1 check (start_week between 1 and 22),
  add column end_week int not null default 17 check (end_week between 1 and 22),
  add column last_regular_season_week int check (last_regular_season_week between 1 and 22),
  add constraint league_settings_weeks_order check (start_week <= end_week);
comment on column public.league_settings.start_week is 'First fantasy week of the league season (MFL startWeek; 1 when the league names none).';
comment on column public.league_settings.end_week is 'Last fantasy week, playoffs included (MFL endWeek; 17 when the league names none).';

-- p_rows: [{ starting_positions, starter_count, max_starters, roster_size, injured_reserve, source,
--   start_week, end_week, last_regular_season_week }] (one row)
create or replace function public.replace_league_settings(p_league_id text, p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not private.begin_league_sync(p_league_id, p_year, 'settings', p_synced_at) then
    return false;
  end if;
  delete from public.league_settings s where s.league_id = p_league_id and s.year = p_year;
  insert into public.league_settings (
    league_id, year, starting_positions, starter_count, max_starters, roster_size, injured_reserve, source,
    start_week, end_week, last_regular_season_week
  )
  select p_league_id, p_year, coalesce(r.starting_positions, '[]'::jsonb), r.starter_count, coalesce(r.max_starters, 9),
    coalesce(r.roster_size, 20), coalesce(r.injured_reserve, 0), coalesce(r.source, 'mfl'),
    coalesce(r.start_week, 1), coalesce(r.end_week, 17), r.last_regular_season_week
  from jsonb_to_recordset(p_rows) as r(
    starting_positions jsonb, starter_count text, max_starters int, roster_size int, injured_reserve int, source text,
    start_week int, end_week int, last_regular_season_week int
  )
  limit 1;
  return true;
end
$$;

-- the league's weeks, as its settings say; 1-17 before its settings are synced
create or replace function private.league_weeks(p_league_id text, p_year integer)
returns table (first_week int, last_week int)
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(max(s.start_week), 1), coalesce(max(s.end_week), 17)
  from public.league_settings s
  where s.league_id = p_league_id and s.year = p_year
$$;
revoke execute on function private.league_weeks(text, integer) from public, anon;
grant execute on function private.league_weeks(text, integer) to authenticated, service_role;

-- top players total and average the league's own weeks (a week outside them, e.g. the nfl
-- postseason, is no column of the screen); the answer names those weeks.
create or replace function public.league_view_top_players(p_league_id text, p_year integer, p_limit integer default null)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
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
$$;
