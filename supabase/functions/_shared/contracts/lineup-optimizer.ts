// The best lineup under a league's own rules (contracts/lineup-rules.ts), exactly: Set Lineup's
// Optimize, the lineup check across leagues and "points left on the bench" all ask it.
//
// Why it is exact without trying every subset: whether a lineup is valid depends only on how many
// starters each starting requirement counts (countByRequirement) once every starter is at a position
// some requirement takes (validateLineup refuses any other, and only such players are proposed; a
// locked starter at another position makes every lineup invalid: null), and a requirement's players are
// interchangeable for validity ("DT+DE" counts a DT like a DE; RB beyond its maximum spills into
// FLEX whichever RB it is). So for a given count per requirement the best starters are that
// requirement's highest-valued players, and the best lineup is the best choice of counts. The
// counts are few (one per requirement, each bounded by its limit plus the flex allowance), so they
// are enumerated with the lineup's total as the bound; a brute force over every subset checks this
// (lineup-optimizer.test.ts).
import { fills, FLEX_POSITIONS, type LineupSettings, parseLimit, validateLineup } from "./lineup-rules.ts";
import { samePosition } from "./position-order.ts";

export interface LineupCandidate {
  id: string;
  position: string;
  /** What the lineup is chosen by: a projection before the games, actual points after. */
  points: number;
  /** In the lineup now. */
  starter: boolean;
  /** His game has started: he stays where he is (a starter keeps starting, a bench player stays out). */
  locked: boolean;
}

export interface BestLineup {
  /** The chosen starters' ids, in the order of the candidates given. */
  starters: string[];
  total: number;
  /** The lineup as it is now, by the same points. */
  currentTotal: number;
  /** Started now, not in the best lineup / in the best lineup, not started now. */
  out: string[];
  in: string[];
}

/** One group of interchangeable players: those a non-FLEX requirement counts, or those only FLEX takes. */
interface Group {
  key: string;
  /** Locked starters: always in. */
  forced: LineupCandidate[];
  /** Players free to move, best first (current starters first among equals: fewer changes). */
  free: LineupCandidate[];
  /** The fewest it must start (its requirement's minimum; FLEX's own is judged at the end). */
  min: number;
  /** The most this group can usefully start: its own maximum plus whatever FLEX takes from it. */
  cap: number;
}

/**
 * The highest-total valid lineup that keeps every locked player where he is, or null when no valid
 * lineup can be made with them (too few players, or locks that break a limit). Among lineups with
 * the same total, the one closest to the current lineup. Players whose position no requirement
 * takes (nor FLEX) never start: MFL would refuse them (locked in, they leave no valid lineup).
 */
