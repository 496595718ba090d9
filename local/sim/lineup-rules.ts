// A league's starter rules as MFL states them (reference §5.2 `starters`): each position row is one
// position ("QB") or a combined group ("DT+DE"), its limit one number or a range, the starter count
// one number or a range ("9-10"); the gap between the minimums and the count is the flex. Groups
// never share a position, so a player belongs to at most one row.
import type { LeagueConfig, StarterRule } from "./leagues.ts";
import type { Player } from "./players.ts";

export function rulePositions(r: StarterRule): string[] {
  return r.pos.split("+");
}

export function ruleOf(config: LeagueConfig, pos: string): StarterRule | undefined {
  return config.starters.find((r) => rulePositions(r).includes(pos));
}

export function limitLabel(min: number, max: number): string {
  return min === max ? String(min) : `${min}-${max}`;
}

export function countLabel(config: LeagueConfig): string {
  return limitLabel(config.starterCountMin ?? config.starterCount, config.starterCount);
}

/** Every position the league's rosters hold: what it starts plus what it drafts. */
export function leaguePositions(config: LeagueConfig): Set<string> {
  return new Set([...config.starters.flatMap(rulePositions), ...Object.keys(config.draftQuota)]);
}

/**
 * The best lineup for values sorted best first: each row's minimum from the top, then the best of
 * the rest while rows have room, up to the most starters the league allows. Greedy is exact here,
 * as the rows are disjoint and bounded only by their own limits and the total.
 */
export function bestLineup(config: LeagueConfig, ranked: Player[]): Player[] {
  const chosen: Player[] = [];
  const count = (r: StarterRule) => chosen.filter((p) => rulePositions(r).includes(p.pos)).length;
  for (const r of config.starters) {
    for (const p of ranked) if (rulePositions(r).includes(p.pos) && count(r) < r.min && !chosen.includes(p)) chosen.push(p);
  }
  for (const p of ranked) {
    if (chosen.length >= config.starterCount) break;
    const r = ruleOf(config, p.pos);
    if (r && !chosen.includes(p) && count(r) < r.max) chosen.push(p);
  }
  return chosen;
}

/** Why a set of starters breaks the league's rules (MFL's exact texts were never captured: ours), or undefined. */
export function lineupError(config: LeagueConfig, positions: string[]): string | undefined {
  const min = config.starterCountMin ?? config.starterCount;
  if (positions.length < min || positions.length > config.starterCount) {
    return `Invalid lineup: ${positions.length} starters submitted, the league requires ${countLabel(config)}`;
  }
  for (const r of config.starters) {
    const n = positions.filter((pos) => rulePositions(r).includes(pos)).length;
    if (n < r.min || n > r.max) return `Invalid lineup: ${n} starters at ${r.pos}, the league allows ${limitLabel(r.min, r.max)}`;
  }
  const outside = positions.find((pos) => !ruleOf(config, pos));
  return outside ? `Invalid lineup: position ${outside} cannot start` : undefined;
}
