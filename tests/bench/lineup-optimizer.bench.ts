/**
 * `npm run bench -- lineup-optimizer`: how long the exact best lineup (contracts/lineup-optimizer.ts)
 * takes for a 40-player roster in each league profile (issue 23: rosters are ≤ 40 players; goal
 * < 50 ms each, so a check across 8 leagues stays well inside its 300 ms), the median of 20 rosters.
 */
import { bestLineup } from "../../supabase/functions/_shared/contracts/lineup-optimizer.ts";
import { PROFILES, randomRoster, rng } from "../../supabase/functions/_testing/lineup-profiles.ts";
import { Goals } from "./lib/goals.ts";

const GOAL_MS = 50;
const goals = new Goals();

for (const [name, profile] of Object.entries(PROFILES)) {
  const random = rng(42);
  const rosters = Array.from({ length: 20 }, () => randomRoster(random, profile, 40).map((c) => ({ ...c, locked: false })));
  bestLineup(profile.rules, rosters[0]); // warm the JIT
  const times = rosters.map((roster) => {
    const t0 = performance.now();
    bestLineup(profile.rules, roster);
    return performance.now() - t0;
  }).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`${name}: 40 players, median ${median.toFixed(2)} ms, worst ${times.at(-1)!.toFixed(2)} ms ` +
    goals.check(median < GOAL_MS, `${name}: a 40-player lineup in < ${GOAL_MS} ms`));
}
goals.report();
