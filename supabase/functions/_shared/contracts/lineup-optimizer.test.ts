import assert from "node:assert/strict";
import { bestLineup } from "./lineup-optimizer.ts";
import { parseLimit, validateLineup } from "./lineup-rules.ts";
import { bruteForce, PROFILES, randomRoster, rng } from "../../_testing/lineup-profiles.ts";

const CASES_PER_PROFILE = 1000;

// 5 profiles × 1,000 rosters: 5,000 cases, each lineup checked valid by lineup-rules and against the
// brute force's total and fewest changes.
for (const [name, profile] of Object.entries(PROFILES)) {
  Deno.test(`bestLineup equals a brute-force optimum on ${CASES_PER_PROFILE} random rosters, valid, fewest changes: ${name}`, () => {
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
      assert.ok(Math.abs(best.total - Math.round(expected.total * 100) / 100) < 1e-6, `case ${n}: ${best.total} ≠ optimum ${expected.total}`);
      const starters = roster.filter((c) => best.starters.includes(c.id));
      assert.equal(starters.filter((c) => c.starter).length, expected.kept, `case ${n}: not the optimum closest to the current lineup`);
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

Deno.test("bestLineup: a locked starter at a position the league does not start leaves no valid lineup (MFL would refuse every one)", () => {
  const rules = PROFILES.standard.rules;
  const p = (id: string, position: string, locked = false) => ({ id, position, points: 10, starter: true, locked });
  const roster = [p("qb", "QB"), p("rb1", "RB"), p("rb2", "RB"), p("wr1", "WR"), p("wr2", "WR"), p("te", "TE"), p("pk", "PK"), p("def", "Def"), p("wr3", "WR")];
  assert.ok(bestLineup(rules, roster), "a valid lineup exists");
  assert.equal(bestLineup(rules, [...roster, p("lb", "LB", true)]), null);
  // Not locked, he is simply left out.
  assert.deepEqual(bestLineup(rules, [...roster, p("lb", "LB")])!.out, ["lb"]);
});
