-- local demo data only (applied by the local platform on a fresh or reset cluster, and by
-- `supabase db reset`): a confirmed admin account admin@example.com / admin123.

do $$
declare
  v_admin_id constant uuid := 'a0000000-0000-4000-8000-000000000001';
begin
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at
  ) values (
    '00000000-0000-0000-0000-000000000000', v_admin_id, 'authenticated', 'authenticated',
    'admin@example.com', extensions.crypt('admin123', extensions.gen_salt('bf')), now(),
    '{"provider":"email","providers":["email"]}', '{}', now(), now()
  ) on conflict do nothing;

  insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
  values (
    v_admin_id::text, v_admin_id,
    jsonb_build_object('sub', v_admin_id::text, 'email', 'admin@example.com', 'email_verified', true, 'phone_verified', false),
    'email', now(), now(), now()
  ) on conflict do nothing;

  insert into public.user_profile (user_id, mfl_username, is_admin)
  values (v_admin_id, null, true)
  on conflict (user_id) do update set is_admin = true;
end
$$;
