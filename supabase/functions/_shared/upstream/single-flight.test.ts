import assert from "node:assert/strict";
import { SingleFlight } from "./single-flight.ts";

Deno.test("100 concurrent callers of one key share one call; the key is free again afterwards", async () => {
  const flights = new SingleFlight();
  let calls = 0;
  let release!: (v: string) => void;
  const work = () => {
    calls++;
    return new Promise<string>((r) => (release = r));
  };
  const all = Promise.all(Array.from({ length: 100 }, () => flights.run("k", work)));
  assert.equal(flights.has("k"), true);
  release("answer");
  assert.deepEqual(new Set(await all), new Set(["answer"]));
  assert.equal(calls, 1);
  assert.equal(flights.has("k"), false);
  await flights.run("k", () => Promise.resolve("again"));
  assert.equal(calls, 1);
});

Deno.test("a failure reaches every waiter once, and does not stick", async () => {
  const flights = new SingleFlight();
  const failing = () => Promise.reject(new Error("down"));
  const results = await Promise.allSettled([flights.run("k", failing), flights.run("k", failing)]);
  assert.deepEqual(results.map((r) => r.status), ["rejected", "rejected"]);
  assert.equal(await flights.run("k", () => Promise.resolve(1)), 1);
});
