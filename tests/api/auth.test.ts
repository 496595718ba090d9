/**
 * Every auth call the app makes, through the real supabase-js, against the local GoTrue subset:
 * shapes of users and sessions, and the error codes auth-js exposes.
 */
import { AuthApiError, AuthSessionMissingError, AuthWeakPasswordError, isAuthApiError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import {
  ANON_KEY,
  claimsOf,
  client,
  confirmedUser,
  latestMail,
  PASSWORD,
  REUSE_INTERVAL,
  sleep,
  SUPABASE_URL,
  tokenLink,
  uniqueEmail,
} from "./helpers.ts";

describe("sign-up with confirmations on", () => {
  it("answers a user without a session and mails a token_hash link to redirect_to", async () => {
    const email = uniqueEmail("signup");
    const sb = client();
    const since = Date.now() - 1000;
    const { data, error } = await sb.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${SUPABASE_URL}/auth/confirm`, data: { display: "Ann" } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, aud: "authenticated", role: "authenticated", is_anonymous: false });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({ provider: "email", user_id: data.user?.id });
    expect(data.user?.user_metadata).toMatchObject({ display: "Ann", email, email_verified: false });
    expect(data.user?.app_metadata).toEqual({ provider: "email", providers: ["email"] });

    const mail = await latestMail(email, since);
    const link = tokenLink(mail);
    expect(`${link.url.origin}${link.url.pathname}`).toBe(`${SUPABASE_URL}/auth/confirm`);
    expect(link.type).toBe("email");
    expect(link.tokenHash).toMatch(/^[0-9a-f]{56}$/);
  });

  it("verifyOtp with the token hash signs the user in with GoTrue's claims", async () => {
    const email = uniqueEmail("verify");
    const sb = client();
    await sb.auth.signUp({ email, password: PASSWORD });
    const { tokenHash } = tokenLink(await latestMail(email));
    const { data, error } = await sb.auth.verifyOtp({ token_hash: tokenHash, type: "email" });
    expect(error).toBeNull();
    const s = data.session!;
    expect(s).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(s.refresh_token).toBeTruthy();
    expect(s.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(s.user.email_confirmed_at).toBeTruthy();
    expect(s.user.user_metadata.email_verified).toBe(true);
    const claims = claimsOf(s.access_token);
    expect(claims).toMatchObject({
      iss: `${SUPABASE_URL}/auth/v1`,
      sub: s.user.id,
      aud: "authenticated",
      role: "authenticated",
      email,
      aal: "aal1",
      is_anonymous: false,
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.amr as { method: string }[])[0].method).toBeTruthy();
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);

    // the link works once
    const again = await client().auth.verifyOtp({ token_hash: tokenHash, type: "email" });
    expect(again.error).toBeInstanceOf(AuthApiError);
    expect(again.error).toMatchObject({ code: "otp_expired", status: 403, message: "Email link is invalid or has expired" });
  });

  it("falls back to the site URL for a redirect_to that is not allowed", async () => {
    const email = uniqueEmail("redirect");
    await client().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: "https://evil.example.net/steal" } });
    const { url } = tokenLink(await latestMail(email));
    expect(url.hostname).not.toBe("evil.example.net");
  });

  it("answers an obfuscated user for an address that is already confirmed", async () => {
    const { email, session } = await confirmedUser("dup");
    const { data, error } = await client().auth.signUp({ email, password: "another-password" });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(session.user.id);
  });

  it("refuses a short password with weak_password and its reasons", async () => {
    const { error } = await client().auth.signUp({ email: uniqueEmail("weak"), password: "12345" });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ code: "weak_password", status: 422 });
    expect((error as AuthWeakPasswordError).reasons).toEqual(["length"]);
  });

  it("refuses sign-in before confirmation with email_not_confirmed", async () => {
    const email = uniqueEmail("unconfirmed");
    await client().auth.signUp({ email, password: PASSWORD });
    const { error } = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ code: "email_not_confirmed", status: 400, message: "Email not confirmed" });
  });
});

describe("sign-in", () => {
  it("answers a session for the right password", async () => {
    const { email } = await confirmedUser("signin");
    const { data, error } = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.last_sign_in_at).toBeTruthy();
    expect((claimsOf(data.session!.access_token).amr as { method: string }[])[0].method).toBe("password");
  });

  it("refuses a wrong password with invalid_credentials 400", async () => {
    const { email } = await confirmedUser("wrongpw");
    const { data, error } = await client().auth.signInWithPassword({ email, password: "not-the-password" });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ code: "invalid_credentials", status: 400, message: "Invalid login credentials" });
  });

  it("refuses an unknown address the same way", async () => {
    const { error } = await client().auth.signInWithPassword({ email: uniqueEmail("nobody"), password: PASSWORD });
    expect(error).toMatchObject({ code: "invalid_credentials", status: 400 });
  });

  it("limits failed attempts per e-mail with over_request_rate_limit 429", async () => {
    const { email } = await confirmedUser("ratelimit");
    const sb = client();
    let last: unknown = null;
    for (let i = 0; i < 12; i++) {
      last = (await sb.auth.signInWithPassword({ email, password: `wrong-${i}` })).error;
      if ((last as AuthApiError).status === 429) break;
    }
    expect(last).toMatchObject({ code: "over_request_rate_limit", status: 429 });
    expect((last as Error).message).toMatch(/Too many sign-in attempts/);
    // even the right password waits now
    const { error } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 429 });
  });
});

describe("the signed-in user", () => {
  it("getUser answers the user with identities", async () => {
    const { sb, session } = await confirmedUser("getuser");
    const { data, error } = await sb.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: session.user.id, email: session.user.email, role: "authenticated" });
    expect(data.user?.identities?.[0]?.identity_data?.email).toBe(session.user.email);
  });

  it("getUser with a forged token is bad_jwt 403", async () => {
    const { data, error } = await client().auth.getUser("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bm90LXNpZ25lZA");
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ code: "bad_jwt", status: 403 });
  });

  it("updateUser merges data into user_metadata", async () => {
    const { sb } = await confirmedUser("data");
    await sb.auth.updateUser({ data: { a: 1, b: "x" } });
    const { data, error } = await sb.auth.updateUser({ data: { b: "y", c: true } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ a: 1, b: "y", c: true });
  });

  it("updateUser password: same_password, weak_password, then a new one that signs in", async () => {
    const { sb, email } = await confirmedUser("password");
    const same = await sb.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ code: "same_password", status: 422 });
    const weak = await sb.auth.updateUser({ password: "abc" });
    expect(weak.error).toMatchObject({ code: "weak_password", status: 422 });
    const changed = await sb.auth.updateUser({ password: "brand-new-password" });
    expect(changed.error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: "brand-new-password" })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: "invalid_credentials" });
  });
});

describe("refresh tokens", () => {
  it("rotate, tolerate a retry within the reuse interval, and refuse reuse after it", async () => {
    const { sb, session } = await confirmedUser("refresh");
    const first = await sb.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const rotated = first.data.session!;
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect(claimsOf(rotated.access_token).session_id).toBe(claimsOf(session.access_token).session_id);

    // a client that lost the answer may retry: GoTrue hands back the current token
    const retry = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(rotated.refresh_token);

    await sleep((REUSE_INTERVAL + 1) * 1000);
    const reuse = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.data.session).toBeNull();
    expect(reuse.error).toMatchObject({ code: "refresh_token_already_used", status: 400 });
    // and the whole family is revoked: the current token is refused too
    const family = await client().auth.refreshSession({ refresh_token: rotated.refresh_token });
    expect(family.error).toMatchObject({ status: 400 });
  }, 60_000);

  it("refuses an unknown refresh token with refresh_token_not_found", async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: "not-a-token" });
    expect(error).toMatchObject({ code: "refresh_token_not_found", status: 400 });
  });
});

describe("sign-out", () => {
  it("global: the old refresh token and session are gone", async () => {
    const { sb, session, email } = await confirmedUser("signout");
    const other = await client().auth.signInWithPassword({ email, password: PASSWORD });
    const { error } = await sb.auth.signOut({ scope: "global" });
    expect(error).toBeNull();
    for (const token of [session.refresh_token, other.data.session!.refresh_token]) {
      const r = await client().auth.refreshSession({ refresh_token: token });
      expect(r.error).toMatchObject({ code: "refresh_token_not_found", status: 400 });
    }
    // auth-js turns GoTrue's session_not_found into AuthSessionMissingError
    const { error: userError } = await client().auth.getUser(session.access_token);
    expect(userError).toBeInstanceOf(AuthSessionMissingError);
    const raw = await fetch(`${SUPABASE_URL}/auth/v1/user`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${session.access_token}`, "x-supabase-api-version": "2024-01-01" },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ code: "session_not_found" });
  });

  it("local: only this session ends", async () => {
    const { sb, email, session } = await confirmedUser("signout-local");
    const other = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect((await sb.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await client().auth.refreshSession({ refresh_token: session.refresh_token })).error).toMatchObject({ status: 400 });
    expect((await client().auth.refreshSession({ refresh_token: other.data.session!.refresh_token })).error).toBeNull();
  });
});

