// Other suites start the simulator in-process with Deno's default sanitizers on: start, use and
// close must leave no timers, ops or resources behind.
import { assert } from "./test-helpers.ts";
import { startSimulator } from "./server.ts";

Deno.test("in-process start/close leaves nothing running (sanitizers on)", async () => {
  const sim = await startSimulator({ port: 0, seed: 3 });
  assert.match(sim.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.equal(sim.tank01Base, `${sim.url}/tank01`);
  const r = await fetch(`${sim.url}/_host/www44/2026/export?TYPE=liveScoring&L=61408&JSON=1`);
  assert.equal(r.status, 200);
  assert.ok((await r.json()).liveScoring);
  await sim.close();
});
