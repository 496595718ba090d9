/**
 * GoTrue's tables (`auth.users`, `auth.identities`, `auth.sessions`, `auth.refresh_tokens`) read
 * and written as GoTrue does. Passwords are hashed and checked in SQL with pgcrypto's bcrypt, and
 * e-mail token hashes are GoTrue's `sha224(email || otp)`.
 */
import { jsonValue, type Sql } from "../db.ts";

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  is_anonymous: boolean;
  banned_until: Date | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string;
}

const USER_COLUMNS = `id, aud, role, email, phone, email_confirmed_at, confirmed_at, confirmation_sent_at, recovery_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous, banned_until`;

/** Local-only bookkeeping GoTrue keeps in `auth.mfa_amr_claims`: how each session signed in. */
export async function ensureAuthSchema(sql: Sql): Promise<void> {
  await sql.unsafe(`
    create schema if not exists local_auth;
    revoke all on schema local_auth from public;
    create table if not exists local_auth.session_amr (
      session_id uuid primary key references auth.sessions on delete cascade,
      method text not null,
      created_at timestamptz not null default now()
    );
  `).catch((e) => {
    if (!/already exists|duplicate key/.test(String(e))) throw e;
  });
}

export async function userByEmail(sql: Sql, email: string): Promise<UserRow | null> {
  const [u] = await sql.unsafe<UserRow[]>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and is_sso_user = false and deleted_at is null`,
    [email],
  );
  return u ?? null;
}

export async function userById(sql: Sql, id: string): Promise<UserRow | null> {
  const [u] = await sql.unsafe<UserRow[]>(`select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`, [id]);
  return u ?? null;
}

/** The user when `password` is theirs, else null (bcrypt compare in SQL). */
export async function userByPassword(sql: Sql, email: string, password: string): Promise<UserRow | null> {
  const [u] = await sql.unsafe<UserRow[]>(
    `select ${USER_COLUMNS} from auth.users
     where lower(email) = lower($1) and is_sso_user = false and deleted_at is null
       and encrypted_password is not null and encrypted_password <> ''
       and encrypted_password = extensions.crypt($2, encrypted_password)`,
    [email, password],
  );
  return u ?? null;
}

export async function passwordMatches(sql: Sql, userId: string, password: string): Promise<boolean> {
  const [r] = await sql`select encrypted_password = extensions.crypt(${password}, encrypted_password) as ok
    from auth.users where id = ${userId}`;
  return Boolean(r?.ok);
}

export async function identitiesOf(sql: Sql, userId: string): Promise<IdentityRow[]> {
  return await sql<IdentityRow[]>`select id, provider_id, user_id, identity_data, provider, last_sign_in_at,
    created_at, updated_at, email from auth.identities where user_id = ${userId} order by created_at`;
}

/** A new e-mail user with its `email` identity, as GoTrue's signup writes them. */
export async function createUser(
  sql: Sql,
  u: { email: string; password: string; data: Record<string, unknown>; confirmed: boolean; bcryptCost: number },
): Promise<UserRow> {
  return await sql.begin(async (tx) => {
    const [{ id }] = await tx`insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', ${u.email},
         extensions.crypt(${u.password}, extensions.gen_salt('bf', ${u.bcryptCost}::int)), ${u.confirmed ? new Date() : null},
         ${tx.json({ provider: "email", providers: ["email"] })}, '{}'::jsonb, now(), now(), false)
       returning id`;
    const identityData = { sub: id, email: u.email, email_verified: u.confirmed, phone_verified: false };
    await tx`insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
      values (${id}, ${id}, ${tx.json(identityData)}, 'email', now(), now(), now())`;
    // GoTrue folds the identity's claims into user_metadata
    await tx`update auth.users set raw_user_meta_data = ${tx.json(jsonValue({ ...u.data, ...identityData }))}
      where id = ${id}`;
    const [row] = await tx.unsafe<UserRow[]>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
    return row;
  });
}

/** Replaces password and metadata of an unconfirmed user signing up again (GoTrue does the same). */
export async function refreshUnconfirmedUser(
  sql: Sql,
  userId: string,
  password: string,
  data: Record<string, unknown>,
  bcryptCost: number,
): Promise<void> {
  await sql`update auth.users set encrypted_password = extensions.crypt(${password}, extensions.gen_salt('bf', ${bcryptCost}::int)),
    raw_user_meta_data = raw_user_meta_data || ${sql.json(jsonValue(data))}, updated_at = now() where id = ${userId}`;
}

export type EmailTokenKind = "confirmation" | "recovery";

/** Stores GoTrue's token hash for a fresh 6-digit code and returns the hash and code. */
export async function issueEmailToken(sql: Sql, userId: string, email: string, kind: EmailTokenKind) {
  const otp = String(crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000).padStart(6, "0");
  const column = kind === "confirmation" ? "confirmation" : "recovery";
  const [r] = await sql.unsafe<{ hash: string }[]>(
    `update auth.users set ${column}_token = encode(extensions.digest($2 || $3, 'sha224'), 'hex'),
       ${column}_sent_at = now(), updated_at = now()
     where id = $1 returning ${column}_token as hash`,
    [userId, email, otp],
  );
  return { tokenHash: r.hash, otp };
}

/** The user whose pending token matches, if sent within `maxAgeSeconds`; the token is consumed. */
export async function consumeEmailToken(
  sql: Sql,
  tokenHash: string,
  kinds: EmailTokenKind[],
  maxAgeSeconds: number,
): Promise<{ user: UserRow; kind: EmailTokenKind } | null> {
  if (!tokenHash) return null;
  for (const kind of kinds) {
    const [u] = await sql.unsafe<UserRow[]>(
      `update auth.users set ${kind}_token = '', updated_at = now(),
         email_confirmed_at = coalesce(email_confirmed_at, now())
       where ${kind}_token = $1 and ${kind}_sent_at > now() - make_interval(secs => $2)
       returning ${USER_COLUMNS}`,
      [tokenHash, maxAgeSeconds],
    );
    if (u) {
      await sql`update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
        where user_id = ${u.id} and provider = 'email'`;
      const [fresh] = await sql.unsafe<UserRow[]>(
        `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb
         where id = $1 and raw_user_meta_data ? 'email_verified' returning ${USER_COLUMNS}`,
        [u.id],
      );
      return { user: fresh ?? u, kind };
    }
  }
  return null;
}

export async function touchSignIn(sql: Sql, userId: string): Promise<void> {
  await sql`update auth.users set last_sign_in_at = now() where id = ${userId}`;
  await sql`update auth.identities set last_sign_in_at = now() where user_id = ${userId} and provider = 'email'`;
}

export function randomToken(bytes = 16): string {
  const b = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...b)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export async function createSession(
  sql: Sql,
  s: { userId: string; method: string; userAgent: string | null; ip: string | null },
): Promise<{ sessionId: string; refreshToken: string }> {
  return await sql.begin(async (tx) => {
    const [row] = await tx`insert into auth.sessions (id, user_id, created_at, updated_at, user_agent, ip)
      values (gen_random_uuid(), ${s.userId}, now(), now(), ${s.userAgent}, ${s.ip}::inet) returning id`;
    await tx`insert into local_auth.session_amr (session_id, method) values (${row.id}, ${s.method})`;
    const refreshToken = randomToken();
    await tx`insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
      values ('00000000-0000-0000-0000-000000000000', ${refreshToken}, ${s.userId}, false, now(), now(), null, ${row.id})`;
    return { sessionId: row.id as string, refreshToken };
  });
}

export async function sessionAmr(sql: Sql, sessionId: string): Promise<{ method: string; timestamp: number }> {
  const [r] = await sql`select method, extract(epoch from created_at)::bigint as ts from local_auth.session_amr where session_id = ${sessionId}`;
  return r ? { method: r.method, timestamp: Number(r.ts) } : { method: "password", timestamp: Math.floor(Date.now() / 1000) };
}

export async function sessionExists(sql: Sql, sessionId: string): Promise<boolean> {
  const [r] = await sql`select 1 from auth.sessions where id = ${sessionId} and (not_after is null or not_after > now())`;
  return Boolean(r);
}

export async function refreshTokenRow(sql: Sql, token: string): Promise<RefreshTokenRow | null> {
  const [r] = await sql<RefreshTokenRow[]>`select id, token, user_id, revoked, updated_at, parent, session_id
    from auth.refresh_tokens where token = ${token}`;
  return r ?? null;
}

export async function deleteSessions(sql: Sql, userId: string, only?: string, except?: string): Promise<void> {
  if (only) await sql`delete from auth.sessions where user_id = ${userId} and id = ${only}`;
  else if (except) await sql`delete from auth.sessions where user_id = ${userId} and id <> ${except}`;
  else await sql`delete from auth.sessions where user_id = ${userId}`;
}
