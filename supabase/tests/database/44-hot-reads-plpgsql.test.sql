-- The reads of every league screen and scoring poll stay pl/pgsql (migration
-- 20261130110000_hot_reads_plpgsql.sql): a `language sql` function that cannot be inlined is planned
-- again on every call, four times the database time of the warm standings read. A later
-- `create or replace` of one of them in `language sql` fails here. What they answer is tested with
-- the views and policies they serve (league views, caller session check, scoring poll).
begin;
select plan(11);

select function_lang_is('private', 'my_league_ids', 'plpgsql', 'the membership rule of every league table''s policy keeps its plan');
select function_lang_is('private', 'is_admin', 'plpgsql', 'the admin rule keeps its plan');
select function_lang_is('private', 'session_live', 'plpgsql', 'the session rule keeps its plan');
select function_lang_is('private', 'league_view_of', 'plpgsql', 'the league views'' envelope keeps its plans');
select function_lang_is('public', 'league_view_standings', 'plpgsql', 'standings'' read keeps its plans');
select function_lang_is('public', 'league_view_transactions', 'plpgsql', 'transactions'' read keeps its plans');
select function_lang_is('public', 'league_view_rosters', 'plpgsql', 'rosters'' read keeps its plans');
select function_lang_is('public', 'league_view_top_players', 'plpgsql', 'top players'' read keeps its plans');
select function_lang_is('public', 'league_view_playoff_odds', 'plpgsql', 'playoff odds'' read keeps its plans');
select function_lang_is('public', 'scoring_poll', 'plpgsql', 'the scoring poll keeps its plans');
select function_lang_is('public', 'caller_status', 'plpgsql', 'the caller check keeps its plans');

select * from finish();
rollback;
