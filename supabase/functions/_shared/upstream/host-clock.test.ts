import assert from "node:assert/strict";
import { TestClock } from "../../_testing/test-clock.ts";
import { HostClock, type HostClockReading, type HostClockStore } from "./host-clock.ts";

function memoryStore() {
  const state: { row: HostClockReading | null; writes: number } = { row: null, writes: 0 };
  const store: HostClockStore = {
    read: () => Promise.resolve(state.row),
    write: (reading) => {
      state.writes++;
      state.row = reading;
      return Promise.resolve();
    },
  };
  return { state, store };
}

Deno.test("the host's time from its Date header: our clock plus the skew it shows", async () => {
  const clock = new TestClock(Date.parse("2026-11-24T14:00:00Z"));
  const hostClock = new HostClock(clock);
  assert.equal(await hostClock.now(), clock.now(), "nothing seen: our own clock");
  hostClock.observe("Sun, 22 Nov 2026 19:30:00 GMT", clock.now());
  const skew = Date.parse("2026-11-22T19:30:00.500Z") - Date.parse("2026-11-24T14:00:00Z");
  assert.equal(await hostClock.now(), clock.now() + skew);
  await clock.advance(60_000);
  assert.equal(await hostClock.now(), Date.parse("2026-11-22T19:31:00.500Z"), "and it runs on with ours");
  hostClock.observe("not a date", clock.now());
  assert.equal(await hostClock.now(), Date.parse("2026-11-22T19:31:00.500Z"), "an unreadable header changes nothing");
});

Deno.test("isolates share it: one that never talked to the host reads what another saw; writes only when it moved", async () => {
  const clock = new TestClock(Date.parse("2026-11-24T14:00:00Z"));
  const { state, store } = memoryStore();
  const seeing = new HostClock(clock, store);
  const other = new HostClock(clock, store);
  seeing.observe("Sun, 22 Nov 2026 19:30:00 GMT", clock.now());
  assert.equal(await other.now(), Date.parse("2026-11-22T19:30:00.500Z"));
  await clock.advance(1_000);
  seeing.observe("Sun, 22 Nov 2026 19:30:01 GMT", clock.now());
  assert.equal(state.writes, 1, "the same skew again is not written");
  seeing.observe("Sun, 22 Nov 2026 21:00:00 GMT", clock.now());
  assert.equal(state.writes, 2, "a moved clock is");
  assert.equal(await other.now(), Date.parse("2026-11-22T21:00:00.500Z"));
});
