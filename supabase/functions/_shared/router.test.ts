import assert from "node:assert/strict";
import type { Authorize, AuthLevel } from "./auth.ts";
import { AppError } from "./errors.ts";
import { json } from "./responses.ts";
import { createRouter, requireUser, type Route, type RouteContext } from "./router.ts";
import { request, silenceConsole } from "../_testing/helpers.ts";

const levels: AuthLevel[] = [];
const allowAll: Authorize = (_req, level) => {
  levels.push(level);
  return Promise.resolve(level === "public" ? null : { userId: "u1", email: null, role: "authenticated", jwt: "t" });
};

const routes: Route[] = [
  { method: "GET", pattern: "/settings", auth: "admin", handler: () => json({ got: true }) },
  { method: "PUT", pattern: "/settings", auth: "admin", handler: () => json({ put: true }) },
  { method: "GET", pattern: "/players/:id", auth: "user", handler: (_req, ctx) => json({ id: ctx.params.id, user: ctx.caller?.userId }) },
  { method: "GET", pattern: "/boom", auth: "public", handler: () => { throw new Error("secret internals"); } },
  { method: "GET", pattern: "/teapot", auth: "public", handler: () => { throw new AppError("conflict", "Already there"); } },
];
const route = createRouter("admin", routes, allowAll);

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
  const deny = createRouter("admin", routes, () => Promise.reject(new AppError("forbidden", "Admin access required")));
  const res = await deny(request("GET", "/settings"));
  assert.equal(res.status, 403);
  assert.deepEqual(await res.json(), { error: "Admin access required", code: "forbidden" });
});

Deno.test("requireUser gives the verified user, and refuses a route wired without auth 'user'", () => {
  const url = new URL("http://x/");
  const caller = { userId: "u1", email: null, role: "authenticated", jwt: "t" };
  const ctx: RouteContext = { url, params: {}, caller };
  assert.equal(requireUser(ctx), caller);
  assert.throws(() => requireUser({ url, params: {}, caller: null }), /without a verified user/);
  assert.throws(
    () => requireUser({ url, params: {}, caller: { userId: null, email: null, role: "service_role", jwt: "t" } }),
    /without a verified user/,
  );
});
