-- issue 22.1: adding a kind edits no central sql. a sync job counts the rows it changed by a digest
-- of a kind's rows before and after (public.sync_rows_digest), and that function named every kind in
-- a case, returning null (no counts) for one it did not know: each new kind had to edit it.
--
-- each kind now names its own rows in private.sync_digest_kinds: its table, whether the rows are a
-- league's or the season's, the sql expression of a row's key and of what is hashed (over the row
-- alias r; $3 is the list of bookkeeping columns left out: ids, league, year, timestamps). a new
-- kind's migration inserts its one row next to its table. the digest is the same as before, key for
-- key and hash for hash (pgTAP 45-sync-digest-kinds.test.sql checks it against the old case).
create table private.sync_digest_kinds (
  kind text primary key,
  table_name regclass not null,
  -- a league's rows (league_id and year) or the season's shared reference rows (year alone)
  per_league boolean not null,
  row_key text not null,
  row_value text not null
);
comment on table private.sync_digest_kinds is
  'How public.sync_rows_digest reads each kind''s rows: written by migrations only (sql expressions over the row alias r).';
alter table private.sync_digest_kinds enable row level security;
revoke all on private.sync_digest_kinds from public, anon, authenticated;
grant select on private.sync_digest_kinds to service_role;

insert into private.sync_digest_kinds (kind, table_name, per_league, row_key, row_value) values
  ('franchises', 'public.league_franchises', true, 'r.franchise_id', '(to_jsonb(r) - $3)::text'),
  ('standings', 'public.league_standings', true, 'r.franchise_id', '(to_jsonb(r) - $3)::text'),
  ('transactions', 'public.league_transactions', true, 'r.mfl_key', $k$((to_jsonb(r) - $3) || jsonb_build_object('assets', (
    select coalesce(jsonb_agg(to_jsonb(a) - $3 order by a.ordinal), '[]'::jsonb)
    from public.league_transaction_assets a where a.transaction_id = r.id
  )))::text$k$),
  ('rosters', 'public.league_rosters', true, $k$r.franchise_id || ':' || r.player_id$k$, '(to_jsonb(r) - $3)::text'),
  ('player_scores', 'public.league_player_scores', true, $k$r.week || ':' || r.player_id$k$, 'r.score::text'),
  ('schedule', 'public.league_schedule', true, $k$r.week || ':' || r.franchise_id || ':' || r.game$k$, '(to_jsonb(r) - $3)::text'),
  ('settings', 'public.league_settings', true, $k$'settings'$k$, '(to_jsonb(r) - $3)::text'),
  ('players', 'public.nfl_players', false, 'r.player_id', '(to_jsonb(r) - $3)::text'),
  ('bye_weeks', 'public.nfl_bye_weeks', false, 'r.nfl_team', 'r.bye_week::text'),
  ('injuries', 'public.player_injuries', false, 'r.player_id', '(to_jsonb(r) - $3)::text'),
  ('nfl_schedules', 'public.nfl_schedules', false, $k$r.week || ':' || r.home_team$k$, '(to_jsonb(r) - $3)::text');

create or replace function public.sync_rows_digest(p_kind text, p_year integer, p_league_id text default null)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_strip constant text[] := array['league_id', 'year', 'updated_at', 'created_at', 'id', 'transaction_id'];
  v_kind private.sync_digest_kinds;
  v_out jsonb;
begin
  select * into v_kind from private.sync_digest_kinds k where k.kind = p_kind;
  -- a kind nobody registered: the job reports no row counts for it
  if not found then
    return null;
  end if;
  execute format(
    'select jsonb_object_agg(%s, md5(%s)) from %s r where r.year = $1%s',
    v_kind.row_key, v_kind.row_value, v_kind.table_name, case when v_kind.per_league then ' and r.league_id = $2' else '' end
  ) into v_out using p_year, p_league_id, v_strip;
  return coalesce(v_out, '{}'::jsonb);
end
$$;
