-- nfl_players_named (migration 20261205100000): the names of a built scoring answer's players, the
-- ids joined as rows (PostgREST's `in.(…)` is `= any($n)`, which a generic plan compares with every
-- row). One row per stored id, nothing for an unknown one, the season's rows only.
begin;
select plan(7);

select tests.create_actors();
insert into public.nfl_players (year, player_id, full_name, position, nfl_team) values
  (2026, '13116', 'Patrick Mahomes', 'QB', 'KCC'),
  (2026, '14000', 'Bye Guy', 'WR', 'DEN'),
  (2025, '15000', 'Last Year', 'RB', 'FA');

select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select results_eq(
  $$select player_id, full_name, "position", nfl_team from public.nfl_players_named(2026, array['14000', '13116']) order by player_id$$,
  $$values ('13116', 'Patrick Mahomes', 'QB', 'KCC'), ('14000', 'Bye Guy', 'WR', 'DEN')$$,
  'each id asked: its name, position and team');
select is((select count(*) from public.nfl_players_named(2026, array['77777', '13116'])), 1::bigint, 'an id not stored: no row');
select is((select count(*) from public.nfl_players_named(2026, array['15000'])), 0::bigint, 'another season''s player: no row');
select is((select count(*) from public.nfl_players_named(2026, array[]::text[])), 0::bigint, 'no ids: no rows');

select is((select count(*) from public.nfl_players_named(2026, array(select '13116' from generate_series(1, 400)))), 400::bigint,
  'an id asked twice comes back twice (the answer keys them by id)');
select tests.clear_authentication();

select tests.as_anon();
select throws_ok($$select * from public.nfl_players_named(2026, array['13116'])$$, '42501', null, 'anon cannot call it');
select tests.clear_authentication();

select function_lang_is('public', 'nfl_players_named', 'sql', 'a plain SQL function');

select * from finish();
rollback;
