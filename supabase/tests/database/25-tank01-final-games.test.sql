-- tank01_final_games: finished games' box scores, stored once by the tank01 function. Service role
-- only: no api role reads or writes them, whatever it tries.
begin;
select plan(14);

select tests.create_actors();

select tests.as_service_role();
select lives_ok($$insert into public.tank01_final_games (game_id, season, week, body)
  values ('20261119_BUF@MIA', 2026, 12, '{"gameID":"20261119_BUF@MIA","gameStatusCode":"2"}')$$, 'the service role stores a final game');
select is((select body->>'gameStatusCode' from public.tank01_final_games where game_id = '20261119_BUF@MIA'), '2', 'and reads it');
select throws_ok($$insert into public.tank01_final_games (game_id, season, body) values ('junk', 2026, '{}')$$,
  '23514', null, 'a game id must be Tank01''s YYYYMMDD_AWAY@HOME');
select lives_ok($$update public.tank01_final_games set stored_at = now() where game_id = '20261119_BUF@MIA'$$, 'the service role updates');

-- signed-in user (owner), other user, admin: nothing -----------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select throws_ok($$select * from public.tank01_final_games$$, '42501', null, 'a user cannot read final games');
select throws_ok($$insert into public.tank01_final_games (game_id, season, body) values ('20261119_NE@NYJ', 2026, '{}')$$,
  '42501', null, 'a user cannot store one');
select throws_ok($$update public.tank01_final_games set body = '{}'$$, '42501', null, 'a user cannot change one');
select throws_ok($$delete from public.tank01_final_games$$, '42501', null, 'a user cannot delete one');

select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select throws_ok($$select * from public.tank01_final_games$$, '42501', null, 'an admin reads them only through the function');
select throws_ok($$delete from public.tank01_final_games$$, '42501', null, 'an admin cannot delete one directly');

-- anon -----------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select * from public.tank01_final_games$$, '42501', null, 'anon cannot read final games');
select throws_ok($$insert into public.tank01_final_games (game_id, season, body) values ('20261119_NE@NYJ', 2026, '{}')$$,
  '42501', null, 'anon cannot store one');
select throws_ok($$update public.tank01_final_games set body = '{}'$$, '42501', null, 'anon cannot change one');
select throws_ok($$delete from public.tank01_final_games$$, '42501', null, 'anon cannot delete one');

select * from finish();
rollback;
