-- issue 22.4: a lineup request's database reads, one round trip each instead of a chain.
--
-- every lineup route (roster, lineup, save, projections, bench points, live scoring) first decided
-- who is asking in three calls one after another: the router's session check (caller_status), the
-- caller's membership (user_leagues), then their stored mfl session (user_profile). the roster then
-- read its players' reference data in four more (nfl_players, player_injuries, nfl_bye_weeks,
-- get_week_opponent_info). set lineup opens with four such requests at once on the same worker.
--
-- - public.lineup_caller: the session rule, the membership and the stored session in one call (as
--   scoring_poll reads them for the scoring poll); the route then skips the router's own check
--   (sessionCheckedByRead). service role only: the row holds the encrypted mfl cookie, which no
--   browser may read, and the user is the one the function verified the token of.
-- - public.roster_player_details: a roster's players with their name, position, team, injury, bye
--   week and the week's opponent, one row per id asked (an unknown id comes back with nulls).

create or replace function public.lineup_caller(p_user uuid, p_session text, p_league_id text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return jsonb_build_object(
    'live', private.session_live(p_user, p_session),
    'membership', (
      select jsonb_build_object('franchise_id', u.franchise_id, 'verified_at', u.verified_at, 'verified_year', u.verified_year)
      from public.user_leagues u
      where u.user_id = p_user and u.league_id = p_league_id
    ),
    'profile', (
      select jsonb_build_object(
        'mfl_username', p.mfl_username, 'mfl_cookie_enc', p.mfl_cookie_enc, 'mfl_cookie_expires_at', p.mfl_cookie_expires_at
      )
      from public.user_profile p
      where p.user_id = p_user
    )
  );
end
$$;

create or replace function public.roster_player_details(p_year int, p_week int, p_ids text[])
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return (
    with games as (
      select * from public.get_week_opponent_info(p_year, p_week)
    )
    select coalesce(jsonb_agg(jsonb_build_object(
        'id', i.id,
        'full_name', p.full_name,
        'position', p.position,
        'nfl_team', p.nfl_team,
        'injury', case when j.player_id is null then null else jsonb_build_object('status', j.status, 'details', j.details) end,
        'bye_week', b.bye_week,
        'opponent', case when g.team is null then null else jsonb_build_object(
          'opponent', g.opponent,
          'is_home', g.is_home,
          'kickoff_time', g.kickoff_time,
          'spread', g.spread,
          'opponent_rush_defense_rank', g.opponent_rush_defense_rank,
          'opponent_pass_defense_rank', g.opponent_pass_defense_rank,
          'game_status', g.game_status
        ) end
      ) order by i.n), '[]'::jsonb)
    from unnest(p_ids) with ordinality as i(id, n)
    left join public.nfl_players p on p.year = p_year and p.player_id = i.id
    left join public.player_injuries j on j.year = p_year and j.player_id = i.id
    left join public.nfl_bye_weeks b on b.year = p_year and b.nfl_team = p.nfl_team
    left join lateral (select * from games x where x.team = p.nfl_team limit 1) g on true
  );
end
$$;

revoke execute on function public.lineup_caller(uuid, text, text) from public, anon, authenticated;
grant execute on function public.lineup_caller(uuid, text, text) to service_role;
revoke execute on function public.roster_player_details(int, int, text[]) from public, anon;
grant execute on function public.roster_player_details(int, int, text[]) to authenticated, service_role;
