-- issue 22.1: one membership rule. a membership proves access for the season it was proven for (mfl
-- reuses league ids across years: verified_year, migration 20261123080500); rows proven before seasons
-- were recorded (verified_year null) count for any season. the functions checked the season
-- themselves (provenFor) after row level security had admitted a verified membership of any season,
-- so a member of a league id's 2025 season could read another league's 2026 rows of the same id
-- straight from the rest api. the league read policies now admit a row only for a season the caller
-- proved (or any season for an old unrecorded proof): the rule the functions apply, in the database.
--
-- the caller's proofs are one array per statement (an initplan, as my_league_ids was one set): a
-- (league, season) proof is 'league:season', a proof of any season 'league:*', and a row is admitted
-- when its two keys overlap it. pl/pgsql, as every rule of the hot reads
-- (20261130110000_hot_reads_plpgsql.sql: a security definer `language sql` function is planned again
-- on every call).

create or replace function private.my_league_season_keys()
returns text[]
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (
    select coalesce(array_agg(l.league_id || ':' || coalesce(l.verified_year::text, '*')), '{}')
    from public.user_leagues l
    where l.user_id = (select auth.uid()) and l.verified_at is not null
  );
end
$$;
comment on function private.my_league_season_keys() is
  'The calling user''s proven memberships as ''league:season'' (''league:*'' when proven before seasons were recorded); the league read policies read it once per statement.';

revoke execute on function private.my_league_season_keys() from public;
grant execute on function private.my_league_season_keys() to authenticated, service_role;

-- every league table with a season: the same policy, by name
do $$
declare
  v record;
begin
  for v in
    select * from (values
      ('league_franchises', 'league members read franchises'),
      ('league_player_scores', 'league members read player scores'),
      ('league_rosters', 'league members read rosters'),
      ('league_schedule', 'league members read the schedule'),
      ('league_score_weeks', 'league members read score weeks'),
      ('league_settings', 'league members read league settings'),
      ('league_standings', 'league members read standings'),
      ('league_standings_rules', 'league members read standings rules'),
      ('league_sync_state', 'league members read sync state'),
      ('league_transactions', 'league members read transactions'),
      ('league_week_scores', 'league members read their leagues'' finished weeks')
    ) as t (table_name, policy_name)
  loop
    execute format('drop policy %I on public.%I', v.policy_name, v.table_name);
    execute format(
      'create policy %I on public.%I for select to authenticated using ('
        || 'array[league_id || '':'' || year, league_id || '':*''] && (select private.my_league_season_keys()))',
      v.policy_name, v.table_name
    );
  end loop;
end
$$;

-- a transaction's assets: as their transaction (its season)
drop policy "league members read transaction assets" on public.league_transaction_assets;
create policy "league members read transaction assets" on public.league_transaction_assets
  for select to authenticated
  using (exists (select 1 from public.league_transactions t where t.id = transaction_id));
