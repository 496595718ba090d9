-- player identity (issue 14): only admins (and the service role) read the identity tables; nobody
-- writes them directly; every admin write leaves exactly one audit row, in its transaction, naming
-- the admin; automatic links are audited as 'system'; the audit log is append-only for everyone.
begin;
select plan(65);

select tests.create_actors();

-- every write verb on every identity table, as the current role: true when each one is refused
create or replace function pg_temp.all_writes_refused() returns boolean language plpgsql as $$
declare
  t text;
  stmt text;
begin
  foreach t in array array['canonical_players', 'player_identifiers', 'player_aliases', 'player_match_candidates', 'player_team_weeks', 'player_audit_log'] loop
    foreach stmt in array array[
      format('insert into public.%I default values', t),
      format('update public.%I set created_at = created_at', t),
      format('delete from public.%I', t)
    ] loop
      begin
        execute replace(stmt, 'set created_at = created_at', case t when 'player_audit_log' then 'set action = action'
          when 'player_team_weeks' then 'set week = week' else 'set created_at = created_at' end);
        return false;
      exception when insufficient_privilege then
        null;
      end;
    end loop;
  end loop;
  return true;
end
$$;
grant execute on function pg_temp.all_writes_refused() to anon, authenticated, service_role;

-- the system (service role) builds players from mfl's export and links tank01 on shared ids
select tests.as_service_role();
select is(public.backfill_players_master($$[
  {"mfl_id":"9001","name":"Marvin Harrison","position":"WR","team":"ARI","ids":{"espn":"100","cbs":"5"}},
  {"mfl_id":"9002","name":"Michael Williams","position":"WR","team":"LAC","ids":{"espn":"200"}},
  {"mfl_id":"9003","name":"Michael Williams","position":"WR","team":"NYJ","ids":{}},
  {"mfl_id":"0512","name":"Kansas City Chiefs","position":"Def","team":"KCC","ids":{}},
  {"mfl_id":"9999","name":"Some Linebacker","position":"LB","team":"KCC","ids":{}}
]$$::jsonb) ->> 'created', '4', 'the backfill creates a player per mfl id at the product''s positions (no LB)');
select results_eq($$select primary_position, is_team_entity from public.canonical_players c
  join public.player_identifiers i using (player_id) where i.provider = 'mfl' and i.external_id = '0512'$$,
  $$values ('DST', true)$$, 'a team defence is a DST team entity');
select is((select count(*)::int from public.player_audit_log where action = 'backfill.create' and actor_user_id = 'system'), 4,
  'each created player is one audit row by system');
select is(public.sync_provider_players('tank01', $$[
  {"external_id":"100","name":"Marvin Harrison Jr.","position":"WR","team":"ARI","ids":{"espn":"100","cbs":"5"}},
  {"external_id":"300","name":"Mike Williams","position":"WR","team":"NYJ","ids":{"espn":"300"}},
  {"external_id":"200","name":"Bob Jones","position":"WR","team":"LAC","ids":{"espn":"200"}}
]$$::jsonb, 2026, 12) ->> 'auto_linked', '1', 'only the exact shared id with a matching name links');
select results_eq($$select c.canonical_name, i.source from public.player_identifiers i join public.canonical_players c using (player_id)
  where i.provider = 'tank01'$$, $$values ('Marvin Harrison', 'auto')$$, 'the suffixed Tank01 name linked on its ESPN id');
select is((select count(*)::int from public.player_audit_log where action = 'auto.link' and actor_user_id = 'system'), 1,
  'the automatic link is audited');
select results_eq($$select display_name, candidate_name, status from public.player_match_candidates order by source_external_id$$,
  $$values ('Bob Jones', null::text, 'pending'), ('Mike Williams', 'Michael Williams', 'pending')$$,
  'a shared id with a stranger''s name and a name-only player are candidates; the nickname is scored to Michael Williams');
select results_eq($$select c.nfl_team from public.player_match_candidates m join public.canonical_players c on c.player_id = m.candidate_player_id
  where m.display_name = 'Mike Williams'$$, $$values ('NYJ')$$, 'of two Michael Williams, the one on the same team is suggested');
select ok((select count(*) from public.player_identifiers) > 0, 'the service role reads the mapping');
select results_eq($$select to_id from public.map_player_ids('tank01', 'mfl', array['100'])$$, $$values ('9001')$$,
  'map_player_ids maps a Tank01 id to its MFL id');
select throws_ok($$insert into public.canonical_players (canonical_name, primary_position) values ('X', 'QB')$$, '42501', null,
  'the service role cannot write a player without the audited functions');
