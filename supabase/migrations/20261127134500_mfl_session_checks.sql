-- when mfl last confirmed each user's stored session, so /mfl/validate-cookie asks mfl at most
-- once every few minutes per user instead of on every page load.
--
-- one row per user, written by the mfl function (service role) when mfl accepted the session: at
-- login and when the validate-cookie check got an answer. every tab and every isolate of the user
-- reads the same row. it never makes a rejected session look valid: a rejection anywhere moves
-- user_profile.mfl_cookie_expires_at to now, and the expiry is judged before this row is read.
-- kept out of user_profile so that a check neither bumps the profile's updated_at nor becomes a
-- column users can read. service role only.

create table public.mfl_session_checks (
  user_id uuid primary key references auth.users (id) on delete cascade,
  confirmed_at timestamptz not null
);
comment on table public.mfl_session_checks is 'When MFL last accepted each user''s stored session (login or validate-cookie); service role only.';

alter table public.mfl_session_checks enable row level security;
revoke all on table public.mfl_session_checks from anon, authenticated;
grant select, insert, update, delete on table public.mfl_session_checks to service_role;
