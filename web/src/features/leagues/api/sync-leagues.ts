import { useMutation, useQueryClient } from '@tanstack/react-query';
import { syncLeaguesEndpoint, type SyncLeaguesResponse } from '@contracts/mfl-sync-leagues.ts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { leaguesKeys } from './leagues-keys';

export type SyncLeaguesResult = SyncLeaguesResponse;

/**
 * POST /api/mfl/sync-leagues: the server reads the user's MFL leagues with the stored session and
 * adds or renames rows ('MFL account not connected' / 'MFL credentials not found' otherwise).
 */
export async function syncLeagues(): Promise<SyncLeaguesResult> {
  return api.call(syncLeaguesEndpoint, {});
}

export function syncSummary({ added, existing, total }: SyncLeaguesResult): string {
  return `${added} added, ${existing} already linked, ${total} in total.`;
}

export function useSyncLeagues() {
  const { refreshProfile } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncLeagues,
    // A rejected MFL session moves the stored expiry to now: the profile shows it after this.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: leaguesKeys.all }), refreshProfile()]),
  });
}
