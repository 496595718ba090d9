-- league_schedule: a league's fantasy head-to-head schedule per season (mfl's `schedule` export),
-- one row per week and franchise with its opponent, and the score and result once played. the
-- admin 'schedules' sync writes it through the dataset registry; verified members read it.

create table public.league_schedule (
  league_id text not null,
  year int not null,
  week int not null check (week between 1 and 22),
  franchise_id text not null,
  opponent_id text,
  is_home boolean not null default false,
  -- null until the matchup is played
  score numeric(8, 2),
  result text check (result in ('W', 'L', 'T')),
  spread numeric(6, 2),
  primary key (league_id, year, week, franchise_id)
);
comment on table public.league_schedule is 'Fantasy head-to-head schedule per league, season, week and franchise (MFL schedule export).';

alter table public.league_schedule enable row level security;
revoke all on table public.league_schedule from anon, authenticated;
grant select on table public.league_schedule to authenticated;
grant all on table public.league_schedule to service_role;

create policy "league members read the schedule" on public.league_schedule
  for select to authenticated
  using (league_id in (select private.my_league_ids()));

alter table public.league_sync_state drop constraint league_sync_state_kind_check;
alter table public.league_sync_state add constraint league_sync_state_kind_check
  check (kind in ('franchises', 'standings', 'transactions', 'rosters', 'player_scores', 'settings', 'schedule'));

-- p_rows: [{ week, franchise_id, opponent_id, is_home, score, result, spread }]
create or replace function public.replace_league_schedule(p_league_id text, p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not private.begin_league_sync(p_league_id, p_year, 'schedule', p_synced_at) then
    return false;
  end if;
  delete from public.league_schedule s where s.league_id = p_league_id and s.year = p_year;
  insert into public.league_schedule (league_id, year, week, franchise_id, opponent_id, is_home, score, result, spread)
  select p_league_id, p_year, r.week, r.franchise_id, r.opponent_id, coalesce(r.is_home, false), r.score, r.result, r.spread
  from jsonb_to_recordset(p_rows) as r(
    week int, franchise_id text, opponent_id text, is_home boolean, score numeric, result text, spread numeric
  )
  on conflict do nothing;
  return true;
end
$$;

revoke execute on function public.replace_league_schedule(text, int, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.replace_league_schedule(text, int, jsonb, timestamptz) to service_role;
