import type { z } from "npm:zod@4.6.7";
import type { leagueSettingsRequestSchema } from "../_shared/contracts/mfl-lineup.ts";
import { AppError, databaseError } from "../_shared/errors.ts";
import { leagueSettingsAnswer, type SettingsWriteRow } from "../_shared/league-data/datasets/settings.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { SupabaseClient } from "../_shared/supabase.ts";

export interface GetLeagueSettingsDeps {
  /** The caller's client: RLS shows league_settings of their verified leagues only. */
  userDb(jwt: string): SupabaseClient;
}

/**
 * GET /get-league-settings?leagueId=: the stored starting requirements (spec 01 §7: tried first, as a
 * cache). Any verified member may read them; nothing stored (or not theirs) is a 404 and the screen
 * asks POST /mfl/league-settings.
 */
export function getLeagueSettings(deps: GetLeagueSettingsDeps) {
  return async ({ caller, input, now }: UserRouteContext<z.output<typeof leagueSettingsRequestSchema>>) => {
    const year = seasonOr(input.year, now);
    const db = deps.userDb(caller.jwt);
    const [settings, membership] = await Promise.all([
      db.from("league_settings").select("starting_positions,starter_count,max_starters,roster_size,injured_reserve,source,start_week,end_week,last_regular_season_week")
        .eq("league_id", input.leagueId).eq("year", year).maybeSingle(),
      db.from("user_leagues").select("display_name").eq("user_id", caller.userId).eq("league_id", input.leagueId).maybeSingle(),
    ]);
    if (settings.error) throw databaseError("Reading the league settings failed", settings.error);
    if (!settings.data) throw new AppError("not_found", "League settings not found", { success: false });
    const name = (membership.data as { display_name: string | null } | null)?.display_name ?? null;
    return json({ success: true, league: leagueSettingsAnswer(input.leagueId, name, settings.data as SettingsWriteRow) });
  };
}
