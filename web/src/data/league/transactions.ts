import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseResponse } from '@/lib/api-client';
import { leagueKeys } from './keys';
import { leagueFreshnessSchema } from './freshness';

export const transactionAssetSchema = z.object({
  direction: z.string(),
  franchise_id: z.string().nullable().optional(),
  asset_type: z.string(),
  asset_id: z.string().nullable().optional(),
  player_name: z.string().nullable().optional(),
  draft_round: z.number().nullable().optional(),
  draft_position: z.number().nullable().optional(),
  draft_year: z.number().nullable().optional(),
  asset_value: z.number().nullable().optional(),
});

/** A transaction (spec 02 §3); the dashboard reads id, type, date, team and what changed hands. */
export const transactionSchema = z.object({
  id: z.coerce.string(),
  transaction_date: z.string().nullable(),
  transaction_type: z.string(),
  franchise_id: z.string().nullable().optional(),
  franchise2_id: z.string().nullable().optional(),
  comments: z.string().nullable().optional(),
  bid_amount: z.number().nullable().optional(),
  transaction_assets: z.array(transactionAssetSchema).optional().default([]),
});

export const transactionsResponseSchema = leagueFreshnessSchema.extend({
  leagueId: z.string(),
  year: z.number().optional(),
  transactions: z.array(transactionSchema),
  franchiseNames: z.record(z.string(), z.string()).optional().default({}),
});

export type Transaction = z.infer<typeof transactionSchema>;
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/**
 * GET /api/league-transactions?leagueId=[&limit=]: the season's transactions, newest first; with a
 * limit only the newest ones (the dashboard's five), without it the whole season (the Transactions screen).
 */
export async function getTransactions(leagueId: string, limit?: number, signal?: AbortSignal): Promise<TransactionsResponse> {
  const body = await api.get<unknown>('/api/league-transactions', limit === undefined ? { leagueId } : { leagueId, limit }, signal);
  return parseResponse(transactionsResponseSchema, body);
}

export function transactionsQueryOptions(leagueId: string, limit?: number) {
  return queryOptions({
    queryKey: leagueKeys.transactions(leagueId, limit),
    queryFn: ({ signal }) => getTransactions(leagueId, limit, signal),
  });
}

export function useTransactions(leagueId: string, limit?: number) {
  return useQuery(transactionsQueryOptions(leagueId, limit));
}
