import assert from "node:assert/strict";
import { TestClock } from "../../_testing/test-clock.ts";
import { MflClient, parseJsonBody } from "./client.ts";
import { MflApiError, MflAuthError, MflLeagueAccessError, MflLoginError } from "./errors.ts";
import { UpstreamHttpError, UpstreamMalformedError, UpstreamNetworkError, UpstreamTimeoutError } from "../upstream/errors.ts";
import { league, leagueStandings, myleagues, nflSchedule, players } from "./queries.ts";
import { fakeHost, type Handler, jsonResponse } from "../../_testing/fake-mfl-host.ts";
import { LEAGUE, MYLEAGUES_MANY, STANDINGS_DEFAULT } from "../../_testing/mfl-fixtures.ts";
import { timedFetch } from "../upstream/transport.ts";

const API = "https://api.myfantasyleague.com";
const LEAGUE_HOST = "https://www44.myfantasyleague.com";

function client(handler: Handler, clock = new TestClock()) {
  const host = fakeHost(handler);
  const c = new MflClient({ config: { apiBase: API, userAgent: "Test/1" }, fetch: timedFetch(host.fetch, clock), clock });
  return { c, calls: host.calls, clock };
}

/** The generic host redirects league exports to the league host, as MFL does. */
const mfl: Handler = (req) => {
  if (req.url.hostname === "api.myfantasyleague.com" && req.url.searchParams.has("L")) {
    return new Response(null, {
      status: 302,
      headers: { location: `${LEAGUE_HOST}${req.url.pathname}${req.url.search}`, targethost: "www44.myfantasyleague.com" },
    });
  }
  const type = req.url.searchParams.get("TYPE");
  if (type === "league") return jsonResponse(LEAGUE);
  if (type === "leagueStandings") return jsonResponse(STANDINGS_DEFAULT);
  if (type === "myleagues") return jsonResponse(MYLEAGUES_MANY);
  return jsonResponse({ error: { $t: "unexpected" } });
};

Deno.test("league export: 302 from the generic host is followed with the cookie, host remembered, then called directly", async () => {
  const { c, calls } = client(mfl);
  const l = await c.run(league({ leagueId: "12345", year: 2026 }), { cookie: "COOKIE1" });
  assert.equal(l.name, "Example League");
  assert.equal(calls.length, 2);
  assert.equal(calls[0].url.toString(), `${API}/2026/export?TYPE=league&L=12345&JSON=1`);
  assert.equal(calls[1].url.origin, LEAGUE_HOST);
  for (const call of calls) {
    assert.equal(call.headers.get("cookie"), "MFL_USER_ID=COOKIE1");
    assert.equal(call.headers.get("user-agent"), "Test/1");
  }
  assert.equal(c.hosts.get("12345"), LEAGUE_HOST);
  await c.run(leagueStandings({ leagueId: "12345", year: 2026 }), { cookie: "COOKIE1" });
  assert.equal(calls.length, 3);
  assert.equal(calls[2].url.origin, LEAGUE_HOST);
  assert.equal(calls[2].url.searchParams.get("TYPE"), "leagueStandings");
});

Deno.test("myleagues teaches league hosts; no cookie header without a cookie", async () => {
  const { c, calls } = client(mfl);
  const mine = await c.run(myleagues({ year: 2026 }), { cookie: "C" });
  assert.equal(mine.length, 2);
  assert.equal(calls[0].url.searchParams.get("FRANCHISE_NAMES"), "1");
  assert.equal(calls[0].url.searchParams.get("YEAR"), "2026");
  assert.equal(c.hosts.get("13522"), "https://www49.myfantasyleague.com");
  await assert.rejects(c.run(nflSchedule({ year: 2026 })), MflApiError);
  assert.equal(calls[1].headers.get("cookie"), null);
  assert.equal(calls[1].url.origin, API);
});

Deno.test("errors inside HTTP 200: auth, league access, other messages, plain string form, XML form", async () => {
  const answers: Response[] = [
    jsonResponse({ version: "1.0", error: { $t: "API requires logged in user" }, encoding: "utf-8" }),
    jsonResponse({ error: { $t: "API requires logged in user in league ID 12345" } }),
    jsonResponse({ error: { $t: "No Player Database Changes Since Dec 1" } }),
    jsonResponse({ error: "An error has occurred - probably caused by one or more invalid parameters." }),
    new Response("<error>API requires logged in user or API key</error>", { headers: { "content-type": "text/xml" } }),
  ];
  const { c } = client(() => answers.shift()!);
  const q = players({ year: 2026 });
  await assert.rejects(c.run(q, { cookie: "expired" }), MflAuthError);
  // Not in that private league: the session is not the problem.
  await assert.rejects(c.run(q), (e: Error) => e instanceof MflLeagueAccessError && e.leagueId === "12345");
  await assert.rejects(c.run(q), (e: Error) => e instanceof MflApiError && /No Player Database Changes/.test(e.message));
  await assert.rejects(c.run(q), (e: Error) => e instanceof MflApiError && /invalid parameters/.test(e.message));
  await assert.rejects(c.run(q), MflAuthError);
});

