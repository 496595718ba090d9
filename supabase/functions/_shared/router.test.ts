import assert from "node:assert/strict";
import type { Authorize, AuthLevel } from "./auth.ts";
import { AppError } from "./errors.ts";
import { json } from "./responses.ts";
import { z } from "npm:zod@4.6.7";
import { createRouter, endpointRoute, route as row, type Route, routeMatcher } from "./router.ts";
import { endpoint, noRequest } from "./contracts/endpoint.ts";
import { request, silenceConsole } from "../_testing/helpers.ts";
import { climbingPaths } from "../_testing/hostile-paths.ts";
import { rawRequest } from "../_testing/raw-request.ts";

const levels: AuthLevel[] = [];
const checkedByRead: (boolean | undefined)[] = [];
const allowAll: Authorize = (_req, level, options) => {
  levels.push(level);
  checkedByRead.push(options?.sessionCheckedByRead);
  return Promise.resolve(level === "public" ? null : { userId: "u1", email: null, role: "authenticated", jwt: "t", sessionId: null });
};

const routes: Route[] = [
  { method: "GET", pattern: "/settings", auth: "admin", handler: () => json({ got: true }) },
  { method: "PUT", pattern: "/settings", auth: "admin", handler: () => json({ put: true }) },
  { method: "GET", pattern: "/players/:id", auth: "user", handler: (ctx) => json({ id: ctx.params.id, user: ctx.caller?.userId }) },
  { method: "GET", pattern: "/boom", auth: "public", handler: () => { throw new Error("secret internals"); } },
  { method: "GET", pattern: "/teapot", auth: "public", handler: () => { throw new AppError("conflict", "Already there"); } },
];
const route = createRouter("admin", routes, { authorize: allowAll });

Deno.test("router matches the path with the /<group> prefix", async () => {
  const res = await route(request("GET", "/admin/settings"));
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { got: true });
});

Deno.test("router matches the path without the prefix and with a trailing slash", async () => {
  assert.deepEqual(await (await route(request("GET", "/settings"))).json(), { got: true });
  assert.deepEqual(await (await route(request("PUT", "/admin/settings/"))).json(), { put: true });
});

Deno.test("router passes path parameters and the caller", async () => {
  const res = await route(request("GET", "/admin/players/42"));
  assert.deepEqual(await res.json(), { id: "42", user: "u1" });
});

Deno.test("router asks the authorizer for the route's level", async () => {
  levels.length = 0;
  await route(request("GET", "/settings"));
  await route(request("GET", "/players/1"));
  assert.deepEqual(levels, ["admin", "user"]);
});

Deno.test("router answers 404 JSON for an unknown path", async () => {
  for (const path of ["/admin/nope", "/nope", "/", "/other/settings"]) {
    const res = await route(request("GET", path));
    assert.equal(res.status, 404, path);
    assert.equal(res.headers.get("Content-Type"), "application/json; charset=utf-8");
    const body = await res.json();
    assert.equal(body.code, "not_found");
    assert.match(body.error, /^Not found: GET /);
  }
});

Deno.test("a path that climbs to another route is 404 JSON, however it is spelled (served as hosted Supabase serves it)", async () => {
  // Deno.serve hands the router the path as it arrived; new Request would already have folded it.
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, route);
  const port = (server.addr as Deno.NetAddr).port;
  try {
    assert.equal((await rawRequest("127.0.0.1", port, "GET", "/admin/settings")).status, 200, "the route itself answers");
    const paths = [...climbingPaths("/admin", "players/42", "settings"), ...climbingPaths("/admin", "teapot", "settings"), ...climbingPaths("/other", "x", "admin/settings")];
    for (const path of paths) {
      const res = await rawRequest("127.0.0.1", port, "GET", path);
      assert.equal(res.status, 404, path);
      assert.match(res.headers.get("content-type") ?? "", /^application\/json/, path);
      assert.deepEqual(JSON.parse(res.body), { error: "Not found: the path leaves the route it names", code: "not_found" }, path);
    }
  } finally {
    await server.shutdown();
  }
});

