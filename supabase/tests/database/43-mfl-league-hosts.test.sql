-- mfl_league_hosts is for the service role only (RLS on, no policies).
begin;
select plan(9);

select tests.create_actors();
insert into public.mfl_league_hosts (league_id, base_url) values ('61408', 'https://www44.myfantasyleague.com');

select tests.as_anon();
select throws_ok($$select * from public.mfl_league_hosts$$, '42501', null, 'anon cannot read the league hosts');
select throws_ok($$insert into public.mfl_league_hosts values ('1', 'https://evil.example', now())$$, '42501', null, 'anon cannot write them');

select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select throws_ok($$select * from public.mfl_league_hosts$$, '42501', null, 'a user cannot read the league hosts');
select throws_ok($$insert into public.mfl_league_hosts values ('1', 'https://evil.example', now())$$, '42501', null, 'a user cannot insert');
select throws_ok($$update public.mfl_league_hosts set base_url = 'https://evil.example'$$, '42501', null, 'a user cannot update');
select throws_ok($$delete from public.mfl_league_hosts$$, '42501', null, 'a user cannot delete');

select tests.as_service_role();
select lives_ok(
  $$insert into public.mfl_league_hosts (league_id, base_url) values ('61408', 'https://www45.myfantasyleague.com')
    on conflict (league_id) do update set base_url = excluded.base_url$$,
  'the service role records a host');
select is((select base_url from public.mfl_league_hosts where league_id = '61408'), 'https://www45.myfantasyleague.com', 'one row per league, the latest kept');
select throws_ok($$insert into public.mfl_league_hosts values ('61409', 'javascript:alert(1)', now())$$, '23514', null, 'only http(s) base URLs');
select tests.clear_authentication();

select * from finish();
rollback;
