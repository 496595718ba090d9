-- set lineup: each league's starting requirements (league_settings, a league dataset from mfl's
-- `league` export) and the nfl schedule with spreads and defence ranks (nfl_schedules, reference
-- data from mfl's `nflSchedule&W=ALL`, one call a season), with the opponent of every team of a
-- week (get_week_opponent_info / get_team_opponent_info, spec 02 §3 "Opponent info per team").
--
-- league_settings is read by verified members of the league only; nfl_schedules by any signed-in
-- user; both written by the service role through their replace functions only.

create table public.league_settings (
  league_id text not null,
  year int not null,
  -- [{ name, limit }]: limit "1" or "min-max" (mfl starters.position[])
  starting_positions jsonb not null default '[]'::jsonb,
  -- mfl starters.count ("9" or "7-9"); null when mfl gives none
  starter_count text,
  max_starters int not null default 9 check (max_starters between 1 and 60),
  roster_size int not null default 20,
  injured_reserve int not null default 0,
  -- 'mfl' when the league gave starters, 'fallback' for spec 02 §5's default lineup
  source text not null default 'mfl' check (source in ('mfl', 'fallback')),
  primary key (league_id, year)
);
comment on table public.league_settings is 'Starting requirements and roster sizes per league and season (MFL league export).';

create table public.nfl_schedules (
  year int not null,
  week int not null check (week between 1 and 22),
  home_team text not null,
  away_team text not null,
  kickoff_time timestamptz,
  -- the home team's line, favourite negative
  spread numeric(5, 1),
  home_rush_defense_rank int,
  home_pass_defense_rank int,
  away_rush_defense_rank int,
  away_pass_defense_rank int,
  game_status text not null default 'scheduled' check (game_status in ('scheduled', 'live', 'final')),
  primary key (year, week, home_team)
);
comment on table public.nfl_schedules is 'NFL games per season and week with spreads and defence ranks (MFL nflSchedule); shared by every league.';
create index nfl_schedules_away_idx on public.nfl_schedules (year, week, away_team);

alter table public.league_sync_state drop constraint league_sync_state_kind_check;
alter table public.league_sync_state add constraint league_sync_state_kind_check
  check (kind in ('franchises', 'standings', 'transactions', 'rosters', 'player_scores', 'settings'));
alter table public.reference_sync_state drop constraint reference_sync_state_kind_check;
alter table public.reference_sync_state add constraint reference_sync_state_kind_check
  check (kind in ('players', 'bye_weeks', 'injuries', 'nfl_schedules'));

alter table public.league_settings enable row level security;
alter table public.nfl_schedules enable row level security;
revoke all on table public.league_settings, public.nfl_schedules from anon, authenticated;
grant select on table public.league_settings, public.nfl_schedules to authenticated;
grant all on table public.league_settings, public.nfl_schedules to service_role;

create policy "league members read league settings" on public.league_settings
  for select to authenticated
  using (league_id in (select private.my_league_ids()));
create policy "signed-in users read the nfl schedule" on public.nfl_schedules
  for select to authenticated
  using (true);

-- p_rows: [{ starting_positions, starter_count, max_starters, roster_size, injured_reserve, source }] (one row)
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
  insert into public.league_settings (league_id, year, starting_positions, starter_count, max_starters, roster_size, injured_reserve, source)
  select p_league_id, p_year, coalesce(r.starting_positions, '[]'::jsonb), r.starter_count, coalesce(r.max_starters, 9),
    coalesce(r.roster_size, 20), coalesce(r.injured_reserve, 0), coalesce(r.source, 'mfl')
  from jsonb_to_recordset(p_rows) as r(
    starting_positions jsonb, starter_count text, max_starters int, roster_size int, injured_reserve int, source text
  )
  limit 1;
  return true;
end
$$;

-- p_rows: [{ week, home_team, away_team, kickoff_time, spread, home_rush_defense_rank, ..., game_status }]
create or replace function public.replace_reference_nfl_schedules(p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not private.begin_reference_sync('nfl_schedules', p_year, p_synced_at) then
    return false;
  end if;
  delete from public.nfl_schedules s where s.year = p_year;
  insert into public.nfl_schedules (
    year, week, home_team, away_team, kickoff_time, spread, home_rush_defense_rank, home_pass_defense_rank,
    away_rush_defense_rank, away_pass_defense_rank, game_status
  )
  select p_year, r.week, r.home_team, r.away_team, r.kickoff_time, r.spread, r.home_rush_defense_rank,
    r.home_pass_defense_rank, r.away_rush_defense_rank, r.away_pass_defense_rank, coalesce(r.game_status, 'scheduled')
  from jsonb_to_recordset(p_rows) as r(
    week int, home_team text, away_team text, kickoff_time timestamptz, spread numeric, home_rush_defense_rank int,
    home_pass_defense_rank int, away_rush_defense_rank int, away_pass_defense_rank int, game_status text
  )
  on conflict do nothing;
  return true;
end
$$;

-- spec 02 §5: schedule team codes in mfl's spelling (TB → TBB, KC → KCC, LA/STL → LAR, SD → LAC, ...)
create or replace function public.normalise_team_code(p_team text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case upper(trim(p_team))
    when 'TB' then 'TBB' when 'NE' then 'NEP' when 'SF' then 'SFO' when 'NO' then 'NOS' when 'GB' then 'GBP'
    when 'KC' then 'KCC' when 'JAX' then 'JAC' when 'LV' then 'LVR' when 'LA' then 'LAR' when 'STL' then 'LAR'
    when 'SD' then 'LAC' else upper(trim(p_team))
  end
$$;

-- every team playing in a week, with its opponent: the spread is the team's own line (the stored home
-- line, sign flipped for the away team), the ranks are the opponent's
create or replace function public.get_week_opponent_info(p_year int, p_week int)
returns table (
  team text, opponent text, is_home boolean, kickoff_time timestamptz, spread numeric,
  opponent_rush_defense_rank int, opponent_pass_defense_rank int, game_status text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.home_team, s.away_team, true, s.kickoff_time, s.spread, s.away_rush_defense_rank, s.away_pass_defense_rank, s.game_status
  from public.nfl_schedules s where s.year = p_year and s.week = p_week
  union all
  select s.away_team, s.home_team, false, s.kickoff_time, -s.spread, s.home_rush_defense_rank, s.home_pass_defense_rank, s.game_status
  from public.nfl_schedules s where s.year = p_year and s.week = p_week
$$;

create or replace function public.get_team_opponent_info(p_year int, p_week int, p_team text)
returns table (
  opponent text, is_home boolean, kickoff_time timestamptz, spread numeric,
  opponent_rush_defense_rank int, opponent_pass_defense_rank int, game_status text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select w.opponent, w.is_home, w.kickoff_time, w.spread, w.opponent_rush_defense_rank, w.opponent_pass_defense_rank, w.game_status
  from public.get_week_opponent_info(p_year, p_week) w
  where w.team = public.normalise_team_code(p_team)
$$;

revoke execute on function public.replace_league_settings(text, int, jsonb, timestamptz) from public, anon, authenticated;
revoke execute on function public.replace_reference_nfl_schedules(int, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.replace_league_settings(text, int, jsonb, timestamptz) to service_role;
grant execute on function public.replace_reference_nfl_schedules(int, jsonb, timestamptz) to service_role;
revoke execute on function public.get_week_opponent_info(int, int) from public, anon;
revoke execute on function public.get_team_opponent_info(int, int, text) from public, anon;
grant execute on function public.get_week_opponent_info(int, int) to authenticated, service_role;
grant execute on function public.get_team_opponent_info(int, int, text) to authenticated, service_role;
grant execute on function public.normalise_team_code(text) to authenticated, service_role;
