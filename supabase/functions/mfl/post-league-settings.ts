import type { z } from "npm:zod@4.6.7";
import type { leagueSettingsRequestSchema } from "../_shared/contracts/mfl-lineup.ts";
import { leagueSettingsAnswer, settings, settingsRow } from "../_shared/league-data/datasets/settings.ts";
import { supabaseWriter } from "../_shared/league-data/league-store.ts";
import { league } from "../_shared/mfl/queries.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { MflDeps } from "./deps.ts";
import { lineupCaller, withMfl } from "./lineup-context.ts";

/**
 * POST /league-settings {leagueId}: the league's starting requirements from MFL's league export
 * (through the shared cache), stored in league_settings for /admin/get-league-settings to answer next time.
 */
export function postLeagueSettings(deps: MflDeps) {
  return async ({ caller, input, now }: UserRouteContext<z.output<typeof leagueSettingsRequestSchema>>) => {
    const who = await lineupCaller(deps, input, caller.userId, now);
    const result = await withMfl(deps, who, () =>
      deps.upstream().get(league({ leagueId: who.leagueId, year: who.year }), { cookie: who.cookie, userId: who.userId })
    );
    const row = settingsRow(result.data);
    await supabaseWriter(deps.db()).replace(settings, who.leagueId, who.year, [row], result.fetchedAt);
    return json({ success: true, league: leagueSettingsAnswer(who.leagueId, result.data.name || null, row) });
  };
}
