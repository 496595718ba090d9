-- user_leagues input limits (migration 20261123084000): formats and lengths checked by the
-- database, and at most 50 leagues per account, with a clear error.
begin;
select plan(8);

select tests.create_actors();
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');

select throws_ok($$insert into public.user_leagues (league_id) values (repeat('1', 100000))$$, '23514', null,
  'a 100,000-character league id is refused');
select throws_ok($$insert into public.user_leagues (league_id) values ('61a08')$$, '23514', null, 'a league id has digits only');
select throws_ok($$insert into public.user_leagues (league_id, display_name) values ('61408', repeat('x', 1000000))$$, '23514', null,
  'a 1 MB display name is refused');
select throws_ok($$insert into public.user_leagues (league_id, franchise_id) values ('61408', 'abc')$$, '23514', null,
  'a franchise id has digits only');
select lives_ok($$insert into public.user_leagues (league_id, franchise_id, display_name) values ('61408', '0001', repeat('x', 100))$$,
  'a proper row is taken');
select throws_ok($$update public.user_leagues set display_name = repeat('y', 101) where league_id = '61408'$$, '23514', null,
  'renaming checks the length too');

select lives_ok($$insert into public.user_leagues (league_id) select (70000 + n)::text from generate_series(1, 49) n$$,
  'up to 50 leagues');
select throws_ok($$insert into public.user_leagues (league_id) values ('99999')$$, 'P0050',
  'You can follow at most 50 leagues: remove one before adding another', 'the 51st is refused with a clear message');

select * from finish();
rollback;
