-- tank01 bills per call: a daily call budget for the whole deployment, an admin setting next to the
-- tank01 poll intervals. the tank01 client passes it to upstream_acquire (p_daily_cap), which counts
-- the calls in upstream_daily_usage; GET /tank01/usage shows admins what was used.
insert into public.system_settings (key, value, description) values
  ('tank01_daily_call_budget', '10000', 'Tank01 calls allowed per UTC day for the whole deployment (the provider bills per call).')
on conflict (key) do nothing;
