-- local platform shim 10: roles, extensions and default privileges as Supabase sets them up.
-- local only (never in supabase/migrations); re-runnable.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit password 'postgres';
  end if;
  -- hosted supabase owns its internals as supabase_admin; locally postgres (the bootstrap
  -- superuser) owns everything, supabase_admin exists so scripts naming it do not fail.
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin nologin superuser createdb createrole replication bypassrls;
  end if;
end
$$;

alter role anon nologin noinherit;
alter role authenticated nologin noinherit;
alter role service_role nologin noinherit bypassrls;
alter role authenticator login noinherit password 'postgres';

grant anon, authenticated, service_role to authenticator;
-- postgres may switch to the api roles (tests, functions using the db url)
grant anon, authenticated, service_role to postgres;

alter role authenticator set statement_timeout = '8s';
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- extensions live in their own schema, as on supabase
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
alter default privileges in schema extensions grant all on tables to anon, authenticated, service_role;
alter default privileges in schema extensions grant all on functions to anon, authenticated, service_role;
alter default privileges in schema extensions grant all on sequences to anon, authenticated, service_role;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists pgtap with schema extensions;
-- needs shared_preload_libraries = 'pg_cron' and cron.database_name = this database
create extension if not exists pg_cron;
grant usage on schema cron to postgres;

-- public: the api roles get everything, rls is the only wall. (no "grant ... on all tables": this
-- file re-runs on every start and must not undo the revokes migrations make.)
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;

-- search_path for every session in this database
do $$
begin
  execute format('alter database %I set search_path = "$user", public, extensions', current_database());
end
$$;
set search_path = "$user", public, extensions;

-- postgrest's config.toml lists graphql_public among the exposed schemas; supabase has it
create schema if not exists graphql_public;
grant usage on schema graphql_public to anon, authenticated, service_role;
