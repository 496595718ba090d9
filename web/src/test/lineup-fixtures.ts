import type { LeagueSettings, LineupRosterPlayer } from '@contracts/mfl-lineup.ts';

// Set Lineup's answers as tests build them: a league's settings and a roster player, with the
// fields a test does not care about filled in.

export function leagueSettings(startingPositions: LeagueSettings['startingPositions'], extra: Partial<LeagueSettings> = {}): LeagueSettings {
  return {
    leagueId: '61408',
    name: null,
    startingPositions,
    starterCount: null,
    maxStarters: 9,
    rosterSize: 20,
    injuredReserve: 0,
    source: 'mfl',
    weeks: { first: 1, last: 17 },
    lastRegularSeasonWeek: null,
    ...extra,
  };
}

export function rosterPlayer(id: string, name: string, position: string, extra: Partial<LineupRosterPlayer> = {}): LineupRosterPlayer {
  return { id, name, position, team: 'KCC', status: 'ROSTER', injury: null, bye_week: 9, opponent: null, locked: false, ...extra };
}
