-- tank01_final_games: the box score (with play-by-play) of every nfl game that has ended, stored
-- once. a final game never changes, so the live feed answers it from here and never asks tank01
-- (billed per call) for it again, whatever the number of viewers or isolates (issue 15).
--
-- written and read by the tank01 function with the service role only: the data is public nfl
-- data, but every read goes through the function (its contract, its stale rules), so no api role
-- reads or writes the table.

create table public.tank01_final_games (
  game_id text primary key check (game_id ~ '^\d{8}_[A-Z]{2,4}@[A-Z]{2,4}$'),
  season int not null check (season between 1999 and 2100),
  -- the week label's number ("Week 12" -> 12), null when tank01 gave none
  week int check (week between 0 and 30),
  -- the box score as the function answers it (_shared/contracts/tank01-nfl.ts boxScoreSchema)
  body jsonb not null,
  stored_at timestamptz not null default now()
);
comment on table public.tank01_final_games is 'Box scores of finished NFL games from Tank01, stored once and never fetched again (service role only).';
create index tank01_final_games_season_week_idx on public.tank01_final_games (season, week);

alter table public.tank01_final_games enable row level security;
revoke all on table public.tank01_final_games from anon, authenticated;
grant select, insert, update, delete on table public.tank01_final_games to service_role;
