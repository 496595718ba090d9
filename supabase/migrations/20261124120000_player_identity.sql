-- player identity across providers (issue 14, spec 02 §3 canonical player, match candidate, audit
-- event): one canonical player per real person (or team defence), the ids each provider gives it,
-- its aliases, the match candidates the tank01 sync could not link on a shared id, the nfl team of
-- every player per week, and the audit log of every write.
--
-- who may do what:
-- - admins read every table here (rls); nobody else does. the service role reads them too (the
--   live feed maps tank01 ids to mfl ids through player_identifiers / map_player_ids).
-- - nobody writes the tables directly, not even the service role: every write goes through one of
--   the security-definer functions below, and each of them inserts its audit row in the same
--   transaction. so a write without its audit row cannot exist.
-- - the audit log is append-only for everyone: no api role may update or delete it, and a trigger
--   refuses it even to the owner.

create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------------------------
create table public.canonical_players (
  player_id bigint generated always as identity primary key,
  canonical_name text not null check (length(btrim(canonical_name)) between 1 and 200),
  -- private.normalise_player_name(canonical_name), kept by a trigger; what the resolver compares
  normalized_name text not null default '',
  primary_position text not null check (primary_position in ('QB', 'RB', 'WR', 'TE', 'PK', 'DST')),
  is_team_entity boolean not null default false,
  -- the player's current nfl team in mfl's codes (KCC, GBP, ...; FA), from the last backfill or sync
  nfl_team text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.canonical_players is 'One row per real player or team defence; the providers'' ids hang off it (player_identifiers).';
create index canonical_players_name_trgm_idx on public.canonical_players using gin (normalized_name extensions.gin_trgm_ops);
create index canonical_players_canonical_name_idx on public.canonical_players (canonical_name);

create table public.player_identifiers (
  player_id bigint not null references public.canonical_players (player_id) on delete cascade,
  provider text not null check (provider in ('mfl', 'espn', 'cbs', 'tank01', 'yahoo', 'sleeper', 'fantasypros')),
  external_id text not null check (length(btrim(external_id)) between 1 and 100),
  -- how the link was made: backfill (mfl export), auto (exact shared id), admin
  source text not null default 'admin' check (source in ('backfill', 'auto', 'admin')),
  created_at timestamptz not null default now(),
  primary key (provider, external_id),
  -- the spec's provider_ids map: one id per provider per player
  unique (player_id, provider)
);
comment on table public.player_identifiers is 'A provider''s id for a canonical player: one canonical player per provider id, one id per provider per player.';

create table public.player_aliases (
  id bigint generated always as identity primary key,
  player_id bigint not null references public.canonical_players (player_id) on delete cascade,
  alias_name text not null check (length(btrim(alias_name)) between 1 and 200),
  normalized_name text not null default '',
  created_at timestamptz not null default now(),
  unique (player_id, alias_name)
);
comment on table public.player_aliases is 'Other spellings of a canonical player''s name (nicknames, a feed''s form); the resolver compares them too.';
create index player_aliases_name_trgm_idx on public.player_aliases using gin (normalized_name extensions.gin_trgm_ops);

create table public.player_match_candidates (
  id bigint generated always as identity primary key,
  source_provider text not null check (source_provider in ('mfl', 'espn', 'cbs', 'tank01', 'yahoo', 'sleeper', 'fantasypros')),
  source_external_id text not null,
  display_name text not null,
  normalized_name text not null default '',
  -- what the source says besides the name: team, position, its other ids
  payload jsonb not null default '{}'::jsonb,
  -- the resolver's best guess (null when it found none)
  score numeric(5, 3),
  candidate_player_id bigint references public.canonical_players (player_id) on delete set null,
  candidate_name text,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'rejected', 'created_new')),
  -- the player it was linked to when accepted or created_new
  resolved_player_id bigint references public.canonical_players (player_id) on delete set null,
  decided_at timestamptz,
  decided_by text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (source_provider, source_external_id)
);
comment on table public.player_match_candidates is 'A provider''s player no shared id could link: scored by the resolver, decided by an admin (match inbox).';
create index player_match_candidates_status_idx on public.player_match_candidates (status, id desc);

create table public.player_team_weeks (
  season int not null check (season between 1990 and 2100),
  week int not null check (week between 1 and 22),
  player_id bigint not null references public.canonical_players (player_id) on delete cascade,
  -- mfl team code
  nfl_team text not null,
  -- where it was learned: a box score of that week (tank01), or the week's player list (tank01_list, mfl)
  source text not null check (source in ('tank01', 'tank01_list', 'mfl')),
  updated_at timestamptz not null default now(),
  primary key (season, week, player_id)
);
comment on table public.player_team_weeks is 'Each player''s NFL team per season and week, so a traded player''s plays map to the right team and week.';
create index player_team_weeks_team_idx on public.player_team_weeks (season, week, nfl_team);

create table public.player_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- the admin's user id, or 'system' for syncs and backfills
  actor_user_id text not null,
  action text not null,
  entity text not null,
  entity_id text,
  before jsonb,
  after jsonb
);
comment on table public.player_audit_log is 'Every write to the player identity tables, in the same transaction as the write; append-only.';
create index player_audit_log_at_idx on public.player_audit_log (at desc, id desc);
create index player_audit_log_entity_idx on public.player_audit_log (entity, entity_id);
create index player_audit_log_action_idx on public.player_audit_log (action, at desc);

-- ---------------------------------------------------------------------------------------------
-- privileges and rls: admins read, the service role reads, nobody writes directly
-- ---------------------------------------------------------------------------------------------
alter table public.canonical_players enable row level security;
alter table public.player_identifiers enable row level security;
alter table public.player_aliases enable row level security;
alter table public.player_match_candidates enable row level security;
alter table public.player_team_weeks enable row level security;
alter table public.player_audit_log enable row level security;

revoke all on table public.canonical_players, public.player_identifiers, public.player_aliases,
  public.player_match_candidates, public.player_team_weeks, public.player_audit_log
  from public, anon, authenticated, service_role;
grant select on table public.canonical_players, public.player_identifiers, public.player_aliases,
  public.player_match_candidates, public.player_team_weeks, public.player_audit_log
  to authenticated, service_role;

create policy "admins read canonical players" on public.canonical_players
  for select to authenticated using ((select private.is_admin()));
create policy "admins read player identifiers" on public.player_identifiers
  for select to authenticated using ((select private.is_admin()));
