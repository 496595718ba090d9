import { z } from "npm:zod@4.6.7";
import { requestText } from "./request-text.ts";
import { endpoint, noRequest } from "./endpoint.ts";

// GET/PUT /admin/settings: the tunables in public.system_settings (spec 02 §3). Admins edit them;
// the upstream cache reads the TTLs, the limiter the rate and backoff, the live feed the Tank01 polls
// and the Tank01 daily call budget.
//
// What each key may hold (ranges, whole numbers, HH:MM times, the longest retry delay at least the
// first) is judged by the database on every write, the REST API's too (private.system_setting_rules,
// migration 20261127120100): the one copy of those rules. The schemas here are the shape only (every
// key, nothing else, numbers as numbers, times as text); a write the database refuses is answered
// 400 with its words, per key in `fields`, which the settings page shows under each field.
const settingNumber = z.number();
const settingTime = requestText({ max: 20 });

/** One schema per key, so a single stored value can be checked on its own. */
export const settingSchemas = {
  poll_interval_active_sec: settingNumber,
  poll_interval_idle_sec: settingNumber,
  per_league_stagger_ms: settingNumber,
  hard_cap_rpm_per_user: settingNumber,
  backoff_initial_sec: settingNumber,
  backoff_max_sec: settingNumber,
  roster_client_ttl_sec: settingNumber,
  standings_client_ttl_sec: settingNumber,
  schedule_client_ttl_sec: settingNumber,
  players_daily_refresh_local_time: settingTime,
  league_settings_refresh_local_time: settingTime,
  tank01_single_poll_sec: settingNumber,
  tank01_mine_poll_sec: settingNumber,
  /** Tank01 bills per call: calls allowed per UTC day for the whole deployment (GET /tank01/usage shows what was used). */
  tank01_daily_call_budget: settingNumber,
};

/** The whole settings object, as PUT /admin/settings takes it: every key, nothing else. */
export const systemSettingsSchema = z.strictObject(settingSchemas);

/** A PUT the database refused: its message, and each bad key's problem ("must be at least 5"). */
export const settingsRefusalSchema = z.object({ error: z.string(), fields: z.record(z.string(), z.string()) });

export type SystemSettings = z.output<typeof systemSettingsSchema>;
export type SettingKey = keyof SystemSettings;

/** Used for any key the table lacks (or holds a value of the wrong type for); the same values the migrations seed. */
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

export interface SettingInfo {
  label: string;
  /** 's', 'ms', 'requests/min', 'calls/day' or 'HH:MM'. */
  unit: string;
  /** What the value changes, in a sentence. */
  help: string;
  group: "Live polling" | "MFL pace and backoff" | "How long data is kept" | "Daily syncs" | "Live game feed";
}

/** Spec 02 §4: each key with its unit and a short explanation of what it does where it is enforced. */
export const settingInfo: Record<SettingKey, SettingInfo> = {
  poll_interval_active_sec: {
    label: "Live poll interval",
    unit: "s",
    help: "How often live scores are fetched from MFL while a game is on: one call per league, whatever the number of viewers.",
    group: "Live polling",
  },
  poll_interval_idle_sec: {
    label: "Idle poll interval",
    unit: "s",
    help: "How often live scores are fetched when no game of the week is on.",
    group: "Live polling",
  },
  per_league_stagger_ms: {
    label: "Stagger between leagues",
    unit: "ms",
    help: "Pause between leagues in one poll or sync, so many leagues do not reach MFL in one burst.",
    group: "Live polling",
  },
  hard_cap_rpm_per_user: {
    label: "MFL requests per user",
    unit: "requests/min",
    help: "Most MFL requests one user's page views, or the syncs one admin starts, may start in a minute; cached answers do not count.",
    group: "MFL pace and backoff",
  },
  backoff_initial_sec: {
    label: "First retry delay",
    unit: "s",
    help: "After MFL fails or throttles, it is left alone this long; the last good data is shown meanwhile.",
    group: "MFL pace and backoff",
  },
  backoff_max_sec: {
    label: "Longest retry delay",
    unit: "s",
    help: "The delay doubles after each failure in a row, up to this.",
    group: "MFL pace and backoff",
  },
  roster_client_ttl_sec: {
    label: "Rosters and transactions",
    unit: "s",
    help: "How long rosters and transactions are kept before MFL is asked again.",
    group: "How long data is kept",
  },
  standings_client_ttl_sec: {
    label: "Standings and player scores",
    unit: "s",
    help: "How long standings and weekly player scores are kept before MFL is asked again.",
    group: "How long data is kept",
  },
  schedule_client_ttl_sec: {
    label: "Leagues, schedules and injuries",
    unit: "s",
    help: "How long league settings, schedules, bye weeks and the injury report are kept.",
    group: "How long data is kept",
  },
  players_daily_refresh_local_time: {
    label: "Players sync",
    unit: "HH:MM",
    help: "When MFL's player database is synced each day (the database's time zone, UTC unless changed).",
    group: "Daily syncs",
  },
  league_settings_refresh_local_time: {
    label: "League settings sync",
    unit: "HH:MM",
    help: "When every league's starting requirements are synced each day.",
    group: "Daily syncs",
  },
  tank01_single_poll_sec: {
    label: "Game feed refresh",
    unit: "s",
    help: "How often the Live Game Feed refreshes the plays of the game shown.",
    group: "Live game feed",
  },
  tank01_mine_poll_sec: {
    label: "My Players Feed refresh",
    unit: "s",
    help: "How often My Players Feed refreshes.",
    group: "Live game feed",
  },
  tank01_daily_call_budget: {
    label: "Tank01 calls per day",
    unit: "calls/day",
    help: "Most Tank01 calls the whole deployment makes in a day (it is paid per call); past it the last good data is shown, marked stale.",
    group: "Live game feed",
  },
};

/** PUT /admin/settings answers with what was stored. */
export const SETTINGS_UPDATED = "Settings updated.";
export const putSettingsResponseSchema = z.object({ success: z.literal(true), message: z.string(), settings: systemSettingsSchema });

export const systemSettingsEndpoint = endpoint({ method: "GET", path: "/api/admin/settings", request: noRequest, response: systemSettingsSchema });
export const putSettingsEndpoint = endpoint({ method: "PUT", path: "/api/admin/settings", request: systemSettingsSchema, response: putSettingsResponseSchema });
