import assert from "node:assert/strict";
import { bestLineup, type LineupCandidate } from "./lineup-optimizer.ts";
import { fills, FLEX_POSITIONS, type LineupSettings, parseLimit, validateLineup } from "./lineup-rules.ts";

const settings = (positions: [string, string][], count: string): LineupSettings => ({
  startingPositions: positions.map(([name, limit]) => ({ name, limit })),
  starterCount: count,
  maxStarters: parseLimit(count)!.max,
  rosterSize: 30,
  injuredReserve: 0,
});

/** League profiles the product meets (league-host-api.md §5.2): each with the positions its rosters hold. */
const PROFILES: Record<string, { rules: LineupSettings; positions: string[] }> = {
  standard: {
    rules: settings([["QB", "1"], ["RB", "2-3"], ["WR", "2-3"], ["TE", "1-2"], ["PK", "1"], ["Def", "1"]], "9"),
    positions: ["QB", "RB", "WR", "TE", "PK", "Def"],
  },
  "spec fallback (FLEX)": {
    rules: settings([["QB", "1"], ["RB", "1"], ["WR", "2"], ["TE", "1"], ["PK", "1"], ["Def", "1"], ["FLEX", "2"]], "9"),
    positions: ["QB", "RB", "WR", "TE", "PK", "Def"],
  },
  idp: {
    rules: settings([["QB", "1"], ["RB", "1-2"], ["WR", "2-3"], ["TE", "1"], ["PK", "1"], ["DT+DE", "2-3"], ["LB", "2-3"], ["CB+S", "2-3"]], "12"),
    positions: ["QB", "RB", "WR", "TE", "PK", "DT", "DE", "LB", "CB", "S"],
  },
  "superflex, count range": {
    rules: settings([["QB", "1-2"], ["RB", "2-3"], ["WR", "2-4"], ["TE", "1-2"], ["PK", "1"], ["Def", "1"]], "9-10"),
    positions: ["QB", "RB", "WR", "TE", "PK", "Def"],
  },
};

