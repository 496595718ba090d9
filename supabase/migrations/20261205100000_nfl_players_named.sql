-- issue 22.5: the names of a built scoring answer's players in one cheap read, whatever the plan.
--
-- week-scores read them through PostgREST as `player_id=in.(…)`, which PostgREST sends as
-- `player_id = any($2)` in a prepared statement. After five runs PostgreSQL keeps that statement's
-- generic plan, where the array is a parameter rather than a constant, so the hashed lookup it uses
-- for a constant array is off: every row of nfl_players is compared with every id. For a league's
-- 400 ids that took 13 ms on an idle database (0.5 ms with the custom plan), 33 ms under the Sunday
-- bench's 800 users, where it was the step's costliest statement (57 s of SQL in 90 s). Joined as
-- rows, the ids are matched by a hash join or the primary key under any plan: 1.2 ms.

create function public.nfl_players_named(p_year int, p_ids text[])
returns table (player_id text, full_name text, "position" text, nfl_team text)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.player_id, p.full_name, p.position, p.nfl_team
  from unnest(p_ids) as asked(id)
  join public.nfl_players p on p.year = p_year and p.player_id = asked.id
$$;

revoke execute on function public.nfl_players_named(int, text[]) from public, anon;
grant execute on function public.nfl_players_named(int, text[]) to authenticated, service_role;
