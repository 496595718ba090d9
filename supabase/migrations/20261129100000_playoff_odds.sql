-- playoff odds (issue 24.3): mfl's league export names no playoff team count and no byes (reference
-- §5.2), so each user says how many teams of a league make its playoffs and how many of them skip
-- the first round; without a row the product assumes half the teams (contracts/league-playoff-odds).
-- league_playoff_settings keeps that choice per user and league (not per season: a league keeps its
-- format from year to year). a user reads and writes only their own rows, and only for a league
-- they are a verified member of.
--
-- league_view_playoff_odds reads, in one round trip as the caller (rls deciding), everything the
-- odds are computed from: the standings and their rules, the schedule (results of the weeks played,
-- pairings of the weeks left), the league's weeks and the caller's setting.

create table public.league_playoff_settings (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  league_id text not null check (league_id ~ '^\d{1,10}$'),
  playoff_teams int not null check (playoff_teams between 1 and 32),
  bye_teams int not null default 0 check (bye_teams >= 0 and bye_teams < playoff_teams),
  updated_at timestamptz not null default now(),
  primary key (user_id, league_id)
);
comment on table public.league_playoff_settings is
  'How many teams of a league make its playoffs and how many get a first-round bye, as the user set it (MFL exports neither).';

alter table public.league_playoff_settings enable row level security;
revoke all on table public.league_playoff_settings from anon, authenticated;
grant select, delete on table public.league_playoff_settings to authenticated;
-- user_id is the caller's (its default): not a column a user writes
grant insert (league_id, playoff_teams, bye_teams, updated_at), update (league_id, playoff_teams, bye_teams, updated_at)
  on table public.league_playoff_settings to authenticated;
grant all on table public.league_playoff_settings to service_role;

create policy "users read their own playoff settings" on public.league_playoff_settings
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "members set playoff settings of their leagues" on public.league_playoff_settings
  for insert to authenticated
  with check (user_id = (select auth.uid()) and league_id in (select private.my_league_ids()));
create policy "members change their playoff settings" on public.league_playoff_settings
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and league_id in (select private.my_league_ids()));
create policy "users delete their own playoff settings" on public.league_playoff_settings
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- { rules, standings, schedule, weeks, setting }
create or replace function public.league_view_playoff_odds(p_league_id text, p_year integer, p_limit integer default null)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
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
$$;
revoke execute on function public.league_view_playoff_odds(text, integer, integer) from public, anon;
grant execute on function public.league_view_playoff_odds(text, integer, integer) to authenticated, service_role;
