-- test helpers shared by every pgTAP file (basejump's supabase_test_helpers pattern): this
-- file sorts first and commits, so the others can impersonate users without repeating them.
-- tests.authenticate_as(uuid), tests.authenticate_with_session(uuid, text), tests.as_anon(), tests.as_service_role() set the role and the
-- jwt claims for the rest of the transaction; tests.clear_authentication() goes back to postgres.
begin;
select plan(1);

create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;
create or replace function tests.create_user(p_id uuid, p_email text) returns uuid language sql as $$
  insert into auth.users (id, email, email_confirmed_at) values (p_id, p_email, now()) returning id
$$;
create or replace function tests.authenticate_as(p_user uuid) returns void language plpgsql as $$
begin
  perform set_config('request.jwt.claims', json_build_object('sub', p_user, 'role', 'authenticated')::text, true);
  perform set_config('role', 'authenticated', true);
end
$$;
-- as the user of a token naming a session (its session_id claim), as auth-js's tokens do.
create or replace function tests.authenticate_with_session(p_user uuid, p_session text) returns void language plpgsql as $$
begin
  perform set_config('request.jwt.claims',
    json_build_object('sub', p_user, 'role', 'authenticated', 'session_id', p_session)::text, true);
  perform set_config('role', 'authenticated', true);
end
$$;
create or replace function tests.as_anon() returns void language plpgsql as $$
begin
  perform set_config('request.jwt.claims', '{"role":"anon"}', true);
  perform set_config('role', 'anon', true);
end
$$;
create or replace function tests.as_service_role() returns void language plpgsql as $$
begin
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  perform set_config('role', 'service_role', true);
end
$$;
create or replace function tests.clear_authentication() returns void language plpgsql as $$
begin
  perform set_config('role', 'postgres', true);
  perform set_config('request.jwt.claims', '', true);
end
$$;
-- the four actors most files need: owner, other user, admin (with an admin profile), newcomer.
create or replace function tests.create_actors() returns void language plpgsql as $$
begin
  perform tests.create_user('11111111-1111-4111-8111-111111111111', 'owner@test.local');
  perform tests.create_user('22222222-2222-4222-8222-222222222222', 'other@test.local');
  perform tests.create_user('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'admin@test.local');
  perform tests.create_user('33333333-3333-4333-8333-333333333333', 'newcomer@test.local');
  insert into public.user_profile (user_id, mfl_username, is_admin) values
    ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'admin', true);
end
$$;

select has_function('tests', 'authenticate_as', array['uuid'], 'the test helpers are installed');
select * from finish();
commit;
