import type { z } from "npm:zod@4.6.7";
import type { leagueSettingsRequestSchema } from "../_shared/contracts/mfl-lineup.ts";
import { leagueSettingsAnswer, settings, settingsRow } from "../_shared/league-data/datasets/settings.ts";
import { supabaseWriter } from "../_shared/league-data/league-store.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { league } from "../_shared/mfl/queries.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { callerReadsOf, type MflDeps } from "./deps.ts";
import { lineupCaller, withMfl } from "./lineup-context.ts";

/**
 * POST /league-settings {leagueId, year?}: the league's starting requirements, whatever is cached:
 * the stored ones (league_settings, kept by the syncs) when there are, read as the caller (row level
 * security: a verified member's league only), else MFL's league export (through the shared cache)
 * for the caller's own franchise, stored for next time. Set Lineup asks this one endpoint; GET
 * /admin/get-league-settings (spec 01 §7, the cache alone) stays for whoever reads only the cache.
 */
export function postLeagueSettings(deps: MflDeps) {
  return async ({ caller, input, now }: UserRouteContext<z.output<typeof leagueSettingsRequestSchema>>) => {
    const reads = callerReadsOf(deps, caller);
    const stored = await reads.leagueSettings(input.leagueId, seasonOr(input.year, now));
    if (stored) return json({ success: true, league: leagueSettingsAnswer(input.leagueId, stored.name, stored.row) });
    const who = await lineupCaller(deps, input, caller, now, reads);
    const result = await withMfl(deps, who, () => deps.upstream().get(league({ leagueId: who.leagueId, year: who.year }), { cookie: who.cookie, userId: who.userId }));
    const row = settingsRow(result.data);
    await supabaseWriter(deps.db()).replace(settings, who.leagueId, who.year, [row], result.fetchedAt);
    return json({ success: true, league: leagueSettingsAnswer(who.leagueId, result.data.name || null, row) });
  };
}
