import { queryOptions, useQuery } from '@tanstack/react-query';
import { leagueTransactionsEndpoint, type TransactionsResponse } from '@contracts/league-transactions.ts';
import { api } from '@/lib/api-client';
import { leagueKeys } from './keys';

/**
 * GET /api/league-transactions?leagueId=[&limit=] (contract: league-transactions): the season's
 * transactions, newest first; with a limit only the newest ones (the dashboard's five), without it
 * the whole season (the Transactions screen).
 */
export async function getTransactions(leagueId: string, limit?: number, signal?: AbortSignal): Promise<TransactionsResponse> {
  return api.call(leagueTransactionsEndpoint, limit === undefined ? { leagueId } : { leagueId, limit }, signal);
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
