import assert from "node:assert/strict";
import { settingKeys, settingsDefaults } from "../_shared/settings.ts";
import { ADMIN_ID, request, serviceToken, USER_ID, userToken } from "../_shared/test-helpers.ts";
import { adminUnderTest } from "./test-deps.ts";

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
