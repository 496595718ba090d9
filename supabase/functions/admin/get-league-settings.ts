import type { z } from "npm:zod@4.6.7";
import type { leagueSettingsRequestSchema } from "../_shared/contracts/mfl-lineup.ts";
import { AppError } from "../_shared/errors.ts";
import { leagueSettingsAnswer } from "../_shared/league-data/datasets/settings.ts";
import { storedLeagueSettings } from "../_shared/league-data/stored-settings.ts";
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
    const stored = await storedLeagueSettings(deps.userDb(caller.jwt), caller.userId, input.leagueId, year);
    if (!stored) throw new AppError("not_found", "League settings not found", { success: false });
    return json({ success: true, league: leagueSettingsAnswer(input.leagueId, stored.name, stored.row) });
  };
}
