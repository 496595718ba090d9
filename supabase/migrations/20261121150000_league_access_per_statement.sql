-- league read policies evaluated once per statement instead of once per row.
--
-- the read policies of league_franchises, league_standings, league_transactions,
-- league_transaction_assets and league_sync_state were `(select private.has_league_access(league_id))`:
-- the sub-select references the row's league_id, so postgres runs it (and the security definer
-- function's own lookup in user_leagues) for every row: 2,400 calls for one 600-row transactions
-- read with its assets. private.my_league_ids() takes no row value, so `league_id in (select ...)`
-- is an uncorrelated sub-plan: the caller's leagues are read once per statement and each row is a
-- hash probe. private.has_league_access stays (other code and tests call it).
--
-- the transactions read orders by `transaction_date desc nulls last, id` (postgrest, league-store.ts);
-- league_transactions_league_date_idx is `transaction_date desc` (nulls first), which cannot give that
-- order, so every read sorted the whole season and built every row's assets before applying the
-- limit. the new index gives the order directly and replaces the old one (same leading columns).

create or replace function private.my_league_ids() returns setof text
language sql stable security definer
set search_path = ''
as $$
  select l.league_id from public.user_leagues l where l.user_id = (select auth.uid())
$$;
comment on function private.my_league_ids() is 'The league ids the calling user has user_leagues rows for; used by the league read policies once per statement.';

revoke execute on function private.my_league_ids() from public;
grant execute on function private.my_league_ids() to authenticated, service_role;

-- same names, roles and operations as before ----------------------------------------------------
drop policy "league members read franchises" on public.league_franchises;
create policy "league members read franchises" on public.league_franchises
  for select to authenticated
  using (league_id in (select private.my_league_ids()));

drop policy "league members read standings" on public.league_standings;
create policy "league members read standings" on public.league_standings
  for select to authenticated
  using (league_id in (select private.my_league_ids()));

drop policy "league members read transactions" on public.league_transactions;
create policy "league members read transactions" on public.league_transactions
  for select to authenticated
  using (league_id in (select private.my_league_ids()));

drop policy "league members read transaction assets" on public.league_transaction_assets;
create policy "league members read transaction assets" on public.league_transaction_assets
  for select to authenticated
  using (league_id in (select private.my_league_ids()));

drop policy "league members read sync state" on public.league_sync_state;
create policy "league members read sync state" on public.league_sync_state
  for select to authenticated
  using (league_id in (select private.my_league_ids()));

-- the order of the transactions read ---------------------------------------------------------------
create index league_transactions_league_date_id_idx
  on public.league_transactions (league_id, year, transaction_date desc nulls last, id);
drop index public.league_transactions_league_date_idx;
