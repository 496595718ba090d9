import assert from "node:assert/strict";
import { settingsDefaults } from "../_shared/contracts/admin-settings.ts";
import { ADMIN_ID, request, USER_ID, userToken } from "../_testing/helpers.ts";
import { adminUnderTest } from "../_testing/admin-deps.ts";

const changed = { ...settingsDefaults, poll_interval_active_sec: 45, league_settings_refresh_local_time: "07:15" };

Deno.test("PUT /admin/settings stores the whole object as the admin and answers 'Settings updated.'", async () => {
  const { handler, state } = adminUnderTest();
  const res = await handler(request("PUT", "/admin/settings", { token: await userToken(ADMIN_ID), body: changed }));
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { success: true, message: "Settings updated.", settings: changed });
  assert.deepEqual(state.writes, [{ settings: changed, updatedBy: ADMIN_ID }]);
});

Deno.test("PUT /admin/settings refuses non-admins with 403 {error: 'Admin access required'} and writes nothing", async () => {
  const { handler, state } = adminUnderTest();
  const res = await handler(request("PUT", "/admin/settings", { token: await userToken(USER_ID), body: changed }));
  assert.equal(res.status, 403);
  assert.deepEqual(await res.json(), { error: "Admin access required", code: "forbidden" });
  assert.equal(state.writes.length, 0);
});

Deno.test("PUT /admin/settings refuses a body of the wrong shape with 400 naming the field, and writes nothing (the values are the database's to judge)", async () => {
  const { handler, state } = adminUnderTest();
  const token = await userToken(ADMIN_ID);
  const cases: [unknown, string][] = [
    [{ ...settingsDefaults, hard_cap_rpm_per_user: "60" }, "Invalid request: hard_cap_rpm_per_user must be a number"],
    [{ ...settingsDefaults, players_daily_refresh_local_time: 600 }, "Invalid request: players_daily_refresh_local_time must be a string"],
    [{ ...settingsDefaults, surprise: true }, "Invalid request: unknown field surprise"],
    [{ poll_interval_active_sec: 30 }, "Invalid request: poll_interval_idle_sec is required"],
    ["{not json", "Invalid request: body must be valid JSON"],
  ];
  for (const [body, message] of cases) {
    const res = await handler(request("PUT", "/admin/settings", { token, body }));
    assert.equal(res.status, 400, message);
    const answer = await res.json();
    assert.equal(answer.code, "bad_request");
    assert.ok(answer.error.startsWith(message), `${answer.error} should start with ${message}`);
  }
  assert.equal(state.writes.length, 0);
});

Deno.test("/admin/settings answers 405 to other methods", async () => {
  const { handler } = adminUnderTest();
  const res = await handler(request("POST", "/admin/settings", { token: await userToken(ADMIN_ID), body: changed }));
  assert.equal(res.status, 405);
  assert.equal(res.headers.get("Allow"), "GET, PUT, OPTIONS");
});
