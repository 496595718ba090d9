/**
 * The gateway's pieces against a real PostgreSQL with the platform shim (a private cluster on
 * ports 62521…, no migrations): auth with test overrides, the outbox, the net worker, the
 * functions runtime, and the one-sentence port errors.
 */
import assert from "node:assert/strict";
import { ANON_KEY, platformConfig, portsFrom, ROOT } from "../config.ts";
import { applyDatabase, ensureCluster, startPostgres } from "../postgres/mod.ts";
import { connectDb } from "./db.ts";
import { startFunctions } from "./functions/runtime.ts";
import { startGateway } from "./gateway.ts";
import { latestMessageFor, tokenLink } from "./outbox/client.ts";
import { startOutbox } from "./outbox/server.ts";
import { rawRequest } from "../../supabase/functions/_testing/raw-request.ts";

const cfg = platformConfig("test", { ...portsFrom(62521), dataDir: `${ROOT}/.local/gw-deno-test` });
const gw = `http://${cfg.host}:${cfg.gatewayPort}`;
const outbox = `http://${cfg.host}:${cfg.outboxPort}`;
const H = { apikey: ANON_KEY, "content-type": "application/json", "x-supabase-api-version": "2024-01-01" };

async function post(path: string, body: unknown) {
  const r = await fetch(`${gw}/auth/v1${path}`, { method: "POST", headers: H, body: JSON.stringify(body) });
  return { status: r.status, code: r.headers.get("x-sb-error-code"), body: r.status === 204 ? null : await r.json() };
}

