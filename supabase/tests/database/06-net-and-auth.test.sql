-- the net schema (pg_net locally shimmed): http_post/http_get keep pg_net's signatures and
-- queue the request; nobody but the service role reads auth tables.
begin;
select plan(12);

-- actors (tests.create_actors): owner 1111…, other 2222…, admin aaaa… (with an admin profile),
-- newcomer 3333… (no profile yet)
select tests.create_actors();

select has_function('net', 'http_post', array['text', 'jsonb', 'jsonb', 'jsonb', 'integer'], 'net.http_post has pg_net''s signature');
select has_function('net', 'http_get', array['text', 'jsonb', 'jsonb', 'integer'], 'net.http_get has pg_net''s signature');
select has_table('net', '_http_response', 'responses land in net._http_response');

create temp table _requests (kind text, id bigint);
insert into _requests
  select 'post', net.http_post('http://127.0.0.1:9/hook', '{"a": 1}'::jsonb, '{"q": "a b"}'::jsonb);
insert into _requests
  select 'get', net.http_get('http://127.0.0.1:9/ping?x=1', '{"y": "2"}'::jsonb, '{"Authorization": "Bearer t"}'::jsonb, 1000);

select results_eq(
  $$select q.method, q.url, q.timeout_milliseconds from net.http_request_queue q join _requests r using (id) where r.kind = 'post'$$,
  $$values ('POST', 'http://127.0.0.1:9/hook?q=a%20b', 5000)$$, 'http_post queues a POST with the params in the url');
select is((select convert_from(q.body, 'UTF8')::jsonb from net.http_request_queue q join _requests r using (id) where r.kind = 'post'),
  '{"a": 1}'::jsonb, 'the queued body is the json');
select is((select q.headers ->> 'Content-Type' from net.http_request_queue q join _requests r using (id) where r.kind = 'post'),
  'application/json', 'the json content type is set');
select results_eq(
  $$select q.method, q.url, q.headers ->> 'Authorization', q.body is null, q.timeout_milliseconds from net.http_request_queue q join _requests r using (id) where r.kind = 'get'$$,
  $$values ('GET', 'http://127.0.0.1:9/ping?x=1&y=2', 'Bearer t', true, 1000)$$, 'http_get queues a GET');
select throws_ok($$select net.http_post('http://127.0.0.1:9/x', '{}'::jsonb, '{}'::jsonb, '{"Content-Type": "text/plain"}'::jsonb)$$,
  'P0001', 'Content-Type header must be "application/json"', 'http_post refuses non-json bodies as pg_net does');

-- auth tables -----------------------------------------------------------------------------------
select tests.as_anon();
select throws_ok($$select id from auth.users$$, '42501', null, 'anon cannot read auth.users');
select tests.authenticate_as('11111111-1111-4111-8111-111111111111');
select throws_ok($$select id from auth.users$$, '42501', null, 'authenticated cannot read auth.users');
select throws_ok($$select id from auth.refresh_tokens$$, '42501', null, 'authenticated cannot read refresh tokens');
select tests.as_service_role();
select ok((select count(*) from auth.users where email = 'owner@test.local') = 1, 'the service role reads auth.users');

select tests.clear_authentication();
select * from finish();
rollback;
