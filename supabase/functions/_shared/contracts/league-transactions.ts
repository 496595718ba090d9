import { z } from "npm:zod@4.6.7";
import { leagueQuerySchema } from "./league-input.ts";
import { leagueViewEnvelopeSchema } from "./league-view.ts";
import { endpoint } from "./endpoint.ts";

/**
 * The most a league season answers with: the whole season of a busy league must fit. An auction
 * league's season is thousands of moves (every nomination, bid and win: 3,140 rows in a real one,
 * 1,021 in the simulator's), so 1,000 cut off its oldest, the auction and the keepers' load.
 */
export const WHOLE_SEASON_LIMIT = 10_000;

/** GET /league-transactions?leagueId=[&year=][&limit=]: the dashboard asks for 5, the Transactions screen for all. */
export const transactionsQuerySchema = leagueQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(WHOLE_SEASON_LIMIT).optional(),
});

/** A transaction asset (spec 02 §3): what one franchise gave up or received. */
export const transactionAssetSchema = z.object({
  direction: z.string(),
  franchise_id: z.string().nullable().optional(),
  asset_type: z.string(),
  asset_id: z.string().nullable().optional(),
  player_name: z.string().nullable().optional(),
  player_position: z.string().nullable().optional(),
  player_team: z.string().nullable().optional(),
  draft_round: z.number().nullable().optional(),
  draft_position: z.number().nullable().optional(),
  draft_year: z.number().nullable().optional(),
  original_franchise_id: z.string().nullable().optional(),
  asset_value: z.number().nullable().optional(),
});
export type TransactionAsset = z.output<typeof transactionAssetSchema>;

/** A transaction (spec 02 §3), newest first. */
export const transactionSchema = z.object({
  id: z.coerce.string(),
  transaction_date: z.string().nullable(),
  transaction_type: z.string(),
  /** MFL's own type (FREE_AGENT, AUCTION_BID, IR, ...), where the product's type is coarser (ADD, DROP). */
  mfl_type: z.string().optional(),
  franchise_id: z.string().nullable().optional(),
  franchise2_id: z.string().nullable().optional(),
  comments: z.string().nullable().optional(),
  bid_amount: z.number().nullable().optional(),
  /** MFL's fields in words for a move with no asset the product reads (a type it does not know). */
  description: z.string().nullable().optional(),
  transaction_assets: z.array(transactionAssetSchema).optional().default([]),
});
export type Transaction = z.output<typeof transactionSchema>;

export const transactionsResponseSchema = leagueViewEnvelopeSchema.extend({
  transactions: z.array(transactionSchema),
  stats: z.object({ total_franchises: z.number(), total_transactions: z.number(), returned: z.number() }).optional(),
  franchiseNames: z.record(z.string(), z.string()).optional().default({}),
});
export type TransactionsResponse = z.output<typeof transactionsResponseSchema>;

export const leagueTransactionsEndpoint = endpoint({ method: "GET", path: "/api/league-transactions", request: transactionsQuerySchema, response: transactionsResponseSchema });
