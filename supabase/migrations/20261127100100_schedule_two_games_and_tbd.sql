-- league_schedule keeps every game of a week: some mfl leagues play two games a week, so a
-- franchise has a row per game (`game` 1, 2 in mfl's order) and the primary key names the game.
-- before a playoff bracket is set mfl lists a franchise against itself; that pairing is stored as
-- undecided (opponent_id null, shown as TBD), never as the franchise playing itself.

alter table public.league_schedule add column game smallint not null default 1 check (game between 1 and 4);
comment on column public.league_schedule.game is 'The franchise''s game of the week, in MFL''s order: 1, or 2 in a league that plays two games a week.';
comment on column public.league_schedule.opponent_id is 'The opponent; null while MFL has not decided the pairing (a playoff week before its bracket is set): TBD.';
alter table public.league_schedule drop constraint league_schedule_pkey;
alter table public.league_schedule add primary key (league_id, year, week, franchise_id, game);
-- rows an earlier sync stored as "0001 plays 0001" become the undecided pairings they were
update public.league_schedule set opponent_id = null where opponent_id = franchise_id;
alter table public.league_schedule add constraint league_schedule_not_self check (opponent_id is distinct from franchise_id);

-- p_rows: [{ week, franchise_id, game, opponent_id, is_home, score, result, spread }]; a duplicate
-- (week, franchise, game) is an error, not a row quietly dropped.
create or replace function public.replace_league_schedule(p_league_id text, p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not private.begin_league_sync(p_league_id, p_year, 'schedule', p_synced_at) then
    return false;
  end if;
  delete from public.league_schedule s where s.league_id = p_league_id and s.year = p_year;
  insert into public.league_schedule (league_id, year, week, franchise_id, game, opponent_id, is_home, score, result, spread)
  select p_league_id, p_year, r.week, r.franchise_id, coalesce(r.game, 1), r.opponent_id, coalesce(r.is_home, false),
    r.score, r.result, r.spread
  from jsonb_to_recordset(p_rows) as r(
    week int, franchise_id text, game smallint, opponent_id text, is_home boolean, score numeric, result text, spread numeric
  );
  return true;
end
$$;

-- a sync job counts schedule rows by week, franchise and game (two games a week are two rows).
-- the rest of the function is as 20261124100100_sync_jobs.sql defines it.
create or replace function public.sync_rows_digest(p_kind text, p_year integer, p_league_id text default null)
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
