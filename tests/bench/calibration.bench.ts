// Calibration and speed of issue 24's models (README "Playoff odds" and "Win probability"), on
// seasons the simulator generates in-process, one per seed, every league of the default world:
//   - live win probability at kickoff, with every game at its half, and with one game left, against
//     the final scores: Brier score beside the naive 50 % and "the leader wins", reliability by 10 % bins;
//   - playoff odds at week 10 (made from the rows the product stores, through its own input step)
//     against the same season's final standings: Brier score, reliability by 10 % bins;
//   - 10,000 simulated seasons of a 12-team league with 5 weeks left (goal ≤ 150 ms).
// The outcomes are independent of the models they check: the simulator plays every NFL game play by
// play (local/sim/game-engine.ts), players score by their league's own rules from the stats of those
// plays, and lineups are set by projection; nothing in it draws a team's week from a normal
// distribution or a player's from a position's spread, as the models assume.
//   npm run bench -- calibration   (or: deno run -A tests/bench/calibration.bench.ts [--seeds 20] [--first-seed 1])
import process from "node:process";
import { World } from "../../local/sim/world.ts";
import { playoffOdds } from "../../supabase/functions/_shared/insights/playoff-odds.ts";
import { brier, type Forecast, reliabilityTable } from "./lib/calibration/forecast-scores.ts";
import { type MatchupForecast, matchupForecasts, MOMENTS } from "./lib/calibration/sim-matchups.ts";
import { oddsRequestAt, type PlayoffForecast, playoffForecasts } from "./lib/calibration/sim-playoffs.ts";
import { Goals } from "./lib/goals.ts";

const arg = (name: string, dflt: number) => {
  const i = Deno.args.indexOf(`--${name}`);
  return i >= 0 ? Number(Deno.args[i + 1]) : dflt;
};
const SEEDS = arg("seeds", 20);
const FIRST_SEED = arg("first-seed", 1);
const ODDS_WEEK = 10;
const SIMULATIONS = 10_000;
const SPEED_GOAL_MS = 150;
const goals = new Goals();

const load = () => Deno.loadavg().map((x) => x.toFixed(1)).join(", ");
const f3 = (x: number) => x.toFixed(3);

function collect(): { matchups: MatchupForecast[]; playoffs: PlayoffForecast[]; leagues: string[] } {
  const matchups: MatchupForecast[] = [];
  const playoffs: PlayoffForecast[] = [];
  let leagues: string[] = [];
  for (let seed = FIRST_SEED; seed < FIRST_SEED + SEEDS; seed++) {
    const world = new World(seed, { frozen: true });
    const season = world.season;
    const seasonEnd = season.games[season.games.length - 1].kickoff + 86_400;
    leagues = [...world.leagues.keys()];
    for (const l of world.leagues.values()) {
      matchups.push(...matchupForecasts(l, seasonEnd));
      playoffs.push(...playoffForecasts(l, ODDS_WEEK, seasonEnd, SIMULATIONS, seed * 7919 + Number(l.id)));
    }
    Deno.stdout.writeSync(new TextEncoder().encode(`\rseasons ${seed - FIRST_SEED + 1}/${SEEDS}`));
  }
  console.log("");
  return { matchups, playoffs, leagues };
}

function reportWinProbability(matchups: MatchupForecast[]): void {
  console.log(`\nWin probability: ${matchups.length / MOMENTS.length} matchups (${SEEDS} seasons, every head-to-head week of every league)`);
  console.log("  moment          Brier: model   naive 50 %   the leader wins");
  for (const moment of MOMENTS) {
    const at = matchups.filter((m) => m.moment === moment);
    const model = brier(at);
    const naive = brier(at.map((m) => ({ p: 0.5, outcome: m.outcome })));
    const leader = brier(at.map((m) => ({ p: m.leader, outcome: m.outcome })));
    console.log(`  ${moment.padEnd(14)}        ${f3(model)}        ${f3(naive)}          ${f3(leader)}   ` +
      goals.check(model < naive && model < leader, `win probability at ${moment} beats the naive 50 % and "the leader wins"`));
  }
  console.log("  Brier by league (kickoff / half time / one game left):");
  for (const league of new Set(matchups.map((m) => m.league))) {
    const cells = MOMENTS.map((moment) => f3(brier(matchups.filter((m) => m.league === league && m.moment === moment))));
    console.log(`    ${league}  ${cells.join(" / ")}`);
  }
  for (const moment of MOMENTS) {
    console.log(`\n  Reliability at ${moment} (first side's chance; ties count half):`);
    console.log(reliabilityTable(matchups.filter((m) => m.moment === moment)));
  }
}

function reportPlayoffOdds(playoffs: PlayoffForecast[]): void {
  const base = (p: PlayoffForecast) => playoffs.filter((q) => q.league === p.league).reduce((s, q) => s + q.outcome, 0) / playoffs.filter((q) => q.league === p.league).length;
  const baseRates: Forecast[] = playoffs.map((p) => ({ p: base(p), outcome: p.outcome }));
  console.log(`\nPlayoff odds at week ${ODDS_WEEK}: ${playoffs.length} teams (${SEEDS} seasons × ${new Set(playoffs.map((p) => p.league)).size} leagues), ${SIMULATIONS.toLocaleString("en")} simulations each`);
  console.log(`  Brier: model ${f3(brier(playoffs))}, the league's share of playoff places for everyone ${f3(brier(baseRates))} ` +
    goals.check(brier(playoffs) < brier(baseRates), "playoff odds beat the league's share of places"));
  console.log(reliabilityTable(playoffs));
}

/** CPU time of this process (user + system), ms: what the run cost, whoever else shares the cores. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function reportSpeed(): void {
  // League 61408 of seed 1 at week 10: 12 teams, weeks 10–14 left.
  const world = new World(1, { frozen: true }, "standard");
  const league = world.leagues.get("61408")!;
  const request = oddsRequestAt(league, ODDS_WEEK, SIMULATIONS, 1);
  playoffOdds({ ...request, simulations: 1000 }); // warm the JIT
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < 15; i++) {
    const c0 = cpuMs();
    const t0 = performance.now();
    playoffOdds({ ...request, seed: i });
    walls.push(performance.now() - t0);
    cpus.push(cpuMs() - c0);
  }
  walls.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  // On a shared machine the wall time is mostly the wait for a core (load average beside it); the
  // CPU time is what the simulation costs, and what a server with a core to give it would take.
  console.log(`\nSpeed: ${SIMULATIONS.toLocaleString("en")} seasons, ${request.teams.length} teams, ${request.remaining.length} weeks left (15 runs)`);
  console.log(`  wall: best ${walls[0].toFixed(1)} ms, median ${walls[7].toFixed(1)} ms; CPU: best ${cpus[0].toFixed(1)} ms, median ${cpus[7].toFixed(1)} ms ` +
    goals.check(cpus[7] <= SPEED_GOAL_MS, `10,000 seasons in ≤ ${SPEED_GOAL_MS} ms of CPU (median)`));
  console.log(`  load average ${load()} on ${navigator.hardwareConcurrency} cores`);
}

const t0 = performance.now();
console.log(`load average at start: ${load()} on ${navigator.hardwareConcurrency} cores`);
const { matchups, playoffs, leagues } = collect();
console.log(`${SEEDS} seasons (seeds ${FIRST_SEED}–${FIRST_SEED + SEEDS - 1}) × ${leagues.length} leagues (${leagues.join(", ")}) in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
reportWinProbability(matchups);
reportPlayoffOdds(playoffs);
reportSpeed();
goals.report();
