import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { parseResponse } from '@/lib/api-client';
import { useCurrentWeek } from '@/lib/current-week';
import { supabase } from '@/lib/supabase';
import { supabaseError } from '@/lib/supabase-error';
import type { UserLeague } from '@/lib/user-leagues';
import { leaguesKeys } from './leagues-keys';

const franchiseRowSchema = z.object({ league_id: z.string(), franchise_id: z.string(), franchise_name: z.string() });

/** `${leagueId}:${franchiseId}` → franchise name, from league_franchises of one season (spec 01 §3). */
export type FranchiseNames = ReadonlyMap<string, string>;

export function franchiseKey(leagueId: string, franchiseId: string): string {
  return `${leagueId}:${franchiseId}`;
}

/**
 * The franchise names of one season in the caller's leagues. RLS limits league_franchises to the
 * caller's leagues, so the season is the only filter and the only key position besides the prefix.
 */
export async function getFranchiseNames(year: number): Promise<FranchiseNames> {
  const { data, error, status } = await supabase
    .from('league_franchises')
    .select('league_id, franchise_id, franchise_name')
    .eq('year', year);
  if (error) throw supabaseError(error, status);
  const rows = parseResponse(z.array(franchiseRowSchema), data ?? [], status);
  return new Map(rows.map((row) => [franchiseKey(row.league_id, row.franchise_id), row.franchise_name]));
}

export function franchiseNamesQueryOptions(year: number) {
  return queryOptions({
    queryKey: leaguesKeys.franchiseNames(year),
    queryFn: () => getFranchiseNames(year),
    staleTime: 5 * 60_000,
  });
}

/**
 * Franchise names for the user's leagues, of the season the server names with the current week.
 * Names are a nicety, so a failure just leaves IDs.
 */
export function useFranchiseNames(leagues: readonly UserLeague[]) {
  const year = useCurrentWeek().data?.year;
  return useQuery({
    ...franchiseNamesQueryOptions(year ?? 0),
    enabled: year !== undefined && leagues.length > 0,
  });
}
