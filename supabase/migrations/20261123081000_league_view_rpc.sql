-- league_view: a league view's whole read in one round trip. The caller's membership, the sync
-- state of the league's season (freshness), its franchises and the rows of one kind (standings,
-- or transactions with their assets, newest first, up to p_limit, with the season's total), as
-- one jsonb. security invoker: it runs as the caller, so row level security decides exactly as it
-- does for the separate selects it replaces (a stranger gets no membership and no rows).

create or replace function public.league_view(p_league_id text, p_year integer, p_kind text, p_limit integer default null)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'membership', (
      select jsonb_build_object('league_id', m.league_id, 'franchise_id', m.franchise_id,
        'display_name', m.display_name, 'verified_at', m.verified_at)
      from public.user_leagues m
      where m.user_id = (select auth.uid()) and m.league_id = p_league_id
    ),
    'sync', coalesce((
      select jsonb_agg(jsonb_build_object('kind', s.kind, 'synced_at', s.synced_at, 'attempted_at', s.attempted_at,
        'stale', s.stale, 'last_error', s.last_error))
      from public.league_sync_state s
      where s.league_id = p_league_id and s.year = p_year
    ), '[]'::jsonb),
    'franchises', coalesce((
      select jsonb_agg(jsonb_build_object('franchise_id', f.franchise_id, 'franchise_name', f.franchise_name,
        'division_id', f.division_id, 'division_name', f.division_name) order by f.franchise_id)
      from public.league_franchises f
      where f.league_id = p_league_id and f.year = p_year
    ), '[]'::jsonb),
    'standings', case when p_kind = 'standings' then coalesce((
      select jsonb_agg(jsonb_build_object('franchise_id', r.franchise_id, 'rank', r.rank, 'wins', r.wins,
        'losses', r.losses, 'ties', r.ties, 'win_loss_tie_record', r.win_loss_tie_record,
        'winning_percentage', r.winning_percentage, 'current_streak', r.current_streak, 'division_id', r.division_id,
        'division_record', r.division_record, 'points_for', r.points_for, 'points_against', r.points_against,
        'blind_bid_balance', r.blind_bid_balance) order by r.rank)
      from public.league_standings r
      where r.league_id = p_league_id and r.year = p_year
    ), '[]'::jsonb) end,
    'transactions', case when p_kind = 'transactions' then coalesce((
      select jsonb_agg(jsonb_build_object('id', t.id, 'transaction_date', t.transaction_date,
        'transaction_type', t.transaction_type, 'mfl_type', t.mfl_type, 'franchise_id', t.franchise_id,
        'franchise2_id', t.franchise2_id, 'comments', t.comments, 'by_commish', t.by_commish,
        'bid_amount', t.bid_amount, 'transaction_assets', coalesce((
          select jsonb_agg(jsonb_build_object('direction', a.direction, 'franchise_id', a.franchise_id,
            'asset_type', a.asset_type, 'asset_id', a.asset_id, 'player_name', a.player_name,
            'player_position', a.player_position, 'player_team', a.player_team, 'draft_round', a.draft_round,
            'draft_position', a.draft_position, 'draft_year', a.draft_year,
            'original_franchise_id', a.original_franchise_id, 'asset_value', a.asset_value) order by a.ordinal)
          from public.league_transaction_assets a
          where a.transaction_id = t.id
        ), '[]'::jsonb)) order by t.transaction_date desc nulls last, t.id)
      from (
        select * from public.league_transactions x
        where x.league_id = p_league_id and x.year = p_year
        order by x.transaction_date desc nulls last, x.id
        limit p_limit
      ) t
    ), '[]'::jsonb) end,
    'total', case when p_kind = 'transactions' then (
      select count(*) from public.league_transactions x where x.league_id = p_league_id and x.year = p_year
    ) end
  )
$$;

revoke execute on function public.league_view(text, integer, text, integer) from public, anon;
grant execute on function public.league_view(text, integer, text, integer) to authenticated, service_role;
