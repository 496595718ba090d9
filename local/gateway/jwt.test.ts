import assert from "node:assert/strict";
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from "../config.ts";
import { bearerToken, signJwt, verifyJwt } from "./jwt.ts";

Deno.test("the well-known local keys verify with the local secret", async () => {
  for (const [key, role] of [[ANON_KEY, "anon"], [SERVICE_ROLE_KEY, "service_role"]]) {
    const r = await verifyJwt(key, JWT_SECRET);
    assert.ok(r.ok);
    assert.deepEqual(r.claims.role, role);
  }
});

Deno.test("signed tokens round-trip; tampering, other secrets and expiry are refused", async () => {
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt({ sub: "u1", exp: now + 60 }, JWT_SECRET);
  const ok = await verifyJwt(token, JWT_SECRET);
  assert.ok(ok.ok);
  assert.deepEqual(ok.claims.sub, "u1");
  assert.deepEqual(JSON.parse(atob(token.split(".")[0])), { alg: "HS256", typ: "JWT" });

  const [h, , s] = token.split(".");
  const forged = `${h}.${btoa(JSON.stringify({ sub: "u2", exp: now + 60 })).replace(/=+$/, "")}.${s}`;
  assert.deepEqual(await verifyJwt(forged, JWT_SECRET), { ok: false, reason: "signature is invalid" });
  assert.deepEqual((await verifyJwt(token, "another-secret-that-is-long-enough-0000")).ok, false);
  assert.deepEqual(await verifyJwt(await signJwt({ exp: now - 1 }, JWT_SECRET), JWT_SECRET), { ok: false, reason: "token has expired" });
  assert.deepEqual((await verifyJwt("not.a.jwt", JWT_SECRET)).ok, false);
  assert.deepEqual((await verifyJwt("abc", JWT_SECRET)).ok, false);
});

Deno.test("alg none is refused", async () => {
  const none = `${btoa(JSON.stringify({ alg: "none" }))}.${btoa(JSON.stringify({ role: "service_role" }))}.`.replaceAll("=", "");
  assert.deepEqual((await verifyJwt(none, JWT_SECRET)).ok, false);
});

Deno.test("bearerToken reads the Authorization header", () => {
  assert.deepEqual(bearerToken(new Request("http://x", { headers: { authorization: "Bearer abc.def.ghi" } })), "abc.def.ghi");
  assert.deepEqual(bearerToken(new Request("http://x", { headers: { authorization: "Basic abc" } })), null);
  assert.deepEqual(bearerToken(new Request("http://x")), null);
});
