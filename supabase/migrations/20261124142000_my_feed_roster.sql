-- my_feed_roster: the players on the caller's own franchise in each of their verified leagues, with
-- the league's name, what mfl's player database says of each (name, position, team) and the
-- player's tank01 id from the player identity tables (canonical player -> provider ids), in one
-- round trip for GET /tank01/my-feed.
--
-- security definer, because the identity tables are admins' only; so it filters itself exactly as
-- the read policies would: the caller's own user_leagues rows (auth.uid()), verified ones only,
-- and in each league only the caller's own franchise. the tank01 id of a player on one's own
-- roster is public nfl data. a league without stored rosters comes back as one row without a player.
create or replace function public.my_feed_roster(p_year int)
returns table (
  league_id text, franchise_id text, league_name text, player_id text, full_name text, "position" text,
  nfl_team text, tank01_id text
)
language sql
stable
security definer
set search_path = ''
as $$
  select l.league_id, l.franchise_id, coalesce(nullif(btrim(l.display_name), ''), 'League ' || l.league_id),
    r.player_id, p.full_name, p.position, p.nfl_team, t.external_id
  from public.user_leagues l
  left join public.league_rosters r
    on r.league_id = l.league_id and r.year = p_year and r.franchise_id = l.franchise_id
  left join public.nfl_players p on p.year = p_year and p.player_id = r.player_id
  left join public.player_identifiers m on m.provider = 'mfl' and m.external_id = r.player_id
  left join public.player_identifiers t on t.provider = 'tank01' and t.player_id = m.player_id
  where l.user_id = (select auth.uid()) and l.verified_at is not null
  order by l.created_at, l.league_id, r.player_id
$$;
revoke execute on function public.my_feed_roster(int) from public, anon;
grant execute on function public.my_feed_roster(int) to authenticated, service_role;
