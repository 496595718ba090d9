/** GoTrue's JSON for users, identities and sessions, and its access-token claims. */
import { signJwt } from "../jwt.ts";
import type { IdentityRow, UserRow } from "./store.ts";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

export function identityJson(i: IdentityRow) {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  };
}

/** GoTrue omits unset timestamps (`omitempty`); JSON.stringify drops the undefined ones. */
export function userJson(u: UserRow, identities: IdentityRow[]) {
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email,
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? "",
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous,
  };
}

/**
 * What GoTrue answers a signup for an address that is already confirmed when confirmations are
 * on: a made-up user without identities, so the response does not reveal the account exists.
 */
export function obfuscatedUserJson(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export interface TokenContext {
  secret: string;
  issuer: string;
  expiry: number;
}

export async function sessionJson(
  t: TokenContext,
  u: UserRow,
  identities: IdentityRow[],
  s: { sessionId: string; refreshToken: string; amr: { method: string; timestamp: number } },
) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + t.expiry;
  const claims = {
    iss: t.issuer,
    sub: u.id,
    aud: u.aud || "authenticated",
    exp,
    iat,
    email: u.email,
    phone: u.phone ?? "",
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    role: u.role || "authenticated",
    aal: "aal1",
    amr: [s.amr],
    session_id: s.sessionId,
    is_anonymous: u.is_anonymous,
  };
  return {
    access_token: await signJwt(claims, t.secret),
    token_type: "bearer",
    expires_in: t.expiry,
    expires_at: exp,
    refresh_token: s.refreshToken,
    user: userJson(u, identities),
  };
}
