import { z } from "npm:zod@4.6.7";
import { WHOLE_SEASON_LIMIT } from "../_shared/league-data/league-store.ts";
import { transactions } from "../_shared/mfl/queries.ts";
import { leagueQuerySchema } from "../_shared/league-input.ts";
import type { RouteHandler } from "../_shared/router.ts";
import type { LeagueDataDeps } from "./deps.ts";
import { leagueViewRoute } from "./league-view-route.ts";

export const MAX_TRANSACTIONS = WHOLE_SEASON_LIMIT;

const querySchema = leagueQuerySchema.extend({
  /** The dashboard asks for 5; the Transactions screen for the whole season. */
  limit: z.coerce.number().int().min(1).max(MAX_TRANSACTIONS).optional(),
});

/**
 * GET /league-transactions?leagueId=[&year=][&limit=]: the season's transactions, newest first,
 * each with its assets (spec 02 §3), plus franchiseNames and stats.
 */
export function getLeagueTransactions(deps: LeagueDataDeps): RouteHandler {
  return leagueViewRoute(deps, {
    kind: "transactions",
    query: querySchema,
    source: (leagueId, year) => transactions({ leagueId, year }),
    read: async (reader, query, year) => {
      const [moves, franchises] = await Promise.all([
        reader.transactions(query.leagueId, year, query.limit ?? MAX_TRANSACTIONS),
        reader.franchises(query.leagueId, year),
      ]);
      return { moves, franchises };
    },
    limit: (query) => query.limit ?? MAX_TRANSACTIONS,
    fromSnapshot: (snap) => ({ moves: snap.transactions ?? { rows: [], total: 0 }, franchises: snap.franchises }),
    answer: ({ moves, franchises }) => ({
      transactions: moves.rows,
      franchiseNames: Object.fromEntries(franchises.map((f) => [f.franchise_id, f.franchise_name])),
      stats: {
        total_franchises: franchises.length,
        total_transactions: moves.total,
        returned: moves.rows.length,
      },
    }),
  });
}
