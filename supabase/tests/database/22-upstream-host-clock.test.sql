-- upstream_host_clock is for the service role only (RLS on, no policies).
begin;
select plan(9);

select tests.create_actors();
insert into public.upstream_host_clock (provider, skew_ms, observed_at) values ('mfl', -150000000, '2026-11-24 12:00+00');

select tests.as_anon();
select throws_ok($$select * from public.upstream_host_clock$$, '42501', null, 'anon cannot read the host clock');
select throws_ok($$insert into public.upstream_host_clock values ('tank01', 0, now())$$, '42501', null, 'anon cannot write it');

select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select throws_ok($$select * from public.upstream_host_clock$$, '42501', null, 'a user cannot read the host clock');
select throws_ok($$insert into public.upstream_host_clock values ('tank01', 0, now())$$, '42501', null, 'a user cannot insert');
select throws_ok($$update public.upstream_host_clock set skew_ms = 0$$, '42501', null, 'a user cannot update');
select throws_ok($$delete from public.upstream_host_clock$$, '42501', null, 'a user cannot delete');

select tests.as_service_role();
select lives_ok(
  $$insert into public.upstream_host_clock values ('mfl', 1000, now()) on conflict (provider) do update set skew_ms = excluded.skew_ms$$,
  'the service role records an observation');
select is((select skew_ms from public.upstream_host_clock where provider = 'mfl'), 1000::bigint, 'one row per provider, the latest kept');
select throws_ok($$insert into public.upstream_host_clock values ('espn', 0, now())$$, '23514', null, 'only known providers');
select tests.clear_authentication();

select * from finish();
rollback;
