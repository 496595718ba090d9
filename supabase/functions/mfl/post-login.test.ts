import assert from "node:assert/strict";
import { decryptCookie } from "../_shared/crypto/cookie-cipher.ts";
import { USER_ID } from "../_testing/helpers.ts";
import { COOKIE, mflUnderTest, NOW, StubMfl, TEST_KEYRING } from "../_testing/mfl-deps.ts";

const PASSWORD = "right-password";

/** Runs `fn` with every console method captured. */
async function capturingLogs<T>(fn: () => Promise<T>): Promise<{ result: T; lines: string }> {
  const methods = ["log", "info", "warn", "error", "debug"] as const;
  const originals = methods.map((m) => console[m]);
  const lines: unknown[] = [];
  methods.forEach((m) => (console[m] = (...args: unknown[]) => void lines.push(args.map(String).join(" "))));
  try {
    return { result: await fn(), lines: lines.join("\n") };
  } finally {
    methods.forEach((m, i) => (console[m] = originals[i]));
  }
}

Deno.test("POST /login: missing or empty username/password → 400 with the spec's text", async () => {
  const { call, stub } = mflUnderTest();
  for (const body of [undefined, {}, { username: "demo" }, { password: "x" }, { username: "", password: "x" }, { username: "  ", password: "x" }, { username: "demo", password: "" }, { username: "demo", password: "   " }]) {
    const res = await call("POST", "/mfl/login", body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.error, "Please enter both MFL username and password");
    assert.equal(res.body.success, false);
  }
  assert.equal(stub.requests.length, 0);
});

Deno.test("POST /login: malformed input → 400 JSON, never 5xx", async () => {
  const { call } = mflUnderTest();
  const cases: [unknown, RegExp][] = [
    ["{not json", /body must be valid JSON/],
    [[1, 2], /JSON object/],
    [{ username: 12, password: "x" }, /username must be a string/],
    [{ username: "demo", password: "x".repeat(201) }, /password must be at most 200/],
    [{ username: "demo", password: PASSWORD, year: "abc" }, /year must be a number/],
    [{ username: "demo", password: PASSWORD, year: 1900 }, /year must be at least 1999/],
    [{ username: "demo", password: PASSWORD, year: 2026.5 }, /year must be a whole number/],
  ];
  for (const [body, error] of cases) {
    const res = await call("POST", "/mfl/login", body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.match(res.body.error, error);
    assert.ok(!res.text.includes("x".repeat(201)));
  }
});

Deno.test("POST /login: wrong password → 401 'Login failed: <MFL reason>', nothing stored", async () => {
  const { call, db } = mflUnderTest();
  const res = await call("POST", "/mfl/login", { username: "demo", password: "wrong" });
  assert.equal(res.status, 401);
  assert.deepEqual({ success: res.body.success, error: res.body.error }, { success: false, error: "Login failed: Invalid Password" });
  assert.equal(db.rows("user_profile").length, 0);
});

Deno.test("POST /login: logs in with a POST, stores the cookie encrypted, syncs, never answers the cookie", async () => {
  const { call, db, stub } = mflUnderTest();
  const { result: res, lines } = await capturingLogs(() =>
    call("POST", "/mfl/login", { username: " demo ", password: PASSWORD, year: 2026, cookie: "client-sent-cookie" })
  );
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, {
    success: true,
    message: "Successfully connected to MyFantasyLeague",
    cookieExpires: new Date(Date.parse(res.body.cookieExpires)).toISOString(),
    username: "demo",
    sync: { existing: 0, added: 2, total: 2 },
  });
  const issued = Date.parse(res.body.cookieExpires) - 24 * 3600_000;
  assert.ok(Math.abs(issued - Date.now()) < 60_000, "expiry is 24 h after issue");
  assert.ok(!res.text.includes(COOKIE));

  const login = stub.requests.find((r) => r.url.pathname === "/2026/login")!;
  assert.equal(login.method, "POST");
  assert.equal(new URLSearchParams(login.body).get("USERNAME"), "demo");
  // Later calls use the session, never the client's `cookie` field.
  assert.ok(stub.requests.filter((r) => r.url.searchParams.get("TYPE") === "myleagues").every((r) => r.cookie === `MFL_USER_ID=${COOKIE}`));

  const [row] = db.rows("user_profile");
  assert.equal(row.user_id, USER_ID);
  assert.equal(row.mfl_username, "demo");
  assert.equal(row.mfl_cookie_expires_at, res.body.cookieExpires);
  assert.notEqual(row.mfl_cookie_enc, COOKIE);
  assert.equal(await decryptCookie(String(row.mfl_cookie_enc), await TEST_KEYRING, USER_ID), COOKIE);
  assert.equal(db.rows("user_leagues").length, 2);

  // The password appears in no log line, no stored row, no answer.
  const everything = JSON.stringify([...db.tables.entries()]) + lines + res.text;
  assert.ok(!everything.includes(PASSWORD));
  assert.ok(!lines.includes(COOKIE));
});

