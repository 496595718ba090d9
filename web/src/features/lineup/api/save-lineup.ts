import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Lineup, saveLineupEndpoint } from '@contracts/mfl-lineup.ts';
import { api } from '@/lib/api-client';
import type { ShownLineup } from './get-lineup';
import { lineupKeys, type LineupWeek } from './lineup-keys';

export interface SaveLineupInput extends LineupWeek {
  franchiseId: string;
  starters: string[];
}

/** What MFL holds after the save (read back), or null when MFL said OK but could not be read back. */
export interface SavedLineup {
  lineup: Lineup | null;
}

/** POST /api/mfl/lineup: saves the starters and answers the lineup MFL holds afterwards. */
export async function saveLineup({ leagueId, franchiseId, year, week, starters }: SaveLineupInput): Promise<SavedLineup> {
  const body = await api.call(saveLineupEndpoint, { leagueId, franchiseId, week, year, starters });
  return { lineup: body.confirmed ? body.lineup : null };
}

/**
 * Saves a lineup. What MFL answered becomes the week's lineup at once; when MFL's lineup could not
 * be read back, or the save failed, the week is read again (the save may have happened, or a game
 * may have kicked off): the screen never shows the list it sent as MFL's.
 */
export function useSaveLineup(target: LineupWeek) {
  const queryClient = useQueryClient();
  const readAgain = () => queryClient.invalidateQueries({ queryKey: lineupKeys.week(target.leagueId, target.year, target.week) });
  return useMutation({
    mutationFn: (input: Omit<SaveLineupInput, keyof LineupWeek>) => saveLineup({ ...target, ...input }),
    onSuccess: ({ lineup }) =>
      lineup
        ? queryClient.setQueryData<ShownLineup>(lineupKeys.lineup(target.leagueId, target.year, target.week), (held) => ({
          ...lineup,
          // A league that took a save is not best ball; the lineup read back is fresh (no stale mark).
          bestBall: held?.bestBall ?? false,
        }))
        : readAgain(),
    onError: readAgain,
  });
}
