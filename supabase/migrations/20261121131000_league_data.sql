-- league data the `league` function keeps in sync with mfl: standings, transactions with their
-- assets, and per league/season/kind sync bookkeeping (when, stale, last error). franchise names
-- and divisions live in league_franchises (core schema); this migration adds its atomic writer.
--
-- members read through rls (private.has_league_access); only the service role writes, and only
-- through the replace_* functions below, each one transaction (architecture: "a full transaction
-- sync replaces a league's data in one database transaction").
--
-- player names: transaction assets carry player_name, resolved at sync time from mfl's league-wide
-- `players` export (cached by the upstream layer for hours). no players table here: the canonical
-- players table belongs to the admin/players work, and a name snapshot per asset is all the
-- transactions view needs.

-- ---------------------------------------------------------------------------------------------
-- league_standings: one row per franchise per season, as mfl reported it at synced time
-- ---------------------------------------------------------------------------------------------
create table public.league_standings (
  league_id text not null,
  year int not null,
  franchise_id text not null,
  -- position in mfl's own order (league.standingsSort), 1 = first
  rank int not null,
  wins int not null default 0,
  losses int not null default 0,
  ties int not null default 0,
  win_loss_tie_record text not null,
  winning_percentage numeric(6, 5) not null default 0,
  current_streak text not null default '',
  division_id text,
  division_record text,
  division_wins int,
  division_losses int,
  division_ties int,
  points_for numeric(10, 2) not null default 0,
  points_against numeric(10, 2) not null default 0,
  blind_bid_balance numeric(10, 2),
  updated_at timestamptz not null default now(),
  primary key (league_id, year, franchise_id),
  constraint league_standings_record_format check (win_loss_tie_record ~ '^\d+-\d+-\d+$')
);
comment on table public.league_standings is 'MFL standings per league and season; written by the league function (service role), read by league members.';

alter table public.league_standings enable row level security;
revoke all on table public.league_standings from anon, authenticated;
grant select on table public.league_standings to authenticated;
grant all on table public.league_standings to service_role;

-- ---------------------------------------------------------------------------------------------
-- league_transactions: mfl has no transaction id, so id is derived from the row's own content
-- (league, season, mfl_key), stable across re-syncs; the spa can use it as a key
-- ---------------------------------------------------------------------------------------------
create table public.league_transactions (
  id uuid primary key,
  league_id text not null,
  year int not null,
  -- timestamp, type, franchises and encoded lists joined: unique within a league's season
  mfl_key text not null,
  transaction_date timestamptz,
  -- the product's type (spec 02 §3): TRADE, BBID_WAIVER, ADD, DROP, LOAD_ROSTERS, ... or mfl's own
  transaction_type text not null,
  -- mfl's type as sent (FREE_AGENT, WAIVER, IR, TAXI, AUCTION_WON, ...)
  mfl_type text not null,
  franchise_id text,
  franchise2_id text,
  comments text,
  by_commish boolean not null default false,
  bid_amount numeric(10, 2),
  raw jsonb not null default '{}'::jsonb,
  unique (league_id, year, mfl_key)
);
comment on table public.league_transactions is 'MFL transactions per league and season, parsed; written by the league function (service role), read by league members.';
create index league_transactions_league_date_idx on public.league_transactions (league_id, year, transaction_date desc);

alter table public.league_transactions enable row level security;
revoke all on table public.league_transactions from anon, authenticated;
grant select on table public.league_transactions to authenticated;
grant all on table public.league_transactions to service_role;

-- ---------------------------------------------------------------------------------------------
-- league_transaction_assets: what changed hands; league_id repeated so the policy needs no join
-- ---------------------------------------------------------------------------------------------
create table public.league_transaction_assets (
  id bigint generated always as identity primary key,
  transaction_id uuid not null references public.league_transactions (id) on delete cascade,
  league_id text not null,
  -- order within the transaction, as parsed
  ordinal int not null,
  direction text not null check (direction in ('GAVE_UP', 'RECEIVED')),
  franchise_id text not null,
  asset_type text not null check (asset_type in ('PLAYER', 'DRAFT_PICK', 'MONEY')),
  -- player id, mfl pick token (FP_0004_2027_2, DP_0_4) or BB_<amount>; null for waiver bids
  asset_id text,
  player_name text,
  player_position text,
  player_team text,
  draft_round int,
  draft_position int,
  draft_year int,
  original_franchise_id text,
  asset_value numeric(10, 2)
);
comment on table public.league_transaction_assets is 'Assets of league_transactions (players, draft picks, money); same access as their transaction.';
create index league_transaction_assets_transaction_idx on public.league_transaction_assets (transaction_id, ordinal);
create index league_transaction_assets_league_idx on public.league_transaction_assets (league_id);

alter table public.league_transaction_assets enable row level security;
revoke all on table public.league_transaction_assets from anon, authenticated;
grant select on table public.league_transaction_assets to authenticated;
grant all on table public.league_transaction_assets to service_role;

-- ---------------------------------------------------------------------------------------------
-- league_sync_state: when each kind of a league's data was last taken from mfl
-- ---------------------------------------------------------------------------------------------
create table public.league_sync_state (
  league_id text not null,
  year int not null,
  kind text not null check (kind in ('franchises', 'standings', 'transactions')),
  -- when mfl produced the data now in the tables; null before the first good sync
  synced_at timestamptz,
  -- last refresh attempt, good or bad
  attempted_at timestamptz not null default now(),
  -- the last refresh failed: the tables hold older data
  stale boolean not null default false,
  last_error text,
  primary key (league_id, year, kind)
);
comment on table public.league_sync_state is 'Per league, season and kind: last good MFL sync, staleness, last error. Written by the service role.';

alter table public.league_sync_state enable row level security;
revoke all on table public.league_sync_state from anon, authenticated;
grant select on table public.league_sync_state to authenticated;
grant all on table public.league_sync_state to service_role;

-- ---------------------------------------------------------------------------------------------
-- policies: members read, nobody writes through the api roles (no insert/update/delete policies)
-- ---------------------------------------------------------------------------------------------
create policy "league members read standings" on public.league_standings
  for select to authenticated
  using ((select private.has_league_access(league_id)));

create policy "league members read transactions" on public.league_transactions
  for select to authenticated
  using ((select private.has_league_access(league_id)));

create policy "league members read transaction assets" on public.league_transaction_assets
  for select to authenticated
  using ((select private.has_league_access(league_id)));

create policy "league members read sync state" on public.league_sync_state
  for select to authenticated
  using ((select private.has_league_access(league_id)));

-- ---------------------------------------------------------------------------------------------
-- writers, called with rpc by the service role. each one:
--  * serialises writers of one league/season/kind (advisory lock), so concurrent syncs from
--    several isolates never interleave a delete and an insert;
--  * ignores data older than what is stored (p_synced_at = when mfl produced it) and returns false;
--  * records the sync in league_sync_state in the same transaction.
-- security invoker: they run with the service role's own rights; execute is revoked from the api
-- roles, so a user cannot call them through postgrest.
-- ---------------------------------------------------------------------------------------------
create or replace function private.begin_league_sync(p_league_id text, p_year int, p_kind text, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('league_sync'), hashtext(p_league_id || '/' || p_year || '/' || p_kind));
  if exists (
    select 1 from public.league_sync_state s
    where s.league_id = p_league_id and s.year = p_year and s.kind = p_kind and s.synced_at >= p_synced_at
  ) then
    -- same or newer data is already stored: only clear the stale mark
    update public.league_sync_state s set stale = false, last_error = null, attempted_at = now()
    where s.league_id = p_league_id and s.year = p_year and s.kind = p_kind;
    return false;
  end if;
  insert into public.league_sync_state (league_id, year, kind, synced_at, attempted_at, stale, last_error)
  values (p_league_id, p_year, p_kind, p_synced_at, now(), false, null)
  on conflict (league_id, year, kind) do update
    set synced_at = excluded.synced_at, attempted_at = excluded.attempted_at, stale = false, last_error = null;
  return true;
end
$$;
revoke execute on function private.begin_league_sync(text, int, text, timestamptz) from public;
grant execute on function private.begin_league_sync(text, int, text, timestamptz) to service_role;

-- franchises: upsert (other writers, e.g. the league sync of the mfl function, may add rows too)
create or replace function public.replace_league_franchises(p_league_id text, p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not private.begin_league_sync(p_league_id, p_year, 'franchises', p_synced_at) then
    return false;
  end if;
  insert into public.league_franchises (league_id, year, franchise_id, franchise_name, division_id, division_name, logo_url)
  select p_league_id, p_year, r.franchise_id, r.franchise_name, r.division_id, r.division_name, r.logo_url
  from jsonb_to_recordset(p_rows) as r(franchise_id text, franchise_name text, division_id text, division_name text, logo_url text)
  on conflict (league_id, year, franchise_id) do update
    set franchise_name = excluded.franchise_name,
        division_id = excluded.division_id,
        division_name = excluded.division_name,
        logo_url = coalesce(excluded.logo_url, public.league_franchises.logo_url);
  return true;
end
$$;

create or replace function public.replace_league_standings(p_league_id text, p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not private.begin_league_sync(p_league_id, p_year, 'standings', p_synced_at) then
    return false;
  end if;
  delete from public.league_standings s where s.league_id = p_league_id and s.year = p_year;
  insert into public.league_standings (
    league_id, year, franchise_id, rank, wins, losses, ties, win_loss_tie_record, winning_percentage,
    current_streak, division_id, division_record, division_wins, division_losses, division_ties,
    points_for, points_against, blind_bid_balance, updated_at
  )
  select p_league_id, p_year, r.franchise_id, r.rank, r.wins, r.losses, r.ties, r.win_loss_tie_record,
    r.winning_percentage, coalesce(r.current_streak, ''), r.division_id, r.division_record, r.division_wins,
    r.division_losses, r.division_ties, r.points_for, r.points_against, r.blind_bid_balance, p_synced_at
  from jsonb_to_recordset(p_rows) as r(
    franchise_id text, rank int, wins int, losses int, ties int, win_loss_tie_record text,
    winning_percentage numeric, current_streak text, division_id text, division_record text,
    division_wins int, division_losses int, division_ties int, points_for numeric, points_against numeric,
    blind_bid_balance numeric
  );
  return true;
end
$$;

-- p_rows: [{ mfl_key, transaction_date, transaction_type, mfl_type, franchise_id, franchise2_id,
--   comments, by_commish, bid_amount, raw, assets: [{ direction, franchise_id, asset_type, ... }] }]
create or replace function public.replace_league_transactions(p_league_id text, p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not private.begin_league_sync(p_league_id, p_year, 'transactions', p_synced_at) then
    return false;
  end if;
  -- assets go with their transactions (on delete cascade)
  delete from public.league_transactions t where t.league_id = p_league_id and t.year = p_year;

  insert into public.league_transactions (
    id, league_id, year, mfl_key, transaction_date, transaction_type, mfl_type, franchise_id, franchise2_id,
    comments, by_commish, bid_amount, raw
  )
  select md5(p_league_id || '/' || p_year || '/' || r.mfl_key)::uuid, p_league_id, p_year, r.mfl_key,
    r.transaction_date, r.transaction_type, r.mfl_type, r.franchise_id, r.franchise2_id, r.comments,
    coalesce(r.by_commish, false), r.bid_amount, coalesce(r.raw, '{}'::jsonb)
  from jsonb_to_recordset(p_rows) as r(
    mfl_key text, transaction_date timestamptz, transaction_type text, mfl_type text, franchise_id text,
    franchise2_id text, comments text, by_commish boolean, bid_amount numeric, raw jsonb
  );

  insert into public.league_transaction_assets (
    transaction_id, league_id, ordinal, direction, franchise_id, asset_type, asset_id, player_name,
    player_position, player_team, draft_round, draft_position, draft_year, original_franchise_id, asset_value
  )
  select md5(p_league_id || '/' || p_year || '/' || (t.value ->> 'mfl_key'))::uuid, p_league_id, a.ordinality::int,
    a.value ->> 'direction', a.value ->> 'franchise_id', a.value ->> 'asset_type', a.value ->> 'asset_id',
    a.value ->> 'player_name', a.value ->> 'player_position', a.value ->> 'player_team',
    (a.value ->> 'draft_round')::int, (a.value ->> 'draft_position')::int, (a.value ->> 'draft_year')::int,
    a.value ->> 'original_franchise_id', (a.value ->> 'asset_value')::numeric
  from jsonb_array_elements(p_rows) as t(value)
  cross join lateral jsonb_array_elements(coalesce(t.value -> 'assets', '[]'::jsonb)) with ordinality as a(value, ordinality);
  return true;
end
$$;

-- a failed refresh: keep the data, mark it stale with the reason
create or replace function public.mark_league_sync_failed(p_league_id text, p_year int, p_kind text, p_error text)
returns void
language sql
set search_path = ''
as $$
  insert into public.league_sync_state (league_id, year, kind, synced_at, attempted_at, stale, last_error)
  values (p_league_id, p_year, p_kind, null, now(), true, left(p_error, 500))
  on conflict (league_id, year, kind) do update
    set attempted_at = excluded.attempted_at, stale = true, last_error = excluded.last_error
$$;

revoke execute on function public.replace_league_franchises(text, int, jsonb, timestamptz) from public, anon, authenticated;
revoke execute on function public.replace_league_standings(text, int, jsonb, timestamptz) from public, anon, authenticated;
revoke execute on function public.replace_league_transactions(text, int, jsonb, timestamptz) from public, anon, authenticated;
revoke execute on function public.mark_league_sync_failed(text, int, text, text) from public, anon, authenticated;
grant execute on function public.replace_league_franchises(text, int, jsonb, timestamptz) to service_role;
grant execute on function public.replace_league_standings(text, int, jsonb, timestamptz) to service_role;
grant execute on function public.replace_league_transactions(text, int, jsonb, timestamptz) to service_role;
grant execute on function public.mark_league_sync_failed(text, int, text, text) to service_role;
