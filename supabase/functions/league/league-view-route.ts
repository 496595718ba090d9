import type { z } from "npm:zod@4.6.7";
import type { LeagueQuery } from "../_shared/contracts/league-input.ts";
import { leagueDatasets } from "../_shared/league-data/datasets/registry.ts";
import type { LeagueView } from "../_shared/league-data/views/league-view.ts";
import { loadLeagueView } from "../_shared/league-data/league-view.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { json } from "../_shared/responses.ts";
import { endpointRoute, type Route, type UserRouteContext } from "../_shared/router.ts";
import { ttlSeconds } from "../_shared/mfl/ttl-policy.ts";
import type { LeagueDataDeps } from "./deps.ts";

/**
 * GET handler of a league view: the caller's access first ('Access denied to league'), the
 * tables refreshed from MFL when older than the TTL, the last good rows marked stale when MFL
 * fails, and one envelope: success, leagueId, leagueName, year, stale, syncedAt, message. What is
 * particular to a view (the kinds it refreshes, its query, rows and answer) comes from its view
 * (`_shared/league-data/views/<view>.ts`).
 */
export function leagueViewRoute<S extends z.ZodType<LeagueQuery>, T>(view: LeagueView<S, T>, deps: LeagueDataDeps): Route {
  const kinds = view.refreshes;
  const handler = async ({ caller, input: query, now }: UserRouteContext<z.output<S>>) => {
    const year = seasonOr(query.year, now);
    const reader = deps.reader(caller);
    const settings = await deps.settings();
    const loaded = await loadLeagueView({
      sync: deps.sync,
      kinds,
      leagueId: query.leagueId,
      year,
      userId: caller.userId,
      ttlSec: (kind) => ttlSeconds(leagueDatasets[kind].source(query.leagueId, year), null, settings),
      backoffSec: settings.backoff_initial_sec,
      now,
      read: async () => {
        const snap = await reader.view(view.rpc, query.leagueId, year, view.limit?.(query));
        return { membership: snap.membership, states: snap.states, data: view.fromSnapshot(snap) };
      },
    });
    return json({
      success: true,
      leagueId: query.leagueId,
      leagueName: loaded.membership.display_name,
      year,
      ...view.answer(loaded.data, loaded.membership, query, year),
      stale: loaded.stale,
      syncedAt: loaded.syncedAt,
      ...(loaded.message ? { message: loaded.message } : {}),
    });
  };
  // The view's read function refuses an ended session (private.league_view_of): no check of its own.
  return endpointRoute({ endpoint: view.endpoint, auth: "user", sessionCheckedByRead: true, handler });
}
