-- rosters and player scores (league pages: rosters, top players) and the reference data every league
-- shares (mfl's player database, nfl bye weeks, injuries).
--
-- reference data lives once per season, not per league: any signed-in user reads it (it is mfl's
-- public data), only the service role writes it, through replace_reference_* (one transaction
-- each, with its own sync state). league-scoped rows (rosters, weekly player scores in the league's
-- own scoring) are read by verified members only, like standings.
--
-- a week that has ended never changes: league_score_weeks marks it final and store_league_player_scores
-- never rewrites a final week, so the league function asks mfl only for the weeks not yet final.

-- ---------------------------------------------------------------------------------------------
-- reference data
-- ---------------------------------------------------------------------------------------------
create table public.nfl_players (
  year int not null,
  player_id text not null,
  -- display form "First Last" ("Kansas City Chiefs" for team units)
  full_name text not null,
  -- mfl's spelling: QB RB WR TE PK Def ...
  position text not null,
  -- mfl team code, FA for free agents
  nfl_team text not null default 'FA',
  primary key (year, player_id)
);
comment on table public.nfl_players is 'MFL player database per season (ids, names, positions, teams); shared by every league.';

create table public.nfl_bye_weeks (
  year int not null,
  nfl_team text not null,
  bye_week int not null check (bye_week between 1 and 22),
  primary key (year, nfl_team)
);
comment on table public.nfl_bye_weeks is 'NFL bye week per team and season (MFL nflByeWeeks); shared by every league.';

create table public.player_injuries (
  year int not null,
  player_id text not null,
  -- mfl's word: Questionable, Out, IR, Suspended, ...
  status text not null,
  details text not null default '',
  week int,
  primary key (year, player_id)
);
comment on table public.player_injuries is 'The current MFL injury report per season; shared by every league.';

create table public.reference_sync_state (
  kind text not null check (kind in ('players', 'bye_weeks', 'injuries')),
  year int not null,
  synced_at timestamptz,
  attempted_at timestamptz not null default now(),
  stale boolean not null default false,
  last_error text,
  primary key (kind, year)
);
comment on table public.reference_sync_state is 'Per reference kind and season: last good MFL sync, staleness, last error. Written by the service role.';

-- ---------------------------------------------------------------------------------------------
-- league-scoped rows
-- ---------------------------------------------------------------------------------------------
create table public.league_rosters (
  league_id text not null,
  year int not null,
  franchise_id text not null,
  player_id text not null,
  status text not null default 'ROSTER' check (status in ('ROSTER', 'INJURED_RESERVE', 'TAXI_SQUAD')),
  -- "3.04" (round.pick) where the league records it
  drafted text,
  salary numeric(10, 2),
  primary key (league_id, year, franchise_id, player_id)
);
comment on table public.league_rosters is 'MFL rosters per league and season; written by the league function (service role), read by league members.';
create index league_rosters_player_idx on public.league_rosters (league_id, year, player_id);

create table public.league_player_scores (
  league_id text not null,
  year int not null,
  week int not null check (week between 1 and 22),
  player_id text not null,
  score numeric(8, 2) not null,
  primary key (league_id, year, week, player_id)
);
comment on table public.league_player_scores is 'Weekly player points in the league''s own scoring (MFL playerScores); null scores are not stored.';

create table public.league_score_weeks (
  league_id text not null,
  year int not null,
  week int not null check (week between 1 and 22),
  -- the week has ended: its scores are stored for good and never asked of mfl again
  final boolean not null default false,
  synced_at timestamptz not null,
  primary key (league_id, year, week)
);
comment on table public.league_score_weeks is 'Which weeks of a league''s player scores are stored, and which are final.';

alter table public.league_sync_state drop constraint league_sync_state_kind_check;
alter table public.league_sync_state add constraint league_sync_state_kind_check
  check (kind in ('franchises', 'standings', 'transactions', 'rosters', 'player_scores'));

-- ---------------------------------------------------------------------------------------------
-- access: reference data to every signed-in user, league rows to verified members; writes only
-- through the functions below (service role)
-- ---------------------------------------------------------------------------------------------
alter table public.nfl_players enable row level security;
alter table public.nfl_bye_weeks enable row level security;
alter table public.player_injuries enable row level security;
alter table public.reference_sync_state enable row level security;
alter table public.league_rosters enable row level security;
alter table public.league_player_scores enable row level security;
alter table public.league_score_weeks enable row level security;

revoke all on table public.nfl_players, public.nfl_bye_weeks, public.player_injuries, public.reference_sync_state,
  public.league_rosters, public.league_player_scores, public.league_score_weeks from anon, authenticated;
grant select on table public.nfl_players, public.nfl_bye_weeks, public.player_injuries, public.reference_sync_state,
  public.league_rosters, public.league_player_scores, public.league_score_weeks to authenticated;
grant all on table public.nfl_players, public.nfl_bye_weeks, public.player_injuries, public.reference_sync_state,
  public.league_rosters, public.league_player_scores, public.league_score_weeks to service_role;

create policy "signed-in users read players" on public.nfl_players for select to authenticated using (true);
create policy "signed-in users read bye weeks" on public.nfl_bye_weeks for select to authenticated using (true);
create policy "signed-in users read injuries" on public.player_injuries for select to authenticated using (true);
create policy "signed-in users read reference sync state" on public.reference_sync_state for select to authenticated using (true);

create policy "league members read rosters" on public.league_rosters
  for select to authenticated
  using (league_id in (select private.my_league_ids()));
create policy "league members read player scores" on public.league_player_scores
  for select to authenticated
  using (league_id in (select private.my_league_ids()));
create policy "league members read score weeks" on public.league_score_weeks
  for select to authenticated
  using (league_id in (select private.my_league_ids()));

-- ---------------------------------------------------------------------------------------------
-- writers
-- ---------------------------------------------------------------------------------------------

-- true when p_synced_at is newer than what is stored for (kind, year); records the sync either way
create or replace function private.begin_reference_sync(p_kind text, p_year int, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('reference_sync'), hashtext(p_kind || '/' || p_year));
  if exists (
    select 1 from public.reference_sync_state s where s.kind = p_kind and s.year = p_year and s.synced_at >= p_synced_at
  ) then
    update public.reference_sync_state s set stale = false, last_error = null, attempted_at = now()
    where s.kind = p_kind and s.year = p_year;
    return false;
  end if;
  insert into public.reference_sync_state (kind, year, synced_at, attempted_at, stale, last_error)
  values (p_kind, p_year, p_synced_at, now(), false, null)
  on conflict (kind, year) do update
    set synced_at = excluded.synced_at, attempted_at = excluded.attempted_at, stale = false, last_error = null;
  return true;
end
$$;

-- p_rows: [{ player_id, full_name, position, nfl_team }]
create or replace function public.replace_reference_players(p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not private.begin_reference_sync('players', p_year, p_synced_at) then
    return false;
  end if;
  delete from public.nfl_players p where p.year = p_year;
  insert into public.nfl_players (year, player_id, full_name, position, nfl_team)
  select p_year, r.player_id, r.full_name, r.position, coalesce(nullif(r.nfl_team, ''), 'FA')
  from jsonb_to_recordset(p_rows) as r(player_id text, full_name text, position text, nfl_team text)
  on conflict do nothing;
  return true;
end
$$;

-- p_rows: [{ nfl_team, bye_week }]
create or replace function public.replace_reference_bye_weeks(p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not private.begin_reference_sync('bye_weeks', p_year, p_synced_at) then
    return false;
  end if;
  delete from public.nfl_bye_weeks b where b.year = p_year;
  insert into public.nfl_bye_weeks (year, nfl_team, bye_week)
  select p_year, r.nfl_team, r.bye_week
  from jsonb_to_recordset(p_rows) as r(nfl_team text, bye_week int)
  on conflict do nothing;
  return true;
end
$$;

-- p_rows: [{ player_id, status, details, week }]
create or replace function public.replace_reference_injuries(p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not private.begin_reference_sync('injuries', p_year, p_synced_at) then
    return false;
  end if;
  delete from public.player_injuries i where i.year = p_year;
  insert into public.player_injuries (year, player_id, status, details, week)
  select p_year, r.player_id, r.status, coalesce(r.details, ''), r.week
  from jsonb_to_recordset(p_rows) as r(player_id text, status text, details text, week int)
  on conflict do nothing;
  return true;
end
$$;

create or replace function public.mark_reference_sync_failed(p_kind text, p_year int, p_error text)
returns void
language sql
set search_path = ''
as $$
  insert into public.reference_sync_state (kind, year, synced_at, attempted_at, stale, last_error)
  values (p_kind, p_year, null, now(), true, left(p_error, 500))
  on conflict (kind, year) do update
    set attempted_at = excluded.attempted_at, stale = true, last_error = excluded.last_error
$$;

-- p_rows: [{ franchise_id, player_id, status, drafted, salary }]
create or replace function public.replace_league_rosters(p_league_id text, p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not private.begin_league_sync(p_league_id, p_year, 'rosters', p_synced_at) then
    return false;
  end if;
  delete from public.league_rosters r where r.league_id = p_league_id and r.year = p_year;
  insert into public.league_rosters (league_id, year, franchise_id, player_id, status, drafted, salary)
  select p_league_id, p_year, r.franchise_id, r.player_id, coalesce(r.status, 'ROSTER'), r.drafted, r.salary
  from jsonb_to_recordset(p_rows) as r(franchise_id text, player_id text, status text, drafted text, salary numeric)
  on conflict do nothing;
  return true;
end
$$;

-- p_rows: [{ week, final, scores: [{ player_id, score }] }]. Weeks already stored as final are
-- left as they are: a week that has ended never changes.
create or replace function public.replace_league_player_scores(p_league_id text, p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_weeks int[];
begin
  if not private.begin_league_sync(p_league_id, p_year, 'player_scores', p_synced_at) then
    return false;
  end if;
  select coalesce(array_agg(w.week), '{}') into v_weeks
  from jsonb_to_recordset(p_rows) as w(week int)
  where not exists (
    select 1 from public.league_score_weeks s
    where s.league_id = p_league_id and s.year = p_year and s.week = w.week and s.final
  );
  delete from public.league_player_scores p
  where p.league_id = p_league_id and p.year = p_year and p.week = any(v_weeks);
  insert into public.league_player_scores (league_id, year, week, player_id, score)
  select p_league_id, p_year, w.week, s.player_id, s.score
  from jsonb_to_recordset(p_rows) as w(week int, scores jsonb),
    jsonb_to_recordset(w.scores) as s(player_id text, score numeric)
  where w.week = any(v_weeks) and s.score is not null
  on conflict do nothing;
  insert into public.league_score_weeks (league_id, year, week, final, synced_at)
  select p_league_id, p_year, w.week, coalesce(w.final, false), p_synced_at
  from jsonb_to_recordset(p_rows) as w(week int, final boolean)
  where w.week = any(v_weeks)
  on conflict (league_id, year, week) do update set final = excluded.final, synced_at = excluded.synced_at;
  return true;
end
$$;

revoke execute on function private.begin_reference_sync(text, int, timestamptz) from public;
grant execute on function private.begin_reference_sync(text, int, timestamptz) to service_role;
revoke execute on function public.replace_reference_players(int, jsonb, timestamptz) from public, anon, authenticated;
revoke execute on function public.replace_reference_bye_weeks(int, jsonb, timestamptz) from public, anon, authenticated;
revoke execute on function public.replace_reference_injuries(int, jsonb, timestamptz) from public, anon, authenticated;
revoke execute on function public.mark_reference_sync_failed(text, int, text) from public, anon, authenticated;
revoke execute on function public.replace_league_rosters(text, int, jsonb, timestamptz) from public, anon, authenticated;
revoke execute on function public.replace_league_player_scores(text, int, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.replace_reference_players(int, jsonb, timestamptz) to service_role;
grant execute on function public.replace_reference_bye_weeks(int, jsonb, timestamptz) to service_role;
grant execute on function public.replace_reference_injuries(int, jsonb, timestamptz) to service_role;
grant execute on function public.mark_reference_sync_failed(text, int, text) to service_role;
grant execute on function public.replace_league_rosters(text, int, jsonb, timestamptz) to service_role;
grant execute on function public.replace_league_player_scores(text, int, jsonb, timestamptz) to service_role;