export function bestLineup(settings: LineupSettings, candidates: LineupCandidate[]): BestLineup | null {
  const total = parseLimit(settings.starterCount || String(settings.maxStarters)) ?? { min: settings.maxStarters, max: settings.maxStarters };
  const groups = groupsOf(settings, candidates);
  const forcedOutside = candidates.filter((c) => c.locked && c.starter && !groups.some((g) => g.forced.includes(c)));
  const forcedCount = groups.reduce((n, g) => n + g.forced.length, 0) + forcedOutside.length;
  if (forcedCount > total.max) return null;
  // A locked starter of unknown position may stand in for any requirement's minimum (lineup-rules).
  const wildcards = forcedOutside.filter((c) => c.position === "").length;
  const least = groups.map((g) => Math.max(g.forced.length, g.min - wildcards));
  const leastAfter = suffixSums(least.map((k, i) => k - groups[i].forced.length));
  const bestAfter = [...groups, null].map((_, i) => prefixSums(groups.slice(i).flatMap((g) => g.free.map((c) => c.points)).sort((a, b) => b - a)));
  let best: { value: number; kept: number; picks: number[] } | null = null;
  const picks = groups.map((g) => g.forced.length);
  const base = sum(forcedOutside) + groups.reduce((n, g) => n + sum(g.forced), 0);

  // Depth-first over the groups' counts, bounded by the best total still reachable; each full
  // assignment is judged by the league's own rules.
  const visit = (i: number, used: number, value: number) => {
    if (best && value + bestAfter[i][Math.min(total.max - used, bestAfter[i].length - 1)] < best.value - 1e-9) return;
    if (i === groups.length) {
      if (used < total.min) return;
      const starters = chosen(groups, picks, forcedOutside);
      if (validateLineup(settings, starters.map((c) => c.position)).length > 0) return;
      const kept = starters.filter((c) => c.starter).length;
      if (!best || value > best.value + 1e-9 || (value >= best.value - 1e-9 && kept > best.kept)) best = { value, kept, picks: [...picks] };
      return;
    }
    const g = groups[i];
    const room = total.max - used - leastAfter[i + 1];
    const most = Math.min(g.forced.length + g.free.length, g.cap, g.forced.length + room);
    let added = 0;
    for (let k = g.forced.length; k <= most; k++) {
      if (k > g.forced.length) added += g.free[k - g.forced.length - 1].points;
      if (k < least[i]) continue;
      picks[i] = k;
      visit(i + 1, used + (k - g.forced.length), value + added);
    }
    picks[i] = g.forced.length;
  };
  visit(0, forcedCount, base);
  if (!best) return null;
  const starters = new Set(chosen(groups, (best as { picks: number[] }).picks, forcedOutside).map((c) => c.id));
  return {
    starters: candidates.filter((c) => starters.has(c.id)).map((c) => c.id),
    total: round(sum(candidates.filter((c) => starters.has(c.id)))),
    currentTotal: round(sum(candidates.filter((c) => c.starter))),
    out: candidates.filter((c) => c.starter && !starters.has(c.id)).map((c) => c.id),
    in: candidates.filter((c) => !c.starter && starters.has(c.id)).map((c) => c.id),
  };
}

function groupsOf(settings: LineupSettings, candidates: LineupCandidate[]): Group[] {
  const requirements = settings.startingPositions;
  const flex = requirements.find((r) => r.name.toUpperCase() === "FLEX");
  const flexMax = flex ? parseLimit(flex.limit)?.max ?? 0 : 0;
  const isFlexPosition = (position: string) => FLEX_POSITIONS.some((f) => samePosition(f, position));
  const groups = new Map<string, Group>();
  for (const c of candidates) {
    const own = requirements.find((r) => r.name.toUpperCase() !== "FLEX" && fills(r.name, c.position));
    const flexOnly = !own && flex && isFlexPosition(c.position);
    if (c.position === "" || (!own && !flexOnly)) continue; // unknown or not startable: never proposed
    const key = own ? own.name : flex!.name;
    let group = groups.get(key);
    if (!group) {
      const ownMax = own ? parseLimit(own.limit)?.max ?? 0 : 0;
      // A group that spills into FLEX may start up to FLEX's maximum more than its own.
      const spills = own ? own.name.split("+").some(isFlexPosition) && !!flex : true;
      const min = own ? parseLimit(own.limit)?.min ?? 0 : 0;
      group = { key, forced: [], free: [], min, cap: ownMax + (spills ? flexMax : 0) };
      groups.set(key, group);
    }
    if (c.locked) {
      if (c.starter) group.forced.push(c);
    } else {
      group.free.push(c);
    }
  }
  for (const g of groups.values()) g.free.sort((a, b) => b.points - a.points || Number(b.starter) - Number(a.starter));
  return [...groups.values()];
}

function chosen(groups: Group[], picks: number[], forcedOutside: LineupCandidate[]): LineupCandidate[] {
  return [...forcedOutside, ...groups.flatMap((g, i) => [...g.forced, ...g.free.slice(0, picks[i] - g.forced.length)])];
}

function sum(players: LineupCandidate[]): number {
  return players.reduce((n, c) => n + c.points, 0);
}

/** sums[k] = the sum of the first k values; sums has one more entry than values. */
function prefixSums(values: number[]): number[] {
  const sums = [0];
  for (const v of values) sums.push(sums[sums.length - 1] + Math.max(0, v));
  return sums;
}

/** out[i] = values[i] + … + values[end]; out[values.length] = 0. */
function suffixSums(values: number[]): number[] {
  const out = new Array(values.length + 1).fill(0);
  for (let i = values.length - 1; i >= 0; i--) out[i] = out[i + 1] + values[i];
  return out;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
