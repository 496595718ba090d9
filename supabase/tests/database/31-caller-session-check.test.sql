-- a token's session judged in the database (migrations 20261128120000, 20261128120100): a signed-out
-- session or a deleted user is refused by a league view's own read and by the caller's membership
-- read (PT401, http 401 through postgrest), and by caller_status; a live session, or a token naming
-- none, passes. scoring_poll (service role) brings the kept answer and the stored mfl session.
begin;
select plan(26);

select tests.create_actors();
insert into auth.sessions (id, user_id, created_at) values
  ('5e551011-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', now()),
  ('5e551011-0000-4000-8000-000000000002', '22222222-2222-4222-8222-222222222222', now());
insert into auth.sessions (id, user_id, created_at, not_after) values
  ('5e551011-0000-4000-8000-000000000003', '11111111-1111-4111-8111-111111111111', now(), now() - interval '1 minute');
insert into public.user_leagues (user_id, league_id, franchise_id, display_name, verified_at) values
  ('11111111-1111-4111-8111-111111111111', '10001', '0001', 'Owner L1', now());
insert into public.upstream_cache (key, body, fetched_at, expires_at) values
  ('answer:mfl-scoring:10001:2026:current', '{"version": "v1", "answers": {"league": "{\"a\":1}", "personal:0001": "{\"p\":1}"}}',
    now(), now() + interval '1 minute'),
  ('answer:mfl-scoring:10001:2026:11', '{"version": "old", "answers": {}}', now() - interval '2 minutes', now() - interval '1 minute'),
  ('answer:mfl-scoring:10001:2026:12', '{"version": "v2", "answers": {"league": "{\"b\":2}"}, "freshUntil": "2026-11-29T12:00:00Z"}',
    '2026-11-29T11:59:30Z', '2026-11-29T12:00:10Z');


-- the rule ------------------------------------------------------------------------------------------
select ok(private.session_live('11111111-1111-4111-8111-111111111111', '5e551011-0000-4000-8000-000000000001'), 'a live session');
select ok(private.session_live('11111111-1111-4111-8111-111111111111', null), 'a token naming no session: the user exists');
select ok(not private.session_live('11111111-1111-4111-8111-111111111111', '5e551011-0000-4000-8000-000000000009'), 'a session that ended (no row)');
select ok(not private.session_live('11111111-1111-4111-8111-111111111111', '5e551011-0000-4000-8000-000000000002'), 'another user''s session');
select ok(not private.session_live('11111111-1111-4111-8111-111111111111', '5e551011-0000-4000-8000-000000000003'), 'a session past its not_after');
select ok(not private.session_live('11111111-1111-4111-8111-111111111111', 'not-a-uuid'), 'a session id that is not a uuid, without failing');
select ok(not private.session_live('99999999-9999-4999-8999-999999999999', null), 'a user that does not exist');

