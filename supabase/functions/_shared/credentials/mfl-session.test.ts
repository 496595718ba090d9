import assert from "node:assert/strict";
import { decryptCookie, parseKeyring } from "../crypto/cookie-cipher.ts";
import { AppError } from "../errors.ts";
import { silenceConsole, USER_ID } from "../../_testing/helpers.ts";
import { memoryRest } from "../../_testing/memory-rest.ts";
import {
  clearMflSession,
  findMflSession,
  getMflSession,
  markMflSessionExpired,
  MFL_CREDENTIALS_NOT_FOUND,
  MFL_NOT_CONNECTED,
  MFL_SESSION_EXPIRED,
  storeMflSession,
} from "./mfl-session.ts";

const randomKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
const keyring = parseKeyring(`t1:${randomKey()}`);
const NOW = Date.parse("2026-11-21T12:00:00Z");
const COOKIE = "c2VjcmV0LWNvb2tpZS12YWx1ZQ==";
const session = { username: "demo", cookie: COOKIE, expiresAt: new Date(NOW + 24 * 3600_000).toISOString() };

async function rejects(promise: Promise<unknown>, message: string, status: number, mflStatus: string) {
  const error = await promise.then(() => null, (e) => e);
  assert.ok(error instanceof AppError, `expected AppError, got ${error}`);
  assert.equal(error.message, message);
  assert.equal(error.status, status);
  assert.equal(error.details?.mflStatus, mflStatus);
  assert.equal(error.details?.reconnect, true);
}

Deno.test("storeMflSession creates the profile row with the cookie encrypted and bound to the user", async () => {
  const db = memoryRest();
  await storeMflSession(db.client, USER_ID, session, keyring);
  const [row] = db.rows("user_profile");
  assert.equal(row.user_id, USER_ID);
  assert.equal(row.mfl_username, "demo");
  assert.equal(row.mfl_cookie_expires_at, session.expiresAt);
  assert.notEqual(row.mfl_cookie_enc, COOKIE);
  assert.ok(!String(row.mfl_cookie_enc).includes(COOKIE));
  assert.equal(await decryptCookie(String(row.mfl_cookie_enc), await keyring, USER_ID), COOKIE);
  await assert.rejects(decryptCookie(String(row.mfl_cookie_enc), await keyring, "someone-else"));
});

Deno.test("storeMflSession updates an existing row and keeps its other columns", async () => {
  const db = memoryRest({ user_profile: [{ user_id: USER_ID, mfl_username: "old", is_admin: true }] });
  await storeMflSession(db.client, USER_ID, session, keyring);
  assert.equal(db.rows("user_profile").length, 1);
  assert.equal(db.rows("user_profile")[0].is_admin, true);
  assert.equal(db.rows("user_profile")[0].mfl_username, "demo");
});

Deno.test("getMflSession returns the decrypted session while it is valid", async () => {
  const db = memoryRest();
  await storeMflSession(db.client, USER_ID, session, keyring);
  assert.deepEqual(await getMflSession(db.client, USER_ID, NOW, keyring), session);
  assert.deepEqual(await findMflSession(db.client, USER_ID, NOW, keyring), session);
});

Deno.test("getMflSession: no row or no username → 'MFL account not connected' (400)", async () => {
  await rejects(getMflSession(memoryRest().client, USER_ID, NOW, keyring), MFL_NOT_CONNECTED, 400, "not_connected");
  const db = memoryRest({ user_profile: [{ user_id: USER_ID, mfl_username: null, mfl_cookie_enc: null }] });
  await rejects(getMflSession(db.client, USER_ID, NOW, keyring), MFL_NOT_CONNECTED, 400, "not_connected");
  assert.equal(await findMflSession(db.client, USER_ID, NOW, keyring), null);
});