/** A small seeded generator (mulberry32): the same cases on every run. */
function rng(seed: number) {
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
function randomRoster(random: () => number, profile: { rules: LineupSettings; positions: string[] }, size: number): LineupCandidate[] {
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

/** Every subset of the allowed sizes that keeps the locks, judged by the league's rules: the best total. */
function bruteForce(rules: LineupSettings, roster: LineupCandidate[]): number | null {
  const total = parseLimit(rules.starterCount!)!;
  const startable = (c: LineupCandidate) =>
    rules.startingPositions.some((r) => r.name.toUpperCase() === "FLEX" ? FLEX_POSITIONS.includes(c.position) : fills(r.name, c.position));
  const fixedIn = roster.filter((c) => c.locked && c.starter);
  const open = roster.filter((c) => !c.locked && startable(c));
  let best: number | null = null;
  const chosen: LineupCandidate[] = [...fixedIn];
  const visit = (from: number) => {
    if (chosen.length >= total.min && validateLineup(rules, chosen.map((c) => c.position)).length === 0) {
      const value = chosen.reduce((n, c) => n + c.points, 0);
      if (best === null || value > best) best = value;
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

const CASES_PER_PROFILE = 1000;

for (const [name, profile] of Object.entries(PROFILES)) {
  Deno.test(`bestLineup equals a brute-force optimum on ${CASES_PER_PROFILE} random rosters: ${name}`, () => {
    const random = rng(name.length * 7919);
    let solved = 0;
    for (let n = 0; n < CASES_PER_PROFILE; n++) {
      const size = parseLimit(profile.rules.starterCount!)!.max + 1 + Math.floor(random() * 4);
      const roster = randomRoster(random, profile, size);
      const expected = bruteForce(profile.rules, roster);
      const best = bestLineup(profile.rules, roster);
      if (expected === null) {
        assert.equal(best, null, `case ${n}: no valid lineup exists, yet one was proposed`);
        continue;
      }
      assert.ok(best, `case ${n}: a valid lineup of ${expected} exists, none was proposed`);
      solved++;
      assert.ok(Math.abs(best.total - Math.round(expected * 100) / 100) < 1e-6, `case ${n}: ${best.total} ≠ optimum ${expected}`);
      const starters = roster.filter((c) => best.starters.includes(c.id));
      assert.deepEqual(validateLineup(profile.rules, starters.map((c) => c.position)), [], `case ${n}: invalid lineup`);
      for (const c of roster.filter((c) => c.locked)) {
        assert.equal(best.starters.includes(c.id), c.starter, `case ${n}: locked ${c.id} moved`);
      }
    }
    assert.ok(solved > CASES_PER_PROFILE / 3, `too few solvable cases (${solved}) to mean anything`);
  });
}

Deno.test("bestLineup: swaps an out-scored starter, keeps the current lineup among equals, says what moves", () => {
  const rules = PROFILES.standard.rules;
  const p = (id: string, position: string, points: number, starter: boolean, locked = false) => ({ id, position, points, starter, locked });
  const roster = [
    p("qb", "QB", 20, true), p("rb1", "RB", 15, true), p("rb2", "RB", 12, true), p("rb3", "RB", 14, false),
    p("wr1", "WR", 11, true), p("wr2", "WR", 10, true), p("wr3", "WR", 9, true), p("wr4", "WR", 9, false),
    p("te", "TE", 8, true), p("pk", "PK", 7, true), p("def", "Def", 6, true),
  ];
  // 9 starters: QB, 3 RB, 2 WR... no: RB 2-3 and WR 2-3 with one flex spot: rb3 (14) beats wr3 (9).
  const best = bestLineup(rules, roster)!;
  assert.deepEqual(best.in, ["rb3"]);
  assert.deepEqual(best.out, ["wr3"]);
  assert.equal(best.total, 20 + 15 + 12 + 14 + 11 + 10 + 8 + 7 + 6);
  // wr3 and wr4 tie: with rb3 locked out, the current starter wr3 stays.
  const locked = bestLineup(rules, roster.map((c) => c.id === "rb3" ? { ...c, locked: true } : c))!;
  assert.deepEqual([locked.in, locked.out], [[], []]);
  assert.equal(locked.total, locked.currentTotal);
});

Deno.test("bestLineup: nothing valid to be had is null (too few players, or locks that break a limit)", () => {
  const rules = PROFILES.standard.rules;
  assert.equal(bestLineup(rules, [{ id: "qb", position: "QB", points: 10, starter: true, locked: false }]), null);
  const twoLockedQbs = [
    { id: "q1", position: "QB", points: 10, starter: true, locked: true },
    { id: "q2", position: "QB", points: 10, starter: true, locked: true },
  ];
  assert.equal(bestLineup(rules, twoLockedQbs), null);
});

Deno.test("bestLineup: an IDP roster of 40 takes milliseconds", () => {
  const random = rng(42);
  const roster = randomRoster(random, PROFILES.idp, 40).map((c) => ({ ...c, locked: false }));
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) bestLineup(PROFILES.idp.rules, roster);
  const ms = (performance.now() - t0) / 20;
  assert.ok(ms < 50, `${ms.toFixed(1)} ms per IDP lineup`);
});

Deno.test("bestLineup: a locked starter at a position the league does not start leaves no valid lineup (MFL would refuse every one)", () => {
  const rules = PROFILES.standard.rules;
  const p = (id: string, position: string, locked = false) => ({ id, position, points: 10, starter: true, locked });
  const roster = [p("qb", "QB"), p("rb1", "RB"), p("rb2", "RB"), p("wr1", "WR"), p("wr2", "WR"), p("te", "TE"), p("pk", "PK"), p("def", "Def"), p("wr3", "WR")];
  assert.ok(bestLineup(rules, roster), "a valid lineup exists");
  assert.equal(bestLineup(rules, [...roster, p("lb", "LB", true)]), null);
  // Not locked, he is simply left out.
  assert.deepEqual(bestLineup(rules, [...roster, p("lb", "LB")])!.out, ["lb"]);
});