Deno.test("router answers 405 with an Allow header for a wrong method", async () => {
  const res = await route(request("DELETE", "/admin/settings"));
  assert.equal(res.status, 405);
  assert.equal(res.headers.get("Allow"), "GET, PUT, OPTIONS");
  assert.deepEqual(await res.json(), { error: "Method not allowed: DELETE /admin/settings", code: "method_not_allowed" });
});

Deno.test("router answers OPTIONS with the CORS preflight, without auth", async () => {
  levels.length = 0;
  const res = await route(request("OPTIONS", "/admin/settings"));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("Access-Control-Allow-Origin"), "*");
  assert.match(res.headers.get("Access-Control-Allow-Headers") ?? "", /authorization, x-client-info, apikey, content-type/);
  assert.equal(await res.text(), "ok");
  assert.deepEqual(levels, []);
});

Deno.test("router turns AppErrors into their status and unknown errors into a bare 500", async () => {
  const conflict = await route(request("GET", "/teapot"));
  assert.equal(conflict.status, 409);
  assert.deepEqual(await conflict.json(), { error: "Already there", code: "conflict" });

  const { result: res, logged } = await silenceConsole("error", () => route(request("GET", "/boom")));
  assert.equal(res.status, 500);
  const text = await res.text();
  assert.equal(text, JSON.stringify({ error: "Internal server error" }));
  assert.equal(res.headers.get("Access-Control-Allow-Origin"), "*");
  assert.equal(logged.length, 1);
});

Deno.test("router answers authorizer refusals as JSON errors", async () => {
  const deny = createRouter("admin", routes, { authorize: () => Promise.reject(new AppError("forbidden", "Admin access required")) });
  const res = await deny(request("GET", "/settings"));
  assert.equal(res.status, 403);
  assert.deepEqual(await res.json(), { error: "Admin access required", code: "forbidden" });
});

Deno.test("a route with auth 'user' refuses a caller without a user id (the service role) with 401", async () => {
  const serviceOnly: Authorize = () => Promise.resolve({ userId: null, email: null, role: "service_role", jwt: "t", sessionId: null });
  const res = await createRouter("admin", routes, { authorize: serviceOnly })(request("GET", "/players/1"));
  assert.equal(res.status, 401);
  assert.equal((await res.json()).code, "unauthorized");
});

const typed = createRouter("league", [
  row({
    method: "GET",
    pattern: "/view",
    auth: "user",
    input: { query: z.object({ leagueId: z.string().regex(/^\d+$/), limit: z.coerce.number().int().max(10).optional() }) },
    output: z.object({ leagueId: z.string(), limit: z.number().optional() }),
    handler: ({ input, caller, now }) => json({ ...input, user: caller.userId, now }),
  }),
  row({
    method: "POST",
    pattern: "/save",
    auth: "user",
    input: { body: z.object({ name: z.string() }), optional: false },
    handler: ({ input }) => json({ saved: input.name }),
  }),
  row({ method: "GET", pattern: "/broken", auth: "public", output: z.object({ ok: z.literal(true) }), handler: () => json({ ok: "yes" }) }),
], { authorize: allowAll, now: () => 1234, checkResponses: true });

Deno.test("the route table parses the input after auth: the handler gets it with the caller and the time", async () => {
  const res = await typed(request("GET", "/league/view?leagueId=61408&limit=5"));
  assert.deepEqual(await res.json(), { leagueId: "61408", limit: 5, user: "u1", now: 1234 });
  const post = await typed(request("POST", "/save", { body: { name: "Bob" } }));
  assert.deepEqual(await post.json(), { saved: "Bob" });
});

Deno.test("bad input never reaches the handler: 400 naming the fields", async () => {
  const bad = await typed(request("GET", "/view?leagueId=x&limit=11"));
  assert.equal(bad.status, 400);
  assert.match((await bad.json()).error, /^Invalid request: leagueId .*; limit must be at most 10$/);
  const empty = await typed(request("POST", "/save"));
  assert.equal(empty.status, 400);
  assert.equal((await empty.json()).error, "Invalid request: a JSON body is required");
});