select throws_ok($$update public.player_identifiers set external_id = 'x'$$, '42501', null, 'nor change an identifier directly');
select throws_ok($$update public.player_audit_log set action = 'x'$$, '42501', null, 'the service role cannot change the audit log');
select throws_ok($$delete from public.player_audit_log$$, '42501', null, 'the service role cannot delete from the audit log');

select ok(pg_temp.all_writes_refused(), 'the service role: insert, update and delete refused on every identity table');

-- anon: nothing
select tests.as_anon();
select ok(pg_temp.all_writes_refused(), 'anon: insert, update and delete refused on every identity table');
select throws_ok($$select 1 from public.canonical_players$$, '42501', null, 'anon cannot read canonical players');
select throws_ok($$select 1 from public.player_identifiers$$, '42501', null, 'anon cannot read identifiers');
select throws_ok($$select 1 from public.player_aliases$$, '42501', null, 'anon cannot read aliases');
select throws_ok($$select 1 from public.player_match_candidates$$, '42501', null, 'anon cannot read match candidates');
select throws_ok($$select 1 from public.player_team_weeks$$, '42501', null, 'anon cannot read weekly teams');
select throws_ok($$select 1 from public.player_audit_log$$, '42501', null, 'anon cannot read the audit log');
select throws_ok($$select public.admin_players_list()$$, '42501', null, 'anon cannot list players');
select throws_ok($$select public.admin_update_player(1, 'X', 'QB', false)$$, '42501', null, 'anon cannot update a player');
select throws_ok($$select * from public.resolve_player_candidates('Marvin Harrison')$$, '42501', null, 'anon cannot use the resolver');
select throws_ok($$select public.map_player_ids('tank01', 'mfl', array['100'])$$, '42501', null, 'anon cannot map ids');

-- a signed-in user who is not an admin: sees nothing, writes nothing
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select is_empty($$select 1 from public.canonical_players$$, 'a user reads no canonical players');
select is_empty($$select 1 from public.player_identifiers$$, 'a user reads no identifiers');
select is_empty($$select 1 from public.player_aliases$$, 'a user reads no aliases');
select is_empty($$select 1 from public.player_match_candidates$$, 'a user reads no match candidates');
select is_empty($$select 1 from public.player_team_weeks$$, 'a user reads no weekly teams');
select is_empty($$select 1 from public.player_audit_log$$, 'a user reads no audit events');
select is(public.admin_players_list() ->> 'total', '0', 'the players list shows a user nothing');
select is_empty($$select 1 from public.map_player_ids('tank01', 'mfl', array['100'])$$, 'map_player_ids shows a user nothing');
select throws_ok($$select public.admin_update_player((select 1::bigint), 'X', 'QB', false)$$, '42501', 'Admin access required',
  'a user cannot update a player');
select throws_ok($$select public.admin_add_player_alias(1, 'X')$$, '42501', 'Admin access required', 'a user cannot add an alias');
select throws_ok($$select public.admin_decide_match_candidate(1, 'reject')$$, '42501', 'Admin access required', 'a user cannot decide a candidate');
select throws_ok($$select * from public.resolve_player_candidates('Marvin Harrison')$$, '42501', 'Admin access required', 'a user cannot use the resolver');
select throws_ok($$insert into public.player_aliases (player_id, alias_name) values (1, 'X')$$, '42501', null, 'a user cannot insert an alias');
select throws_ok($$select public.backfill_players_master('[]')$$, '42501', null, 'a user cannot run the backfill');

