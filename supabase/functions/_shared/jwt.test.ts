import assert from "node:assert/strict";
import { jwksKeys } from "./jwks.ts";
import { base64UrlDecode, base64UrlEncode, decodeJwt, JwtError, signHs256, verifyAsymmetric, verifyHs256 } from "./jwt.ts";

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

/** A token signed with a fresh key pair of `alg`, as hosted Supabase's asymmetric signing keys sign them. */
async function asymmetricToken(alg: "ES256" | "RS256", claims: Record<string, unknown>, kid = "key-1") {
  const params = alg === "ES256"
    ? { name: "ECDSA", namedCurve: "P-256" }
    : { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" };
  const pair = await crypto.subtle.generateKey(params, true, ["sign", "verify"]) as CryptoKeyPair;
  const enc = (value: unknown) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)));
  const input = `${enc({ alg, typ: "JWT", kid })}.${enc(claims)}`;
  const signature = await crypto.subtle.sign(
    alg === "ES256" ? { name: "ECDSA", hash: "SHA-256" } : { name: "RSASSA-PKCS1-v1_5" },
    pair.privateKey,
    new TextEncoder().encode(input),
  );
  const jwk = { ...await crypto.subtle.exportKey("jwk", pair.publicKey), kid, alg, use: "sig" };
  return { token: `${input}.${base64UrlEncode(new Uint8Array(signature))}`, jwk };
}

Deno.test("a token verified once is not verified again under the same key; its times still are, and another key still checks it", async () => {
  // A token of its own (the same claims signed by an earlier test would be known already).
  const token = await signHs256({ sub: "u", role: "authenticated", exp: 2_000_000_000, jti: crypto.randomUUID() }, secret);
  const subtle = crypto.subtle;
  const verify = subtle.verify.bind(subtle);
  let verifications = 0;
  subtle.verify = ((...args: Parameters<SubtleCrypto["verify"]>) => {
    verifications++;
    return verify(...args);
  }) as SubtleCrypto["verify"];
  try {
    for (let i = 0; i < 3; i++) assert.equal((await verifyHs256(token, secret, 1_900_000_000)).sub, "u");
    assert.equal(verifications, 1, "the signature is checked once");
    assert.equal(await reason(verifyHs256(token, secret, 2_000_000_000)), "expired", "its expiry still counts");
    assert.equal(await reason(verifyHs256(token, `${secret}-rotated`, 1_900_000_000)), "bad_signature", "another secret checks it afresh");
    assert.equal(verifications, 2);
    const [h, p] = token.split(".");
    assert.equal(await reason(verifyHs256(`${h}.${p}.${"A".repeat(43)}`, secret, 1_900_000_000)), "bad_signature", "another signature is another token");
  } finally {
    subtle.verify = verify;
  }
});

Deno.test("verifyAsymmetric: ES256 and RS256 tokens against the key their kid names; a forged, expired or unknown-key token is refused", async () => {
  for (const alg of ["ES256", "RS256"] as const) {
    const { token, jwk } = await asymmetricToken(alg, { sub: "u", role: "authenticated", session_id: "s", exp: 2_000_000_000 });
    const keys = (kid: string | undefined) => Promise.resolve(kid === jwk.kid ? jwk : undefined);
    assert.deepEqual(await verifyAsymmetric(token, keys, 1_900_000_000), { sub: "u", role: "authenticated", session_id: "s", exp: 2_000_000_000 });
    assert.equal(await reason(verifyAsymmetric(token, keys, 2_000_000_000)), "expired");
    assert.equal(await reason(verifyAsymmetric(token, () => Promise.resolve(undefined))), "unknown_key");
    const other = await asymmetricToken(alg, { sub: "u" });
    assert.equal(await reason(verifyAsymmetric(token, () => Promise.resolve(other.jwk))), "bad_signature", "another key's signature");
    const [h, , sig] = token.split(".");
    const edited = base64UrlEncode(new TextEncoder().encode(JSON.stringify({ sub: "admin", exp: 2_000_000_000 })));
    assert.equal(await reason(verifyAsymmetric(`${h}.${edited}.${sig}`, keys, 1_900_000_000)), "bad_signature", "edited claims");
  }
  const hs = await signHs256({ sub: "u" }, secret);
  assert.equal(await reason(verifyAsymmetric(hs, () => Promise.resolve(undefined))), "unsupported_algorithm");
});

Deno.test("jwksKeys: the published key set over real HTTP, kept, asked again for a new kid at most every 30 s", async () => {
  const first = await asymmetricToken("ES256", { sub: "u" }, "k1");
  const rotated = await asymmetricToken("ES256", { sub: "u" }, "k2");
  let published = [first.jwk];
  let asked = 0;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, () => {
    asked++;
    return Response.json({ keys: published });
  });
  try {
    let now = 0;
    const keys = jwksKeys({ url: `http://127.0.0.1:${server.addr.port}/auth/v1/.well-known/jwks.json`, now: () => now });
    assert.equal(await verifyAsymmetric(first.token, keys).then((c) => c.sub), "u");
    await verifyAsymmetric(first.token, keys);
    assert.equal(asked, 1, "kept");
    published = [first.jwk, rotated.jwk];
    assert.equal(await reason(verifyAsymmetric(rotated.token, keys)), "unknown_key", "not asked again within 30 s");
    now += 30_000;
    assert.equal(await verifyAsymmetric(rotated.token, keys).then((c) => c.sub), "u", "a rotation is learned");
    assert.equal(asked, 2);
  } finally {
    await server.shutdown();
  }
});
