/** Gateway routing against fake upstreams: key-auth, CORS, REST proxying, verify_jwt, /api, SPA. */
import assert from "node:assert/strict";
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from "../../config.ts";
import { climbingPaths } from "../../../supabase/functions/_testing/hostile-paths.ts";
import { rawRequest } from "../../../supabase/functions/_testing/raw-request.ts";
import { signJwt } from "../jwt.ts";
import { gatewayHandler, type GatewayRoutes } from "./router.ts";

interface Seen {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

function fakeUpstream(status = 200) {
  const seen: Seen[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const url = new URL(req.url);
    seen.push({ method: req.method, path: url.pathname + url.search, headers: Object.fromEntries(req.headers), body: await req.text() });
    return new Response(JSON.stringify({ ok: true }), {
      status,
      headers: { "content-type": "application/json", "content-range": "0-0/1", "x-upstream": "yes" },
    });
  });
  return { seen, url: `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}`, stop: () => server.shutdown() };
}

async function withGateway(fn: (call: (path: string, init?: RequestInit) => Promise<Response>, up: ReturnType<typeof fakeUpstream>) => Promise<void>, distDir = "/nonexistent") {
  const up = fakeUpstream();
  const routes: GatewayRoutes = {
    auth: (_req, path) => Promise.resolve(Response.json({ auth: path })),
    openAuthPaths: new Set(["/verify"]),
    restUrl: `${up.url}/rest`,
    functionsUrl: `${up.url}/fn`,
    jwtSecret: JWT_SECRET,
    verifyJwt: (name) => name !== "open",
    distDir,
  };
  const handler = gatewayHandler(routes);
  const info = { remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 1 } as Deno.NetAddr };
  try {
    await fn((path, init) => handler(new Request(`http://127.0.0.1:1${path}`, init), info as never), up);
  } finally {
    await up.stop();
  }
}

Deno.test("key-auth: no apikey, a wrong one, and the open auth routes", async () => {
  await withGateway(async (call) => {
    let r = await call("/rest/v1/t");
    assert.equal(r.status, 401);
    assert.deepEqual(await r.json(), { message: "No API key found in request" });
    r = await call("/auth/v1/user", { headers: { apikey: "nope" } });
    assert.equal(r.status, 401);
    assert.deepEqual(await r.json(), { message: "Invalid authentication credentials" });
    r = await call("/auth/v1/verify?token=x");
    assert.deepEqual(await r.json(), { auth: "/verify" });
    r = await call(`/auth/v1/user?apikey=${ANON_KEY}`);
    assert.deepEqual(await r.json(), { auth: "/user" });
  });
});

Deno.test("REST: prefix stripped, headers, body and status passed, apikey as bearer when none", async () => {
  await withGateway(async (call, up) => {
    const r = await call("/rest/v1/items?select=*&id=eq.1", {
      method: "POST",
      headers: { apikey: ANON_KEY, prefer: "return=representation", range: "0-9", accept: "application/vnd.pgrst.object+json", "content-type": "application/json" },
      body: JSON.stringify({ a: 1 }),
    });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get("content-range"), "0-0/1");
    assert.equal(r.headers.get("access-control-allow-origin"), "*");
    const s = up.seen[0];
    assert.equal(s.path, "/rest/items?select=*&id=eq.1");
    assert.equal(s.headers.prefer, "return=representation");
    assert.equal(s.headers.range, "0-9");
    assert.equal(s.headers.accept, "application/vnd.pgrst.object+json");
    assert.equal(s.headers.authorization, `Bearer ${ANON_KEY}`);
    assert.equal(s.body, '{"a":1}');
    await call("/rest/v1/items", { headers: { apikey: ANON_KEY, authorization: "Bearer user-token" } }).then((x) => x.body?.cancel());
    assert.equal(up.seen[1].headers.authorization, "Bearer user-token");
  });
});