Deno.test("with contract checks on, an answer outside its output schema is a 500 naming the field", async () => {
  const { result: res, logged } = await silenceConsole("error", () => typed(request("GET", "/broken")));
  assert.equal(res.status, 500);
  assert.match((await res.json()).error, /^Response broke its contract: ok: /);
  assert.equal(logged.length, 1);
});

Deno.test("an endpoint that takes nothing never reads its body: any body, even not JSON, reaches the handler as {}", async () => {
  const takesNothing = endpoint({ method: "POST", path: "/api/mfl/disconnect", request: noRequest, response: z.object({ input: z.unknown() }) });
  const handle = createRouter("mfl", [endpointRoute({ endpoint: takesNothing, auth: "user", ignoreBody: true, handler: ({ input }) => json({ input }) })], {
    authorize: allowAll,
  });
  for (const body of [undefined, "{nope", { cookie: "x" }]) {
    const res = await handle(request("POST", "/mfl/disconnect", body === undefined ? {} : { body }));
    assert.deepEqual([res.status, await res.json()], [200, { input: {} }]);
  }
});

Deno.test("a route whose read checks the session says so to the authorizer; other routes do not", async () => {
  const handler = createRouter("league", [
    { method: "GET", pattern: "/view", auth: "user", sessionCheckedByRead: true, handler: () => json({ ok: true }) },
    { method: "GET", pattern: "/other", auth: "user", handler: () => json({ ok: true }) },
  ], { authorize: allowAll });
  checkedByRead.length = 0;
  await (await handler(new Request("http://x/league/view"))).body?.cancel();
  await (await handler(new Request("http://x/league/other"))).body?.cancel();
  assert.deepEqual(checkedByRead, [true, undefined]);
});

Deno.test("a route whose read checks the session checks it itself when the input is refused: an ended session is 401, not 400", async () => {
  const ended: Authorize = (_req, _level, options) =>
    options?.sessionCheckedByRead
      ? Promise.resolve({ userId: "u1", email: null, role: "authenticated", jwt: "t", sessionId: "s1" })
      : Promise.reject(new AppError("unauthorized", "Invalid JWT: the session has ended or the user no longer exists"));
  const roster = (authorize: Authorize) =>
    createRouter("mfl", [
      endpointRoute({
        endpoint: endpoint({ method: "POST", path: "/api/mfl/roster", request: z.object({ leagueId: z.string() }), response: z.object({}) }),
        auth: "user",
        sessionCheckedByRead: true,
        handler: () => json({}),
      }),
    ], { authorize });
  const refused = await roster(ended)(request("POST", "/mfl/roster", { body: {} }));
  assert.deepEqual([refused.status, (await refused.json()).error], [401, "Invalid JWT: the session has ended or the user no longer exists"]);
  // A live session with the same input still gets the input's 400.
  const bad = await roster(allowAll)(request("POST", "/mfl/roster", { body: {} }));
  assert.equal(bad.status, 400);
  await bad.body?.cancel();
});

Deno.test("route matching: the fixed paths' map finds exactly the routes their URLPatterns match, in table order", () => {
  const group = "league";
  const patterns = ["/health", "/league-standings", "/league/x", "/x", "/players/:id", "/settings", "/settings", "/a/b"];
  const table = patterns.map((pattern) => ({ pattern, url: new URLPattern({ pathname: `{/${group}}?${pattern}{/}?` }) }));
  const match = routeMatcher(group, table);
  const segments = ["", "league", "health", "league-standings", "x", "players", "7", "settings", "a", "b", "League", "health%20"];
  const paths = new Set<string>(["/"]);
  for (const a of segments) {
    for (const b of ["", ...segments]) {
      for (const c of ["", ...segments]) {
        const path = `/${[a, b, c].filter(Boolean).join("/")}`;
        paths.add(path);
        paths.add(`${path}/`);
      }
    }
  }
  let matched = 0;
  for (const pathname of paths) {
    const expected = table.filter((r) => r.url.test({ pathname }));
    matched += expected.length;
    assert.deepEqual(match(pathname), expected, pathname);
  }
  assert.ok(matched > 30, `the paths reach the routes (${matched} matches)`);
});
