-- the whole matrix for the league pages' tables (migration 20261123100000): every actor (verified
-- member, member of another league, unverified claimant, admin who is not a member, anon) times
-- every verb (select, insert, update, delete) on every table. league-scoped tables are read by
-- verified members of their league only; reference tables by every signed-in user; nobody writes
-- any of them through the api roles (only the service role's replace functions do).
begin;
select plan(140);

select tests.create_actors();
insert into public.user_leagues (user_id, league_id, franchise_id, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '61408', '0001', now()),
  ('22222222-2222-4222-8222-222222222222', '35112', '0003', now()),
  ('33333333-3333-4333-8333-333333333333', '61408', null, null);

-- one row of each table, in two leagues where the table is league-scoped
delete from public.nfl_players; delete from public.nfl_bye_weeks; delete from public.player_injuries; delete from public.reference_sync_state;
delete from public.league_rosters; delete from public.league_player_scores; delete from public.league_score_weeks;
insert into public.nfl_players (year, player_id, full_name, position, nfl_team) values (2026, '13116', 'Patrick Mahomes', 'QB', 'KCC');
insert into public.nfl_bye_weeks (year, nfl_team, bye_week) values (2026, 'KCC', 10);
insert into public.player_injuries (year, player_id, status) values (2026, '13116', 'Questionable');
insert into public.reference_sync_state (kind, year, synced_at) values ('players', 2026, now());
insert into public.league_rosters (league_id, year, franchise_id, player_id) values ('61408', 2026, '0001', '13116'), ('35112', 2026, '0003', '13116');
insert into public.league_player_scores (league_id, year, week, player_id, score) values ('61408', 2026, 1, '13116', 30), ('35112', 2026, 1, '13116', 20);
insert into public.league_score_weeks (league_id, year, week, final, synced_at) values ('61408', 2026, 1, true, now()), ('35112', 2026, 1, true, now());

create temporary table league_tables (name text) on commit drop;
insert into league_tables values ('league_rosters'), ('league_player_scores'), ('league_score_weeks');
create temporary table reference_tables (name text) on commit drop;
insert into reference_tables values ('nfl_players'), ('nfl_bye_weeks'), ('player_injuries'), ('reference_sync_state');
create temporary table all_tables (name text) on commit drop;
insert into all_tables select name from league_tables union all select name from reference_tables;
grant select on league_tables, reference_tables, all_tables to authenticated, anon;

-- no api role writes: insert, update and delete are refused outright (42501) for whoever asks
create or replace function pg_temp.writes_refused(p_actor text) returns setof text language sql as $$
  select throws_ok(format('insert into public.%I default values', t.name), '42501', null, format('%s cannot insert into %s', p_actor, t.name))
  from all_tables t
  union all
  select throws_ok(format('update public.%I set year = year', t.name), '42501', null, format('%s cannot update %s', p_actor, t.name))
  from all_tables t
  union all
  select throws_ok(format('delete from public.%I', t.name), '42501', null, format('%s cannot delete from %s', p_actor, t.name))
  from all_tables t
$$;

-- how many rows of a table the current role sees, by league ('' for reference tables)
create or replace function pg_temp.visible(p_table text) returns text language plpgsql as $$
declare
  v text;
begin
  if p_table in (select name from reference_tables) then
    execute format('select count(*)::text from public.%I', p_table) into v;
  else
    execute format('select coalesce(string_agg(distinct league_id, '','' order by league_id), '''') from public.%I', p_table) into v;
  end if;
  return v;
end
$$;

-- verified member of 61408 -------------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is(pg_temp.visible(name), '61408', format('a member reads %s of their own league only', name)) from league_tables;
select is(pg_temp.visible(name), '1', format('a member reads %s', name)) from reference_tables;
select pg_temp.writes_refused('a member');

-- verified member of another league ----------------------------------------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is(pg_temp.visible(name), '35112', format('a member of another league reads nothing of 61408 in %s', name)) from league_tables;
select is(pg_temp.visible(name), '1', format('a member of another league reads %s', name)) from reference_tables;
select pg_temp.writes_refused('a member of another league');

-- unverified claimant of 61408 ---------------------------------------------------------------------
select tests.authenticate_as('33333333-3333-4333-8333-333333333333');
select is(pg_temp.visible(name), '', format('an unverified claimant reads nothing of %s', name)) from league_tables;
select is(pg_temp.visible(name), '1', format('an unverified claimant reads %s', name)) from reference_tables;
select pg_temp.writes_refused('an unverified claimant');

-- admin without a membership -----------------------------------------------------------------------
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select is(pg_temp.visible(name), '', format('an admin who is not a member reads nothing of %s', name)) from league_tables;
select is(pg_temp.visible(name), '1', format('an admin reads %s', name)) from reference_tables;
select pg_temp.writes_refused('an admin');

-- anon ---------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok(format('select 1 from public.%I', name), '42501', null, format('anon cannot read %s', name)) from all_tables;
select pg_temp.writes_refused('anon');

select tests.clear_authentication();
select * from finish();
rollback;
