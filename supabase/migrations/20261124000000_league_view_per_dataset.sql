-- one read function per league view instead of one league_view whose every kind sat in a single
-- case expression: adding a view is now one function in its own migration, and nothing shared is
-- rewritten. private.league_view_of wraps a view's rows with what every view reads in the same
-- round trip (the caller's membership, the season's sync state and its franchises).
--
-- all of them are security invoker: they run as the caller, so row level security decides exactly
-- as it does for the separate selects (a stranger gets no membership and no rows).

create or replace function private.league_view_of(p_league_id text, p_year integer, p_rows json)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  -- json rather than jsonb: the answer is only passed on, and building json is the cheaper of the two.
  select json_build_object(
    'membership', (
      select row_to_json(m)
      from (
        select u.league_id, u.franchise_id, u.display_name, u.verified_at, u.verified_year
        from public.user_leagues u
        where u.user_id = (select auth.uid()) and u.league_id = p_league_id
      ) m
    ),
    'sync', coalesce((
      select json_agg(s)
      from (
        select x.kind, x.synced_at, x.attempted_at, x.stale, x.last_error
        from public.league_sync_state x
        where x.league_id = p_league_id and x.year = p_year
      ) s
    ), '[]'::json),
    'franchises', coalesce((
      select json_agg(f order by f.franchise_id)
      from (
        select x.franchise_id, x.franchise_name, x.division_id, x.division_name
        from public.league_franchises x
        where x.league_id = p_league_id and x.year = p_year
      ) f
    ), '[]'::json),
    'rows', p_rows
  )
$$;

-- standings in mfl's rank order
create or replace function public.league_view_standings(p_league_id text, p_year integer, p_limit integer default null)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select private.league_view_of(p_league_id, p_year, coalesce((
    select json_agg(r order by r.rank)
    from (
      select x.franchise_id, x.rank, x.wins, x.losses, x.ties, x.win_loss_tie_record, x.winning_percentage,
        x.current_streak, x.division_id, x.division_record, x.points_for, x.points_against, x.blind_bid_balance
      from public.league_standings x
      where x.league_id = p_league_id and x.year = p_year
    ) r
  ), '[]'::json))
$$;

-- { rows: newest first with their assets, up to p_limit; total: the season's count }
create or replace function public.league_view_transactions(p_league_id text, p_year integer, p_limit integer default null)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select private.league_view_of(p_league_id, p_year, json_build_object(
    'rows', coalesce((
      select json_agg(t order by t.transaction_date desc nulls last, t.id)
      from (
        select x.id, x.transaction_date, x.transaction_type, x.mfl_type, x.franchise_id, x.franchise2_id, x.comments,
          x.by_commish, x.bid_amount, coalesce((
            select json_agg(json_build_object('direction', y.direction, 'franchise_id', y.franchise_id,
              'asset_type', y.asset_type, 'asset_id', y.asset_id, 'player_name', y.player_name,
              'player_position', y.player_position, 'player_team', y.player_team, 'draft_round', y.draft_round,
              'draft_position', y.draft_position, 'draft_year', y.draft_year,
              'original_franchise_id', y.original_franchise_id, 'asset_value', y.asset_value) order by y.ordinal)
            from public.league_transaction_assets y
            where y.transaction_id = x.id
          ), '[]'::json) as transaction_assets
        from public.league_transactions x
        where x.league_id = p_league_id and x.year = p_year
        order by x.transaction_date desc nulls last, x.id
        limit p_limit
      ) t
    ), '[]'::json),
    'total', (select count(*) from public.league_transactions x where x.league_id = p_league_id and x.year = p_year)
  ))
$$;

-- the league's rostered players with what the shared reference tables know of them
create or replace function private.league_roster_rows(p_league_id text, p_year integer)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((
    select json_agg(r order by r.franchise_id, r.full_name)
    from (
      select x.franchise_id, x.player_id, x.status, x.drafted, coalesce(p.full_name, 'Player ' || x.player_id) as full_name,
        p.position, p.nfl_team, b.bye_week, i.status as injury_status
      from public.league_rosters x
      left join public.nfl_players p on p.year = x.year and p.player_id = x.player_id
      left join public.nfl_bye_weeks b on b.year = x.year and b.nfl_team = p.nfl_team
      left join public.player_injuries i on i.year = x.year and i.player_id = x.player_id
      where x.league_id = p_league_id and x.year = p_year
    ) r
  ), '[]'::json)
$$;

create or replace function public.league_view_rosters(p_league_id text, p_year integer, p_limit integer default null)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select private.league_view_of(p_league_id, p_year, private.league_roster_rows(p_league_id, p_year))
$$;

-- { rosters, scores }: every player with points in this league's scoring (season total, weeks
-- played and the weekly map, aggregated here so a 1,000-player league is one round trip), and the
-- rosters that say who is whose
create or replace function public.league_view_top_players(p_league_id text, p_year integer, p_limit integer default null)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select private.league_view_of(p_league_id, p_year, json_build_object(
    'rosters', private.league_roster_rows(p_league_id, p_year),
    'scores', coalesce((
      select json_agg(s order by s.total_points desc, s.player_id)
      from (
        select w.player_id, coalesce(p.full_name, 'Player ' || w.player_id) as full_name, p.position, p.nfl_team,
          b.bye_week, w.total_points, w.weeks_played, w.weekly_scores
        from (
          select x.player_id, sum(x.score) as total_points, count(*) as weeks_played,
            json_object_agg(x.week, x.score order by x.week) as weekly_scores
          from public.league_player_scores x
          where x.league_id = p_league_id and x.year = p_year
          group by x.player_id
        ) w
        left join public.nfl_players p on p.year = p_year and p.player_id = w.player_id
        left join public.nfl_bye_weeks b on b.year = p_year and b.nfl_team = p.nfl_team
      ) s
    ), '[]'::json)
  ))
$$;

drop function public.league_view(text, integer, text, integer);

revoke execute on function private.league_view_of(text, integer, json) from public, anon;
revoke execute on function private.league_roster_rows(text, integer) from public, anon;
revoke execute on function public.league_view_standings(text, integer, integer) from public, anon;
revoke execute on function public.league_view_transactions(text, integer, integer) from public, anon;
revoke execute on function public.league_view_rosters(text, integer, integer) from public, anon;
revoke execute on function public.league_view_top_players(text, integer, integer) from public, anon;
grant execute on function private.league_view_of(text, integer, json) to authenticated, service_role;
grant execute on function private.league_roster_rows(text, integer) to authenticated, service_role;
grant execute on function public.league_view_standings(text, integer, integer) to authenticated, service_role;
grant execute on function public.league_view_transactions(text, integer, integer) to authenticated, service_role;
grant execute on function public.league_view_rosters(text, integer, integer) to authenticated, service_role;
grant execute on function public.league_view_top_players(text, integer, integer) to authenticated, service_role;
