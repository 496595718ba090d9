import { userLeaguesKeys } from '@/lib/user-leagues';

/**
 * Query keys of the leagues feature, fixed positions under the shared list's `['leagues']` prefix
 * (lib/user-leagues): sync, connect and add invalidate `all`, which refreshes the list and the
 * franchise names of a league that just arrived.
 */
export const leaguesKeys = {
  all: userLeaguesKeys.all,
  franchiseNames: (year: number) => ['leagues', 'franchise-names', year] as const,
};
