import assert from "node:assert/strict";
import { type AuthUser, bearerToken, callerStatus, createAuthorizer, type Caller, verifyCaller } from "./auth.ts";
import { AppError, databaseError } from "./errors.ts";
import { base64UrlEncode, decodeJwt, signHs256 } from "./jwt.ts";
import {
  ADMIN_ID,
  fakeSupabase,
  LOCAL_JWT_SECRET,
  request,
  serviceToken,
  silenceConsole,
  testAuthorizer,
  USER_ID,
  userToken,
} from "../_testing/helpers.ts";

const noRemote = () => Promise.reject(new Error("auth must not be asked"));

async function appError(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof AppError, String(err));
    return err;
  }
  assert.fail("expected an AppError");
}

Deno.test("bearerToken reads the Authorization header", () => {
  assert.equal(bearerToken(request("GET", "/", { token: "abc.def.ghi" })), "abc.def.ghi");
  assert.equal(bearerToken(new Request("http://x/", { headers: { Authorization: "Basic abc" } })), null);
  assert.equal(bearerToken(request("GET", "/")), null);
});

Deno.test("a valid user JWT is verified locally with the secret", async () => {
  const jwt = await userToken(USER_ID);
  const caller = await verifyCaller(jwt, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: noRemote });
  const { claims, ...who } = caller;
  assert.deepEqual(who, { userId: USER_ID, email: "000b@example.test", role: "authenticated", jwt, sessionId: null });
  assert.deepEqual(claims, decodeJwt(jwt).claims, "the verified claims, for the reads that pass them on");
});

Deno.test("an expired JWT is refused with 401", async () => {
  const jwt = await userToken(USER_ID, { exp: Math.floor(Date.now() / 1000) - 10 });
  const err = await appError(verifyCaller(jwt, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: noRemote }));
  assert.equal(err.status, 401);
  assert.equal(err.message, "Invalid JWT: token has expired");
});

Deno.test("a forged JWT (other secret, or edited claims) is refused with 401", async () => {
  const forged = await signHs256({ sub: ADMIN_ID, role: "service_role", exp: 4_000_000_000 }, "not-the-secret-not-the-secret-not-the-secret");
  const err = await appError(verifyCaller(forged, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: noRemote }));
  assert.equal(err.status, 401);
  assert.equal(err.message, "Invalid JWT: token is not valid");

  const [header, , signature] = (await userToken(USER_ID)).split(".");
  const edited = base64UrlEncode(new TextEncoder().encode(JSON.stringify({ sub: USER_ID, role: "service_role", exp: 4_000_000_000 })));
  assert.equal((await appError(verifyCaller(`${header}.${edited}.${signature}`, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: noRemote }))).status, 401);
  assert.equal((await appError(verifyCaller("garbage", { jwtSecret: LOCAL_JWT_SECRET, fetchUser: noRemote }))).status, 401);
});

Deno.test("a user token carries its session id; a token without one has none", async () => {
  const session = "11111111-2222-4333-8444-555555555555";
  const jwt = await signHs256({ sub: USER_ID, role: "authenticated", session_id: session, exp: Math.floor(Date.now() / 1000) + 3600 }, LOCAL_JWT_SECRET);
  assert.equal((await verifyCaller(jwt, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: noRemote })).sessionId, session);
  assert.equal((await verifyCaller(await userToken(USER_ID), { jwtSecret: LOCAL_JWT_SECRET, fetchUser: noRemote })).sessionId, null);
});

Deno.test("without a secret, auth is asked (GET /auth/v1/user)", async () => {
  const asked: string[] = [];
  const fetchUser = (jwt: string): Promise<AuthUser | null> => {
    asked.push(jwt);
    return Promise.resolve(jwt !== "bad" ? { id: USER_ID, email: "a@b.c", role: "authenticated" } : null);
  };
  const good = await signHs256({ sub: USER_ID, session_id: "s" }, "a secret this function does not know of");
  assert.deepEqual(await verifyCaller(good, { fetchUser }), { userId: USER_ID, email: "a@b.c", role: "authenticated", jwt: good, sessionId: "s" });
  assert.equal((await appError(verifyCaller("bad", { fetchUser }))).status, 401);
  assert.deepEqual(asked, [good, "bad"]);
});

Deno.test("with signing keys configured but none given, asymmetric tokens are checked by auth", async () => {
  const header = base64UrlEncode(new TextEncoder().encode(JSON.stringify({ alg: "ES256", kid: "k" })));
  const payload = base64UrlEncode(new TextEncoder().encode(JSON.stringify({ sub: USER_ID })));
  const jwt = `${header}.${payload}.c2ln`;
  const caller = await verifyCaller(jwt, {
    jwtSecret: LOCAL_JWT_SECRET,
    fetchUser: () => Promise.resolve({ id: USER_ID, role: "authenticated" }),
  });
  assert.equal(caller.userId, USER_ID);
});

Deno.test("the service-role key is recognised without a secret or a round trip", async () => {
  const caller = await verifyCaller("the-service-key", { serviceRoleKey: "the-service-key", fetchUser: noRemote });
  assert.deepEqual(caller, { userId: null, email: null, role: "service_role", jwt: "the-service-key", sessionId: null });
});

const authorize = testAuthorizer();

