import assert from "node:assert/strict";
import { clearSettingsCache } from "../_shared/settings.ts";
import { settingsDefaults } from "../_shared/contracts/admin-settings.ts";
import { ADMIN_ID, callerStatusStandIn, LOCAL_JWT_SECRET, request, USER_ID, userToken } from "../_testing/helpers.ts";

// The exported handler as index.ts serves it, wired to the environment, against a stand-in for
// PostgREST: proves the real clients, the session and admin check (one rpc, no round trip to auth)
// and the upsert speak the REST contract.
Deno.test("admin handler wiring: env, service client, caller_status, settings read and upsert", async () => {
  const seen: string[] = [];
  const rest = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, async (req) => {
    const url = new URL(req.url);
    seen.push(`${req.method} ${url.pathname} ${req.headers.get("Authorization")}`);
    const status = await callerStatusStandIn(req);
    if (status) return status;
    if (url.pathname === "/rest/v1/system_settings" && req.method === "GET") {
      return Response.json([{ key: "hard_cap_rpm_per_user", value: 10 }]);
    }
    if (url.pathname === "/rest/v1/system_settings" && req.method === "POST") {
      const rows = (await req.json()) as { key: string; value: unknown }[];
      return Response.json(rows.map(({ key, value }) => ({ key, value })), { status: 201 });
    }
    return Response.json({ code: "PGRST205", message: "not found" }, { status: 404 });
  });
  const env = {
    SUPABASE_URL: `http://127.0.0.1:${rest.addr.port}`,
    SUPABASE_ANON_KEY: "anon-key",
    SUPABASE_SERVICE_ROLE_KEY: "service-role-key",
    JWT_SECRET: LOCAL_JWT_SECRET,
  };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, Deno.env.get(k)]));
  for (const [k, v] of Object.entries(env)) Deno.env.set(k, v);
  clearSettingsCache();
  try {
    const { handler } = await import("./handler.ts");
    const admin = await userToken(ADMIN_ID);

    const got = await handler(request("GET", "/admin/settings", { token: admin }));
    assert.deepEqual(await got.json(), { ...settingsDefaults, hard_cap_rpm_per_user: 10 });

    const refused = await handler(request("GET", "/admin/settings", { token: await userToken(USER_ID) }));
    assert.equal(refused.status, 403);

    const next = { ...settingsDefaults, tank01_mine_poll_sec: 15 };
    const put = await handler(request("PUT", "/admin/settings", { token: admin, body: next }));
    assert.deepEqual(await put.json(), { success: true, message: "Settings updated.", settings: next });

    const byService = await handler(request("PUT", "/settings", { token: "service-role-key", body: settingsDefaults }));
    assert.equal(byService.status, 200);

    assert.ok(seen.every((line) => line.endsWith("Bearer service-role-key")), "admin work runs as the service role");
    assert.deepEqual(seen.map((line) => line.split(" ").slice(0, 2).join(" ")), [
      "POST /rest/v1/rpc/caller_status",
      "GET /rest/v1/system_settings",
      "POST /rest/v1/rpc/caller_status",
      "POST /rest/v1/rpc/caller_status",
      "POST /rest/v1/system_settings",
      "POST /rest/v1/system_settings",
    ]);
  } finally {
    for (const [k, v] of Object.entries(saved)) v === undefined ? Deno.env.delete(k) : Deno.env.set(k, v);
    clearSettingsCache();
    await rest.shutdown();
  }
});