Deno.test("functions: verify_jwt, then /<name>/... to the runtime", async () => {
  await withGateway(async (call, up) => {
    let r = await call("/functions/v1/mfl/login", { method: "POST" });
    assert.equal(r.status, 401);
    assert.deepEqual(await r.json(), { code: 401, message: "Missing authorization header" });
    r = await call("/functions/v1/mfl/login", { method: "POST", headers: { authorization: "Bearer x.y.z" } });
    assert.deepEqual(await r.json(), { code: 401, message: "Invalid JWT" });
    const expired = await signJwt({ role: "authenticated", exp: 1 }, JWT_SECRET);
    r = await call("/functions/v1/mfl/login", { headers: { authorization: `Bearer ${expired}` } });
    assert.equal(r.status, 401);
    await r.body?.cancel();
    r = await call("/functions/v1/mfl/login?x=1", { method: "POST", headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}` }, body: "{}" });
    assert.equal(r.status, 200);
    await r.body?.cancel();
    assert.equal(up.seen.at(-1)?.path, "/fn/mfl/login?x=1");
    r = await call("/functions/v1/open/hook");
    assert.equal(r.status, 200);
    await r.body?.cancel();
  });
});

Deno.test("/api alias: the shared table decides the function, the path is kept", async () => {
  await withGateway(async (call, up) => {
    const auth = { headers: { authorization: `Bearer ${ANON_KEY}` } };
    for (const [path, expected] of [
      ["/api/league-standings?leagueId=7", "/fn/league/league-standings?leagueId=7"],
      ["/api/mfl/login", "/fn/mfl/login"],
      ["/api/admin/settings", "/fn/admin/settings"],
      ["/api/fantasypoints/week/3", "/fn/admin/fantasypoints/week/3"],
    ]) {
      const r = await call(path, auth);
      await r.body?.cancel();
      assert.equal(up.seen.at(-1)?.path, expected);
    }
    const r = await call("/api/nothing-here", auth);
    assert.equal(r.status, 404);
    assert.deepEqual(await r.json(), { error: "Not found" });
    const noJwt = await call("/api/rosters");
    assert.equal(noJwt.status, 401);
    await noJwt.body?.cancel();
  });
});

Deno.test("a path that climbs out of the route it names is 404 JSON and reaches nothing (sent raw, as a client may)", async () => {
  const up = fakeUpstream();
  const handler = gatewayHandler({
    auth: () => Promise.resolve(Response.json({ auth: true })),
    openAuthPaths: new Set(),
    restUrl: `${up.url}/rest`,
    functionsUrl: `${up.url}/fn`,
    jwtSecret: JWT_SECRET,
    verifyJwt: () => false,
    distDir: "/nonexistent",
  });
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, handler);
  const port = (server.addr as Deno.NetAddr).port;
  try {
    const paths = [
      ...climbingPaths("/api", "top-players", "admin/settings"),
      ...climbingPaths("/functions/v1", "league", "admin/settings"),
      ...climbingPaths("/rest/v1", "t", "../auth/v1/admin/users"),
      ...climbingPaths("", "dashboard", "api/admin/settings"),
    ];
    for (const path of paths) {
      const res = await rawRequest("127.0.0.1", port, "GET", path, { apikey: SERVICE_ROLE_KEY });
      assert.equal(res.status, 404, path);
      assert.equal(res.headers.get("access-control-allow-origin"), "*", path);
      assert.deepEqual(JSON.parse(res.body), { error: "Not found: the path leaves the route it names", code: "not_found" }, path);
    }
    assert.equal(up.seen.length, 0, "no climbing path reached a service");
    await rawRequest("127.0.0.1", port, "GET", "/api/admin/settings");
    assert.equal(up.seen.at(-1)?.path, "/fn/admin/settings");
  } finally {
    await server.shutdown();
    await up.stop();
  }
});

Deno.test("CORS preflight and unknown API routes", async () => {
  await withGateway(async (call) => {
    const pre = await call("/functions/v1/mfl/login", { method: "OPTIONS", headers: { "access-control-request-headers": "x-custom" } });
    assert.equal(pre.status, 200);
    assert.equal(pre.headers.get("access-control-allow-origin"), "*");
    const allowed = pre.headers.get("access-control-allow-headers") ?? "";
    for (const h of ["authorization", "x-client-info", "apikey", "content-type", "x-supabase-api-version", "prefer", "range", "x-custom"]) {
      assert.ok(allowed.includes(h), h);
    }
    await pre.body?.cancel();
    const r = await call("/storage/v1/object", { headers: { apikey: ANON_KEY } });
    assert.equal(r.status, 404);
    assert.equal(r.headers.get("content-type"), "application/json");
    await r.body?.cancel();
  });
});

Deno.test("SPA: files, client routes fall back to index.html, a clear page when not built", async () => {
  const dist = await Deno.makeTempDir();
  await Deno.mkdir(`${dist}/assets`);
  await Deno.writeTextFile(`${dist}/index.html`, "<html>app</html>");
  await Deno.writeTextFile(`${dist}/assets/app-1.js`, "console.log(1)");
  await withGateway(async (call) => {
    let r = await call("/");
    assert.equal(await r.text(), "<html>app</html>");
    r = await call("/auth/confirm?token_hash=x&type=email");
    assert.equal(await r.text(), "<html>app</html>");
    assert.equal(r.headers.get("content-type"), "text/html; charset=utf-8");
    r = await call("/assets/app-1.js");
    assert.equal(r.headers.get("content-type"), "text/javascript; charset=utf-8");
    assert.match(r.headers.get("cache-control") ?? "", /immutable/);
    await r.body?.cancel();
    r = await call("/assets/missing.js");
    assert.equal(r.status, 404);
    await r.body?.cancel();
    r = await call("/assets/..%2f..%2f..%2fetc%2fpasswd");
    assert.equal(r.status, 404);
    assert.doesNotMatch(await r.text(), /root:/);
  }, dist);
  await withGateway(async (call) => {
    const r = await call("/dashboard");
    assert.equal(r.status, 503);
    assert.match(await r.text(), /npm run build/);
  });
  await Deno.remove(dist, { recursive: true });
});

Deno.test("function and REST answers are gzipped for clients that accept it, as hosted; others get them as they are", async () => {
  await withGateway(async (call) => {
    const auth = { authorization: `Bearer ${SERVICE_ROLE_KEY}` };
    const zipped = await call("/functions/v1/mfl/scoring", { headers: { ...auth, "accept-encoding": "gzip, deflate, br" } });
    assert.equal(zipped.status, 200);
    assert.equal(zipped.headers.get("content-encoding"), "gzip");
    assert.match(zipped.headers.get("vary") ?? "", /Accept-Encoding/);
    const plain = await new Response(zipped.body!.pipeThrough(new DecompressionStream("gzip"))).json();
    assert.deepEqual(plain, { ok: true });
    const asIs = await call("/api/mfl/scoring", { headers: auth });
    assert.equal(asIs.headers.get("content-encoding"), null);
    assert.deepEqual(await asIs.json(), { ok: true });
    const rest = await call(`/rest/v1/t?apikey=${ANON_KEY}`, { headers: { "accept-encoding": "gzip" } });
    assert.equal(rest.headers.get("content-encoding"), "gzip");
    assert.equal(rest.headers.get("content-range"), "0-0/1");
    await new Response(rest.body!.pipeThrough(new DecompressionStream("gzip"))).json();
    const restAsIs = await call(`/rest/v1/t?apikey=${ANON_KEY}`);
    assert.equal(restAsIs.headers.get("content-encoding"), null);
    await restAsIs.body?.cancel();
  });
});