async function until<T>(what: string, fn: () => Promise<T | null | undefined>, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

Deno.test({
  name: "gateway pieces on a real database",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn(t) {
    const empty = await Deno.makeTempDir();
    await ensureCluster(cfg, { reset: true });
    const pg = await startPostgres(cfg);
    const sql = connectDb(cfg, 2);
    const hook = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
      const text = await req.text();
      return Response.json({ received: text ? JSON.parse(text) : null, auth: req.headers.get("authorization") }, { status: 201 });
    });
    const hookUrl = `http://127.0.0.1:${(hook.addr as Deno.NetAddr).port}/hook`;
    const stops: { stop(): Promise<void> }[] = [];
    try {
      await applyDatabase(cfg, { migrationsDir: empty, seedFile: `${empty}/none.sql` });
      // queued while no worker runs: done when the gateway starts
      const [early] = await sql`select net.http_get(${hookUrl}) as id`.catch(() => [{ id: null }]);
      stops.push(await startGateway(cfg, { authOverrides: { enableConfirmations: false, signInLimit: { maxFailures: 2 } }, distDir: empty }));
      stops.push(await startOutbox(cfg));

      await t.step("net worker: a request queued before start is performed", async () => {
        assert.ok(early?.id);
        const row = await until("early response", () => sql`select status_code from net._http_response where id = ${early.id}`.then((r) => r[0]));
        assert.equal(row.status_code, 201);
      });

      await t.step("net worker: http_post after commit lands in net._http_response", async () => {
        const [{ id }] = await sql`select net.http_post(url := ${hookUrl}, body := '{"job":"sync"}'::jsonb,
          headers := '{"Authorization":"Bearer svc","Content-Type":"application/json"}'::jsonb) as id`;
        const row = await until("response", () =>
          sql`select status_code, content_type, content, timed_out, error_msg from net._http_response where id = ${id}`.then((r) => r[0]));
        assert.equal(row.status_code, 201);
        assert.equal(row.timed_out, false);
        assert.deepEqual(JSON.parse(row.content), { received: { job: "sync" }, auth: "Bearer svc" });
        const [{ n }] = await sql`select count(*)::int as n from net.http_request_queue`;
        assert.equal(n, 0);
      });

      const email = `it-${Date.now()}@example.com`;
      await t.step("auth with confirmations off: signup answers a session; again is user_already_exists", async () => {
        const first = await post("/signup", { email, password: "secret-1" });
        assert.equal(first.status, 200);
        assert.ok(first.body.access_token && first.body.refresh_token);
        assert.equal(first.body.user.email, email);
        assert.ok(first.body.user.email_confirmed_at);
        const again = await post("/signup", { email, password: "secret-1" });
        assert.equal(again.status, 422);
        assert.equal(again.code, "user_already_exists");
        assert.deepEqual(again.body, { code: "user_already_exists", message: "User already registered" });
      });

      await t.step("sign-in limit from the overrides: the third try after two failures is 429", async () => {
        assert.equal((await post("/token?grant_type=password", { email, password: "wrong" })).status, 400);
        assert.equal((await post("/token?grant_type=password", { email, password: "wrong" })).status, 400);
        const third = await post("/token?grant_type=password", { email, password: "secret-1" });
        assert.equal(third.status, 429);
        assert.equal(third.code, "over_request_rate_limit");
      });

      await t.step("outbox: the recovery mail, as JSON and HTML; GET /verify redirects with the session", async () => {
        const res = await post(`/recover?redirect_to=${encodeURIComponent(`${gw}/reset-password`)}`, { email });
        assert.deepEqual(res, { status: 200, code: null, body: {} });
        const mail = await latestMessageFor(outbox, email);
        assert.equal(mail.subject, "Reset Your Password");
        const { tokenHash, type, url } = tokenLink(mail);
        assert.equal(type, "recovery");
        assert.equal(url.origin + url.pathname, `${gw}/reset-password`);
        const one = await fetch(`${outbox}/api/v1/messages/${mail.id}`).then((r) => r.json());
        assert.equal(one.id, mail.id);
        const page = await fetch(`${outbox}/`).then((r) => r.text());
        assert.match(page, /Reset Your Password/);
        assert.ok(page.includes(tokenHash));

        const verify = await fetch(`${gw}/auth/v1/verify?token=${tokenHash}&type=recovery&redirect_to=${encodeURIComponent(`${gw}/reset-password`)}`, {
          redirect: "manual",
        });
        assert.equal(verify.status, 303);
        const location = new URL(verify.headers.get("location")!);
        const fragment = new URLSearchParams(location.hash.slice(1));
        assert.ok(fragment.get("access_token"));
        assert.equal(fragment.get("type"), "recovery");
        const reused = await fetch(`${gw}/auth/v1/verify?token=${tokenHash}&type=recovery`, { redirect: "manual" });
        assert.equal(new URLSearchParams(new URL(reused.headers.get("location")!).hash.slice(1)).get("error_code"), "otp_expired");

        const del = await fetch(`${outbox}/api/v1/messages?to=${encodeURIComponent(email)}`, { method: "DELETE" }).then((r) => r.json());
        assert.equal(del.deleted >= 1, true);
        assert.deepEqual(await fetch(`${outbox}/api/v1/messages?to=${encodeURIComponent(email)}`).then((r) => r.json()), []);
      });

      await t.step("a taken port is one clear sentence", async () => {
        await assert.rejects(startOutbox(cfg), (e: Error) => e.message === `Port ${cfg.outboxPort} is already in use: the mail outbox cannot listen there (stop the other process or choose other ports).`);
      });

      await t.step("functions runtime: fixtures run unchanged with Supabase's env; stop leaves nothing", async () => {
        const fns = await startFunctions(cfg, { functionsDir: `${ROOT}/local/gateway/testdata/functions`, env: { EXTRA: "extra" } });
        const base = `http://${cfg.host}:${cfg.functionsPort}`;
        const echo = await fetch(`${base}/echo/a/b?c=1`, { method: "POST", body: '{"x":1}' }).then((r) => r.json());
        assert.equal(echo.path, "/echo/a/b");
        assert.equal(echo.query, "?c=1");
        assert.deepEqual(echo.body, { x: 1 });
        assert.equal(echo.env.SUPABASE_URL, gw);
        assert.equal(echo.env.FIXTURE_SECRET, "from-dotenv");
        assert.equal(echo.env.EXTRA, "extra");
        const missing = await fetch(`${base}/nope`);
        assert.equal(missing.status, 404);
        assert.deepEqual(await missing.json(), { code: "NOT_FOUND", message: "Requested function was not found" });
        assert.equal((await fetch(`${base}/_shared/json.ts`)).status, 404);
        // Forwarding would fold the climb away before the function's router could refuse it.
        assert.equal((await rawRequest(cfg.host, cfg.functionsPort, "GET", "/open")).status, 200);
        const climbing = await rawRequest(cfg.host, cfg.functionsPort, "GET", "/echo/%2e%2e/open");
        assert.equal(climbing.status, 404);
        assert.equal(JSON.parse(climbing.body).code, "not_found");
        await fns.stop();
        await assert.rejects(fetch(`${base}/echo`));
      });

      await t.step("functions runtime: a worker whose port was taken before it listened starts again on another", async () => {
        // A function that finds its port taken on its first start, as when an outgoing connection of
        // any process got the port between the runtime's claim and the worker's listen.
        const dir = await Deno.makeTempDir({ prefix: "functions-" });
        const marker = `/tmp/${dir.split("/").pop()}-started-once`;
        await Deno.mkdir(`${dir}/busy`);
        await Deno.writeTextFile(`${dir}/busy/index.ts`, `
          import { withHealth } from "${ROOT}/local/gateway/testdata/functions/_shared/json.ts";
          if (!(await Deno.stat("${marker}").then(() => true, () => false))) {
            await Deno.writeTextFile("${marker}", "1");
            throw new Deno.errors.AddrInUse("Address already in use (os error 98)");
          }
          Deno.serve(withHealth("busy", () => new Response("up")));`);
        const fns = await startFunctions({ ...cfg, dataDir: dir }, { functionsDir: dir, workers: 1 });
        try {
          assert.equal(await fetch(`http://${cfg.host}:${cfg.functionsPort}/busy/x`).then((r) => r.text()), "up");
          assert.match(await Deno.readTextFile(`${dir}/logs/function-busy.log`), /AddrInUse/, "the first start did fail");
        } finally {
          await fns.stop();
          await Deno.remove(dir, { recursive: true });
          await Deno.remove(marker).catch(() => {});
        }
      });

      await t.step("functions runtime: N workers per function, each its own process; a killed one loses only its requests", async () => {
        const fns = await startFunctions(cfg, { functionsDir: `${ROOT}/local/gateway/testdata/functions`, workers: 3 });
        const base = `http://${cfg.host}:${cfg.functionsPort}`;
        try {
          const pids = new Set<number>();
          for (let i = 0; i < 6; i++) pids.add((await fetch(`${base}/echo`).then((r) => r.json())).pid);
          assert.equal(pids.size, 3, "requests spread over three processes");
          assert.equal(fns.workers("echo").length, 3);
          // A request in flight on worker 0 when it is killed fails; the others keep answering.
          const slowOnes = Array.from({ length: 3 }, () => fetch(`${base}/echo?slow=1500`).then((r) => r.status, () => 0));
          await new Promise((r) => setTimeout(r, 300));
          await fns.kill("echo", 0);
          const during = await Promise.all(Array.from({ length: 6 }, () => fetch(`${base}/echo`).then((r) => r.status)));
          assert.deepEqual(during, [200, 200, 200, 200, 200, 200], "the live workers answer every request");
          const statuses = (await Promise.all(slowOnes)).sort();
          assert.equal(statuses.filter((s) => s === 200).length, 2, "only the killed worker's request is lost");
          // A new worker takes the killed one's place.
          for (let i = 0; i < 100 && fns.workers("echo").length < 3; i++) await new Promise((r) => setTimeout(r, 100));
          assert.equal(fns.workers("echo").length, 3);
        } finally {
          await fns.stop();
        }
      });
    } finally {
      for (const s of stops.reverse()) await s.stop().catch(() => {});
      await hook.shutdown();
      await sql.end({ timeout: 1 });
      await pg.stop();
      await Deno.remove(empty, { recursive: true });
    }
  },
});
