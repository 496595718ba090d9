-- player identity (issue 14, spec 02 §5): the names the resolver compares are normalised for case,
-- accents, punctuation, the order "Last, First", the suffixes Jr./Sr./II/III and common nicknames;
-- the inbox puts a feed's team and position in MFL's codes (CLV→CLE, WSH→WAS, LA→LAR, Def→DST).
begin;
select plan(16);

select is(private.normalise_player_name('Marvin Harrison Jr.'), 'marvin harrison', 'a Jr. suffix is dropped');
select is(private.normalise_player_name('Harrison Jr., Marvin'), 'marvin harrison', '"Last, First" is turned round, its suffix dropped');
select is(private.normalise_player_name('Patrick Mahomes II'), 'patrick mahomes', 'II is dropped');
select is(private.normalise_player_name('Michael Pittman III'), 'michael pittman', 'III is dropped');
select is(private.normalise_player_name('Odell Beckham Sr'), 'odell beckham', 'Sr without its dot is dropped');
select is(private.normalise_player_name('D.J. Moore'), 'dj moore', 'initials lose their dots');
select is(private.normalise_player_name('Ja''Marr Chase'), 'jamarr chase', 'an apostrophe joins the name');
select is(private.normalise_player_name('Amon-Ra St. Brown'), 'amon ra st brown', 'a hyphen is a space');
select is(private.normalise_player_name('José  NÚÑEZ'), 'jose nunez', 'accents, case and double spaces');
select is(private.normalise_player_name('Mike Williams'), 'michael williams', 'a common nickname becomes the formal first name');
select is(private.normalise_player_name('Mike'), 'mike', 'a single word is not taken for a nickname');

select is(public.inbox_team_code('CLV'), 'CLE', 'CLV is Cleveland');
select is(public.inbox_team_code('WSH'), 'WAS', 'WSH is Washington');
select is(public.inbox_team_code('LA'), 'LAR', 'LA is the Rams');
select is(public.inbox_position('Def'), 'DST', 'Def is a team defence');
select is(public.inbox_position('K'), 'PK', 'K is a place kicker');

select * from finish();
rollback;
