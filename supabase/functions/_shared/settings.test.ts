import assert from "node:assert/strict";
import { AppError, invalidRequest } from "./errors.ts";
import { clearSettingsCache, readSettings, settingsFromRows, writeSettings } from "./settings.ts";
import { settingKeys, settingsDefaults, type SystemSettings, systemSettingsSchema } from "./contracts/admin-settings.ts";
import { ADMIN_ID, fakeSupabase, silenceConsole } from "../_testing/helpers.ts";

function problem(input: Record<string, unknown>): string {
  const result = systemSettingsSchema.safeParse(input);
  assert.equal(result.success, false, JSON.stringify(input));
  return invalidRequest(result.error!, input).message;
}

const rowsOf = (settings: Record<string, unknown>) => Object.entries(settings).map(([key, value]) => ({ key, value }));
const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

Deno.test("settings schema: the defaults are a valid, complete settings object", () => {
  assert.deepEqual(systemSettingsSchema.parse({ ...settingsDefaults }), settingsDefaults);
  assert.equal(settingKeys.length, 14);
});

Deno.test("settings schema: the shape only; wrong types are refused (numbers must be numbers, times text)", () => {
  assert.equal(problem({ ...settingsDefaults, roster_client_ttl_sec: "300" }), "Invalid request: roster_client_ttl_sec must be a number");
  assert.equal(problem({ ...settingsDefaults, tank01_single_poll_sec: null }), "Invalid request: tank01_single_poll_sec must be a number");
  assert.equal(problem({ ...settingsDefaults, players_daily_refresh_local_time: 600 }), "Invalid request: players_daily_refresh_local_time must be a string");
  // Ranges, whole numbers, HH:MM and the retry delays are the database's to judge (28-system-settings-rules.test.sql).
  assert.ok(systemSettingsSchema.safeParse({ ...settingsDefaults, hard_cap_rpm_per_user: 0, players_daily_refresh_local_time: "25:00" }).success);
});

Deno.test("settings schema: unknown keys are refused and every key is required", () => {
  assert.equal(problem({ ...settingsDefaults, poll_interval_sec: 10 }), "Invalid request: unknown field poll_interval_sec");
  const { schedule_client_ttl_sec: _, ...partial } = settingsDefaults;
  assert.equal(problem(partial), "Invalid request: schedule_client_ttl_sec is required");
});

Deno.test("settingsFromRows fills defaults, ignores unknown keys and defaults invalid stored values", async () => {
  assert.deepEqual(settingsFromRows([]), settingsDefaults);
  const { result, logged } = await silenceConsole("warn", () =>
    Promise.resolve(settingsFromRows([
      { key: "poll_interval_active_sec", value: 45 },
      { key: "roster_client_ttl_sec", value: "soon" },
      { key: "retired_key", value: 1 },
    ])));
  assert.deepEqual(result, { ...settingsDefaults, poll_interval_active_sec: 45 });
  assert.equal(logged.length, 1);
});

Deno.test("readSettings reads the table once per 30 s per isolate and can be told to read fresh", async () => {
  clearSettingsCache();
  const stored = { ...settingsDefaults, poll_interval_active_sec: 20 };
  const { client, calls } = fakeSupabase(() => jsonResponse(rowsOf(stored)));
  let now = 1_000_000;
  const clock = () => now;
  assert.deepEqual(await readSettings(client, { now: clock }), stored);
  assert.equal(calls[0].url.pathname, "/rest/v1/system_settings");
  assert.equal(calls[0].url.searchParams.get("select"), "key,value");
  now += 29_000;
  await readSettings(client, { now: clock });
  assert.equal(calls.length, 1);
  await readSettings(client, { now: clock, maxAgeMs: 0 });
  assert.equal(calls.length, 2);
  now += 31_000;
  await readSettings(client, { now: clock });
  assert.equal(calls.length, 3);
  clearSettingsCache();
});

