-- Contract-test fixtures: throwaway tables and functions that exercise every REST shape the
-- app uses (filters, single, upsert, rpc, RLS denials). Applied by the test runner after the
-- migrations, on the test stack only; re-runnable.

create table if not exists public.contract_items (
  id bigint generated always as identity primary key,
  owner uuid not null default auth.uid() references auth.users on delete cascade,
  name text not null,
  qty int not null default 0,
  tag text,
  created_at timestamptz not null default now(),
  unique (owner, name)
);
alter table public.contract_items enable row level security;

drop policy if exists contract_items_select on public.contract_items;
create policy contract_items_select on public.contract_items for select to authenticated
  using (owner = (select auth.uid()));
drop policy if exists contract_items_insert on public.contract_items;
create policy contract_items_insert on public.contract_items for insert to authenticated
  with check (owner = (select auth.uid()));
drop policy if exists contract_items_update on public.contract_items;
create policy contract_items_update on public.contract_items for update to authenticated
  using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
drop policy if exists contract_items_delete on public.contract_items;
create policy contract_items_delete on public.contract_items for delete to authenticated
  using (owner = (select auth.uid()));

-- rows with a foreign key to contract_items, for 23503
create table if not exists public.contract_notes (
  id bigint generated always as identity primary key,
  item_id bigint not null references public.contract_items on delete cascade,
  body text not null
);
alter table public.contract_notes enable row level security;
drop policy if exists contract_notes_insert on public.contract_notes;
create policy contract_notes_insert on public.contract_notes for insert to authenticated with check (true);

-- a table no api role may touch at all (privilege error rather than RLS)
create table if not exists public.contract_private (id int primary key);
alter table public.contract_private enable row level security;
revoke all on public.contract_private from anon, authenticated;

create or replace function public.contract_add(a int, b int) returns int
language sql immutable as $$ select a + b $$;

create or replace function public.contract_whoami() returns jsonb
language sql stable as $$ select jsonb_build_object('uid', auth.uid(), 'role', auth.role(), 'email', auth.email()) $$;

create or replace function public.contract_fail(reason text) returns void
language plpgsql as $$ begin raise exception '%', reason; end $$;

notify pgrst, 'reload schema';
