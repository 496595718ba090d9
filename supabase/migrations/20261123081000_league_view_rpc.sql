-- league_view: a league view's whole read in one round trip. The caller's membership, the sync
-- state of the league's season (freshness), its franchises and the rows of one kind (standings,
-- or transactions with their assets, newest first, up to p_limit, with the season's total), as
-- one json value. security invoker: it runs as the caller, so row level security decides exactly as it
-- does for the separate selects it replaces (a stranger gets no membership and no rows).

create or replace function public.league_view(p_league_id text, p_year integer, p_kind text, p_limit integer default null)
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
    'standings', case when p_kind = 'standings' then coalesce((
      select json_agg(r order by r.rank)
      from (
        select x.franchise_id, x.rank, x.wins, x.losses, x.ties, x.win_loss_tie_record, x.winning_percentage,
          x.current_streak, x.division_id, x.division_record, x.points_for, x.points_against, x.blind_bid_balance
        from public.league_standings x
        where x.league_id = p_league_id and x.year = p_year
      ) r
    ), '[]'::json) end,
    'transactions', case when p_kind = 'transactions' then coalesce((
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
    ), '[]'::json) end,
    'total', case when p_kind = 'transactions' then (
      select count(*) from public.league_transactions x where x.league_id = p_league_id and x.year = p_year
    ) end
  )
$$;

revoke execute on function public.league_view(text, integer, text, integer) from public, anon;
grant execute on function public.league_view(text, integer, text, integer) to authenticated, service_role;
