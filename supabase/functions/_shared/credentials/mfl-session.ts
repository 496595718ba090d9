import { type CookieKeyring, cookieKeyringFromEnv, CookieKeyError, decryptCookie, encryptCookie } from "../crypto/cookie-cipher.ts";
import { AppError, databaseError } from "../errors.ts";
import type { SupabaseClient } from "../supabase.ts";

/**
 * The caller's MFL session, kept server-side in `user_profile` (cookie AES-GCM encrypted, bound to
 * the user id). Every function that talks to MFL on a user's behalf reads it here; the browser
 * never sees the cookie. Use the service-role client and the user id from the verified JWT.
 */

/** Spec 01 §5/§8 texts, and the one telling the user what to do about an expired session. */
export const MFL_NOT_CONNECTED = "MFL account not connected";
export const MFL_CREDENTIALS_NOT_FOUND = "MFL credentials not found";
export const MFL_SESSION_EXPIRED = "MFL session expired: reconnect your MFL account in Settings";

/** Why a session is unusable; sent as `mflStatus` next to the error so the SPA can offer Connect. */
export type MflSessionProblem = "not_connected" | "credentials_missing" | "expired";

export interface MflSessionData {
  username: string;
  /** Plaintext `MFL_USER_ID` value. Secret: never log it or put it in a response. */
  cookie: string;
  /** ISO timestamp; the product treats the cookie as valid for 24 h after issue. */
  expiresAt: string;
}

/** Keyring to use; defaults to the `MFL_COOKIE_KEYS` secret. Tests pass their own. */
export type KeyringSource = CookieKeyring | Promise<CookieKeyring> | (() => Promise<CookieKeyring>);

/** The user_profile columns of a stored MFL session. */
export interface MflProfileRow {
  mfl_username: string | null;
  mfl_cookie_enc: string | null;
  mfl_cookie_expires_at: string | null;
}

const TABLE = "user_profile";

/**
 * The usable session of `userId`, or an AppError: 400 'MFL account not connected' (no profile row
 * or no username), 400 'MFL credentials not found' (no cookie, or it cannot be decrypted), 401
 * 'MFL session expired: ...' (expiry passed or unknown). All carry `reconnect: true`.
 */
export async function getMflSession(
  client: SupabaseClient,
  userId: string,
  now: number | Date = Date.now(),
  keyring?: KeyringSource,
): Promise<MflSessionData> {
  return await mflSessionOf(await readMflProfile(client, userId), userId, now, keyring);
}

/** getMflSession's judgement of a user_profile row already read (the same errors). */
export async function mflSessionOf(
  row: MflProfileRow | null,
  userId: string,
  now: number | Date = Date.now(),
  keyring?: KeyringSource,
): Promise<MflSessionData> {
  if (!row || !row.mfl_username) throw mflSessionError("not_connected");
  if (!row.mfl_cookie_enc) throw mflSessionError("credentials_missing");
  const expires = row.mfl_cookie_expires_at ? Date.parse(row.mfl_cookie_expires_at) : NaN;
  if (!Number.isFinite(expires) || expires <= +now) throw mflSessionError("expired");
  const ring = await loadKeyring(keyring);
  let cookie: string;
  try {
    cookie = await decryptCookie(row.mfl_cookie_enc, ring, userId);
  } catch (error) {
    // The message names the key version or the corruption, never the data.
    console.warn(`Stored MFL session of user ${userId} is unusable:`, error instanceof Error ? error.message : String(error));
    throw mflSessionError("credentials_missing");
  }
  return { username: row.mfl_username, cookie, expiresAt: new Date(expires).toISOString() };
}

/** Like getMflSession, but null instead of the not-connected/missing/expired errors. */
export async function findMflSession(
  client: SupabaseClient,
  userId: string,
  now: number | Date = Date.now(),
  keyring?: KeyringSource,
): Promise<MflSessionData | null> {
  try {
    return await getMflSession(client, userId, now, keyring);
  } catch (error) {
    if (isMflSessionError(error)) return null;
    throw error;
  }
}

/**
 * Stores a fresh session: username, the cookie encrypted with the current key, its expiry. Creates
 * the profile row when the user connects for the first time (spec 01 §7), keeps other columns.
 */
export async function storeMflSession(
  client: SupabaseClient,
  userId: string,
  session: MflSessionData,
  keyring?: KeyringSource,
): Promise<void> {
  const ring = await loadKeyring(keyring);
  const encrypted = await encryptCookie(session.cookie, ring, userId);
  const { error } = await client.from(TABLE).upsert({
    user_id: userId,
    mfl_username: session.username,
    mfl_cookie_enc: encrypted,
    mfl_cookie_expires_at: session.expiresAt,
  }, { onConflict: "user_id" });
  if (error) throw databaseError("Saving the MFL connection failed", error);
}

/**
 * MFL said the session is no longer valid: its expiry becomes `now`, so the UI shows
 * 'Expired - Reconnection needed'; the username stays. No profile row: nothing to do.
 */
export async function markMflSessionExpired(client: SupabaseClient, userId: string, now: number | Date = Date.now()): Promise<void> {
  const { error } = await client.from(TABLE)
    .update({ mfl_cookie_expires_at: new Date(+now).toISOString() })
    .eq("user_id", userId);
  if (error) throw databaseError("Marking the MFL session expired failed", error);
}

/** Disconnect: forgets the cookie and its expiry, keeps the username. */
export async function clearMflSession(client: SupabaseClient, userId: string): Promise<void> {
  const { error } = await client.from(TABLE)
    .update({ mfl_cookie_enc: null, mfl_cookie_expires_at: null })
    .eq("user_id", userId);
  if (error) throw databaseError("Disconnecting the MFL account failed", error);
}

/** The AppError for an unusable session (exported so other functions answer alike). */
export function mflSessionError(problem: MflSessionProblem): AppError {
  const details = { success: false, reconnect: true, mflStatus: problem };
  switch (problem) {
    case "not_connected":
      return new AppError("bad_request", MFL_NOT_CONNECTED, details);
    case "credentials_missing":
      return new AppError("bad_request", MFL_CREDENTIALS_NOT_FOUND, details);
    case "expired":
      return new AppError("unauthorized", MFL_SESSION_EXPIRED, details);
  }
}

/** True for the errors getMflSession throws when the user must (re)connect. */
export function isMflSessionError(error: unknown): error is AppError {
  return error instanceof AppError && typeof error.details?.mflStatus === "string";
}

/** The user's stored MFL session as user_profile holds it (service role: the cookie is encrypted, never the user's to read). */
export async function readMflProfile(client: SupabaseClient, userId: string): Promise<MflProfileRow | null> {
  const { data, error } = await client.from(TABLE)
    .select("mfl_username,mfl_cookie_enc,mfl_cookie_expires_at")
    .eq("user_id", userId)
    .maybeSingle();
  if (error) throw databaseError("Reading the MFL connection failed", error);
  return data as MflProfileRow | null;
}

async function loadKeyring(source: KeyringSource | undefined): Promise<CookieKeyring> {
  try {
    if (source === undefined) return await cookieKeyringFromEnv();
    return await (typeof source === "function" ? source() : source);
  } catch (error) {
    if (error instanceof CookieKeyError) {
      console.error(error.message);
      throw new AppError("unavailable", "MFL connection is not available: the server's cookie key is not configured");
    }
    throw error;
  }
}
