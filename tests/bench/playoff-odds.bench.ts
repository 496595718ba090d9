/**
 * `npm run bench -- playoff-odds`: how long 10,000 simulated seasons of a 12-team league with 5
 * weeks left take (issue 24: ≤ 300 ms warm at the server), the median of 20 warm runs and the worst.
 */
import { playoffOdds } from "../../supabase/functions/_shared/insights/playoff-odds.ts";
import { request } from "../../supabase/functions/_testing/playoff-league.ts";
import { Goals } from "./lib/goals.ts";

const GOAL_MS = 300;

playoffOdds(request({ simulations: 500 })); // warm the JIT
const times = Array.from({ length: 20 }, (_, seed) => {
  const t0 = performance.now();
  playoffOdds(request({ seed: seed + 1 }));
  return performance.now() - t0;
}).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];

const goals = new Goals();
console.log(`10,000 seasons, 12 teams, 5 weeks left: median ${median.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms ` +
  goals.check(median <= GOAL_MS, `10,000 seasons in ≤ ${GOAL_MS} ms warm`));
goals.report();
