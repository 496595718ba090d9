import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import type { UserLeague } from '@/lib/user-leagues';
import { currentSeasonYear } from '../utils/season';
import { leaguesKeys } from './leagues-keys';

const franchiseRowSchema = z.object({ league_id: z.string(), franchise_id: z.string(), franchise_name: z.string() });

/** `${leagueId}:${franchiseId}` → franchise name, from league_franchises of one season (spec 01 §3). */
export type FranchiseNames = ReadonlyMap<string, string>;

export function franchiseKey(leagueId: string, franchiseId: string): string {
  return `${leagueId}:${franchiseId}`;
}

export async function getFranchiseNames(leagueIds: readonly string[], year: number): Promise<FranchiseNames> {
  if (leagueIds.length === 0) return new Map();
  const { data, error } = await supabase
    .from('league_franchises')
    .select('league_id, franchise_id, franchise_name')
    .eq('year', year)
    .in('league_id', [...leagueIds]);
  if (error) throw new Error(error.message);
  const rows = z.array(franchiseRowSchema).parse(data ?? []);
  return new Map(rows.map((row) => [franchiseKey(row.league_id, row.franchise_id), row.franchise_name]));
}

export function franchiseNamesQueryOptions(leagueIds: readonly string[], year: number) {
  return queryOptions({
    queryKey: leaguesKeys.franchiseNames(year, leagueIds),
    queryFn: () => getFranchiseNames(leagueIds, year),
    staleTime: 5 * 60_000,
  });
}

/** Franchise names of the user's leagues; names are a nicety, so a failure just leaves IDs. */
export function useFranchiseNames(leagues: readonly UserLeague[]) {
  const leagueIds = leagues.map((l) => l.league_id);
  return useQuery({ ...franchiseNamesQueryOptions(leagueIds, currentSeasonYear()), enabled: leagueIds.length > 0 });
}