describe("password recovery", () => {
  it("mails a recovery link whose token signs in and lets the password change", async () => {
    const { email } = await confirmedUser("recover");
    const sb = client();
    const since = Date.now() - 1000;
    const { data, error } = await sb.auth.resetPasswordForEmail(email, { redirectTo: `${SUPABASE_URL}/reset-password` });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const mail = await latestMail(email, since);
    const link = tokenLink(mail);
    expect(link.type).toBe("recovery");
    expect(link.url.pathname).toBe("/reset-password");
    const verified = await sb.auth.verifyOtp({ token_hash: link.tokenHash, type: "recovery" });
    expect(verified.error).toBeNull();
    expect((await sb.auth.updateUser({ password: "recovered-password" })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: "recovered-password" })).error).toBeNull();
  });

  it("answers {} for an unknown address too", async () => {
    const { data, error } = await client().auth.resetPasswordForEmail(uniqueEmail("ghost"));
    expect(error).toBeNull();
    expect(data).toEqual({});
  });
});

describe("the auth endpoint itself", () => {
  it("answers unknown routes with 404 JSON in GoTrue's error format", async () => {
    const res = await fetch(`${SUPABASE_URL}/auth/v1/no-such-route`, {
      headers: { apikey: ANON_KEY, "x-supabase-api-version": "2024-01-01" },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-sb-error-code")).toBe("not_found");
    expect(res.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });

  it("needs an apikey, as Supabase's gateway does", async () => {
    const res = await fetch(`${SUPABASE_URL}/auth/v1/settings`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "No API key found in request" });
  });

  it("publishes its settings", async () => {
    const res = await fetch(`${SUPABASE_URL}/auth/v1/settings`, { headers: { apikey: ANON_KEY } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ external: { email: true }, disable_signup: false, mailer_autoconfirm: false });
  });
});
