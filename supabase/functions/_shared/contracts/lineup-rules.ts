// The lineup rules of spec 02 §5, in one place: the Set Lineup screen checks a lineup on every
// change with them, and POST /mfl/lineup refuses (422, same texts) what the screen would refuse.
import { samePosition } from "./position-order.ts";

/** A starting requirement: MFL's `starters.position[]` (`limit` is "1" or "min-max"). */
export interface StartingPosition {
  name: string;
  limit: string;
}

export interface LineupSettings {
  startingPositions: StartingPosition[];
  /** MFL's `starters.count` ("9" or "7-9"); without it, maxStarters. */
  starterCount?: string | null;
  maxStarters: number;
  rosterSize: number;
  injuredReserve: number;
}

export const DEFAULT_MAX_STARTERS = 9;
export const DEFAULT_ROSTER_SIZE = 20;

/** Positions a FLEX slot of the fallback takes (spec 02 §5: FLEX fills up to maxStarters). */
export const FLEX_POSITIONS = ["RB", "WR", "TE"];

/** Spec 02 §5: when MFL gives no starters, QB, RB, WR, WR, TE, PK, Def, FLEX, FLEX; FLEX fills up to maxStarters. */
export function fallbackPositions(maxStarters = DEFAULT_MAX_STARTERS): StartingPosition[] {
  const fixed = [["QB", 1], ["RB", 1], ["WR", 2], ["TE", 1], ["PK", 1], ["Def", 1]] as const;
  const flex = Math.max(0, maxStarters - fixed.reduce((n, [, k]) => n + k, 0));
  return [...fixed.map(([name, n]) => ({ name, limit: String(n) })), ...(flex > 0 ? [{ name: "FLEX", limit: String(flex) }] : [])];
}

/** The league's starting requirements; the fallback when it names none. */
export function startingRequirementsOf(positions: StartingPosition[], maxStarters = DEFAULT_MAX_STARTERS): StartingPosition[] {
  return positions.length > 0 ? positions : fallbackPositions(maxStarters);
}

/** "2-3" → {min 2, max 3}; "1" → {1, 1}; junk → null. */
export function parseLimit(limit: string | null | undefined): { min: number; max: number; exact: boolean } | null {
  const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(limit ?? "");
  if (!m) return null;
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : Number(m[2]);
  return max < min ? null : { min, max, exact: m[2] === undefined };
}

/** Whether a player's position fills a starting requirement ("Def", or a group such as "DT+DE"). */
export function fills(requirement: string, position: string): boolean {
  return requirement.split("+").some((p) => samePosition(p, position));
}

/** Whether some starting requirement takes the position (FLEX takes RB, WR and TE). */
export function startable(requirements: StartingPosition[], position: string): boolean {
  return requirements.some((r) =>
    r.name.toUpperCase() === "FLEX" ? FLEX_POSITIONS.some((f) => samePosition(f, position)) : fills(r.name, position)
  );
}

/** How many starters count toward each requirement; RB/WR/TE above their own limits spill into FLEX. */
export function countByRequirement(settings: LineupSettings, starterPositions: string[]): Map<string, number> {
  const counts = new Map(settings.startingPositions.map((p) => [p.name, 0]));
  const flex = settings.startingPositions.find((p) => p.name.toUpperCase() === "FLEX");
  for (const position of starterPositions) {
    const own = settings.startingPositions.find((p) => p.name.toUpperCase() !== "FLEX" && fills(p.name, position));
    if (own) {
      const n = counts.get(own.name)!;
      const max = parseLimit(own.limit)?.max ?? Infinity;
      if (flex && n >= max && FLEX_POSITIONS.some((f) => samePosition(f, position))) {
        counts.set(flex.name, counts.get(flex.name)! + 1);
      } else {
        counts.set(own.name, n + 1);
      }
    } else if (flex && FLEX_POSITIONS.some((f) => samePosition(f, position))) {
      counts.set(flex.name, counts.get(flex.name)! + 1);
    }
  }
  return counts;
}

/** Spec 02 §5 texts, for one requirement (or 'starters' for the total). Empty when the count fits. */
export function limitProblems(name: string, limit: string, count: number): string[] {
  const range = parseLimit(limit);
  if (!range) return [];
  if (range.exact) return count === range.min ? [] : [`Must have exactly ${range.min} ${name} (currently have ${count})`];
  if (count < range.min) return [`Need at least ${range.min} ${name} (currently have ${count})`];
  if (count > range.max) return [`Cannot have more than ${range.max} ${name} (currently have ${count})`];
  return [];
}

/** A starter at a position no requirement takes: MFL refuses him (reference §7.1 validates against `starters`). */
export function notStartableProblem(position: string, count: number): string {
  return `${position} is not a starting position in this league (currently have ${count})`;
}

/**
 * Every problem of a lineup in spec 02 §5's three texts: each starting requirement's count, then
 * the number of starters (MFL's `starters.count`, else maxStarters) as 'Must have exactly 9
 * starters (…)'; and, beyond the spec's texts, a starter at a position the league does not start
 * (MFL validates a lineup against its `starters` rows, so a linebacker cannot start in a league
 * without an LB row, whatever the count). A starter whose position is unknown ("": missing from
 * the player database) may fill whichever requirement is still short, so he never blocks a save:
 * MFL has the last word.
 */
export function validateLineup(settings: LineupSettings, starterPositions: string[]): string[] {
  const known = starterPositions.filter((position) => position !== "");
  let unknown = starterPositions.length - known.length;
  const counts = countByRequirement(settings, known);
  const problems = settings.startingPositions.flatMap((p) => {
    let n = counts.get(p.name) ?? 0;
    const min = parseLimit(p.limit)?.min ?? 0;
    const filled = Math.min(unknown, Math.max(0, min - n));
    n += filled;
    unknown -= filled;
    return limitProblems(p.name, p.limit, n);
  });
  const outside = new Map<string, number>();
  for (const position of known) {
    if (!startable(settings.startingPositions, position)) outside.set(position, (outside.get(position) ?? 0) + 1);
  }
  problems.push(...[...outside].map(([position, n]) => notStartableProblem(position, n)));
  problems.push(...limitProblems("starters", settings.starterCount || String(settings.maxStarters), starterPositions.length));
  return problems;
}
