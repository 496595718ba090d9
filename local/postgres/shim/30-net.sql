-- local platform shim 30: a pg_net look-alike. net.http_get/http_post keep pg_net's signatures,
-- queue the request and pg_notify('net_http_request', id) (delivered after commit); the local
-- gateway listens, performs the call, writes net._http_response with the same id and deletes
-- the queue row. local only; re-runnable.

create schema if not exists net;
grant usage on schema net to anon, authenticated, service_role;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds int not null
);

create table if not exists net._http_response (
  id bigint,
  status_code int,
  content_type text,
  headers jsonb,
  content text,
  timed_out bool,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists _http_response_created_idx on net._http_response (created);

create or replace function net._urlencode_string(string text) returns text
language plpgsql immutable strict
set search_path = ''
as $$
declare
  b bytea := convert_to(string, 'UTF8');
  out text := '';
  c int;
begin
  for i in 0 .. length(b) - 1 loop
    c := get_byte(b, i);
    if (c between 48 and 57) or (c between 65 and 90) or (c between 97 and 122) or c in (45, 46, 95, 126) then
      out := out || chr(c);
    else
      out := out || '%' || upper(lpad(to_hex(c), 2, '0'));
    end if;
  end loop;
  return out;
end
$$;

create or replace function net._encode_url_with_params(url text, params jsonb) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when params is null or params = '{}'::jsonb then url
    else url || case when strpos(url, '?') > 0 then '&' else '?' end || (
      select string_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value), '&' order by key)
      from jsonb_each_text(params)
    )
  end
$$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000
) returns bigint
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  request_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('GET', net._encode_url_with_params(url, params), coalesce(headers, '{}'::jsonb), null, timeout_milliseconds)
  returning id into request_id;
  perform pg_notify('net_http_request', request_id::text);
  return request_id;
end
$$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
) returns bigint
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  request_id bigint;
  content_type text;
begin
  select h.value into content_type
  from jsonb_each_text(coalesce(headers, '{}'::jsonb)) as h(key, value)
  where lower(h.key) = 'content-type'
  limit 1;
  -- as pg_net: put the content type back when custom headers omit it; only json bodies
  if content_type is null then
    headers := coalesce(headers, '{}'::jsonb) || '{"Content-Type": "application/json"}'::jsonb;
  elsif content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', net._encode_url_with_params(url, params), headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  perform pg_notify('net_http_request', request_id::text);
  return request_id;
end
$$;

revoke all on function net.http_get(text, jsonb, jsonb, int) from public;
revoke all on function net.http_post(text, jsonb, jsonb, jsonb, int) from public;
grant execute on function net.http_get(text, jsonb, jsonb, int) to postgres, anon, authenticated, service_role;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, int) to postgres, anon, authenticated, service_role;
