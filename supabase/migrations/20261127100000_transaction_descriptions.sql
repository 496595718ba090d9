-- league_transactions.description: a move the product cannot read into players, picks or money (a
-- type mfl documents only by name, or empty lists) keeps mfl's own fields in words, so the
-- transactions screen and the dashboard never show a blank row. the view answers it and mfl_type.

alter table public.league_transactions add column description text;
comment on column public.league_transactions.description is
  'MFL''s fields in words ("pick: NEP; week: 3") when the move has no player, pick or money the product reads; null otherwise.';

-- p_rows: [{ mfl_key, transaction_date, transaction_type, mfl_type, franchise_id, franchise2_id,
--   comments, by_commish, bid_amount, description, raw, assets: [{ direction, franchise_id, asset_type, ... }] }]
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
    comments, by_commish, bid_amount, description, raw
  )
  select md5(p_league_id || '/' || p_year || '/' || r.mfl_key)::uuid, p_league_id, p_year, r.mfl_key,
    r.transaction_date, r.transaction_type, r.mfl_type, r.franchise_id, r.franchise2_id, r.comments,
    coalesce(r.by_commish, false), r.bid_amount, r.description, coalesce(r.raw, '{}'::jsonb)
  from jsonb_to_recordset(p_rows) as r(
    mfl_key text, transaction_date timestamptz, transaction_type text, mfl_type text, franchise_id text,
    franchise2_id text, comments text, by_commish boolean, bid_amount numeric, description text, raw jsonb
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
          x.by_commish, x.bid_amount, x.description, coalesce((
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