Deno.test("POST /login: year defaults to the current season (Jan/Feb → previous year)", async () => {
  const jan = mflUnderTest({ now: () => Date.parse("2027-02-10T12:00:00Z") });
  await jan.call("POST", "/mfl/login", { username: "demo", password: PASSWORD });
  assert.ok(jan.stub.requests.some((r) => r.url.pathname === "/2026/login"));
  const nov = mflUnderTest({ now: () => NOW });
  await nov.call("POST", "/mfl/login", { username: "demo", password: PASSWORD });
  assert.ok(nov.stub.requests.some((r) => r.url.pathname === "/2026/login"));
  const mar = mflUnderTest({ now: () => Date.parse("2027-03-01T00:00:00Z") });
  await mar.call("POST", "/mfl/login", { username: "demo", password: PASSWORD });
  assert.ok(mar.stub.requests.some((r) => r.url.pathname === "/2027/login"));
});

Deno.test("POST /login: a failing league sync is only a warning; the connection succeeds", async () => {
  const { call, db, stub } = mflUnderTest();
  stub.exports.myleagues = () => new Response("Service Unavailable", { status: 503 });
  const { result: res, lines } = await capturingLogs(() => call("POST", "/mfl/login", { username: "demo", password: PASSWORD }));
  assert.equal(res.status, 200);
  assert.equal(res.body.success, true);
  assert.equal(res.body.message, "Successfully connected to MyFantasyLeague");
  assert.equal(res.body.sync, undefined);
  assert.equal(res.body.warnings.length, 1);
  assert.match(res.body.warnings[0], /^League sync failed: Failed to fetch leagues/);
  assert.equal(db.rows("user_profile").length, 1);
  assert.ok(!lines.includes(PASSWORD) && !lines.includes(COOKIE));
});

Deno.test("POST /login: league host unreachable or busy → 502/503 'Login failed: ...'", async () => {
  const down = mflUnderTest();
  down.stub.login = () => new TypeError("connection refused");
  const a = await down.call("POST", "/mfl/login", { username: "demo", password: PASSWORD });
  assert.equal(a.status, 502);
  assert.match(a.body.error, /^Login failed: MyFantasyLeague could not be reached/);
  assert.ok(!a.text.includes(PASSWORD));

  const busy = mflUnderTest();
  busy.stub.login = () => new Response("Too Many Requests", { status: 429, headers: { "retry-after": "7" } });
  const b = await busy.call("POST", "/mfl/login", { username: "demo", password: PASSWORD });
  assert.equal(b.status, 503);
  assert.equal(b.headers.get("Retry-After"), "7");
  assert.match(b.body.error, /^Login failed: MyFantasyLeague is busy/);
});

