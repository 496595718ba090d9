-- issue 22.4: the read path costs no round trip to auth. the functions verify a token's signature
-- themselves (the project's jwt secret or signing keys); whether its session has ended (sign-out)
-- or its user was deleted is decided here, inside the database call that serves the request, as
-- gotrue decides it for GET /auth/v1/user: the user must exist, and the session the token names
-- (its session_id claim, when it has one) must be a live auth.sessions row of that user.
--
-- - private.session_live: that rule, for a user id and a session id;
-- - private.require_live_caller: the rule for the caller of a read under rls (auth.jwt()), raising
--   PT401 (postgrest answers it as http 401) so a league view's read refuses such a token;
-- - public.caller_status: the rule and the admin flag in one call, for the routes whose first read
--   is the service role's (service role only).

create or replace function private.session_live(p_user uuid, p_session text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from auth.users u
    where u.id = p_user
      and u.deleted_at is null
      and case
        when p_session is null then true
        -- a session id that is not a uuid names no session (and must not fail the cast)
        when p_session !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then false
        else exists (
          select 1
          from auth.sessions s
          where s.id = p_session::uuid and s.user_id = u.id and (s.not_after is null or s.not_after > now())
        )
      end
  )
$$;

create or replace function private.require_live_caller()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.role()) = 'authenticated'
     and not private.session_live((select auth.uid()), (select auth.jwt() ->> 'session_id')) then
    raise exception using
      errcode = 'PT401',
      message = 'Invalid JWT: the session has ended or the user no longer exists';
  end if;
  return true;
end
$$;

-- every league view's rows are wrapped here: the same read as before (20261124000000), refused at
-- once for an ended session (the one-time filter runs before anything is built).
create or replace function private.league_view_of(p_league_id text, p_year integer, p_rows json)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
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
  where private.require_live_caller()
$$;

create or replace function public.caller_status(p_user uuid, p_session text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'live', private.session_live(p_user, p_session),
    'admin', coalesce((select p.is_admin from public.user_profile p where p.user_id = p_user), false)
  )
$$;

revoke execute on function private.session_live(uuid, text) from public, anon, authenticated;
revoke execute on function private.require_live_caller() from public, anon;
revoke execute on function public.caller_status(uuid, text) from public, anon, authenticated;
grant execute on function private.session_live(uuid, text) to service_role;
grant execute on function private.require_live_caller() to authenticated, service_role;
grant execute on function public.caller_status(uuid, text) to service_role;