create policy "admins read player aliases" on public.player_aliases
  for select to authenticated using ((select private.is_admin()));
create policy "admins read match candidates" on public.player_match_candidates
  for select to authenticated using ((select private.is_admin()));
create policy "admins read player team weeks" on public.player_team_weeks
  for select to authenticated using ((select private.is_admin()));
create policy "admins read the player audit log" on public.player_audit_log
  for select to authenticated using ((select private.is_admin()));
-- the service role bypasses rls; its reads are the grants above

-- the audit log refuses every change, whoever asks (a retention job would be its own migration)
create or replace function private.refuse_audit_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The audit log is append-only' using errcode = '42501';
end
$$;
revoke execute on function private.refuse_audit_change() from public;
create trigger player_audit_log_append_only
  before update or delete on public.player_audit_log
  for each row execute function private.refuse_audit_change();
create trigger player_audit_log_no_truncate
  before truncate on public.player_audit_log
  for each statement execute function private.refuse_audit_change();

-- ---------------------------------------------------------------------------------------------
-- names: case, accents, punctuation, suffixes (jr, sr, ii-v), "last, first" order, nicknames
-- ---------------------------------------------------------------------------------------------
create table private.player_nicknames (
  nickname text primary key,
  formal text not null
);
revoke all on table private.player_nicknames from public;
grant select on table private.player_nicknames to authenticated, service_role;
insert into private.player_nicknames (nickname, formal) values
  ('mike', 'michael'), ('mikey', 'michael'), ('matt', 'matthew'), ('chris', 'christopher'), ('will', 'william'),
  ('bill', 'william'), ('billy', 'william'), ('willie', 'william'), ('bob', 'robert'), ('bobby', 'robert'),
  ('rob', 'robert'), ('robbie', 'robert'), ('jim', 'james'), ('jimmy', 'james'), ('jamie', 'james'),
  ('tom', 'thomas'), ('tommy', 'thomas'), ('joe', 'joseph'), ('joey', 'joseph'), ('josh', 'joshua'),
  ('dan', 'daniel'), ('danny', 'daniel'), ('dave', 'david'), ('davey', 'david'), ('nick', 'nicholas'),
  ('tony', 'anthony'), ('alex', 'alexander'), ('sam', 'samuel'), ('sammy', 'samuel'), ('ben', 'benjamin'),
  ('benny', 'benjamin'), ('zach', 'zachary'), ('zack', 'zachary'), ('zak', 'zachary'), ('gabe', 'gabriel'),
  ('jake', 'jacob'), ('nate', 'nathan'), ('pat', 'patrick'), ('rick', 'richard'), ('rich', 'richard'),
  ('dick', 'richard'), ('ken', 'kenneth'), ('kenny', 'kenneth'), ('greg', 'gregory'), ('jeff', 'jeffrey'),
  ('steve', 'steven'), ('stevie', 'steven'), ('cam', 'cameron'), ('drew', 'andrew'), ('andy', 'andrew'),
  ('ed', 'edward'), ('eddie', 'edward'), ('ted', 'edward'), ('fred', 'frederick'), ('freddie', 'frederick'),
  ('johnny', 'john'), ('jon', 'jonathan'), ('tim', 'timothy'), ('timmy', 'timothy'), ('vince', 'vincent'),
  ('don', 'donald'), ('donnie', 'donald'), ('ron', 'ronald'), ('ronnie', 'ronald'), ('larry', 'lawrence'),
  ('charlie', 'charles'), ('chuck', 'charles'), ('jerry', 'gerald'), ('doug', 'douglas'), ('phil', 'phillip'),
  ('philip', 'phillip'), ('tre', 'trey'), ('deshawn', 'deshaun'), ('kj', 'kenneth'), ('aj', 'aj'), ('dj', 'dj');

/**
 * The form names are compared in: lower case, no accents, "last, first" turned round, punctuation
 * gone ("d.j." = "dj", "st. brown" = "st brown", "o'neil" = "oneil"), suffixes dropped, a
 * nickname first name replaced by its formal one ("mike" = "michael").
 */
create or replace function private.normalise_player_name(p_name text) returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v text := lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(p_name, '')));
  words text[];
  formal text;
begin
  -- "harrison jr., marvin" / "harrison, marvin" -> "marvin harrison jr."
  if position(',' in v) > 0 then
    v := btrim(split_part(v, ',', 2)) || ' ' || btrim(split_part(v, ',', 1));
  end if;
  v := regexp_replace(v, '[.''’`]', '', 'g');        -- d.j. -> dj, o'neil -> oneil
  v := regexp_replace(v, '[^a-z0-9]+', ' ', 'g');     -- hyphens and the rest -> spaces
  words := array_remove(string_to_array(btrim(v), ' '), '');
  -- suffixes, wherever the feed put them
  words := array(select w from unnest(words) with ordinality as t(w, i)
    where not (w in ('jr', 'sr', 'ii', 'iii', 'iv', 'v') and cardinality(words) > 2 or w in ('jr', 'sr', 'ii', 'iii', 'iv'))
    order by i);
  if cardinality(words) > 1 then
    select n.formal into formal from private.player_nicknames n where n.nickname = words[1];
    if formal is not null then words[1] := formal; end if;
  end if;
  return array_to_string(words, ' ');
end
$$;
revoke execute on function private.normalise_player_name(text) from public;
grant execute on function private.normalise_player_name(text) to authenticated, service_role;

create or replace function private.set_player_normalized_name() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'player_aliases' then
    new.normalized_name := private.normalise_player_name(new.alias_name);
  elsif tg_table_name = 'canonical_players' then
    new.normalized_name := private.normalise_player_name(new.canonical_name);
  else
    new.normalized_name := private.normalise_player_name(new.display_name);
  end if;
  return new;
end
$$;
revoke execute on function private.set_player_normalized_name() from public;
create trigger canonical_players_normalize before insert or update of canonical_name on public.canonical_players
  for each row execute function private.set_player_normalized_name();
create trigger player_aliases_normalize before insert or update of alias_name on public.player_aliases
  for each row execute function private.set_player_normalized_name();
create trigger player_match_candidates_normalize before insert or update of display_name on public.player_match_candidates
  for each row execute function private.set_player_normalized_name();
create trigger canonical_players_set_updated_at before update on public.canonical_players
  for each row execute function private.set_updated_at();
