/**
 * Issue 20, point 9 figures: how long `npm start` takes to stop, and what it leaves running, after
 * Ctrl-C (SIGINT to its process group, as a terminal sends it) and after SIGTERM to the npm process
 * alone, each with a request in flight that MFL (the simulator) holds. Goal: within 5 s, nothing left.
 *
 * Own stack on ports 26621.. (plus PORT_OFFSET), data folder .local/bench-stop.
 *
 *   npm run bench -- stop
 */
import { Goals } from "./lib/goals.ts";
import { ROOT } from "../../local/config.ts";
import { killLeftovers, startNpmStart, stopWithSignal } from "../../local/testing/npm-start.ts";

const PORT_BASE = 26621;
const DATA_DIR = `${ROOT}/.local/bench-stop`;
const GOAL_MS = 5_000;
/** How long to wait for a stop before calling it stuck. */
const WAIT_MS = 90_000;

const goals = new Goals();
const runs = [
  { signal: "SIGINT", target: "group", reset: true, season: 2041 },
  { signal: "SIGTERM", target: "npm", reset: false, season: 2042 },
] as const;

console.log("signal              stopped in   left running   ports taken   request held");
try {
  for (const run of runs) {
    const started = await startNpmStart(PORT_BASE, DATA_DIR, { reset: run.reset });
    const outcome = await stopWithSignal(started, run.signal, run.target, run.season, WAIT_MS);
    await killLeftovers(DATA_DIR);
    const label = `${run.signal} to ${run.target}`.padEnd(18);
    const stopped = outcome.exited ? `${(outcome.stoppedMs / 1000).toFixed(1)} s` : `> ${WAIT_MS / 1000} s`;
    console.log(
      `${label}  ${stopped.padStart(10)} ${goals.check(outcome.exited && outcome.stoppedMs <= GOAL_MS, `${run.signal} to ${run.target}: stop within ${GOAL_MS / 1000} s`)}` +
        `  ${String(outcome.left.length).padStart(6)} ${goals.check(outcome.left.length === 0, `${run.signal} to ${run.target}: nothing left running`)}` +
        `  ${String(outcome.portsTaken.length).padStart(6)} ${goals.check(outcome.portsTaken.length === 0, `${run.signal} to ${run.target}: every port free`)}` +
        `  ${outcome.heldRequest ? "yes" : "no (figure not meaningful)"}`,
    );
    for (const line of outcome.left) console.log(`    left: ${line}`);
  }
} finally {
  await killLeftovers(DATA_DIR);
}
goals.report();
