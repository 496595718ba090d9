import assert from "node:assert/strict";
import { clearSettingsCache, readSettings } from "../_shared/settings.ts";
import { settingKeys, settingsDefaults } from "../_shared/contracts/admin-settings.ts";
import { ADMIN_ID, fakeSupabase, request, serviceToken, silenceConsole, testAuthorizer, USER_ID, userToken } from "../_testing/helpers.ts";
import { createHandler } from "./handler.ts";
import { adminUnderTest } from "../_testing/admin-deps.ts";

Deno.test("GET /admin/settings answers every key to an admin", async () => {
  const { handler } = adminUnderTest({ hard_cap_rpm_per_user: 42 });
  const res = await handler(request("GET", "/admin/settings", { token: await userToken(ADMIN_ID) }));
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.deepEqual(Object.keys(body).sort(), [...settingKeys].sort());
  assert.deepEqual(body, { ...settingsDefaults, hard_cap_rpm_per_user: 42 });
});

Deno.test("GET /settings (no prefix) works for the service role", async () => {
  const { handler } = adminUnderTest();
  const res = await handler(request("GET", "/settings", { token: await serviceToken() }));
  assert.equal(res.status, 200);
});

Deno.test("GET /admin/settings refuses non-admins with 403 and anonymous callers with 401", async () => {
  const { handler } = adminUnderTest();
  const forbidden = await handler(request("GET", "/admin/settings", { token: await userToken(USER_ID) }));
  assert.equal(forbidden.status, 403);
  assert.equal((await forbidden.json()).error, "Admin access required");
  const anonymous = await handler(request("GET", "/admin/settings"));
  assert.equal(anonymous.status, 401);
  assert.equal((await anonymous.json()).error, "Authentication required: missing bearer token");
});

Deno.test("GET /admin/settings: the settings table failing is 503 JSON 'try again shortly'", async () => {
  clearSettingsCache();
  const { client } = fakeSupabase(() =>
    new Response(JSON.stringify({ code: "57P01", message: "terminating connection" }), {
      status: 500,
      headers: { "Content-Type": "application/json" },
    })
  );
  const handler = createHandler({
    authorize: testAuthorizer(),
    readSettings: () => readSettings(client, { maxAgeMs: 0 }),
    writeSettings: () => Promise.reject(new Error("not called")),
  });
  const { result: res } = await silenceConsole(
    "error",
    async () => handler(request("GET", "/admin/settings", { token: await userToken(ADMIN_ID) })),
  );
  assert.equal(res.status, 503);
  assert.match(res.headers.get("Content-Type") ?? "", /application\/json/);
  assert.deepEqual(await res.json(), { error: "Reading the system settings failed: try again shortly", code: "unavailable" });
  clearSettingsCache();
});
