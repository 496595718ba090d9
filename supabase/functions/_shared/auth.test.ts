import assert from "node:assert/strict";
import { type AuthUser, bearerToken, createAuthorizer, type Caller, isAdminUser, verifyCaller } from "./auth.ts";
import { AppError } from "./errors.ts";
import { base64UrlEncode, signHs256 } from "./jwt.ts";
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
  assert.deepEqual(caller, { userId: USER_ID, email: "000b@example.test", role: "authenticated", jwt });
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

Deno.test("a signed-out or deleted user's token, still signed and unexpired, is refused when auth is asked", async () => {
  const jwt = await signHs256({ sub: USER_ID, role: "authenticated", exp: Math.floor(Date.now() / 1000) + 3600 }, LOCAL_JWT_SECRET);
  const asked: string[] = [];
  const gone = (t: string) => (asked.push(t), Promise.resolve(null));
  const err = await appError(verifyCaller(jwt, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: gone, confirmWithAuth: true }));
  assert.deepEqual([err.status, err.message, asked.length], [401, "Invalid JWT: the session has ended or the user no longer exists", 1]);
  const alive = (_t: string) => Promise.resolve({ id: USER_ID, email: "a@b.c", role: "authenticated" });
  assert.equal((await verifyCaller(jwt, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: alive, confirmWithAuth: true })).userId, USER_ID);
  const someoneElse = (_t: string) => Promise.resolve({ id: "00000000-0000-4000-8000-000000000000" });
  assert.equal((await appError(verifyCaller(jwt, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: someoneElse, confirmWithAuth: true }))).status, 401);
});

Deno.test("without a secret, auth is asked (GET /auth/v1/user)", async () => {
  const asked: string[] = [];
  const fetchUser = (jwt: string): Promise<AuthUser | null> => {
    asked.push(jwt);
    return Promise.resolve(jwt === "good" ? { id: USER_ID, email: "a@b.c", role: "authenticated" } : null);
  };
  assert.deepEqual(await verifyCaller("good", { fetchUser }), { userId: USER_ID, email: "a@b.c", role: "authenticated", jwt: "good" });
  assert.equal((await appError(verifyCaller("bad", { fetchUser }))).status, 401);
  assert.deepEqual(asked, ["good", "bad"]);
});

Deno.test("with a secret, tokens of another algorithm (asymmetric signing keys) are checked by auth", async () => {
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
  assert.deepEqual(caller, { userId: null, email: null, role: "service_role", jwt: "the-service-key" });
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

Deno.test("authorize: the admin check is asked only for admin routes, with the caller's id", async () => {
  const asked: string[] = [];
  const auth = createAuthorizer({
    verify: (jwt) => verifyCaller(jwt, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: noRemote }),
    isAdmin: (id) => {
      asked.push(id);
      return Promise.resolve(false);
    },
  });
  const token = await userToken(USER_ID);
  await auth(request("GET", "/", { token }), "user");
  await appError(auth(request("GET", "/", { token }), "admin"));
  assert.deepEqual(asked, [USER_ID]);
});

Deno.test("authorize: the is_admin lookup failing is 503 'try again shortly', not a 500", async () => {
  const { client } = fakeSupabase(() =>
    new Response(JSON.stringify({ code: "57P01", message: "terminating connection" }), {
      status: 500,
      headers: { "Content-Type": "application/json" },
    })
  );
  const auth = createAuthorizer({
    verify: (jwt) => verifyCaller(jwt, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: noRemote }),
    isAdmin: (id) => isAdminUser(client, id),
  });
  const token = await userToken(ADMIN_ID);
  const { result: err, logged } = await silenceConsole("error", () => appError(auth(request("GET", "/", { token }), "admin")));
  assert.equal(err.status, 503);
  assert.equal(err.message, "Checking admin access failed: try again shortly");
  assert.match(JSON.stringify(logged), /57P01/);
});
