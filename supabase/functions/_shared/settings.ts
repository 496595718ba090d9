import { AppError, databaseError } from "./errors.ts";
import {
  type SettingKey,
  settingKeys,
  settingSchemas,
  settingsDefaults,
  type SystemSettings,
} from "./contracts/admin-settings.ts";
import type { SupabaseClient } from "./supabase.ts";

// Reading and writing public.system_settings; what the keys are lives in the admin-settings contract.

export interface SettingRow {
  key: string;
  value: unknown;
}

/**
 * A complete settings object from table rows: unknown keys ignored, missing values defaulted. The
 * database refuses a value that breaks a rule (migration 20261127120100), so only the shape is
 * checked here; a value of the wrong type (a row older than the rules) is defaulted too.
 */
export function settingsFromRows(rows: readonly SettingRow[]): SystemSettings {
  const merged: Record<string, unknown> = { ...settingsDefaults };
  for (const row of rows) {
    if (!Object.hasOwn(settingSchemas, row.key)) continue;
    const key = row.key as SettingKey;
    const parsed = settingSchemas[key].safeParse(row.value);
    if (parsed.success) merged[key] = parsed.data;
    else console.warn(`system_settings.${key} holds an invalid value; using the default`, row.value);
  }
  return merged as SystemSettings;
}

export const SETTINGS_CACHE_MS = 30_000;

/** The SQLSTATE the settings rules raise (check_violation, migration 20261127120100). */
const SETTINGS_REFUSED = "23514";

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
 * cache. Other isolates pick the change up within SETTINGS_CACHE_MS. The database judges the values:
 * what it refuses is a 400 with its message and each bad key's problem (`fields`).
 */
export async function writeSettings(
  client: SupabaseClient,
  settings: SystemSettings,
  updatedBy: string | null,
  now: () => number = Date.now,
): Promise<SystemSettings> {
  const updatedAt = new Date(now()).toISOString();
  const rows = settingKeys.map((key) => ({ key, value: settings[key], updated_by: updatedBy, updated_at: updatedAt }));
  const { data, error } = await client.from("system_settings").upsert(rows, { onConflict: "key" }).select("key,value");
  if (error?.code === SETTINGS_REFUSED) throw settingsRefused(error);
  if (error) throw databaseError("Saving the system settings failed", error);
  const stored = settingsFromRows((data ?? []) as SettingRow[]);
  cached = { at: now(), settings: Promise.resolve(stored) };
  return stored;
}

/** The rules' refusal: "Invalid settings: key must be ...; ...", with the detail's {key: problem}. */
function settingsRefused(error: { message?: string; details?: string | null }): AppError {
  let fields: Record<string, string> = {};
  try {
    const detail = JSON.parse(error.details ?? "{}");
    if (detail && typeof detail === "object") fields = Object.fromEntries(Object.entries(detail).map(([k, v]) => [k, String(v)]));
  } catch {
    // a check the rules did not raise: the message alone says what is wrong
  }
  return new AppError("bad_request", error.message || "Invalid settings", { success: false, fields });
}

/** Forgets the cached copy (tests, or after a write through another path). */
export function clearSettingsCache(): void {
  cached = undefined;
}