Deno.test("getMflSession: username without cookie, or an undecryptable cookie → 'MFL credentials not found'", async () => {
  const db = memoryRest({ user_profile: [{ user_id: USER_ID, mfl_username: "demo", mfl_cookie_enc: null }] });
  await rejects(getMflSession(db.client, USER_ID, NOW, keyring), MFL_CREDENTIALS_NOT_FOUND, 400, "credentials_missing");
  await storeMflSession(db.client, USER_ID, session, keyring);
  const otherKeys = parseKeyring(`t1:${randomKey()}`);
  const { logged } = await silenceConsole("warn", () =>
    rejects(getMflSession(db.client, USER_ID, NOW, otherKeys), MFL_CREDENTIALS_NOT_FOUND, 400, "credentials_missing"));
  assert.ok(!JSON.stringify(logged).includes(COOKIE));
  db.rows("user_profile")[0].mfl_cookie_enc = "t9:AAAA";
  await silenceConsole("warn", () =>
    rejects(getMflSession(db.client, USER_ID, NOW, keyring), MFL_CREDENTIALS_NOT_FOUND, 400, "credentials_missing"));
});

Deno.test("getMflSession: expiry passed or missing → 401 with the reconnect message", async () => {
  const db = memoryRest();
  await storeMflSession(db.client, USER_ID, session, keyring);
  await rejects(getMflSession(db.client, USER_ID, Date.parse(session.expiresAt), keyring), MFL_SESSION_EXPIRED, 401, "expired");
  db.rows("user_profile")[0].mfl_cookie_expires_at = null;
  await rejects(getMflSession(db.client, USER_ID, NOW, keyring), MFL_SESSION_EXPIRED, 401, "expired");
});

Deno.test("markMflSessionExpired moves the expiry to now and keeps username and cookie", async () => {
  const db = memoryRest();
  await storeMflSession(db.client, USER_ID, session, keyring);
  await markMflSessionExpired(db.client, USER_ID, NOW);
  const [row] = db.rows("user_profile");
  assert.equal(row.mfl_cookie_expires_at, new Date(NOW).toISOString());
  assert.equal(row.mfl_username, "demo");
  await rejects(getMflSession(db.client, USER_ID, NOW, keyring), MFL_SESSION_EXPIRED, 401, "expired");
  await markMflSessionExpired(memoryRest().client, USER_ID, NOW); // no row: no error
});

Deno.test("clearMflSession forgets cookie and expiry, keeps the username", async () => {
  const db = memoryRest();
  await storeMflSession(db.client, USER_ID, session, keyring);
  await clearMflSession(db.client, USER_ID);
  const [row] = db.rows("user_profile");
  assert.equal(row.mfl_cookie_enc, null);
  assert.equal(row.mfl_cookie_expires_at, null);
  assert.equal(row.mfl_username, "demo");
  await rejects(getMflSession(db.client, USER_ID, NOW, keyring), MFL_CREDENTIALS_NOT_FOUND, 400, "credentials_missing");
});

Deno.test("only the caller's row is read and written (user_id filter on every call)", async () => {
  const db = memoryRest();
  await storeMflSession(db.client, USER_ID, session, keyring);
  await getMflSession(db.client, USER_ID, NOW, keyring);
  await markMflSessionExpired(db.client, USER_ID, NOW);
  await clearMflSession(db.client, USER_ID);
  for (const call of db.calls.filter((c) => c.method !== "POST")) {
    assert.equal(call.url.searchParams.get("user_id"), `eq.${USER_ID}`, `${call.method} ${call.url}`);
  }
});

Deno.test("database failures become a 503 AppError without the cookie in the log", async () => {
  const db = memoryRest();
  db.fail = () => Response.json({ code: "08006", message: "connection failure" }, { status: 503 });
  const { logged } = await silenceConsole("error", async () => {
    const error = await storeMflSession(db.client, USER_ID, session, keyring).catch((e) => e);
    assert.ok(error instanceof AppError);
    assert.equal(error.status, 503);
    assert.equal(error.message, "Saving the MFL connection failed: try again shortly");
  });
  assert.ok(!JSON.stringify(logged).includes(COOKIE));
});

Deno.test("a missing MFL_COOKIE_KEYS secret is a 503 naming the problem", async () => {
  const db = memoryRest();
  const { logged } = await silenceConsole("error", async () => {
    const error = await storeMflSession(db.client, USER_ID, session, () => parseKeyring(undefined)).catch((e) => e);
    assert.ok(error instanceof AppError);
    assert.equal(error.status, 503);
  });
  assert.match(String(logged[0]), /MFL_COOKIE_KEYS/);
});
