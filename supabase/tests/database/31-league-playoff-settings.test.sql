-- migration 20261129100000 (issue 24.3, playoff odds): each user's playoff setting per league. A
-- user reads, writes and deletes only their own rows, writes only for a league they are a verified
-- member of, never in another user's name; anon has nothing. The odds' read function answers the
-- caller's own setting with the league's rows, and nothing to a stranger.
begin;
select plan(16);

select tests.create_actors();
insert into public.user_leagues (user_id, league_id, franchise_id, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '61408', '0003', now()),
  ('22222222-2222-4222-8222-222222222222', '61408', '0005', now()),
  ('33333333-3333-4333-8333-333333333333', '61408', '0007', null);

-- owner (a verified member) ----------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select lives_ok($$insert into public.league_playoff_settings (league_id, playoff_teams, bye_teams) values ('61408', 4, 0)$$,
  'a member stores a setting for their league');
select results_eq($$select user_id, playoff_teams, bye_teams from public.league_playoff_settings$$,
  $$values ('11111111-1111-4111-8111-111111111111'::uuid, 4, 0)$$, 'in their own name');
select lives_ok($$update public.league_playoff_settings set playoff_teams = 6, bye_teams = 2 where league_id = '61408'$$,
  'and changes it');
select throws_ok($$insert into public.league_playoff_settings (league_id, playoff_teams, bye_teams) values ('35112', 4, 0)$$,
  '42501', null, 'not for a league they are not a member of');
select throws_ok($$insert into public.league_playoff_settings (user_id, league_id, playoff_teams) values ('22222222-2222-4222-8222-222222222222', '61408', 4)$$,
  '42501', null, 'never in another user''s name');
select throws_ok($$update public.league_playoff_settings set bye_teams = 6 where league_id = '61408'$$,
  '23514', null, 'as many byes as places is refused');
select throws_ok($$update public.league_playoff_settings set playoff_teams = 0 where league_id = '61408'$$,
  '23514', null, 'no playoff places is refused');
select is((public.league_view_playoff_odds('61408', 2026)::jsonb)#>'{rows,setting}', '{"playoff_teams": 6, "bye_teams": 2}'::jsonb,
  'the odds'' read answers the caller''s setting');

-- other user (a member of the same league) ---------------------------------------------------------
select tests.authenticate_as('22222222-2222-4222-8222-222222222222');
select is_empty($$select 1 from public.league_playoff_settings$$, 'another member does not see the owner''s setting');
select is((public.league_view_playoff_odds('61408', 2026)::jsonb)#>'{rows,setting}', 'null'::jsonb, 'nor gets it in the odds'' read');
update public.league_playoff_settings set playoff_teams = 2 where league_id = '61408';
delete from public.league_playoff_settings where league_id = '61408';

-- newcomer (only claimed the league) ---------------------------------------------------------------
select tests.authenticate_as('33333333-3333-4333-8333-333333333333');
select throws_ok($$insert into public.league_playoff_settings (league_id, playoff_teams) values ('61408', 4)$$,
  '42501', null, 'an unverified member stores nothing');
select is((public.league_view_playoff_odds('61408', 2026)::jsonb)#>'{rows,standings}', '[]'::jsonb, 'nor reads the league''s rows');

-- anon ---------------------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select 1 from public.league_playoff_settings$$, '42501', null, 'anon cannot read the settings');
select throws_ok($$select public.league_view_playoff_odds('61408', 2026)$$, '42501', null, 'nor call the odds'' read');

-- owner again: the other user changed and deleted nothing; the owner deletes their own ------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select results_eq($$select playoff_teams, bye_teams from public.league_playoff_settings$$, $$values (6, 2)$$,
  'the other member''s update and delete touched nothing');
delete from public.league_playoff_settings where league_id = '61408';
select is_empty($$select 1 from public.league_playoff_settings$$, 'the owner deletes their own setting');

select * from finish();
rollback;
