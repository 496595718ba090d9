-- private.sync_digest_kinds (migration 20261201110000): a kind names its own rows, and
-- public.sync_rows_digest reads them so: the same digest as the case it replaced, key for key and hash
-- for hash, for every kind (the old function, copied below, is the independent check); a kind
-- registered by a row alone is counted with no change to the function; nobody but the service role
-- reads the registry.
begin;
select plan(27);

select tests.create_actors();

-- the digest as migration 20261127100100 defined it, for comparison
create function pg_temp.old_digest(p_kind text, p_year integer, p_league_id text default null)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_strip constant text[] := array['league_id', 'year', 'updated_at', 'created_at', 'id', 'transaction_id'];
  v_out jsonb;
begin
  case p_kind
    when 'franchises' then
      select jsonb_object_agg(f.franchise_id, md5((to_jsonb(f) - v_strip)::text)) into v_out
      from public.league_franchises f where f.league_id = p_league_id and f.year = p_year;
    when 'standings' then
      select jsonb_object_agg(s.franchise_id, md5((to_jsonb(s) - v_strip)::text)) into v_out
      from public.league_standings s where s.league_id = p_league_id and s.year = p_year;
    when 'transactions' then
      select jsonb_object_agg(t.mfl_key, md5(((to_jsonb(t) - v_strip) || jsonb_build_object('assets', (
        select coalesce(jsonb_agg(to_jsonb(a) - v_strip order by a.ordinal), '[]'::jsonb)
        from public.league_transaction_assets a where a.transaction_id = t.id
      )))::text)) into v_out
      from public.league_transactions t where t.league_id = p_league_id and t.year = p_year;
    when 'rosters' then
      select jsonb_object_agg(r.franchise_id || ':' || r.player_id, md5((to_jsonb(r) - v_strip)::text)) into v_out
      from public.league_rosters r where r.league_id = p_league_id and r.year = p_year;
    when 'player_scores' then
      select jsonb_object_agg(s.week || ':' || s.player_id, md5(s.score::text)) into v_out
      from public.league_player_scores s where s.league_id = p_league_id and s.year = p_year;
    when 'schedule' then
      select jsonb_object_agg(s.week || ':' || s.franchise_id || ':' || s.game, md5((to_jsonb(s) - v_strip)::text)) into v_out
      from public.league_schedule s where s.league_id = p_league_id and s.year = p_year;
    when 'settings' then
      select jsonb_object_agg('settings', md5((to_jsonb(s) - v_strip)::text)) into v_out
      from public.league_settings s where s.league_id = p_league_id and s.year = p_year;
    when 'players' then
      select jsonb_object_agg(p.player_id, md5((to_jsonb(p) - v_strip)::text)) into v_out
      from public.nfl_players p where p.year = p_year;
    when 'bye_weeks' then
      select jsonb_object_agg(b.nfl_team, md5(b.bye_week::text)) into v_out
      from public.nfl_bye_weeks b where b.year = p_year;
    when 'injuries' then
      select jsonb_object_agg(i.player_id, md5((to_jsonb(i) - v_strip)::text)) into v_out
      from public.player_injuries i where i.year = p_year;
    when 'nfl_schedules' then
      select jsonb_object_agg(s.week || ':' || s.home_team, md5((to_jsonb(s) - v_strip)::text)) into v_out
      from public.nfl_schedules s where s.year = p_year;
    else
      -- a kind this function does not know yet: the job reports no row counts for it
      return null;
  end case;
  return coalesce(v_out, '{}'::jsonb);
end
$$;

-- one league's rows of every kind, and the season's reference rows
insert into public.league_franchises (league_id, year, franchise_id, franchise_name) values
  ('10001', 2026, '0001', 'One'), ('10001', 2026, '0002', 'Two')
  on conflict (league_id, year, franchise_id) do update set franchise_name = excluded.franchise_name;
insert into public.league_standings (league_id, year, franchise_id, rank, win_loss_tie_record, points_for) values
  ('10001', 2026, '0002', 2, '0-1-0', 90.5), ('10001', 2026, '0001', 1, '1-0-0', 101.25);
