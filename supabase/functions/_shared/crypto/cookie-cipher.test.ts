import assert from "node:assert/strict";
import {
  CookieDecryptError,
  CookieKeyError,
  decryptCookie,
  encryptCookie,
  parseKeyring,
} from "./cookie-cipher.ts";

const key = (fill: number, length = 32) => btoa(String.fromCharCode(...new Uint8Array(length).fill(fill)));
const COOKIE = "ZmFrZS1tZmwtc2Vzc2lvbi10b2tlbg==";

Deno.test("round trip: ciphertext is versioned, random per call, and decrypts", async () => {
  const ring = await parseKeyring(`v1:${key(1)}`);
  const a = await encryptCookie(COOKIE, ring);
  const b = await encryptCookie(COOKIE, ring);
  assert.match(a, /^v1:[A-Za-z0-9+/]+=*$/);
  assert.notEqual(a, b);
  assert.ok(!a.includes(COOKIE));
  assert.equal(await decryptCookie(a, ring), COOKIE);
});

Deno.test("rotation: new key encrypts, old key still decrypts, old ciphertexts need the old key", async () => {
  const old = await parseKeyring(`v1:${key(1)}`);
  const legacy = await encryptCookie(COOKIE, old);
  const rotated = await parseKeyring(`v2:${key(2)}, v1:${key(1)}`);
  assert.equal(rotated.current, "v2");
  assert.equal(await decryptCookie(legacy, rotated), COOKIE);
  const fresh = await encryptCookie(COOKIE, rotated);
  assert.ok(fresh.startsWith("v2:"));
  // After the old key is dropped, old ciphertexts are refused with a clear error.
  const dropped = await parseKeyring(`v2:${key(2)}`);
  await assert.rejects(decryptCookie(legacy, dropped), CookieDecryptError);
});

Deno.test("tampering is detected", async () => {
  const ring = await parseKeyring(`v1:${key(1)}`);
  const sealed = await encryptCookie(COOKIE, ring);
  const bytes = Uint8Array.from(atob(sealed.slice(3)), (c) => c.charCodeAt(0));
  bytes[bytes.length - 5] ^= 0x01;
  const tampered = `v1:${btoa(String.fromCharCode(...bytes))}`;
  await assert.rejects(decryptCookie(tampered, ring), /wrong key or tampered/);
  await assert.rejects(decryptCookie("v1:!!!", ring), CookieDecryptError);
  await assert.rejects(decryptCookie("v1:AAAA", ring), /too short/);
});

Deno.test("wrong key, unknown version and wrong context are refused", async () => {
  const ring = await parseKeyring(`v1:${key(1)}`);
  const other = await parseKeyring(`v1:${key(9)}`);
  const sealed = await encryptCookie(COOKIE, ring, "user-a");
  await assert.rejects(decryptCookie(sealed, other, "user-a"), CookieDecryptError);
  await assert.rejects(decryptCookie(sealed, ring, "user-b"), CookieDecryptError);
  assert.equal(await decryptCookie(sealed, ring, "user-a"), COOKIE);
  await assert.rejects(decryptCookie(sealed.replace(/^v1/, "v7"), ring, "user-a"), /unknown key version: v7/);
  await assert.rejects(decryptCookie("no-version", ring), /unknown key version/);
});

Deno.test("missing or malformed MFL_COOKIE_KEYS gives a clear error", async () => {
  await assert.rejects(parseKeyring(undefined), (e: Error) => e instanceof CookieKeyError && /MFL_COOKIE_KEYS/.test(e.message));
  await assert.rejects(parseKeyring("  "), CookieKeyError);
  await assert.rejects(parseKeyring("nokey"), /<version>:<base64 key>/);
  await assert.rejects(parseKeyring(`v1:${key(1, 10)}`), /16, 24 or 32 bytes/);
  await assert.rejects(parseKeyring("v1:%%%"), /not base64/);
  await assert.rejects(parseKeyring(`v1:${key(1)},v1:${key(2)}`), /appears twice/);
  assert.equal((await parseKeyring(`k16:${key(3, 16)}`)).current, "k16");
});

Deno.test("error messages never contain the plaintext", async () => {
  const ring = await parseKeyring(`v1:${key(1)}`);
  const other = await parseKeyring(`v1:${key(2)}`);
  const sealed = await encryptCookie(COOKIE, ring);
  try {
    await decryptCookie(sealed, other);
    assert.fail("should not decrypt");
  } catch (error) {
    assert.ok(!String((error as Error).message).includes(COOKIE));
  }
});
