import type { LeagueSettings, LineupRosterPlayer } from '@contracts/mfl-lineup.ts';
import { fallbackPositions, fills, FLEX_POSITIONS, lastName, type StartingPosition, validateLineup } from '@contracts/lineup-rules.ts';

export interface LineupGroup {
  /** The requirement's name as MFL spells it ('RB', 'Def', 'FLEX'). */
  name: string;
  /** '{pos} (Pick {limit})'. */
  heading: string;
  players: LineupRosterPlayer[];
}

/** The league's starting requirements; spec 02 §5's fallback when the settings name none. */
export function startingRequirements(settings: LeagueSettings): StartingPosition[] {
  return settings.startingPositions.length > 0 ? settings.startingPositions : fallbackPositions(settings.maxStarters);
}

function takes(requirement: string, position: string): boolean {
  if (requirement.toUpperCase() === 'FLEX') return FLEX_POSITIONS.some((flex) => fills(flex, position));
  return fills(requirement, position);
}

function byName(a: LineupRosterPlayer, b: LineupRosterPlayer): number {
  return lastName(a.name).localeCompare(lastName(b.name)) || a.name.localeCompare(b.name);
}

/**
 * Spec 02 §2: one group per starting requirement, in the league's order, each sorted by last name;
 * players whose position the league does not start are not shown. A FLEX group lists RB/WR/TE, so
 * those players appear in their own group and in FLEX: either toggle moves the same player.
 */
export function lineupGroups(requirements: StartingPosition[], players: LineupRosterPlayer[]): LineupGroup[] {
  const sorted = [...players].sort(byName);
  return requirements.map((requirement) => ({
    name: requirement.name,
    heading: `${requirement.name} (Pick ${requirement.limit})`,
    players: sorted.filter((player) => takes(requirement.name, player.position)),
  }));
}

/** Spec 02 §5 problems of a lineup; starter ids not on the roster are not counted. */
export function lineupProblems(settings: LeagueSettings, players: LineupRosterPlayer[], starters: string[]): string[] {
  const positions = new Map(players.map((player) => [player.id, player.position]));
  const starterPositions = starters.flatMap((id) => positions.get(id) ?? []);
  return validateLineup({ ...settings, startingPositions: startingRequirements(settings) }, starterPositions);
}

/** Spec 02 §4: selecting moves a player from bench to starters, removing moves him back. */
export function toggleStarter(starters: string[], playerId: string): string[] {
  return starters.includes(playerId) ? starters.filter((id) => id !== playerId) : [...starters, playerId];
}

/** Only players on the active roster whose game has not kicked off can move in or out of the lineup. */
export function canMove(player: LineupRosterPlayer): boolean {
  return player.status === 'ROSTER' && !player.locked;
}
