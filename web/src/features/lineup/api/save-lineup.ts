import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Lineup, saveLineupResponseSchema } from '@contracts/mfl-lineup.ts';
import { api, parseResponse } from '@/lib/api-client';
import { lineupKeys, type LineupWeek } from './lineup-keys';

export interface SaveLineupInput extends LineupWeek {
  franchiseId: string;
  starters: string[];
}

/** POST /api/mfl/lineup: saves the starters and answers the lineup MFL holds afterwards. */
export async function saveLineup({ leagueId, franchiseId, year, week, starters }: SaveLineupInput): Promise<Lineup> {
  const body = await api.post<unknown>('/api/mfl/lineup', { leagueId, franchiseId, week, year, starters });
  return parseResponse(saveLineupResponseSchema, body).lineup;
}

/**
 * Saves a lineup. What MFL answered becomes the week's lineup at once; after a failure the week is
 * read again, since the save may have happened (status unclear) or a game may have kicked off.
 */
export function useSaveLineup(target: LineupWeek) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<SaveLineupInput, keyof LineupWeek>) => saveLineup({ ...target, ...input }),
    onSuccess: (lineup) => queryClient.setQueryData(lineupKeys.lineup(target.leagueId, target.year, target.week), lineup),
    onError: () => queryClient.invalidateQueries({ queryKey: lineupKeys.week(target.leagueId, target.year, target.week) }),
  });
}
