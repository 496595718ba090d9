-- rosters of salary-cap leagues: mfl sends each player's salary, contract years and contract
-- info (reference §5.3) when the league uses salaries (usesSalaries) or contract years
-- (usesContractYear). league_rosters kept the salary only; it now keeps all three (the rosters
-- sync stores them only where the league uses them), and the roster read answers them.

alter table public.league_rosters
  add column contract_year int,
  add column contract_info text;
comment on column public.league_rosters.salary is 'MFL salary; null where the league uses no salaries.';
comment on column public.league_rosters.contract_year is 'MFL contractYear (years left on the contract); null where the league uses none.';
comment on column public.league_rosters.contract_info is 'MFL contractInfo, the league''s own words about the contract.';

-- p_rows: [{ franchise_id, player_id, status, drafted, salary, contract_year, contract_info }]
create or replace function public.replace_league_rosters(p_league_id text, p_year int, p_rows jsonb, p_synced_at timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not private.begin_league_sync(p_league_id, p_year, 'rosters', p_synced_at) then
    return false;
  end if;
  delete from public.league_rosters r where r.league_id = p_league_id and r.year = p_year;
  insert into public.league_rosters (league_id, year, franchise_id, player_id, status, drafted, salary, contract_year, contract_info)
  select p_league_id, p_year, r.franchise_id, r.player_id, coalesce(r.status, 'ROSTER'), r.drafted, r.salary, r.contract_year,
    r.contract_info
  from jsonb_to_recordset(p_rows) as r(
    franchise_id text, player_id text, status text, drafted text, salary numeric, contract_year int, contract_info text
  )
  on conflict do nothing;
  return true;
end
$$;

-- a rostered player with the reference data's name, position, team, bye and injury, and his
-- contract; a player the players export does not list (a league's custom player) is 'Player <id>'
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
        p.position, p.nfl_team, b.bye_week, i.status as injury_status, x.salary, x.contract_year, x.contract_info
      from public.league_rosters x
      left join public.nfl_players p on p.year = x.year and p.player_id = x.player_id
      left join public.nfl_bye_weeks b on b.year = x.year and b.nfl_team = p.nfl_team
      left join public.player_injuries i on i.year = x.year and i.player_id = x.player_id
      where x.league_id = p_league_id and x.year = p_year
    ) r
  ), '[]'::json)
$$;
