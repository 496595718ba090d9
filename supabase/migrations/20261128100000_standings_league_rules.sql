-- standings follow the league's own settings: mfl leagues rank by their own standingsSort
-- ("PCT,PTS,", "VP,PTS,", "PTS,", ...), a total-points league (h2h "") has no head-to-head games,
-- some award victory points, some have conferences above their divisions, some bid no blind bids.
-- league_standings_rules keeps those settings per league season (the standings sync writes them
-- from the league export with the rows, in one transaction), and league_standings keeps the
-- figures they need: victory points, the all-play percentage (a sort key) and the conference.

alter table public.league_standings
  add column victory_points numeric(10, 2),
  add column all_play_percentage numeric(6, 5),
  add column conference_id text,
  add column conference_name text,
  add column conference_record text;
comment on column public.league_standings.victory_points is 'MFL vp; null where the league awards no victory points.';
comment on column public.league_standings.conference_record is 'W-L-T against the conference (MFL confw/confl/conft); null without conferences.';

create table public.league_standings_rules (
  league_id text not null,
  year int not null,
  -- mfl's standingsSort as sent; null when the league names none (the spec's order applies)
  standings_sort text,
  -- false: a total-points league, ranked by points, no w-l
  head_to_head boolean not null default true,
  victory_points boolean not null default false,
  -- the league's waivers are blind bids: its teams have a balance
  blind_bidding boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (league_id, year)
);
comment on table public.league_standings_rules is 'How an MFL league ranks its standings and which columns it uses; written with league_standings by the league function (service role), read by league members.';

alter table public.league_standings_rules enable row level security;
revoke all on table public.league_standings_rules from anon, authenticated;
grant select on table public.league_standings_rules to authenticated;
grant all on table public.league_standings_rules to service_role;

create policy "league members read standings rules" on public.league_standings_rules
  for select to authenticated
  using (league_id in (select private.my_league_ids()));

-- p_rows: { rules: { standings_sort, head_to_head, victory_points, blind_bidding }, rows: [{ franchise_id,
-- rank, wins, ..., victory_points, all_play_percentage, conference_id, conference_name, conference_record }] }.
-- a bare array of rows (the form before the rules) is still taken: its league keeps the rules it had.
create or replace function public.replace_league_standings(p_league_id text, p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_rows jsonb := case when jsonb_typeof(p_rows) = 'array' then p_rows else coalesce(p_rows -> 'rows', '[]'::jsonb) end;
  v_rules jsonb := case when jsonb_typeof(p_rows) = 'object' then p_rows -> 'rules' end;
begin
  if not private.begin_league_sync(p_league_id, p_year, 'standings', p_synced_at) then
    return false;
  end if;
  delete from public.league_standings s where s.league_id = p_league_id and s.year = p_year;
  insert into public.league_standings (
    league_id, year, franchise_id, rank, wins, losses, ties, win_loss_tie_record, winning_percentage,
    current_streak, division_id, division_record, division_wins, division_losses, division_ties,
    points_for, points_against, blind_bid_balance, victory_points, all_play_percentage,
    conference_id, conference_name, conference_record, updated_at
  )
  select p_league_id, p_year, r.franchise_id, r.rank, r.wins, r.losses, r.ties, r.win_loss_tie_record,
    r.winning_percentage, coalesce(r.current_streak, ''), r.division_id, r.division_record, r.division_wins,
    r.division_losses, r.division_ties, r.points_for, r.points_against, r.blind_bid_balance, r.victory_points,
    r.all_play_percentage, r.conference_id, r.conference_name, r.conference_record, p_synced_at
  from jsonb_to_recordset(v_rows) as r(
    franchise_id text, rank int, wins int, losses int, ties int, win_loss_tie_record text,
    winning_percentage numeric, current_streak text, division_id text, division_record text,
    division_wins int, division_losses int, division_ties int, points_for numeric, points_against numeric,
    blind_bid_balance numeric, victory_points numeric, all_play_percentage numeric, conference_id text,
    conference_name text, conference_record text
  );
  if v_rules is not null then
    insert into public.league_standings_rules (league_id, year, standings_sort, head_to_head, victory_points, blind_bidding, updated_at)
    values (
      p_league_id, p_year, nullif(v_rules ->> 'standings_sort', ''),
      coalesce((v_rules ->> 'head_to_head')::boolean, true), coalesce((v_rules ->> 'victory_points')::boolean, false),
      coalesce((v_rules ->> 'blind_bidding')::boolean, true), p_synced_at
    )
    on conflict (league_id, year) do update
      set standings_sort = excluded.standings_sort, head_to_head = excluded.head_to_head,
        victory_points = excluded.victory_points, blind_bidding = excluded.blind_bidding, updated_at = excluded.updated_at;
  end if;
  return true;
end
$$;

-- { rules, rows }: the league's standings rules (null before its first sync with them) and its rows
-- in mfl's rank order
create or replace function public.league_view_standings(p_league_id text, p_year integer, p_limit integer default null)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select private.league_view_of(p_league_id, p_year, json_build_object(
    'rules', (
      select row_to_json(x)
      from (
        select r.standings_sort, r.head_to_head, r.victory_points, r.blind_bidding
        from public.league_standings_rules r
        where r.league_id = p_league_id and r.year = p_year
      ) x
    ),
    'rows', coalesce((
      select json_agg(r order by r.rank)
      from (
        select x.franchise_id, x.rank, x.wins, x.losses, x.ties, x.win_loss_tie_record, x.winning_percentage,
          x.current_streak, x.division_id, x.division_record, x.points_for, x.points_against, x.blind_bid_balance,
          x.victory_points, x.all_play_percentage, x.conference_id, x.conference_name, x.conference_record
        from public.league_standings x
        where x.league_id = p_league_id and x.year = p_year
      ) r
    ), '[]'::json)
  ))
$$;