-- a league view's own read ------------------------------------------------------------------------
select tests.authenticate_with_session('11111111-1111-4111-8111-111111111111', '5e551011-0000-4000-8000-000000000001');
select is((public.league_view_standings('10001', 2026)::jsonb)#>>'{membership,franchise_id}', '0001', 'a live session reads the view');
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is((public.league_view_standings('10001', 2026)::jsonb)#>>'{membership,franchise_id}', '0001', 'so does a token naming no session');
select tests.authenticate_with_session('11111111-1111-4111-8111-111111111111', '5e551011-0000-4000-8000-000000000009');
select throws_ok($$select public.league_view_standings('10001', 2026)$$, 'PT401',
  'Invalid JWT: the session has ended or the user no longer exists', 'a signed-out session: PT401, before any row');
select throws_ok($$select public.league_view_transactions('10001', 2026, 5)$$, 'PT401', null, 'at every view');
select tests.clear_authentication();
delete from auth.users where id = '22222222-2222-4222-8222-222222222222';
select tests.authenticate_with_session('22222222-2222-4222-8222-222222222222', '5e551011-0000-4000-8000-000000000002');
select throws_ok($$select public.league_view_rosters('10001', 2026)$$, 'PT401', null, 'a deleted user: PT401');
select tests.clear_authentication();

-- caller_status: the rule and the admin flag, service role only -----------------------------------
select tests.as_service_role();
select is(public.caller_status('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', null), '{"live": true, "admin": true}'::jsonb, 'a live admin');
select is(public.caller_status('11111111-1111-4111-8111-111111111111', '5e551011-0000-4000-8000-000000000009'),
  '{"live": false, "admin": false}'::jsonb, 'a signed-out user');

-- scoring_poll: the kept answer and the stored mfl session ------------------------------------------------
select is(((public.scoring_poll('11111111-1111-4111-8111-111111111111', '10001', 'league',
  'answer:mfl-scoring:10001:2026:current', null, now()))->'memo') - 'fresh_until', '{"version": "v1", "answer": "{\"a\":1}"}'::jsonb, 'the league''s kept answer, as its text');
select is((public.scoring_poll('11111111-1111-4111-8111-111111111111', '10001', 'league',
  'answer:mfl-scoring:10001:2026:12', 'v2', '2026-11-29T11:59:50Z'))->'memo',
  '{"version": "v2", "fresh_until": "2026-11-29T12:00:00+00:00"}'::jsonb, 'fresh: only the version to its holder, and until when it is fresh');
select is((public.scoring_poll('11111111-1111-4111-8111-111111111111', '10001', 'league',
  'answer:mfl-scoring:10001:2026:12', 'v2', '2026-11-29T12:00:05Z'))#>>'{memo,answer}', '{"b":2}',
  'past due, within the grace: the text even to its holder (it goes out again with a new nextUpdateAt)');
select is((public.scoring_poll('11111111-1111-4111-8111-111111111111', '10001', 'league',
  'answer:mfl-scoring:10001:2026:12', null, '2026-11-29T12:00:11Z'))->>'memo', null, 'past the grace: none');
select is((public.scoring_poll('11111111-1111-4111-8111-111111111111', '10001', 'personal',
  'answer:mfl-scoring:10001:2026:current', null, now()))#>>'{memo,answer}', '{"p":1}', 'a personal one: the caller''s own franchise''s');
select is(((public.scoring_poll('11111111-1111-4111-8111-111111111111', '10001', 'league',
  'answer:mfl-scoring:10001:2026:current', 'v1', now()))->'memo') - 'fresh_until', '{"version": "v1"}'::jsonb, 'only its version to a caller who holds it');
select is((public.scoring_poll('11111111-1111-4111-8111-111111111111', '10001', 'league',
  'answer:mfl-scoring:10001:2026:11', null, now()))->>'memo', null, 'none past its expiry');
select is(public.scoring_poll('11111111-1111-4111-8111-111111111111', '10001', 'league',
  'answer:mfl-scoring:10001:2026:current', null, now()) - 'memo', '{"profile": null}'::jsonb,
  'beside the kept answer only the stored mfl session (the session rule and the membership are the caller''s own read)');
select tests.clear_authentication();

-- caller_league_membership: the caller's own read refuses an ended session ----------------------------
select tests.authenticate_with_session('11111111-1111-4111-8111-111111111111', '5e551011-0000-4000-8000-000000000001');
select is(public.caller_league_membership('10001')->>'franchise_id', '0001', 'a live session reads its membership');
select tests.authenticate_with_session('11111111-1111-4111-8111-111111111111', '5e551011-0000-4000-8000-000000000009');
select throws_ok($$select public.caller_league_membership('10001')$$, 'PT401', null, 'a signed-out session: PT401');
select tests.clear_authentication();

-- nobody else may call them ------------------------------------------------------------------------
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select throws_ok($$select public.scoring_poll('11111111-1111-4111-8111-111111111111', '10001', 'league', 'k', null, now())$$, '42501', null,
  'a user cannot call scoring_poll');
select throws_ok($$select public.caller_status('11111111-1111-4111-8111-111111111111', null)$$, '42501', null,
  'nor caller_status');

select * from finish();
rollback;
