import type { z } from "npm:zod@4.6.7";
import type { DatasetView } from "../_shared/league-data/datasets/dataset.ts";
import type { RefreshKind } from "../_shared/league-data/datasets/registry.ts";
import type { LeagueDataset } from "../_shared/league-data/datasets/dataset.ts";
import { loadLeagueView } from "../_shared/league-data/league-view.ts";
import { parseQuery } from "../_shared/input.ts";
import { type leagueQuerySchema, seasonOr } from "../_shared/league-input.ts";
import { json } from "../_shared/responses.ts";
import { requireUser, type RouteHandler } from "../_shared/router.ts";
import { ttlSeconds } from "../_shared/upstream/ttl-policy.ts";
import type { LeagueDataDeps } from "./deps.ts";

type LeagueQuery = z.output<typeof leagueQuerySchema>;

/** A dataset that is also a league view (GET /league-<kind>). */
export type ViewDataset<S extends z.ZodType<LeagueQuery>, T> = LeagueDataset<unknown, RefreshKind> & { view: DatasetView<S, T> };

/**
 * GET handler of a league view: the caller's access first ('Access denied to league'), the
 * tables refreshed from MFL when older than the TTL, the last good rows marked stale when MFL
 * fails, and one envelope: success, leagueId, leagueName, year, stale, syncedAt, message. What is
 * particular to a view (its query, rows and answer) comes from its dataset.
 */
export function leagueViewRoute<S extends z.ZodType<LeagueQuery>, T>(deps: LeagueDataDeps, dataset: ViewDataset<S, T>): RouteHandler {
  const { view } = dataset;
  return async (_req, ctx) => {
    const caller = requireUser(ctx);
    const query = parseQuery(ctx.url, view.query);
    const now = deps.now();
    const year = seasonOr(query.year, now);
    const reader = deps.reader(caller);
    const settings = await deps.settings();
    const loaded = await loadLeagueView({
      reader,
      sync: deps.sync,
      kind: dataset.kind,
      leagueId: query.leagueId,
      year,
      userId: caller.userId,
      ttlSec: ttlSeconds(dataset.source(query.leagueId, year), null, settings),
      backoffSec: settings.backoff_initial_sec,
      now,
      read: () => view.read(reader, query, year),
      ...(reader.view
        ? {
          snapshot: async () => {
            const snap = await reader.view!(dataset.kind, query.leagueId, year, view.limit?.(query));
            return { membership: snap.membership, states: snap.states, data: view.fromSnapshot(snap) };
          },
        }
        : {}),
    });
    return json({
      success: true,
      leagueId: query.leagueId,
      leagueName: loaded.membership.display_name,
      year,
      ...view.answer(loaded.data, loaded.membership),
      stale: loaded.stale,
      syncedAt: loaded.syncedAt,
      ...(loaded.message ? { message: loaded.message } : {}),
    });
  };
}
