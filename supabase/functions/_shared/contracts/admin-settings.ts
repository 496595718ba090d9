import { z } from "npm:zod@4.6.7";
import { endpoint, noRequest } from "./endpoint.ts";

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
