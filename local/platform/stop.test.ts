/**
 * Issue 20, point 9: `npm start` stops within a few seconds of Ctrl-C or SIGTERM and leaves nothing
 * running, even with a request in flight that MFL holds. The real command runs as a child on ports
 * of its own (local/testing/npm-start.ts); Ctrl-C is SIGINT to its whole process group, as a
 * terminal sends it, and SIGTERM goes to the npm process alone, as a process manager sends it.
 */
import assert from "node:assert/strict";
import { ROOT } from "../config.ts";
import { killLeftovers, startNpmStart, stopWithSignal } from "../testing/npm-start.ts";

const PORT_BASE = 62621;
const DATA_DIR = `${ROOT}/.local/stop-test`;
/** "Within a few seconds". */
const STOP_LIMIT_MS = 5_000;

async function stopsCleanly(signal: "SIGINT" | "SIGTERM", target: "group" | "npm", run: { reset: boolean; season: number }) {
  try {
    const started = await startNpmStart(PORT_BASE, DATA_DIR, { reset: run.reset });
    const outcome = await stopWithSignal(started, signal, target, run.season);
    console.log(`${signal} to the ${target}: stopped in ${Math.round(outcome.stoppedMs)} ms`);
    assert.ok(outcome.before.length >= 8, `the stack's processes are found (${outcome.before.length})`);
    assert.ok(outcome.heldRequest, "the request is still held by MFL when the signal comes");
    assert.ok(outcome.exited, `npm start still runs ${Math.round(outcome.stoppedMs)} ms after ${signal}:\n${outcome.output.slice(-1500)}`);
    assert.ok(outcome.stoppedMs < STOP_LIMIT_MS, `npm start took ${Math.round(outcome.stoppedMs)} ms to stop after ${signal}`);
    assert.deepEqual(outcome.left, [], `left running after ${signal}`);
    assert.deepEqual(outcome.portsTaken, [], `ports still taken after ${signal}`);
    assert.match(outcome.output, /Stopped in [\d.]+ s; data kept in/);
  } finally {
    await killLeftovers(DATA_DIR);
  }
}

Deno.test({
  name: "npm start: Ctrl-C (SIGINT to the process group) stops every process of the stack within a few seconds",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: () => stopsCleanly("SIGINT", "group", { reset: true, season: 2031 }),
});

Deno.test({
  name: "npm start: SIGTERM to the npm process stops every process of the stack within a few seconds",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: () => stopsCleanly("SIGTERM", "npm", { reset: false, season: 2032 }),
});