Deno.test("authorize: a missing Authorization header is 401 on every non-public level", async () => {
  for (const level of ["user", "admin", "service"] as const) {
    const err = await appError(authorize(request("GET", "/"), level));
    assert.equal(err.status, 401);
    assert.equal(err.message, "Authentication required: missing bearer token");
  }
  assert.equal(await authorize(request("GET", "/"), "public"), null);
});

Deno.test("authorize: the anon key is not a user", async () => {
  const anon = await signHs256({ role: "anon", iss: "supabase-demo", exp: 4_000_000_000 }, LOCAL_JWT_SECRET);
  const err = await appError(authorize(request("GET", "/", { token: anon }), "user"));
  assert.equal(err.status, 401);
});

Deno.test("authorize: users pass user routes; only admins pass admin routes", async () => {
  const user = await userToken(USER_ID);
  const admin = await userToken(ADMIN_ID);
  assert.equal(((await authorize(request("GET", "/", { token: user }), "user")) as Caller).userId, USER_ID);
  const refused = await appError(authorize(request("GET", "/", { token: user }), "admin"));
  assert.equal(refused.status, 403);
  assert.equal(refused.message, "Admin access required");
  assert.equal(((await authorize(request("GET", "/", { token: admin }), "admin")) as Caller).userId, ADMIN_ID);
  assert.equal((await appError(authorize(request("GET", "/", { token: user }), "service"))).status, 403);
});

Deno.test("authorize: the service role passes admin and service routes but is not a user", async () => {
  const service = await serviceToken();
  assert.equal(((await authorize(request("GET", "/", { token: service }), "admin")) as Caller).role, "service_role");
  assert.equal(((await authorize(request("GET", "/", { token: service }), "service")) as Caller).role, "service_role");
  assert.equal((await appError(authorize(request("GET", "/", { token: service }), "user"))).status, 403);
});

Deno.test("authorize: one status call per user or admin route, none where the route's read checks the session", async () => {
  const asked: (string | null)[] = [];
  const auth = createAuthorizer({
    verify: (jwt) => verifyCaller(jwt, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: noRemote }),
    status: (caller) => {
      asked.push(caller.sessionId);
      return Promise.resolve({ live: true, admin: false });
    },
  });
  const token = await userToken(USER_ID, { session_id: "s1" });
  await auth(request("GET", "/", { token }), "user");
  await auth(request("GET", "/", { token }), "user", { sessionCheckedByRead: true });
  assert.equal((await appError(auth(request("GET", "/", { token }), "admin"))).status, 403);
  assert.deepEqual(asked, ["s1", "s1"]);
});

Deno.test("authorize: an ended session is 401 on user and admin routes, before the admin check", async () => {
  const auth = testAuthorizer([ADMIN_ID], ["ended-session"]);
  const token = await userToken(ADMIN_ID, { session_id: "ended-session" });
  for (const level of ["user", "admin"] as const) {
    const err = await appError(auth(request("GET", "/", { token }), level));
    assert.deepEqual([err.status, err.message], [401, "Invalid JWT: the session has ended or the user no longer exists"]);
  }
  const live = await userToken(ADMIN_ID, { session_id: "live-session" });
  assert.equal(((await auth(request("GET", "/", { token: live }), "admin")) as Caller).userId, ADMIN_ID);
});

Deno.test("authorize: the status lookup failing is 503 'try again shortly', not a 500", async () => {
  const { client } = fakeSupabase(() =>
    new Response(JSON.stringify({ code: "57P01", message: "terminating connection" }), {
      status: 500,
      headers: { "Content-Type": "application/json" },
    })
  );
  const auth = createAuthorizer({
    verify: (jwt) => verifyCaller(jwt, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: noRemote }),
    status: (caller) => callerStatus(client, caller),
  });
  const token = await userToken(ADMIN_ID);
  const { result: err, logged } = await silenceConsole("error", () => appError(auth(request("GET", "/", { token }), "admin")));
  assert.equal(err.status, 503);
  assert.equal(err.message, "Checking your session failed: try again shortly");
  assert.match(JSON.stringify(logged), /57P01/);
});

Deno.test("a read that raises PT401 (the session ended) is a 401, not a 503", () => {
  const err = databaseError("Reading the league data failed", { code: "PT401", message: "Invalid JWT" });
  assert.deepEqual([err.status, err.message], [401, "Invalid JWT: the session has ended or the user no longer exists"]);
});

Deno.test("with the project's signing keys, an ES256 token is verified locally: auth is not asked", async () => {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]) as CryptoKeyPair;
  const enc = (value: unknown) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)));
  const input = `${enc({ alg: "ES256", kid: "k" })}.${enc({ sub: USER_ID, role: "authenticated", session_id: "s", exp: 4_000_000_000 })}`;
  const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, pair.privateKey, new TextEncoder().encode(input));
  const jwt = `${input}.${base64UrlEncode(new Uint8Array(signature))}`;
  const jwk = { ...await crypto.subtle.exportKey("jwk", pair.publicKey), kid: "k" };
  const signingKeys = (kid: string | undefined) => Promise.resolve(kid === "k" ? jwk : undefined);
  const caller = await verifyCaller(jwt, { jwtSecret: LOCAL_JWT_SECRET, signingKeys, fetchUser: noRemote });
  assert.deepEqual([caller.userId, caller.sessionId], [USER_ID, "s"]);
  const forged = `${input}.${base64UrlEncode(new Uint8Array(64))}`;
  assert.equal((await appError(verifyCaller(forged, { signingKeys, fetchUser: noRemote }))).status, 401);
});