Deno.test("POST /login: a season MFL does not have → 400", async () => {
  const { call, stub } = mflUnderTest();
  stub.login = () => new Response("Not Found.", { status: 404 });
  const res = await call("POST", "/mfl/login", { username: "demo", password: PASSWORD, year: 2001 });
  assert.equal(res.status, 400);
  assert.equal(res.body.error, "Login failed: MyFantasyLeague has no season 2001");
});

Deno.test("POST /login: without a user session → 401, MFL not called", async () => {
  const { handler, stub } = mflUnderTest();
  const res = await handler(new Request("http://x/mfl/login", { method: "POST", body: JSON.stringify({ username: "demo", password: PASSWORD }) }));
  assert.equal(res.status, 401);
  assert.equal(stub.requests.length, 0);
});

Deno.test("POST /login: logins MFL accepts count nothing; a 6th wrong password from one account for one username is 429, nothing sent", async () => {
  const { call, stub } = mflUnderTest();
  for (let i = 0; i < 8; i++) assert.equal((await call("POST", "/mfl/login", { username: "demo", password: PASSWORD })).status, 200, `login ${i + 1}`);
  for (let i = 0; i < 5; i++) assert.equal((await call("POST", "/mfl/login", { username: "guessed", password: `guess-${i}` })).status, 401);
  const sent = stub.requests.length;
  const res = await call("POST", "/mfl/login", { username: "GUESSED", password: PASSWORD });
  assert.equal(res.status, 429);
  assert.equal(res.headers.get("Retry-After"), "900");
  assert.deepEqual([res.body.error, res.body.success], ["Too many MyFantasyLeague login attempts: try again in 15 minutes", false]);
  assert.equal(stub.requests.length, sent, "no login reached MFL");
});

Deno.test("POST /login: one account's wrong passwords do not lock the username for another account", async () => {
  const { call } = mflUnderTest();
  const attacker = "00000000-0000-4000-8000-0000000000ff";
  for (let i = 0; i < 5; i++) assert.equal((await call("POST", "/mfl/login", { username: "demo", password: `guess-${i}` }, attacker)).status, 401);
  assert.equal((await call("POST", "/mfl/login", { username: "demo", password: "guess-5" }, attacker)).status, 429);
  const owner = await call("POST", "/mfl/login", { username: "demo", password: PASSWORD });
  assert.equal(owner.status, 200, JSON.stringify(owner.body));
});

Deno.test("POST /login: a login MFL never judged (unreachable, busy) is no failure", async () => {
  const { call, stub } = mflUnderTest();
  stub.login = () => new TypeError("connection refused");
  for (let i = 0; i < 6; i++) assert.equal((await call("POST", "/mfl/login", { username: "demo", password: PASSWORD })).status, 502);
  stub.login = new StubMfl().login;
  assert.equal((await call("POST", "/mfl/login", { username: "demo", password: PASSWORD })).status, 200);
});

Deno.test("POST /login as another MFL account: the first account's memberships are withdrawn at once, the rows stay", async () => {
  const { memoryRest } = await import("../_testing/memory-rest.ts");
  const db = memoryRest({
    user_leagues: [{
      user_id: USER_ID, league_id: "99999", franchise_id: "0002", display_name: "The old account's league",
      verified_at: "2026-09-01T00:00:00.000Z", verified_mfl_username: "someone-else", verified_year: 2026,
    }],
  });
  const { call } = mflUnderTest({ db });
  const res = await call("POST", "/mfl/login", { username: "demo", password: PASSWORD, year: 2026 });
  assert.equal(res.status, 200);
  const old = db.rows("user_leagues").find((r) => r.league_id === "99999")!;
  assert.deepEqual([old.verified_at, old.display_name], [null, "The old account's league"]);
  const mine = db.rows("user_leagues").filter((r) => r.league_id !== "99999");
  assert.ok(mine.length > 0 && mine.every((r) => r.verified_at && r.verified_mfl_username === "demo" && r.verified_year === 2026));
});
