import { z } from "npm:zod@4.6.7";

// GET/PUT /admin/settings: the tunables in public.system_settings (spec 02 §3). Admins edit them;
// the upstream cache reads the TTLs, the limiter the rate and backoff, the live feed the Tank01 polls
// and the Tank01 daily call budget.

const wholeNumber = (min: number, max: number) => z.number().int().min(min).max(max);
const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time as HH:MM (00:00 to 23:59)");

/** One schema per key, so a single stored value can be checked on its own. */
export const settingSchemas = {
  poll_interval_active_sec: wholeNumber(5, 3600),
  poll_interval_idle_sec: wholeNumber(5, 86400),
  per_league_stagger_ms: wholeNumber(0, 60000),
  hard_cap_rpm_per_user: wholeNumber(1, 600),
  backoff_initial_sec: wholeNumber(1, 3600),
  backoff_max_sec: wholeNumber(1, 86400),
  roster_client_ttl_sec: wholeNumber(5, 86400),
  standings_client_ttl_sec: wholeNumber(5, 86400),
  schedule_client_ttl_sec: wholeNumber(5, 86400),
  players_daily_refresh_local_time: localTime,
  league_settings_refresh_local_time: localTime,
  tank01_single_poll_sec: wholeNumber(5, 3600),
  tank01_mine_poll_sec: wholeNumber(5, 3600),
  /** Tank01 bills per call: calls allowed per UTC day for the whole deployment (GET /tank01/usage shows what was used). */
  tank01_daily_call_budget: wholeNumber(1, 10_000_000),
};

/** The whole settings object, as PUT /admin/settings takes it: every key, nothing else. */
export const systemSettingsSchema = z
  .strictObject(settingSchemas)
  .refine((s) => s.backoff_max_sec >= s.backoff_initial_sec, {
    path: ["backoff_max_sec"],
    message: "must be at least backoff_initial_sec",
  });

export type SystemSettings = z.output<typeof systemSettingsSchema>;
export type SettingKey = keyof SystemSettings;

/** Used for any key the table lacks or holds an invalid value for; the same values the migration seeds. */
export const settingsDefaults: Readonly<SystemSettings> = Object.freeze({
  poll_interval_active_sec: 60,
  poll_interval_idle_sec: 300,
  per_league_stagger_ms: 250,
  hard_cap_rpm_per_user: 60,
  backoff_initial_sec: 2,
  backoff_max_sec: 120,
  roster_client_ttl_sec: 300,
  standings_client_ttl_sec: 600,
  schedule_client_ttl_sec: 3600,
  players_daily_refresh_local_time: "06:00",
  league_settings_refresh_local_time: "06:30",
  tank01_single_poll_sec: 30,
  tank01_mine_poll_sec: 30,
  tank01_daily_call_budget: 10_000,
});

export const settingKeys = Object.keys(settingSchemas) as SettingKey[];

/** PUT /admin/settings answers with what was stored. */
export const SETTINGS_UPDATED = "Settings updated.";
export const putSettingsResponseSchema = z.object({ success: z.literal(true), message: z.string(), settings: systemSettingsSchema });