-- an admin: reads everything; each write leaves exactly one audit row naming the admin
select tests.authenticate_as('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
select ok(pg_temp.all_writes_refused(), 'an admin: insert, update and delete refused on every table (writes go through the audited functions)');
select is((select count(*)::int from public.canonical_players), 4, 'an admin reads the canonical players');
select is((public.admin_players_list(1, 50, 'harrison') -> 'rows' -> 0 ->> 'canonical_name'), 'Marvin Harrison', 'an admin searches players by name');

create or replace function pg_temp.one_audit_row(p_sql text, p_action text) returns boolean language plpgsql as $$
declare
  before int := (select count(*) from public.player_audit_log);
begin
  execute p_sql;
  return (select count(*) from public.player_audit_log) = before + 1
    and (select actor_user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' and action = p_action from public.player_audit_log order by id desc limit 1);
end
$$;
select ok(pg_temp.one_audit_row($$select public.admin_update_player((select player_id from public.player_identifiers where provider = 'mfl' and external_id = '9003'), 'Mike Williams', 'WR', false)$$,
  'player.update'), 'updating a player: one audit row by the admin');
select ok(pg_temp.one_audit_row($$select public.admin_add_player_identifier((select player_id from public.player_identifiers where provider = 'mfl' and external_id = '9003'), 'sleeper', '777')$$,
  'identifier.add'), 'adding an id: one audit row');
select ok(pg_temp.one_audit_row($$select public.admin_remove_player_identifier((select player_id from public.player_identifiers where provider = 'mfl' and external_id = '9003'), 'sleeper', '777')$$,
  'identifier.remove'), 'removing an id: one audit row');
select ok(pg_temp.one_audit_row($$select public.admin_add_player_alias((select player_id from public.player_identifiers where provider = 'mfl' and external_id = '9003'), 'Mikey Williams')$$,
  'alias.add'), 'adding an alias: one audit row');
select ok(pg_temp.one_audit_row($$select public.admin_remove_player_alias((select player_id from public.player_identifiers where provider = 'mfl' and external_id = '9003'), 'Mikey Williams')$$,
  'alias.remove'), 'removing an alias: one audit row');
select ok(pg_temp.one_audit_row($$select public.admin_decide_match_candidate((select id from public.player_match_candidates where display_name = 'Mike Williams'), 'accept',
  (select player_id from public.player_identifiers where provider = 'mfl' and external_id = '9003'))$$, 'candidate.accept'),
  'accepting a candidate (its id linked, its status set): one audit row');
select results_eq($$select i.external_id from public.player_identifiers i join public.player_identifiers m using (player_id)
  where i.provider = 'tank01' and m.provider = 'mfl' and m.external_id = '9003'$$, $$values ('300')$$, 'the accepted candidate''s Tank01 id is linked');
select ok(pg_temp.one_audit_row($$select public.admin_decide_match_candidate((select id from public.player_match_candidates where display_name = 'Bob Jones'), 'create_new',
  null, null, null, 'Bob Jones', 'WR', false)$$, 'candidate.create_new'), 'creating a player from a candidate: one audit row');
select results_eq($$select status from public.player_match_candidates order by display_name$$, $$values ('created_new'), ('accepted')$$,
  'the candidates carry their decisions');
select throws_ok($$select public.admin_decide_match_candidate((select id from public.player_match_candidates where display_name = 'Bob Jones'), 'reject')$$,
  'PT409', null, 'deciding an already decided candidate is a conflict');
select throws_ok($$select public.admin_add_player_identifier((select player_id from public.player_identifiers where provider = 'mfl' and external_id = '9002'), 'espn', '100')$$,
  'PT409', 'espn id 100 is already linked to Marvin Harrison (player ' || (select player_id from public.player_identifiers where provider = 'mfl' and external_id = '9001') || ')',
  'a provider id linked to another player is a conflict naming that player');
do $$ begin perform set_config('tests.audit_rows', (select count(*)::text from public.player_audit_log), true); end $$;
select throws_ok($$select public.admin_update_player(999999, 'X', 'QB', false)$$, 'PT404', null, 'an unknown player is not found');
select throws_ok($$select public.admin_update_player((select player_id from public.player_identifiers where provider = 'mfl' and external_id = '9001'), ' ', 'QB', false)$$,
  'PT400', 'canonical_name must not be empty', 'an empty name is refused');
select throws_ok($$select public.admin_update_player((select player_id from public.player_identifiers where provider = 'mfl' and external_id = '9001'), 'X', 'LB', false)$$,
  'PT400', null, 'a position outside QB, RB, WR, TE, PK, DST is refused');
select is((select count(*)::text from public.player_audit_log), current_setting('tests.audit_rows'), 'refused writes leave no audit row');
select ok(pg_temp.one_audit_row($$select public.rehydrate_match_candidates('all', 'all')$$, 'candidates.rehydrate'), 'rescoring: one audit row');
select is((select candidates.player_id from public.resolve_player_candidates('Marvin Harrison Jr', 'ARI', 'WR') candidates limit 1),
  (select player_id from public.player_identifiers where provider = 'mfl' and external_id = '9001'), 'the resolver finds a suffixed name');
select is((select count(*)::int from public.player_audit_log where actor_user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'), 8,
  'eight admin writes, eight audit rows');

-- append-only, for the admin and for the owner
select throws_ok($$update public.player_audit_log set action = 'x'$$, '42501', null, 'an admin cannot change the audit log');
select throws_ok($$delete from public.player_audit_log$$, '42501', null, 'an admin cannot delete audit events');
select throws_ok($$insert into public.player_audit_log (actor_user_id, action, entity) values ('x', 'forged', 'player')$$, '42501', null,
  'an admin cannot forge an audit event');
select tests.clear_authentication();
select throws_ok($$delete from public.player_audit_log$$, '42501', 'The audit log is append-only', 'not even the owner deletes audit events');

select * from finish();
rollback;
