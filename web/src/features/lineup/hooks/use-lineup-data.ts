import { useMemo } from 'react';
import type { LeagueSettings } from '@contracts/mfl-lineup.ts';
import type { QueryLike } from '@/components/query-state';
import { useLeagueSettings } from '../api/get-league-settings';
import { type ShownLineup, useLineup } from '../api/get-lineup';
import { type LineupRoster, useLineupRoster } from '../api/get-roster';
import type { LineupWeek } from '../api/lineup-keys';

export interface LineupData {
  roster: LineupRoster;
  lineup: ShownLineup;
  settings: LeagueSettings;
}

/** The three reads Set Lineup needs, as one state for QueryState: loaded when all are, failed when any is. */
export function useLineupData(target: LineupWeek): QueryLike<LineupData> {
  const roster = useLineupRoster(target);
  const lineup = useLineup(target);
  const settings = useLeagueSettings(target.leagueId, target.year);
  const queries = [roster, lineup, settings];
  // One object while the three answers stay the same, so what is computed from it is not redone each render.
  const data = useMemo(
    () => (roster.data && lineup.data && settings.data ? { roster: roster.data, lineup: lineup.data, settings: settings.data } : undefined),
    [roster.data, lineup.data, settings.data],
  );
  return {
    isPending: queries.some((query) => query.isPending),
    error: queries.find((query) => query.error)?.error ?? null,
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => Promise.all(queries.map((query) => query.refetch())),
    data,
  };
}
