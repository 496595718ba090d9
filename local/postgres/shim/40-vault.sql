-- local platform shim 40: a supabase vault look-alike (the supabase_vault extension needs pgsodium,
-- which has no debian package). vault.create_secret / update_secret and the decrypted_secrets view
-- keep vault's names and signatures, so the same sql (the sync schedules read 'project_url' and
-- 'service_role_key') runs locally and hosted. locally the secrets are stored as they are: the
-- local keys are public anyway. local only; re-runnable.

create schema if not exists vault;
revoke all on schema vault from public;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
revoke all on table vault.secrets from public, anon, authenticated, service_role;

create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at
  from vault.secrets;
revoke all on table vault.decrypted_secrets from public, anon, authenticated, service_role;

create or replace function vault.create_secret(
  new_secret text,
  new_name text default null,
  new_description text default '',
  new_key_id uuid default null
) returns uuid
language sql
set search_path = ''
as $$
  insert into vault.secrets (secret, name, description, key_id)
  values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning id
$$;

create or replace function vault.update_secret(
  secret_id uuid,
  new_secret text default null,
  new_name text default null,
  new_description text default null,
  new_key_id uuid default null
) returns void
language sql
set search_path = ''
as $$
  update vault.secrets s
  set secret = coalesce(new_secret, s.secret),
      name = coalesce(new_name, s.name),
      description = coalesce(new_description, s.description),
      key_id = coalesce(new_key_id, s.key_id),
      updated_at = now()
  where s.id = secret_id
$$;
revoke execute on function vault.create_secret(text, text, text, uuid) from public;
revoke execute on function vault.update_secret(uuid, text, text, text, uuid) from public;