Deno.test("HTTP failures are typed: 429 with Retry-After, 5xx, 404, HTML, unreadable payload", async () => {
  const answers: Response[] = [
    new Response("", { status: 429, headers: { "retry-after": "7" } }),
    new Response("boom", { status: 503 }),
    new Response("Not Found.", { status: 404 }),
    new Response("<!DOCTYPE html><html>login</html>", { status: 200 }),
    jsonResponse({ version: "1.0" }),
  ];
  const { c } = client(() => answers.shift()!);
  const q = nflSchedule({ year: 2026 });
  await assert.rejects(c.run(q), (e: Error) => e instanceof UpstreamHttpError && e.status === 429 && e.retryAfterSec === 7);
  await assert.rejects(c.run(q), (e: Error) => e instanceof UpstreamHttpError && e.status === 503 && e.host === "https://api.myfantasyleague.com");
  await assert.rejects(c.run(q), (e: Error) => e instanceof MflApiError && e.httpStatus === 404);
  await assert.rejects(c.run(q), UpstreamMalformedError);
  await assert.rejects(c.run(q), UpstreamMalformedError);
});

Deno.test("a redirect off MFL's domain is refused and the cookie never travels there", async () => {
  const { c, calls } = client((req) =>
    req.url.hostname === "evil.example" ? jsonResponse(LEAGUE) : new Response(null, { status: 302, headers: { location: "https://evil.example/2026/export?TYPE=league" } })
  );
  await assert.rejects(c.run(league({ leagueId: "1", year: 2026 }), { cookie: "SECRET" }), MflApiError);
  assert.ok(calls.every((call) => call.url.hostname !== "evil.example"));
  assert.equal(c.isTrusted("https://www57.myfantasyleague.com"), true);
  assert.equal(c.isTrusted("http://www57.myfantasyleague.com"), false);
  assert.equal(c.isTrusted("https://myfantasyleague.com.evil.example"), false);
});

Deno.test("league host from an untrusted baseURL is ignored", async () => {
  const { c, calls } = client(() => jsonResponse(STANDINGS_DEFAULT));
  c.hosts.remember("9", "https://evil.example");
  await c.run(leagueStandings({ leagueId: "9", year: 2026 }), { cookie: "SECRET" });
  assert.equal(calls[0].url.origin, API);
});

Deno.test("network failure → UpstreamNetworkError and the league host is forgotten", async () => {
  const { c } = client(() => Promise.reject(new TypeError("connection refused")));
  c.hosts.remember("12345", LEAGUE_HOST);
  await assert.rejects(c.run(leagueStandings({ leagueId: "12345", year: 2026 })), UpstreamNetworkError);
  assert.equal(c.hosts.get("12345"), undefined);
});

Deno.test("timeout → UpstreamTimeoutError, measured by the injected clock", async () => {
  const clock = new TestClock();
  // Never answers; only the abort signal ends it.
  const hanging = ((input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    return new Promise<Response>((_, reject) =>
      req.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
    );
  }) as typeof fetch;
  const c = new MflClient({ config: { apiBase: API, userAgent: "T" }, fetch: timedFetch(hanging, clock, 5000), clock });
  const pending = assert.rejects(c.run(nflSchedule({ year: 2026 })), (e: Error) => e instanceof UpstreamTimeoutError && /5 s/.test(e.message));
  await clock.advance(4999);
  assert.equal(clock.pendingTimers, 1);
  await clock.advance(1);
  await pending;
});

Deno.test("login: POST form to the generic host; bad password is a MflLoginError without the password", async () => {
  const { c, calls, clock } = client((req) =>
    new URLSearchParams(req.body).get("PASSWORD") === "demo123"
      ? new Response('<?xml version="1.0" encoding="utf-8"?>\n\n<status MFL_USER_ID="tok3n=">OK</status>', {
        headers: { "content-type": "text/html; charset=utf-8", "set-cookie": "MFL_USER_ID=tok3n=; path=/" },
      })
      : new Response("<error>Invalid Password</error>")
  );
  const session = await c.login("demo", "demo123", 2026);
  assert.equal(session.cookie, "tok3n=");
  assert.equal(Date.parse(session.expiresAt) - clock.now(), 24 * 3600 * 1000);
  assert.equal(calls[0].method, "POST");
  assert.equal(calls[0].url.toString(), `${API}/2026/login`);
  assert.equal(calls[0].url.search, "");
  assert.deepEqual(Object.fromEntries(new URLSearchParams(calls[0].body)), { USERNAME: "demo", PASSWORD: "demo123", XML: "1" });
  await assert.rejects(c.login("demo", "hunter2-wrong", 2026), (e: Error) =>
    e instanceof MflLoginError && e.message === "Invalid Password" && !JSON.stringify(e).includes("hunter2") &&
    !String(e.stack).includes("hunter2"));
});

Deno.test("lineup import: POST to the league host with the cookie and MFL's parameters", async () => {
  const { c, calls } = client(() => new Response("<status>OK</status>"));
  c.hosts.remember("12345", LEAGUE_HOST);
  await c.importLineup({ leagueId: "12345", year: 2026, week: 5, starters: ["13116", "0512"], comments: "go" }, { cookie: "C" });
  assert.equal(calls[0].url.toString(), `${LEAGUE_HOST}/2026/import`);
  assert.equal(calls[0].headers.get("cookie"), "MFL_USER_ID=C");
  assert.deepEqual(Object.fromEntries(new URLSearchParams(calls[0].body)), { TYPE: "lineup", L: "12345", W: "5", STARTERS: "13116,0512", COMMENTS: "go" });
});

Deno.test("parseJsonBody rejects non-objects", () => {
  assert.throws(() => parseJsonBody("[1]"), UpstreamMalformedError);
  assert.deepEqual(parseJsonBody('{"a":"1"}'), { a: "1" });
});