Deno.test("readSettings serves the cached copy when the table is unreachable, and throws without one", async () => {
  clearSettingsCache();
  let up = true;
  const { client } = fakeSupabase(() =>
    up ? jsonResponse(rowsOf(settingsDefaults)) : jsonResponse({ code: "57P01", message: "terminating connection" }, 500)
  );
  await readSettings(client);
  up = false;
  const { result, logged } = await silenceConsole("error", () => readSettings(client, { maxAgeMs: 0 }));
  assert.deepEqual(result, settingsDefaults);
  assert.match(JSON.stringify(logged), /57P01/);
  assert.match(JSON.stringify(logged), /serving the cached copy/);
  clearSettingsCache();
  const failed = await silenceConsole("error", () => readSettings(client).then(() => undefined, (err: unknown) => err));
  assert.ok(failed.result instanceof AppError);
  assert.equal(failed.result.status, 503);
  assert.equal(failed.result.message, "Reading the system settings failed: try again shortly");
});

Deno.test("writeSettings: a database failure is a 503 'try again shortly'", async () => {
  clearSettingsCache();
  const { client } = fakeSupabase(() => jsonResponse({ code: "42501", message: "permission denied" }, 403));
  const failed = await silenceConsole("error", () =>
    writeSettings(client, settingsDefaults, ADMIN_ID).then(() => undefined, (err: unknown) => err)
  );
  assert.ok(failed.result instanceof AppError);
  assert.equal(failed.result.status, 503);
  assert.equal(failed.result.message, "Saving the system settings failed: try again shortly");
  clearSettingsCache();
});

Deno.test("writeSettings upserts every key in one request with updated_by, and refreshes the cache", async () => {
  clearSettingsCache();
  const next: SystemSettings = { ...settingsDefaults, hard_cap_rpm_per_user: 30, players_daily_refresh_local_time: "05:15" };
  const { client, calls } = fakeSupabase((call) => jsonResponse(call.method === "POST" ? (call.body as unknown[]) : []));
  const clock = () => Date.UTC(2025, 8, 1);
  const stored = await writeSettings(client, next, ADMIN_ID, clock);
  assert.deepEqual(stored, next);
  assert.equal(calls.length, 1);
  const [call] = calls;
  assert.equal(call.method, "POST");
  assert.equal(call.url.pathname, "/rest/v1/system_settings");
  assert.equal(call.url.searchParams.get("on_conflict"), "key");
  assert.match(call.headers.get("Prefer") ?? "", /resolution=merge-duplicates/);
  const rows = call.body as { key: string; value: unknown; updated_by: string; updated_at: string }[];
  assert.equal(rows.length, 14);
  assert.deepEqual(rows.find((r) => r.key === "hard_cap_rpm_per_user"), {
    key: "hard_cap_rpm_per_user",
    value: 30,
    updated_by: ADMIN_ID,
    updated_at: "2025-09-01T00:00:00.000Z",
  });
  assert.deepEqual(await readSettings(client, { now: clock }), next);
  assert.equal(calls.length, 1, "served from the refreshed cache");
  clearSettingsCache();
});

Deno.test("writeSettings: what the database's rules refuse is a 400 with its message and each key's problem", async () => {
  clearSettingsCache();
  const refusal = {
    code: "23514",
    message: "Invalid settings: hard_cap_rpm_per_user must be at least 1; players_daily_refresh_local_time must be a time as HH:MM (00:00 to 23:59)",
    details: JSON.stringify({ hard_cap_rpm_per_user: "must be at least 1", players_daily_refresh_local_time: "must be a time as HH:MM (00:00 to 23:59)" }),
    hint: null,
  };
  const { client } = fakeSupabase(() => jsonResponse(refusal, 400));
  const failed = await writeSettings(client, { ...settingsDefaults, hard_cap_rpm_per_user: 0 }, null).then(() => undefined, (err: unknown) => err);
  assert.ok(failed instanceof AppError);
  assert.deepEqual([failed.status, failed.message, failed.details], [400, refusal.message, {
    success: false,
    fields: { hard_cap_rpm_per_user: "must be at least 1", players_daily_refresh_local_time: "must be a time as HH:MM (00:00 to 23:59)" },
  }]);
  assert.deepEqual(await readSettings(fakeSupabase(() => jsonResponse([])).client), settingsDefaults, "nothing cached from the refused write");
  clearSettingsCache();
});
