/**
 * system_settings' rules hold for every write (issue 20, point 4): an admin writing the table
 * through the REST API with supabase-js is refused what the settings page is refused, with the
 * database's words (23514, 400, every bad key in the message, each as json in the details), and
 * PUT /admin/settings answers the very same words, per key in `fields`. Nothing is stored.
 */
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, confirmedUser, SERVICE_ROLE_KEY } from "./helpers.ts";

let admin: SupabaseClient;
let stored: Record<string, unknown>;

async function current(): Promise<Record<string, unknown>> {
  const { data, error } = await admin.from("system_settings").select("key, value");
  if (error) throw error;
  return Object.fromEntries(data.map((row) => [row.key, row.value]));
}

beforeAll(async () => {
  const { sb, session } = await confirmedUser("settings-admin");
  const { error } = await client(SERVICE_ROLE_KEY).from("user_profile").insert({ user_id: session.user.id, is_admin: true });
  if (error) throw error;
  admin = sb;
  stored = await current();
});

afterAll(async () => {
  // Whatever a test changed goes back, for the suites that share this stack.
  if (stored) await client(SERVICE_ROLE_KEY).from("system_settings").upsert(Object.entries(stored).map(([key, value]) => ({ key, value })));
});

describe("system_settings written through the REST API", () => {
  it("out of range: 23514, 400, the key and its problem in the message and as json in the details", async () => {
    const { error, status } = await admin.from("system_settings").update({ value: 0 }).eq("key", "poll_interval_active_sec");
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23514", message: "Invalid settings: poll_interval_active_sec must be at least 5" });
    expect(JSON.parse(error!.details)).toEqual({ poll_interval_active_sec: "must be at least 5" });
  });

  it("the wrong type, a fraction, a time that does not exist, the retry delays the wrong way round", async () => {
    const cases: [string, unknown, string][] = [
      ["roster_client_ttl_sec", "300", "must be a number"],
      ["tank01_mine_poll_sec", 12.5, "must be a whole number"],
      ["players_daily_refresh_local_time", "25:00", "must be a time as HH:MM (00:00 to 23:59)"],
      ["backoff_max_sec", 1, "must be at least backoff_initial_sec"],
    ];
    for (const [key, value, problem] of cases) {
      const { error } = await admin.from("system_settings").update({ value }).eq("key", key);
      expect(error?.message, key).toBe(`Invalid settings: ${key} ${problem}`);
    }
  });

  it("an upsert of many keys is refused as a whole, naming every bad one; a key without a rule is not a setting", async () => {
    const { error } = await admin.from("system_settings").upsert([
      { key: "hard_cap_rpm_per_user", value: 30 },
      { key: "poll_interval_idle_sec", value: -30 },
      { key: "poll_interval_typo_sec", value: 10 },
    ]);
    expect(error?.message).toBe("Invalid settings: poll_interval_idle_sec must be at least 5; poll_interval_typo_sec is not a setting");
    expect(await current()).toEqual(stored);
  });

  it("PUT /admin/settings answers the database's words, per key in fields", async () => {
    const { data: settings } = await admin.functions.invoke("admin/settings", { method: "GET" });
    const { error } = await admin.functions.invoke("admin/settings", {
      method: "PUT",
      body: { ...settings, poll_interval_active_sec: 0, backoff_initial_sec: 600 },
    });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const res = (error as FunctionsHttpError).context as Response;
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      code: "bad_request",
      error: "Invalid settings: backoff_max_sec must be at least backoff_initial_sec; poll_interval_active_sec must be at least 5",
      fields: { backoff_max_sec: "must be at least backoff_initial_sec", poll_interval_active_sec: "must be at least 5" },
    });
    expect(await current()).toEqual(stored);
  });

  it("what the rules allow is stored, by either path", async () => {
    const { error } = await admin.from("system_settings").update({ value: 45 }).eq("key", "poll_interval_active_sec");
    expect(error).toBeNull();
    const { data: settings } = await admin.functions.invoke("admin/settings", { method: "GET" });
    const { data, error: putError } = await admin.functions.invoke("admin/settings", { method: "PUT", body: { ...settings, backoff_initial_sec: 300, backoff_max_sec: 600 } });
    expect(putError).toBeNull();
    expect(data).toMatchObject({ success: true, message: "Settings updated.", settings: { poll_interval_active_sec: 45, backoff_initial_sec: 300, backoff_max_sec: 600 } });
  });
});
