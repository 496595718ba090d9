import assert from "node:assert/strict";
import { base64UrlDecode, base64UrlEncode, decodeJwt, JwtError, signHs256, verifyHs256 } from "./jwt.ts";

const secret = "super-secret-jwt-token-with-at-least-32-characters-long";
// The well-known local service-role key `supabase start` prints for that secret.
const localServiceKey =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof JwtError);
    return err.reason;
  }
  return "accepted";
}

Deno.test("base64url round-trips bytes", () => {
  const bytes = new Uint8Array([0, 251, 255, 62, 63, 1]);
  assert.deepEqual(base64UrlDecode(base64UrlEncode(bytes)), bytes);
});

Deno.test("verifyHs256 accepts Supabase's local service key", async () => {
  const claims = await verifyHs256(localServiceKey, secret, 1_700_000_000);
  assert.equal(claims.role, "service_role");
});

Deno.test("signHs256 and verifyHs256 round-trip claims", async () => {
  const token = await signHs256({ sub: "u", role: "authenticated", exp: 2_000_000_000 }, secret);
  assert.deepEqual(await verifyHs256(token, secret, 1_900_000_000), { sub: "u", role: "authenticated", exp: 2_000_000_000 });
  assert.equal(decodeJwt(token).header.alg, "HS256");
});

Deno.test("verifyHs256 rejects expired, early, forged, tampered, alg none and malformed tokens", async () => {
  const token = await signHs256({ sub: "u", exp: 1000, nbf: 500 }, secret);
  assert.equal(await reason(verifyHs256(token, secret, 1000)), "expired");
  assert.equal(await reason(verifyHs256(token, secret, 400)), "not_yet_valid");
  assert.equal(await reason(verifyHs256(await signHs256({ sub: "u" }, "another-secret-another-secret-another"), secret)), "bad_signature");
  const [h, , s] = token.split(".");
  const payload = base64UrlEncode(new TextEncoder().encode(JSON.stringify({ sub: "admin", exp: 1000, nbf: 500 })));
  assert.equal(await reason(verifyHs256(`${h}.${payload}.${s}`, secret, 600)), "bad_signature");
  const none = base64UrlEncode(new TextEncoder().encode(JSON.stringify({ alg: "none" })));
  assert.equal(await reason(verifyHs256(`${none}.${payload}.`, secret, 600)), "unsupported_algorithm");
  assert.equal(await reason(verifyHs256("not-a-jwt", secret)), "malformed");
  assert.equal(await reason(verifyHs256("a.b!.c", secret)), "malformed");
});
