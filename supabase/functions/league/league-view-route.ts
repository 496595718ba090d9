import type { z } from "npm:zod@4.6.7";
import type { LeagueReader, LeagueSnapshot } from "../_shared/league-data/league-store.ts";
import type { RefreshKind } from "../_shared/league-data/league-sync.ts";
import { type LeagueView, loadLeagueView } from "../_shared/league-data/league-view.ts";
import { parseQuery } from "../_shared/input.ts";
import { type leagueQuerySchema, seasonOr } from "../_shared/league-input.ts";
import type { MflQuery } from "../_shared/mfl/queries.ts";
import { json } from "../_shared/responses.ts";
import { requireUser, type RouteHandler } from "../_shared/router.ts";
import { ttlSeconds } from "../_shared/upstream/ttl-policy.ts";
import type { LeagueDataDeps } from "./deps.ts";

type LeagueQuery = z.output<typeof leagueQuerySchema>;

/** What makes one league view: the rest (access, refresh, stale answer, envelope) is shared. */
export interface LeagueViewSpec<S extends z.ZodType<LeagueQuery>, T> {
  kind: RefreshKind;
  query: S;
  /** The MFL export the view is refreshed from: its TTL decides when the tables are too old. */
  source(leagueId: string, year: number): MflQuery<unknown>;
  /** Reads the view's rows as the caller (RLS applies), once, after any refresh. */
  read(reader: LeagueReader, query: z.output<S>, year: number): Promise<T>;
  /** The league_view rpc's limit for this query (transactions), if any. */
  limit?(query: z.output<S>): number | undefined;
  /** The view's rows out of a league_view snapshot (the same data `read` gives, in one round trip). */
  fromSnapshot(snapshot: LeagueSnapshot): T;
  /** The view's own fields of the answer. */
  answer(data: T, view: LeagueView<T>): Record<string, unknown>;
}

/**
 * GET handler of a league view: the caller's access first ('Access denied to league'), the
 * tables refreshed from MFL when older than the TTL, the last good rows marked stale when MFL
 * fails, and one envelope: success, leagueId, leagueName, year, stale, syncedAt, message.
 */
export function leagueViewRoute<S extends z.ZodType<LeagueQuery>, T>(
  deps: LeagueDataDeps,
  spec: LeagueViewSpec<S, T>,
): RouteHandler {
  return async (_req, ctx) => {
    const caller = requireUser(ctx);
    const query = parseQuery(ctx.url, spec.query);
    const now = deps.now();
    const year = seasonOr(query.year, now);
    const reader = deps.reader(caller);
    const settings = await deps.settings();
    const view = await loadLeagueView({
      reader,
      sync: deps.sync,
      kind: spec.kind,
      leagueId: query.leagueId,
      year,
      userId: caller.userId,
      ttlSec: ttlSeconds(spec.source(query.leagueId, year), null, settings),
      backoffSec: settings.backoff_initial_sec,
      now,
      read: () => spec.read(reader, query, year),
      ...(reader.view
        ? {
          snapshot: async () => {
            const snap = await reader.view!(spec.kind, query.leagueId, year, spec.limit?.(query));
            return { membership: snap.membership, states: snap.states, data: spec.fromSnapshot(snap) };
          },
        }
        : {}),
    });
    return json({
      success: true,
      leagueId: query.leagueId,
      leagueName: view.membership.display_name,
      year,
      ...spec.answer(view.data, view),
      stale: view.stale,
      syncedAt: view.syncedAt,
      ...(view.message ? { message: view.message } : {}),
    });
  };
}