create trigger player_match_candidates_set_updated_at before update on public.player_match_candidates
  for each row execute function private.set_updated_at();

-- spec 02 §5 inbox normalisation (CLV -> CLE, WSH -> WAS, LA -> LAR) on top of the schedule's codes,
-- so a feed's team lands in mfl's codes; positions: Def -> DST, K -> PK
create or replace function public.inbox_team_code(p_team text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when nullif(btrim(coalesce(p_team, '')), '') is null then null
    else public.normalise_team_code(case upper(btrim(p_team)) when 'CLV' then 'CLE' when 'WSH' then 'WAS' else p_team end)
  end
$$;
create or replace function public.inbox_position(p_position text) returns text
language sql
immutable
set search_path = ''
as $$
  select case upper(btrim(coalesce(p_position, '')))
    when '' then null when 'DEF' then 'DST' when 'D/ST' then 'DST' when 'DST' then 'DST' when 'D' then 'DST'
    when 'K' then 'PK' else upper(btrim(p_position))
  end
$$;
grant execute on function public.inbox_team_code(text), public.inbox_position(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- the resolver: name similarity (pg_trgm on normalised names and aliases) plus team and position
-- agreement. score = 0.7 name + 0.2 team + 0.1 position, in 0..1.
-- ---------------------------------------------------------------------------------------------
-- p_exclude_provider: leave out players that already hold an id of that provider (a tank01
-- candidate is not a player whose tank01 id is known)
create or replace function private.resolve_player(p_name text, p_team text, p_position text, p_limit int, p_exclude_provider text default null)
returns table (player_id bigint, canonical_name text, primary_position text, nfl_team text, is_team_entity boolean, name_score numeric, score numeric)
language sql
stable
set search_path = ''
as $$
  with q as (
    select private.normalise_player_name(p_name) as n, public.inbox_team_code(p_team) as team, public.inbox_position(p_position) as pos
  ),
  names as (
    select c.player_id, extensions.similarity(c.normalized_name, q.n) as s
    from public.canonical_players c, q
    where c.normalized_name operator(extensions.%) q.n
    union all
    select a.player_id, extensions.similarity(a.normalized_name, q.n)
    from public.player_aliases a, q
    where a.normalized_name operator(extensions.%) q.n
  ),
  best as (
    select n.player_id, max(n.s) as s from names n group by n.player_id
  )
  select c.player_id, c.canonical_name, c.primary_position, c.nfl_team, c.is_team_entity, round(b.s::numeric, 3),
    round((0.7 * b.s
      + 0.2 * case when q.team is null or c.nfl_team is null then 0.5 when c.nfl_team = q.team then 1 else 0 end
      + 0.1 * case when q.pos is null then 0.5 when c.primary_position = q.pos then 1 else 0 end)::numeric, 3) as score
  from best b
  join public.canonical_players c on c.player_id = b.player_id
  cross join q
  where p_exclude_provider is null
    or not exists (select 1 from public.player_identifiers i where i.player_id = c.player_id and i.provider = p_exclude_provider)
  order by score desc, b.s desc, c.player_id
  limit greatest(1, least(coalesce(p_limit, 10), 50))
$$;
revoke execute on function private.resolve_player(text, text, text, int, text) from public;

-- POST /admin/player-resolver (admins; rls would show them nothing else anyway)
create or replace function public.resolve_player_candidates(p_name text, p_team text default null, p_position text default null, p_limit int default 10)
returns table (player_id bigint, canonical_name text, primary_position text, nfl_team text, is_team_entity boolean, score numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_identity_writer();
  return query select r.player_id, r.canonical_name, r.primary_position, r.nfl_team, r.is_team_entity, r.score
    from private.resolve_player(p_name, p_team, p_position, p_limit) r;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- writers: every one audits its write in the same transaction
-- ---------------------------------------------------------------------------------------------
-- admins (acting as themselves) and the service role (acting as 'system') only
create or replace function private.require_identity_writer() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  -- inside the security-definer writers current_user is their owner, so the caller is read from
  -- the request's claims (postgrest sets them from the verified jwt); a direct superuser session
  -- without claims (psql maintenance) acts as the system
  if coalesce(auth.role(), '') = 'service_role' or (session_user = 'postgres' and coalesce(auth.role(), '') = '') then
    return;
  end if;
  if auth.uid() is null then
    raise exception 'Authentication required' using errcode = '42501';
  end if;
  if not private.is_admin() then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
end
$$;

create or replace function private.audit_actor() returns text
language sql
stable
set search_path = ''
as $$
  select case when coalesce(auth.role(), '') = 'service_role' or auth.uid() is null then 'system' else auth.uid()::text end
$$;

create or replace function private.audit(p_action text, p_entity text, p_entity_id text, p_before jsonb, p_after jsonb)
returns void
language sql
set search_path = ''
as $$
  insert into public.player_audit_log (actor_user_id, action, entity, entity_id, before, after)
  values (private.audit_actor(), p_action, p_entity, p_entity_id, p_before, p_after)
$$;

-- errors the admin function turns into http answers: PT400 -> 400, PT404 -> 404, PT409 -> 409
-- (postgrest answers PTxyz with status xyz); the detail carries json for the client.
create or replace function private.player_json(p_player_id bigint) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'player_id', c.player_id, 'canonical_name', c.canonical_name, 'primary_position', c.primary_position,
    'is_team_entity', c.is_team_entity, 'nfl_team', c.nfl_team,
    'provider_ids', coalesce((select jsonb_object_agg(i.provider, i.external_id order by i.provider)
      from public.player_identifiers i where i.player_id = c.player_id), '{}'::jsonb))
  from public.canonical_players c where c.player_id = p_player_id
$$;

create or replace function private.require_player(p_player_id bigint) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v jsonb := private.player_json(p_player_id);
begin
  if v is null then
    raise exception 'Player not found: %', p_player_id using errcode = 'PT404';
  end if;
  return v;
end
$$;

-- a provider id may belong to one player only: 409 naming the player that has it
create or replace function private.claim_identifier(p_player_id bigint, p_provider text, p_external_id text, p_source text)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  owner record;
  existing text;
begin
  if p_provider is null or p_provider not in ('mfl', 'espn', 'cbs', 'tank01', 'yahoo', 'sleeper', 'fantasypros') then
    raise exception 'Unknown provider: %', coalesce(p_provider, '(none)') using errcode = 'PT400';
  end if;
  if nullif(btrim(coalesce(p_external_id, '')), '') is null then
    raise exception 'An external id is required' using errcode = 'PT400';
  end if;
  select c.player_id, c.canonical_name into owner
  from public.player_identifiers i join public.canonical_players c on c.player_id = i.player_id
  where i.provider = p_provider and i.external_id = btrim(p_external_id);
  if found then
    if owner.player_id = p_player_id then return false; end if;
    raise exception '% id % is already linked to % (player %)', p_provider, btrim(p_external_id), owner.canonical_name, owner.player_id
      using errcode = 'PT409',
        detail = jsonb_build_object('player_id', owner.player_id, 'canonical_name', owner.canonical_name)::text;
  end if;
  select i.external_id into existing from public.player_identifiers i where i.player_id = p_player_id and i.provider = p_provider;
  if found then
    raise exception 'Player % already has % id %: remove it first', p_player_id, p_provider, existing
      using errcode = 'PT409',
        detail = jsonb_build_object('player_id', p_player_id, 'provider', p_provider, 'external_id', existing)::text;
  end if;
  insert into public.player_identifiers (player_id, provider, external_id, source) values (p_player_id, p_provider, btrim(p_external_id), p_source);
  return true;
end
$$;

create or replace function private.check_position(p_position text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v text := public.inbox_position(p_position);
begin
  if v is null or v not in ('QB', 'RB', 'WR', 'TE', 'PK', 'DST') then
    raise exception 'primary_position must be one of QB, RB, WR, TE, PK, DST' using errcode = 'PT400';
  end if;
  return v;
end
$$;

create or replace function private.check_name(p_name text, p_field text) returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if nullif(btrim(coalesce(p_name, '')), '') is null then
    raise exception '% must not be empty', p_field using errcode = 'PT400';
  end if;
  if length(btrim(p_name)) > 200 then
    raise exception '% must be at most 200 characters long', p_field using errcode = 'PT400';
  end if;
  return btrim(p_name);
end
$$;

-- POST /admin/players-update
create or replace function public.admin_update_player(p_player_id bigint, p_canonical_name text, p_primary_position text, p_is_team_entity boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row jsonb;
  after_row jsonb;
begin
  perform private.require_identity_writer();
  before_row := private.require_player(p_player_id);
  update public.canonical_players set
    canonical_name = private.check_name(p_canonical_name, 'canonical_name'),
    primary_position = private.check_position(p_primary_position),
    is_team_entity = coalesce(p_is_team_entity, is_team_entity)
  where player_id = p_player_id;
  after_row := private.player_json(p_player_id);
  perform private.audit('player.update', 'player', p_player_id::text, before_row, after_row);
  return after_row;
end
$$;

-- POST /admin/player-identifiers
create or replace function public.admin_add_player_identifier(p_player_id bigint, p_provider text, p_external_id text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row jsonb;
  after_row jsonb;
begin
  perform private.require_identity_writer();
  before_row := private.require_player(p_player_id);
  if not private.claim_identifier(p_player_id, p_provider, p_external_id, 'admin') then
    return before_row; -- already there: nothing written, nothing audited
  end if;
  after_row := private.player_json(p_player_id);
  perform private.audit('identifier.add', 'player', p_player_id::text, before_row, after_row);
  return after_row;
end
$$;

-- DELETE /admin/player-identifiers
create or replace function public.admin_remove_player_identifier(p_player_id bigint, p_provider text, p_external_id text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row jsonb;
  after_row jsonb;
begin
  perform private.require_identity_writer();
  before_row := private.require_player(p_player_id);
  delete from public.player_identifiers i
  where i.player_id = p_player_id and i.provider = p_provider and i.external_id = btrim(coalesce(p_external_id, ''));
  if not found then
    raise exception 'Player % has no % id %', p_player_id, coalesce(p_provider, '(none)'), coalesce(p_external_id, '(none)')
      using errcode = 'PT404';
  end if;
  after_row := private.player_json(p_player_id);
  perform private.audit('identifier.remove', 'player', p_player_id::text, before_row, after_row);
  return after_row;
end
$$;

create or replace function private.aliases_json(p_player_id bigint) returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(a.alias_name order by a.alias_name), '[]'::jsonb) from public.player_aliases a where a.player_id = p_player_id
$$;

-- POST /admin/player-aliases
create or replace function public.admin_add_player_alias(p_player_id bigint, p_alias_name text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  name text := private.check_name(p_alias_name, 'alias_name');
  before_aliases jsonb;
begin
  perform private.require_identity_writer();
  perform private.require_player(p_player_id);
  before_aliases := private.aliases_json(p_player_id);
  insert into public.player_aliases (player_id, alias_name) values (p_player_id, name) on conflict (player_id, alias_name) do nothing;
  if not found then
    return jsonb_build_object('player_id', p_player_id, 'aliases', before_aliases);
  end if;
  perform private.audit('alias.add', 'player', p_player_id::text,
    jsonb_build_object('aliases', before_aliases), jsonb_build_object('aliases', private.aliases_json(p_player_id)));
  return jsonb_build_object('player_id', p_player_id, 'aliases', private.aliases_json(p_player_id));
end
$$;

-- DELETE /admin/player-aliases
create or replace function public.admin_remove_player_alias(p_player_id bigint, p_alias_name text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_aliases jsonb;
begin
  perform private.require_identity_writer();
  perform private.require_player(p_player_id);
  before_aliases := private.aliases_json(p_player_id);
  delete from public.player_aliases a where a.player_id = p_player_id and a.alias_name = btrim(coalesce(p_alias_name, ''));
  if not found then
    raise exception 'Player % has no alias %', p_player_id, coalesce(p_alias_name, '(none)') using errcode = 'PT404';
  end if;
  perform private.audit('alias.remove', 'player', p_player_id::text,
    jsonb_build_object('aliases', before_aliases), jsonb_build_object('aliases', private.aliases_json(p_player_id)));
  return jsonb_build_object('player_id', p_player_id, 'aliases', private.aliases_json(p_player_id));
end
$$;

create or replace function private.candidate_json(p_id bigint) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('id', m.id, 'source_provider', m.source_provider, 'source_external_id', m.source_external_id,
    'display_name', m.display_name, 'payload', m.payload, 'score', m.score, 'candidate_player_id', m.candidate_player_id,
    'candidate_name', m.candidate_name, 'status', m.status, 'resolved_player_id', m.resolved_player_id)
  from public.player_match_candidates m where m.id = p_id
$$;

-- POST /admin/match-candidates-action. accept: link the candidate's id to an existing player;
-- create_new: a new canonical player carrying it; reject: nothing linked. One audit row each.
-- p_provider / p_external_id default to the candidate's own source id.
create or replace function public.admin_decide_match_candidate(
  p_id bigint, p_action text, p_player_id bigint default null, p_provider text default null, p_external_id text default null,
  p_canonical_name text default null, p_primary_position text default null, p_is_team_entity boolean default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  cand public.player_match_candidates;
  before_row jsonb;
  player_before jsonb;
  target bigint;
  new_status text;
  provider text;
  external_id text;
begin
  perform private.require_identity_writer();
  select * into cand from public.player_match_candidates m where m.id = p_id for update;
  if not found then
    raise exception 'Match candidate not found: %', p_id using errcode = 'PT404';
  end if;
  if cand.status <> 'pending' then
    raise exception 'Match candidate % was already decided (%)', p_id, cand.status
      using errcode = 'PT409', detail = jsonb_build_object('status', cand.status, 'resolved_player_id', cand.resolved_player_id)::text;
  end if;
  before_row := private.candidate_json(p_id);
  provider := coalesce(nullif(btrim(coalesce(p_provider, '')), ''), cand.source_provider);
  external_id := coalesce(nullif(btrim(coalesce(p_external_id, '')), ''), cand.source_external_id);
  if p_action = 'accept' then
    if p_player_id is null then
      raise exception 'player_id is required to accept' using errcode = 'PT400';
    end if;
    player_before := private.require_player(p_player_id);
    perform private.claim_identifier(p_player_id, provider, external_id, 'admin');
    target := p_player_id;
    new_status := 'accepted';
  elsif p_action = 'create_new' then
    insert into public.canonical_players (canonical_name, primary_position, is_team_entity, nfl_team)
    values (
      private.check_name(p_canonical_name, 'canonical_name'),
      private.check_position(coalesce(p_primary_position, cand.payload ->> 'position')),
      coalesce(p_is_team_entity, false),
      public.inbox_team_code(cand.payload ->> 'team')
    )
    returning player_id into target;
    perform private.claim_identifier(target, provider, external_id, 'admin');
    new_status := 'created_new';
  elsif p_action = 'reject' then
    new_status := 'rejected';
  else
    raise exception 'action must be one of accept, reject, create_new' using errcode = 'PT400';
  end if;
  update public.player_match_candidates m set status = new_status, resolved_player_id = target, decided_at = now(),
    decided_by = private.audit_actor()
  where m.id = p_id;
  perform private.audit('candidate.' || p_action, 'match_candidate', p_id::text,
    before_row || jsonb_build_object('player', player_before),
    private.candidate_json(p_id) || jsonb_build_object('player', case when target is null then null else private.player_json(target) end));
  return private.candidate_json(p_id);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- the service role's writers: backfill from mfl, the tank01 sync, rescoring, weekly teams
-- ---------------------------------------------------------------------------------------------

-- backfill-players-master. p_rows: [{ mfl_id, name, position (mfl's: QB RB WR TE PK Def), team,
-- ids: { espn, cbs, sleeper, ... } }]. A new mfl id becomes a canonical player with the ids no other
-- player holds (one audit row per player: its creation and links); a known one gets its name,
-- position and team refreshed (audited when something changed) and the ids it lacks.
create or replace function public.backfill_players_master(p_rows jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  pid bigint;
  before_row jsonb;
  after_row jsonb;
  k text;
  v text;
  created int := 0;
  updated int := 0;
  linked int := 0;
  conflicts int := 0;
  pos text;
  taken bigint;
begin
  perform private.require_identity_writer();
  for r in
    select btrim(x.mfl_id) as mfl_id, btrim(x.name) as name, x.position, nullif(btrim(coalesce(x.team, '')), '') as team,
      coalesce(x.ids, '{}'::jsonb) as ids, coalesce(x.is_team_entity, false) as is_team_entity
    from jsonb_to_recordset(p_rows) as x(mfl_id text, name text, position text, team text, ids jsonb, is_team_entity boolean)
    where nullif(btrim(coalesce(x.mfl_id, '')), '') is not null and nullif(btrim(coalesce(x.name, '')), '') is not null
  loop
    pos := public.inbox_position(r.position);
    continue when pos is null or pos not in ('QB', 'RB', 'WR', 'TE', 'PK', 'DST');
    select i.player_id into pid from public.player_identifiers i where i.provider = 'mfl' and i.external_id = r.mfl_id;
    if pid is null then
      insert into public.canonical_players (canonical_name, primary_position, is_team_entity, nfl_team)
      values (r.name, pos, r.is_team_entity or pos = 'DST', r.team)
      returning player_id into pid;
      insert into public.player_identifiers (player_id, provider, external_id, source) values (pid, 'mfl', r.mfl_id, 'backfill');
      before_row := null;
      created := created + 1;
    else
      before_row := private.player_json(pid);
      update public.canonical_players c set canonical_name = r.name, primary_position = pos, nfl_team = r.team
      where c.player_id = pid and (c.canonical_name, c.primary_position, c.nfl_team) is distinct from (r.name, pos, r.team);
    end if;
    for k, v in select e.key, btrim(e.value) from jsonb_each_text(r.ids) e
      where e.key in ('espn', 'cbs', 'yahoo', 'sleeper', 'fantasypros') and nullif(btrim(e.value), '') is not null and e.value <> '0'
    loop
      continue when exists (select 1 from public.player_identifiers i where i.player_id = pid and i.provider = k);
      select i.player_id into taken from public.player_identifiers i where i.provider = k and i.external_id = v;
      if taken is not null then
        conflicts := conflicts + 1;
        taken := null;
        continue;
      end if;
      insert into public.player_identifiers (player_id, provider, external_id, source) values (pid, k, v, 'backfill');
      linked := linked + 1;
    end loop;
    after_row := private.player_json(pid);
    if before_row is null then
      perform private.audit('backfill.create', 'player', pid::text, null, after_row);
    elsif before_row is distinct from after_row then
      updated := updated + 1;
      perform private.audit('backfill.update', 'player', pid::text, before_row, after_row);
    end if;
    pid := null;
  end loop;
  perform private.audit('backfill.players_master', 'backfill', 'players-master', null,
    jsonb_build_object('rows', jsonb_array_length(p_rows), 'created', created, 'updated', updated, 'ids_linked', linked, 'id_conflicts', conflicts));
  return jsonb_build_object('rows', jsonb_array_length(p_rows), 'created', created, 'updated', updated, 'ids_linked', linked, 'id_conflicts', conflicts);
end
$$;

-- the best resolver guess for a candidate row
create or replace function private.score_candidate(p_id bigint) returns void
language plpgsql
set search_path = ''
as $$
declare
  cand public.player_match_candidates;
  best record;
begin
  select * into cand from public.player_match_candidates m where m.id = p_id;
  select r.player_id, r.canonical_name, r.score into best
  from private.resolve_player(cand.display_name, cand.payload ->> 'team', cand.payload ->> 'position', 1,
    case when cand.status = 'pending' then cand.source_provider end) r;
  update public.player_match_candidates m set score = best.score, candidate_player_id = best.player_id, candidate_name = best.canonical_name
  where m.id = p_id and (m.score, m.candidate_player_id, m.candidate_name) is distinct from (best.score, best.player_id, best.canonical_name);
end
$$;

-- the tank01-players sync. p_rows: [{ tank01_id, name, position, team, ids: { espn, cbs, sleeper,
-- yahoo, fantasypros } }]. A row links automatically ONLY on an exact shared id: its ids point at
-- exactly one canonical player, none of that player's ids of the same providers disagrees, and
-- the names are not strangers (similarity >= 0.3 after normalising, so a feed's typo'd id cannot
-- link someone else). Everything else becomes (or stays) a scored match candidate. Each automatic
-- link is one audit row; the run is one more with its counts.
create or replace function public.sync_provider_players(p_provider text, p_rows jsonb, p_season int default null, p_week int default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  pid bigint;
  matches bigint[];
  before_row jsonb;
  k text;
  v text;
  total int := 0;
  already int := 0;
  auto_linked int := 0;
  new_candidates int := 0;
  open_candidates int := 0;
  cid bigint;
  team text;
begin
  perform private.require_identity_writer();
  if p_provider not in ('espn', 'cbs', 'tank01', 'yahoo', 'sleeper', 'fantasypros') then
    raise exception 'Unknown provider: %', p_provider using errcode = 'PT400';
  end if;
  for r in
    select btrim(x.external_id) as external_id, btrim(x.name) as name, x.position, x.team, coalesce(x.ids, '{}'::jsonb) as ids
    from jsonb_to_recordset(p_rows) as x(external_id text, name text, position text, team text, ids jsonb)
    where nullif(btrim(coalesce(x.external_id, '')), '') is not null and nullif(btrim(coalesce(x.name, '')), '') is not null
  loop
    total := total + 1;
    team := public.inbox_team_code(r.team);
    select i.player_id into pid from public.player_identifiers i where i.provider = p_provider and i.external_id = r.external_id;
    if pid is null then
      -- which canonical players do the row's shared ids point at?
      select array_agg(distinct i.player_id) into matches
      from jsonb_each_text(r.ids) e
      join public.player_identifiers i on i.provider = e.key and i.external_id = btrim(e.value)
      where e.key in ('mfl', 'espn', 'cbs', 'yahoo', 'sleeper', 'fantasypros') and e.key <> p_provider;
      if cardinality(matches) = 1
        and not exists (
          select 1 from jsonb_each_text(r.ids) e
          join public.player_identifiers i on i.provider = e.key and i.player_id = matches[1]
          where e.key <> p_provider and nullif(btrim(e.value), '') is not null and i.external_id <> btrim(e.value))
        and not exists (select 1 from public.player_identifiers i where i.player_id = matches[1] and i.provider = p_provider)
        and exists (
          select 1 from public.canonical_players c where c.player_id = matches[1]
            and (extensions.similarity(c.normalized_name, private.normalise_player_name(r.name)) >= 0.3
              or exists (select 1 from public.player_aliases a where a.player_id = c.player_id
                and extensions.similarity(a.normalized_name, private.normalise_player_name(r.name)) >= 0.3)))
      then
        pid := matches[1];
        before_row := private.player_json(pid);
        insert into public.player_identifiers (player_id, provider, external_id, source) values (pid, p_provider, r.external_id, 'auto');
        -- the row's other ids the player lacks and nobody else holds
        for k, v in select e.key, btrim(e.value) from jsonb_each_text(r.ids) e
          where e.key in ('espn', 'cbs', 'yahoo', 'sleeper', 'fantasypros') and e.key <> p_provider and nullif(btrim(e.value), '') is not null
        loop
          continue when exists (select 1 from public.player_identifiers i where i.player_id = pid and i.provider = k)
            or exists (select 1 from public.player_identifiers i where i.provider = k and i.external_id = v);
          insert into public.player_identifiers (player_id, provider, external_id, source) values (pid, k, v, 'auto');
        end loop;
        perform private.audit('auto.link', 'player', pid::text, before_row,
          private.player_json(pid) || jsonb_build_object('linked', jsonb_build_object('provider', p_provider, 'external_id', r.external_id, 'name', r.name)));
        update public.player_match_candidates m set status = 'accepted', resolved_player_id = pid, decided_at = now(), decided_by = 'system'
        where m.source_provider = p_provider and m.source_external_id = r.external_id and m.status = 'pending';
        auto_linked := auto_linked + 1;
      else
        insert into public.player_match_candidates (source_provider, source_external_id, display_name, payload)
        values (p_provider, r.external_id, r.name, jsonb_build_object('team', r.team, 'position', r.position, 'ids', r.ids))
        on conflict (source_provider, source_external_id) do update
          set display_name = excluded.display_name, payload = excluded.payload
          where (player_match_candidates.display_name, player_match_candidates.payload) is distinct from (excluded.display_name, excluded.payload)
        returning id into cid;
        if cid is not null then
          perform private.score_candidate(cid);
          new_candidates := new_candidates + 1;
        end if;
        open_candidates := open_candidates + 1;
        cid := null;
      end if;
    else
      already := already + 1;
    end if;
    -- the player's team this week (a traded player's later plays belong to the new team)
    if pid is not null and team is not null and p_season is not null and p_week is not null then
      insert into public.player_team_weeks (season, week, player_id, nfl_team, source)
      values (p_season, p_week, pid, team, case when p_provider = 'tank01' then 'tank01_list' else 'mfl' end)
      on conflict (season, week, player_id) do update set nfl_team = excluded.nfl_team, updated_at = now()
        where player_team_weeks.source <> 'tank01' and player_team_weeks.nfl_team <> excluded.nfl_team;
    end if;
    pid := null;
    matches := null;
  end loop;
  perform private.audit('sync.' || p_provider || '_players', 'sync', p_provider || '-players', null,
    jsonb_build_object('rows', total, 'already_linked', already, 'auto_linked', auto_linked, 'candidates', open_candidates,
      'candidates_new_or_changed', new_candidates));
  return jsonb_build_object('rows', total, 'already_linked', already, 'auto_linked', auto_linked, 'candidates', open_candidates,
    'candidates_new_or_changed', new_candidates);
end
$$;

-- rehydrate-candidates: rescore after new players or aliases (source 'all' or a provider, status
-- 'all' or one status). One audit row for the run.
create or replace function public.rehydrate_match_candidates(p_source text default 'all', p_status text default 'all')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c record;
  n int := 0;
begin
  perform private.require_identity_writer();
  if p_status not in ('all', 'pending', 'accepted', 'rejected', 'created_new') then
    raise exception 'status must be one of all, pending, accepted, rejected, created_new' using errcode = 'PT400';
  end if;
  for c in select m.id from public.player_match_candidates m
    where (p_source = 'all' or m.source_provider = p_source) and (p_status = 'all' or m.status = p_status)
  loop
    perform private.score_candidate(c.id);
    n := n + 1;
  end loop;
  perform private.audit('candidates.rehydrate', 'match_candidate', null, null,
    jsonb_build_object('source', p_source, 'status', p_status, 'rescored', n));
  return jsonb_build_object('rescored', n);
end
$$;

-- backfill-weekly-affiliations. p_rows: [{ week, provider, external_id, team }] (a box score's
-- players); the team is stored in mfl's codes for the canonical player the id belongs to.
create or replace function public.record_player_team_weeks(p_season int, p_rows jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  n int;
  unknown int;
begin
  perform private.require_identity_writer();
  with rows as (
    select x.week, i.player_id, public.inbox_team_code(x.team) as team
    from jsonb_to_recordset(p_rows) as x(week int, provider text, external_id text, team text)
    join public.player_identifiers i on i.provider = x.provider and i.external_id = x.external_id
    where x.week between 1 and 22 and nullif(btrim(coalesce(x.team, '')), '') is not null
  ), written as (
    insert into public.player_team_weeks (season, week, player_id, nfl_team, source)
    select distinct on (r.week, r.player_id) p_season, r.week, r.player_id, r.team, 'tank01' from rows r
    on conflict (season, week, player_id) do update set nfl_team = excluded.nfl_team, source = 'tank01', updated_at = now()
      where (player_team_weeks.nfl_team, player_team_weeks.source) is distinct from (excluded.nfl_team, 'tank01')
    returning 1
  )
  select count(*) into n from written;
  select count(*) into unknown from jsonb_to_recordset(p_rows) as x(provider text, external_id text)
    where not exists (select 1 from public.player_identifiers i where i.provider = x.provider and i.external_id = x.external_id);
  perform private.audit('backfill.weekly_affiliations', 'backfill', 'weekly-affiliations', null,
    jsonb_build_object('season', p_season, 'rows', jsonb_array_length(p_rows), 'written', n, 'unmapped', unknown));
  return jsonb_build_object('rows', jsonb_array_length(p_rows), 'written', n, 'unmapped', unknown);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- reads (security invoker: rls shows admins everything, others nothing)
-- ---------------------------------------------------------------------------------------------

-- GET /admin/players-list
create or replace function public.admin_players_list(
  p_page int default 1, p_page_size int default 50, p_q text default null, p_position text default null,
  p_is_team boolean default null, p_pid_provider text default null, p_pid_q text default null,
  p_sort text default 'canonical_name', p_order text default 'asc'
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with filtered as (
    select c.* from public.canonical_players c
    where (nullif(btrim(coalesce(p_q, '')), '') is null
        or c.canonical_name ilike '%' || btrim(p_q) || '%'
        or c.normalized_name like '%' || private.normalise_player_name(p_q) || '%'
        or exists (select 1 from public.player_aliases a where a.player_id = c.player_id and a.alias_name ilike '%' || btrim(p_q) || '%')
        or exists (select 1 from public.player_identifiers i where i.player_id = c.player_id and i.external_id = btrim(p_q)))
      and (p_position is null or c.primary_position = public.inbox_position(p_position))
      and (p_is_team is null or c.is_team_entity = p_is_team)
      and (p_pid_provider is null or exists (select 1 from public.player_identifiers i where i.player_id = c.player_id
        and i.provider = p_pid_provider and (nullif(btrim(coalesce(p_pid_q, '')), '') is null or i.external_id like btrim(p_pid_q) || '%')))
      and (p_pid_provider is not null or nullif(btrim(coalesce(p_pid_q, '')), '') is null
        or exists (select 1 from public.player_identifiers i where i.player_id = c.player_id and i.external_id like btrim(p_pid_q) || '%'))
  ),
  keyed as (
    select f.player_id, case p_sort when 'player_id' then lpad(f.player_id::text, 20, '0') when 'primary_position' then f.primary_position
      when 'nfl_team' then coalesce(f.nfl_team, '') else lower(f.canonical_name) end as k
    from filtered f
  ),
  page as (
    select k.player_id, row_number() over (
      order by case when p_order = 'desc' then null else k.k end asc, case when p_order = 'desc' then k.k end desc, k.player_id) as ord
    from keyed k
    order by ord
    limit greatest(1, least(p_page_size, 200)) offset (greatest(p_page, 1) - 1) * greatest(1, least(p_page_size, 200))
  )
  select jsonb_build_object(
    'total', (select count(*) from filtered),
    'rows', coalesce((select jsonb_agg(private.player_json(p.player_id) order by p.ord) from page p), '[]'::jsonb)
  )
$$;

-- GET /admin/player-detail's player (null when rls hides it or it does not exist)
create or replace function public.admin_player(p_player_id bigint)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.player_json(p_player_id)
$$;

-- GET /admin/match-candidates
create or replace function public.admin_match_candidates(
  p_status text default 'pending', p_page int default 1, p_page_size int default 50, p_sort text default 'id',
  p_order text default 'desc', p_source text default null, p_q text default null
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with filtered as (
    select m.* from public.player_match_candidates m
    where (coalesce(p_status, 'pending') = 'all' or m.status = coalesce(p_status, 'pending'))
      and (p_source is null or p_source = 'all' or m.source_provider = p_source)
      and (nullif(btrim(coalesce(p_q, '')), '') is null or m.display_name ilike '%' || btrim(p_q) || '%'
        or m.normalized_name like '%' || private.normalise_player_name(p_q) || '%' or m.source_external_id = btrim(p_q)
        or m.candidate_name ilike '%' || btrim(p_q) || '%')
  ),
  keyed as (
    select f.id, f.created_at, f.decided_at, case p_sort when 'score' then to_char(coalesce(f.score, 0) * 1000, 'FM0000')
      when 'display_name' then lower(f.display_name) when 'status' then f.status else lpad(f.id::text, 20, '0') end as k
    from filtered f
  ),
  page as (
    select k.id, k.created_at, k.decided_at, row_number() over (
      order by case when p_order = 'asc' then k.k end asc, case when p_order = 'asc' then null else k.k end desc, k.id desc) as ord
    from keyed k
    order by ord
    limit greatest(1, least(p_page_size, 200)) offset (greatest(p_page, 1) - 1) * greatest(1, least(p_page_size, 200))
  )
  select jsonb_build_object(
    'total', (select count(*) from filtered),
    'rows', coalesce((select jsonb_agg(private.candidate_json(p.id) || jsonb_build_object('created_at', p.created_at, 'decided_at', p.decided_at)
      order by p.ord) from page p), '[]'::jsonb)
  )
$$;

-- /admin/identity: coverage per provider, candidates by status, the last backfill and sync
create or replace function public.admin_identity_summary()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'players', (select count(*) from public.canonical_players),
    'team_entities', (select count(*) from public.canonical_players where is_team_entity),
    'coverage', (select jsonb_agg(jsonb_build_object('provider', p.provider,
        'linked', (select count(*) from public.player_identifiers i where i.provider = p.provider),
        'total', (select count(*) from public.canonical_players)) order by p.ord)
      from unnest(array['mfl', 'espn', 'cbs', 'tank01', 'yahoo', 'sleeper', 'fantasypros']) with ordinality as p(provider, ord)),
    'candidates', (select jsonb_build_object(
        'pending', count(*) filter (where status = 'pending'), 'accepted', count(*) filter (where status = 'accepted'),
        'rejected', count(*) filter (where status = 'rejected'), 'created_new', count(*) filter (where status = 'created_new'))
      from public.player_match_candidates),
    'last_backfill', (select jsonb_build_object('at', a.at, 'stats', a.after) from public.player_audit_log a
      where a.action = 'backfill.players_master' order by a.at desc, a.id desc limit 1),
    'last_tank01_sync', (select jsonb_build_object('at', a.at, 'stats', a.after) from public.player_audit_log a
      where a.action = 'sync.tank01_players' order by a.at desc, a.id desc limit 1),
    'last_weekly_affiliations', (select jsonb_build_object('at', a.at, 'stats', a.after) from public.player_audit_log a
      where a.action = 'backfill.weekly_affiliations' order by a.at desc, a.id desc limit 1)
  )
$$;

-- for the live feed (service role): one provider's ids mapped to another's through the canonical player
create or replace function public.map_player_ids(p_from_provider text, p_to_provider text, p_ids text[])
returns table (from_id text, to_id text, player_id bigint)
language sql
stable
set search_path = ''
as $$
  select f.external_id, t.external_id, f.player_id
  from public.player_identifiers f
  join public.player_identifiers t on t.player_id = f.player_id and t.provider = p_to_provider
  where f.provider = p_from_provider and f.external_id = any (p_ids)
$$;

-- ---------------------------------------------------------------------------------------------
-- execute rights: writers for admins (they check is_admin themselves) and the service role;
-- system writers for the service role only
-- ---------------------------------------------------------------------------------------------
revoke execute on function private.require_identity_writer(), private.audit_actor(), private.audit(text, text, text, jsonb, jsonb),
  private.player_json(bigint), private.require_player(bigint), private.claim_identifier(bigint, text, text, text),
  private.check_position(text), private.check_name(text, text), private.aliases_json(bigint), private.candidate_json(bigint),
  private.score_candidate(bigint)
  from public;
grant execute on function private.player_json(bigint), private.candidate_json(bigint) to authenticated, service_role;

revoke execute on function public.admin_update_player(bigint, text, text, boolean),
  public.admin_add_player_identifier(bigint, text, text), public.admin_remove_player_identifier(bigint, text, text),
  public.admin_add_player_alias(bigint, text), public.admin_remove_player_alias(bigint, text),
  public.admin_decide_match_candidate(bigint, text, bigint, text, text, text, text, boolean),
  public.resolve_player_candidates(text, text, text, int),
  public.backfill_players_master(jsonb), public.sync_provider_players(text, jsonb, int, int),
  public.rehydrate_match_candidates(text, text), public.record_player_team_weeks(int, jsonb),
  public.admin_players_list(int, int, text, text, boolean, text, text, text, text),
  public.admin_match_candidates(text, int, int, text, text, text, text), public.admin_identity_summary(),
  public.map_player_ids(text, text, text[]), public.admin_player(bigint)
  from public, anon;
grant execute on function public.admin_update_player(bigint, text, text, boolean),
  public.admin_add_player_identifier(bigint, text, text), public.admin_remove_player_identifier(bigint, text, text),
  public.admin_add_player_alias(bigint, text), public.admin_remove_player_alias(bigint, text),
  public.admin_decide_match_candidate(bigint, text, bigint, text, text, text, text, boolean),
  public.resolve_player_candidates(text, text, text, int),
  public.rehydrate_match_candidates(text, text),
  public.admin_players_list(int, int, text, text, boolean, text, text, text, text),
  public.admin_match_candidates(text, int, int, text, text, text, text), public.admin_identity_summary(),
  public.map_player_ids(text, text, text[]), public.admin_player(bigint)
  to authenticated, service_role;
-- the backfills may be started by an admin (audited under the admin's id); the provider syncs are
-- the system's (their links are automatic ones)
grant execute on function public.backfill_players_master(jsonb), public.record_player_team_weeks(int, jsonb) to authenticated, service_role;
revoke execute on function public.sync_provider_players(text, jsonb, int, int) from authenticated;
grant execute on function public.sync_provider_players(text, jsonb, int, int) to service_role;
