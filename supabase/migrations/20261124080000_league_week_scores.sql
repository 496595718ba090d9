-- league_week_scores: a league's finished weeks of live scoring, kept for good. A week is stored
-- once the nfl schedule says every game of it is final (not when every player shows 0 seconds:
-- players on a bye do too), and is never asked of mfl again: the week selector on an old week,
-- league matchups and live scoring read it from here. upstream_cache's nightly purge does not
-- touch it, so an old week never costs a call again.
--
-- snapshot is everything the scoring answers are built from, as the functions assembled it when
-- the week ended: mfl's liveScoring (normalised), franchise and player names, the week's
-- projections, games and bye teams (_shared/league-data/week-scores.ts).
--
-- league members read their leagues' weeks; only the service role (the functions) writes.

create table public.league_week_scores (
  league_id text not null,
  year int not null,
  week int not null check (week between 1 and 22),
  snapshot jsonb not null,
  -- when mfl produced the final scores
  fetched_at timestamptz not null,
  stored_at timestamptz not null default now(),
  primary key (league_id, year, week)
);
comment on table public.league_week_scores is
  'Finished weeks of live scoring per league (final scores, names, projections), stored once; written by the service role.';

alter table public.league_week_scores enable row level security;
revoke all on table public.league_week_scores from anon, authenticated;
grant select on table public.league_week_scores to authenticated;
grant select, insert, update, delete on table public.league_week_scores to service_role;

create policy "league members read their leagues' finished weeks" on public.league_week_scores
  for select to authenticated
  using (league_id in (select private.my_league_ids()));
