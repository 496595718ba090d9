import { databaseError } from "../errors.ts";
import type { SupabaseClient } from "../supabase.ts";
import type { SettingsWriteRow } from "./datasets/settings.ts";

/** The columns of a league_settings row the answers read. */
const SETTINGS_COLUMNS =
  "starting_positions,starter_count,max_starters,roster_size,injured_reserve,source,start_week,end_week,last_regular_season_week";

/**
 * A league's stored starting requirements and the caller's name for the league, read with the
 * caller's client: row level security shows them to a verified member only. Null when none are
 * stored (or the league is not the caller's).
 */
export async function storedLeagueSettings(
  asCaller: SupabaseClient,
  userId: string,
  leagueId: string,
  year: number,
): Promise<{ row: SettingsWriteRow; name: string | null } | null> {
  const [settings, membership] = await Promise.all([
    asCaller.from("league_settings").select(SETTINGS_COLUMNS).eq("league_id", leagueId).eq("year", year).maybeSingle(),
    asCaller.from("user_leagues").select("display_name").eq("user_id", userId).eq("league_id", leagueId).maybeSingle(),
  ]);
  if (settings.error) throw databaseError("Reading the league settings failed", settings.error);
  if (!settings.data) return null;
  return { row: settings.data as SettingsWriteRow, name: (membership.data as { display_name: string | null } | null)?.display_name ?? null };
}
