import type { LeagueSettings, LineupRosterPlayer } from '@contracts/mfl-lineup.ts';
import {
  countByRequirement,
  fills,
  FLEX_POSITIONS,
  parseLimit,
  type StartingPosition,
  startingRequirementsOf,
  validateLineup,
} from '@contracts/lineup-rules.ts';
import { compareByName } from '@contracts/position-order.ts';

export interface LineupGroup {
  /** The requirement's name as MFL spells it ('RB', 'Def', 'FLEX'). */
  name: string;
  /** '{pos} (Pick {limit})'. */
  heading: string;
  players: LineupRosterPlayer[];
}

/** The league's starting requirements; spec 02 §5's fallback when the settings name none. */
export function startingRequirements(settings: LeagueSettings): StartingPosition[] {
  return startingRequirementsOf(settings.startingPositions, settings.maxStarters);
}

function takes(requirement: string, position: string): boolean {
  if (requirement.toUpperCase() === 'FLEX') return FLEX_POSITIONS.some((flex) => fills(flex, position));
  return fills(requirement, position);
}

/**
 * Spec 02 §2: one group per starting requirement, in the league's order, each sorted by name (last
 * name first); players whose position the league does not start are not shown. A FLEX group lists
 * RB/WR/TE, so those players appear in their own group and in FLEX: either toggle moves the same player.
 */
export function lineupGroups(requirements: StartingPosition[], players: LineupRosterPlayer[]): LineupGroup[] {
  const sorted = [...players].sort((a, b) => compareByName(a.name, b.name));
  return requirements.map((requirement) => ({
    name: requirement.name,
    heading: `${requirement.name} (Pick ${requirement.limit})`,
    players: sorted.filter((player) => takes(requirement.name, player.position)),
  }));
}

/** Positions of the starters on the roster (ids no longer on it are not counted). */
function starterPositions(players: LineupRosterPlayer[], starters: string[]): string[] {
  const positions = new Map(players.map((player) => [player.id, player.position]));
  return starters.flatMap((id) => positions.get(id) ?? []);
}

/** Spec 02 §5 problems of a lineup; starter ids not on the roster are not counted. */
export function lineupProblems(settings: LeagueSettings, players: LineupRosterPlayer[], starters: string[]): string[] {
  return validateLineup({ ...settings, startingPositions: startingRequirements(settings) }, starterPositions(players, starters));
}

/**
 * How many starters each group counts, as the rules count them: an RB fills RB first and FLEX only
 * beyond RB's limit, so he is 'starting' in one group, never in both.
 */
export function startingCounts(settings: LeagueSettings, players: LineupRosterPlayer[], starters: string[]): Map<string, number> {
  return countByRequirement(
    { ...settings, startingPositions: startingRequirements(settings) },
    starterPositions(players, starters).filter((position) => position !== ''),
  );
}

/**
 * How many start and how many the league starts: 'Starting 9 of 9', 'Starting 10 of 9 or 10' (a
 * superflex count range), 'Starting 14 of 12 to 15'.
 */
export function starterCountText(settings: LeagueSettings, players: LineupRosterPlayer[], starters: string[]): string {
  const range = parseLimit(settings.starterCount || String(settings.maxStarters));
  const allowed = !range || range.min === range.max
    ? String(range?.max ?? settings.maxStarters)
    : `${range.min} ${range.max === range.min + 1 ? 'or' : 'to'} ${range.max}`;
  return `Starting ${starterPositions(players, starters).length} of ${allowed}`;
}

/** Spec 02 §4: selecting moves a player from bench to starters, removing moves him back. */
export function toggleStarter(starters: string[], playerId: string): string[] {
  return starters.includes(playerId) ? starters.filter((id) => id !== playerId) : [...starters, playerId];
}

/**
 * Locked: his game had kicked off when the roster was read, or has since by the league host's
 * clock (`hostNow`, epoch ms): a page left open over a kickoff locks him without a reload.
 */
export function isLocked(player: LineupRosterPlayer, hostNow: number): boolean {
  if (player.locked) return true;
  const kickoff = player.opponent?.kickoff_time ? Date.parse(player.opponent.kickoff_time) : NaN;
  return Number.isFinite(kickoff) && kickoff <= hostNow;
}

/** Only players on the active roster whose game has not kicked off can move in or out of the lineup. */
export function canMove(player: LineupRosterPlayer, hostNow: number): boolean {
  return player.status === 'ROSTER' && !isLocked(player, hostNow);
}