insert into public.league_transactions (id, league_id, year, mfl_key, transaction_date, transaction_type, mfl_type, franchise_id) values
  ('00000000-0000-4000-8000-000000000001', '10001', 2026, 'a', '2026-10-01', 'ADD', 'FREE_AGENT', '0001'),
  ('00000000-0000-4000-8000-000000000003', '10001', 2026, 'c', '2026-10-03', 'ADD', 'FREE_AGENT', '0002');
insert into public.league_transaction_assets (transaction_id, league_id, ordinal, direction, franchise_id, asset_type, asset_id, player_name) values
  ('00000000-0000-4000-8000-000000000003', '10001', 1, 'RECEIVED', '0002', 'PLAYER', '13116', 'Mahomes, Patrick');
insert into public.league_rosters (league_id, year, franchise_id, player_id) values ('10001', 2026, '0001', '13116'), ('10001', 2026, '0002', '14000');
insert into public.league_player_scores (league_id, year, week, player_id, score) values ('10001', 2026, 1, '13116', 30), ('10001', 2026, 2, '13116', 12.5);
insert into public.league_settings (league_id, year) values ('10001', 2026);
insert into public.nfl_players (year, player_id, full_name, position, nfl_team) values (2026, '13116', 'Patrick Mahomes', 'QB', 'KCC'), (2026, '14000', 'Someone Else', 'RB', 'BUF')
  on conflict do nothing;
insert into public.nfl_bye_weeks (year, nfl_team, bye_week) values (2026, 'KCC', 10), (2026, 'BUF', 7) on conflict do nothing;
insert into public.player_injuries (year, player_id, status) values (2026, '13116', 'Questionable') on conflict do nothing;
insert into public.nfl_schedules (year, week, home_team, away_team) values (2026, 1, 'KCC', 'BUF') on conflict do nothing;
select tests.as_service_role();
select ok(public.replace_league_schedule('10001', 2026, $$[
  {"week":13,"franchise_id":"0001","game":1,"opponent_id":"0002","is_home":false},
  {"week":13,"franchise_id":"0002","game":1,"opponent_id":"0001","is_home":true}
]$$::jsonb, '2026-11-21 10:00+00'), 'a schedule stored');

-- every kind: rows counted, the same digest as the case it replaced --------------------------------
select isnt((select count(*)::int from jsonb_object_keys(public.sync_rows_digest(k, 2026, '10001'))), 0, k || ': its rows are counted')
  from unnest(array['franchises', 'standings', 'transactions', 'rosters', 'player_scores', 'schedule', 'settings',
    'players', 'bye_weeks', 'injuries', 'nfl_schedules']) k;
select is(public.sync_rows_digest(k, 2026, '10001'), pg_temp.old_digest(k, 2026, '10001'), k || ': the same digest as before')
  from unnest(array['franchises', 'standings', 'transactions', 'rosters', 'player_scores', 'schedule', 'settings',
    'players', 'bye_weeks', 'injuries', 'nfl_schedules']) k;
select is((select count(*)::int from private.sync_digest_kinds), 11, 'the registry names the eleven kinds the case named');
select is(public.sync_rows_digest('no-such-kind', 2026, '10001'), null, 'a kind nobody registered: no counts, no error');

-- a kind registered by its row alone ---------------------------------------------------------------
reset role;
create table public.digest_test_kind (league_id text, year int, slot text, points int);
insert into public.digest_test_kind values ('10001', 2026, 'a', 1), ('10001', 2026, 'b', 2), ('20002', 2026, 'c', 3);
insert into private.sync_digest_kinds (kind, table_name, per_league, row_key, row_value) values
  ('test_kind', 'public.digest_test_kind', true, 'r.slot', 'r.points::text');
select tests.as_service_role();
select is(public.sync_rows_digest('test_kind', 2026, '10001'), jsonb_build_object('a', md5('1'), 'b', md5('2')),
  'a new kind''s rows, its league''s only, with no change to the function');

-- nobody else reads the registry ---------------------------------------------------------------------
select tests.clear_authentication();
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select throws_ok($$select count(*) from private.sync_digest_kinds$$, '42501', null, 'a user cannot read the registry');
select tests.clear_authentication();

select * from finish();
rollback;
