import { z } from "npm:zod@4.6.7";
import { databaseError } from "./errors.ts";
import type { SupabaseClient } from "./supabase.ts";

// The tunables in public.system_settings (spec 02 §3). Admins edit them; the upstream cache reads
// the TTLs, the limiter the rate and backoff, the live feed the Tank01 polls.

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
});

export const settingKeys = Object.keys(settingSchemas) as SettingKey[];

export interface SettingRow {
  key: string;
  value: unknown;
}

/** A complete settings object from table rows: unknown keys ignored, bad or missing values defaulted. */
export function settingsFromRows(rows: readonly SettingRow[]): SystemSettings {
  const merged: Record<string, unknown> = { ...settingsDefaults };
  for (const row of rows) {
    if (!Object.hasOwn(settingSchemas, row.key)) continue;
    const key = row.key as SettingKey;
    const parsed = settingSchemas[key].safeParse(row.value);
    if (parsed.success) merged[key] = parsed.data;
    else console.warn(`system_settings.${key} holds an invalid value; using the default`, row.value);
  }
  const whole = systemSettingsSchema.safeParse(merged);
  if (whole.success) return whole.data;
  console.warn("system_settings backoff_max_sec is below backoff_initial_sec; using the defaults for both");
  return {
    ...(merged as SystemSettings),
    backoff_initial_sec: settingsDefaults.backoff_initial_sec,
    backoff_max_sec: settingsDefaults.backoff_max_sec,
  };
}

export const SETTINGS_CACHE_MS = 30_000;

let cached: { at: number; settings: Promise<SystemSettings> } | undefined;

export interface ReadSettingsOptions {
  /** How old a cached copy may be; 0 always reads the table. Default 30 s. */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The current settings, cached per isolate (concurrent readers share one query). When the table
 * cannot be read, a cached copy of any age is returned instead; without one the error is thrown.
 */
export async function readSettings(client: SupabaseClient, options: ReadSettingsOptions = {}): Promise<SystemSettings> {
  const now = options.now?.() ?? Date.now();
  const maxAge = options.maxAgeMs ?? SETTINGS_CACHE_MS;
  const previous = cached;
  if (previous && now - previous.at < maxAge) return previous.settings;
  const entry = { at: now, settings: fetchSettings(client) };
  cached = entry;
  try {
    return await entry.settings;
  } catch (err) {
    if (cached === entry) cached = previous;
    if (previous) {
      console.error("Reading system_settings failed; serving the cached copy:", err);
      return previous.settings;
    }
    throw err;
  }
}

async function fetchSettings(client: SupabaseClient): Promise<SystemSettings> {
  const { data, error } = await client.from("system_settings").select("key,value");
  if (error) throw databaseError("Reading the system settings failed", error);
  return settingsFromRows((data ?? []) as SettingRow[]);
}

/**
 * Stores every key in one upsert (one statement, so all or nothing) and refreshes this isolate's
 * cache. Other isolates pick the change up within SETTINGS_CACHE_MS.
 */
export async function writeSettings(
  client: SupabaseClient,
  settings: SystemSettings,
  updatedBy: string | null,
  now: () => number = Date.now,
): Promise<SystemSettings> {
  const valid = systemSettingsSchema.parse(settings);
  const updatedAt = new Date(now()).toISOString();
  const rows = settingKeys.map((key) => ({ key, value: valid[key], updated_by: updatedBy, updated_at: updatedAt }));
  const { data, error } = await client.from("system_settings").upsert(rows, { onConflict: "key" }).select("key,value");
  if (error) throw databaseError("Saving the system settings failed", error);
  const stored = settingsFromRows((data ?? []) as SettingRow[]);
  cached = { at: now(), settings: Promise.resolve(stored) };
  return stored;
}

/** Forgets the cached copy (tests, or after a write through another path). */
export function clearSettingsCache(): void {
  cached = undefined;
}
