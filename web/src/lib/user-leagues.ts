import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadQuietly, parseResponse } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { supabase } from '@/lib/supabase';
import { supabaseError } from '@/lib/supabase-error';
import type { UserLeague } from './user-league-schema';

export type { UserLeague };

/**
 * The caller's `user_leagues` rows (spec 01 §3, §7), shared by the shell (sidebar, league picker),
 * My Leagues, Settings and the dashboard. RLS limits the rows to the caller; the user_id filter
 * keeps the query honest and index-friendly.
 */
export const USER_LEAGUE_COLUMNS = 'id, league_id, franchise_id, display_name, created_at';

/**
 * Fixed positions: `['leagues', 'list', userId]`. Every leagues query (the list here, the leagues
 * feature's franchise names) sits under `['leagues']`, so sync, connect and add invalidate `all`
 * once and refresh everything that hangs off the list.
 */
export const userLeaguesKeys = {
  all: ['leagues'] as const,
  list: (userId: string) => ['leagues', 'list', userId] as const,
};

export async function getUserLeagues(userId: string): Promise<UserLeague[]> {
  // Its schema loads beside the read (user-league-schema.ts says why).
  const schema = loadQuietly(import('./user-league-schema'));
  const { data, error, status } = await supabase
    .from('user_leagues')
    .select(USER_LEAGUE_COLUMNS)
    .eq('user_id', userId)
    // Leagues synced in one go share created_at: league_id breaks the tie, so the sidebar, the
    // cards and the default league are in the same order every time (spec: oldest first).
    .order('created_at', { ascending: true })
    .order('league_id', { ascending: true });
  if (error) throw supabaseError(error, status);
  return parseResponse((await schema).userLeaguesSchema, data ?? [], status);
}

export function userLeaguesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userLeaguesKeys.list(userId),
    queryFn: () => getUserLeagues(userId),
  });
}

/** The signed-in user's leagues, oldest first; idle while signed out. */
export function useUserLeagues() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...userLeaguesQueryOptions(userId ?? ''), enabled: userId !== null });
}

/** What a league is called in lists: its display name, else its MFL ID. */
export function leagueLabel(league: Pick<UserLeague, 'league_id' | 'display_name'>): string {
  const name = league.display_name?.trim();
  return name ? name : `League ${league.league_id}`;
}
