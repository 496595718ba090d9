import type { LineupCandidate } from "../_shared/contracts/lineup-optimizer.ts";
import { fills, FLEX_POSITIONS, type LineupSettings, parseLimit, validateLineup } from "../_shared/contracts/lineup-rules.ts";

// League profiles and random rosters for the best lineup's property tests
// (contracts/lineup-optimizer.test.ts) and its bench (tests/bench/lineup-optimizer.bench.ts), with
// the brute force every answer is checked against.

export interface LeagueProfile {
  rules: LineupSettings;
  /** The positions its rosters hold. */
  positions: string[];
}

export const lineupSettings = (positions: [string, string][], count: string): LineupSettings => ({
  startingPositions: positions.map(([name, limit]) => ({ name, limit })),
  starterCount: count,
  maxStarters: parseLimit(count)!.max,
  rosterSize: 30,
  injuredReserve: 0,
});

/** League profiles the product meets (league-host-api.md §5.2). */
export const PROFILES: Record<string, LeagueProfile> = {
  standard: {
    rules: lineupSettings([["QB", "1"], ["RB", "2-3"], ["WR", "2-3"], ["TE", "1-2"], ["PK", "1"], ["Def", "1"]], "9"),
    positions: ["QB", "RB", "WR", "TE", "PK", "Def"],
  },
  "spec fallback (FLEX)": {
    rules: lineupSettings([["QB", "1"], ["RB", "1"], ["WR", "2"], ["TE", "1"], ["PK", "1"], ["Def", "1"], ["FLEX", "2"]], "9"),
    positions: ["QB", "RB", "WR", "TE", "PK", "Def"],
  },
  idp: {
    rules: lineupSettings([["QB", "1"], ["RB", "1-2"], ["WR", "2-3"], ["TE", "1"], ["PK", "1"], ["DT+DE", "2-3"], ["LB", "2-3"], ["CB+S", "2-3"]], "12"),
    positions: ["QB", "RB", "WR", "TE", "PK", "DT", "DE", "LB", "CB", "S"],
  },
  "superflex, count range": {
    rules: lineupSettings([["QB", "1-2"], ["RB", "2-3"], ["WR", "2-4"], ["TE", "1-2"], ["PK", "1"], ["Def", "1"]], "9-10"),
    positions: ["QB", "RB", "WR", "TE", "PK", "Def"],
  },
  /** Every requirement a range, some from 0, a FLEX beside them and a starter count range. */
  ranges: {
    rules: lineupSettings([["QB", "1-2"], ["RB", "1-3"], ["WR", "1-4"], ["TE", "0-2"], ["PK", "0-1"], ["Def", "1"], ["FLEX", "0-2"]], "7-9"),
    positions: ["QB", "RB", "WR", "TE", "PK", "Def"],
  },
};

/** A small seeded generator (mulberry32): the same cases on every run. */
export function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A roster that can usually field a lineup: each requirement's minimum (a random position of its
 * group), then random players up to `size`; random starters, a few locked, some ties and negatives.
 */
export function randomRoster(random: () => number, profile: LeagueProfile, size: number): LineupCandidate[] {
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const positions: string[] = [];
  for (const r of profile.rules.startingPositions) {
    const group = r.name === "FLEX" ? FLEX_POSITIONS : profile.positions.filter((p) => fills(r.name, p));
    for (let i = 0; i < parseLimit(r.limit)!.min; i++) positions.push(pick(group));
  }
  while (positions.length < size) positions.push(pick(profile.positions));
  return positions.map((position, i) => ({
    id: `p${i}`,
    position,
    points: random() < 0.1 ? -Math.floor(random() * 4) : Math.round(random() * 250) / 10,
    starter: random() < 0.6,
    locked: random() < 0.15,
  }));
}

/**
 * Every subset of the allowed sizes that keeps the locks, judged by the league's rules: the best
 * total, and the most current starters any lineup of that total keeps (the fewest changes).
 */
export function bruteForce(rules: LineupSettings, roster: LineupCandidate[]): { total: number; kept: number } | null {
  const total = parseLimit(rules.starterCount!)!;
  const startable = (c: LineupCandidate) =>
    rules.startingPositions.some((r) => r.name.toUpperCase() === "FLEX" ? FLEX_POSITIONS.includes(c.position) : fills(r.name, c.position));
  const fixedIn = roster.filter((c) => c.locked && c.starter);
  const open = roster.filter((c) => !c.locked && startable(c));
  let best: { total: number; kept: number } | null = null;
  const chosen: LineupCandidate[] = [...fixedIn];
  const visit = (from: number) => {
    if (chosen.length >= total.min && validateLineup(rules, chosen.map((c) => c.position)).length === 0) {
      const value = chosen.reduce((n, c) => n + c.points, 0);
      const kept = chosen.filter((c) => c.starter).length;
      if (best === null || value > best.total + 1e-9) best = { total: value, kept };
      else if (value >= best.total - 1e-9 && kept > best.kept) best = { total: best.total, kept };
    }
    if (chosen.length === total.max) return;
    for (let i = from; i < open.length; i++) {
      chosen.push(open[i]);
      visit(i + 1);
      chosen.pop();
    }
  };
  visit(0);
  return best;
}
