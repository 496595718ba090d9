import assert from "node:assert/strict";
import { currentSeason } from "./nfl-season.ts";

Deno.test("current season: calendar year, but January and February belong to the previous one", () => {
  assert.equal(currentSeason(Date.UTC(2026, 0, 1)), 2025);
  assert.equal(currentSeason(Date.UTC(2026, 1, 28, 23, 59)), 2025);
  assert.equal(currentSeason(Date.UTC(2026, 2, 1)), 2026);
  assert.equal(currentSeason(Date.UTC(2026, 8, 10)), 2026);
  assert.equal(currentSeason(Date.UTC(2026, 11, 31, 23, 59)), 2026);
  assert.equal(currentSeason(new Date("2024-02-29T12:00:00Z")), 2023);
});
