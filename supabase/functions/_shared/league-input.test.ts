import assert from "node:assert/strict";
import { seasonOr } from "./league-input.ts";

Deno.test("seasonOr: the given year, else the current season (January and February → the year before)", () => {
  assert.equal(seasonOr(2024, Date.parse("2026-11-21T12:00:00Z")), 2024);
  assert.equal(seasonOr(undefined, Date.parse("2026-11-21T12:00:00Z")), 2026);
  assert.equal(seasonOr(undefined, Date.parse("2026-02-10T12:00:00Z")), 2025);
});
