import assert from "node:assert/strict";
import { resolveApiPath } from "./api-routes.ts";

Deno.test("resolveApiPath maps the product's /api paths to their function and the path inside it", () => {
  const cases: [string, { fn: string; path: string }][] = [
    ["/api/mfl/login", { fn: "mfl", path: "/login" }],
    ["/api/mfl", { fn: "mfl", path: "/" }],
    ["/api/mfl?year=2026", { fn: "mfl", path: "/?year=2026" }],
    ["/mfl/leagues?year=2026", { fn: "mfl", path: "/leagues?year=2026" }],
    ["/api/admin/settings", { fn: "admin", path: "/settings" }],
    ["/api/fantasypoints/weekly", { fn: "admin", path: "/fantasypoints/weekly" }],
    ["/api/league-standings?leagueId=61408", { fn: "league", path: "/league-standings?leagueId=61408" }],
    ["/api/league-playoff-odds?leagueId=61408", { fn: "league", path: "/league-playoff-odds?leagueId=61408" }],
    ["/api/league-schedule?leagueId=61408", { fn: "league", path: "/league-schedule?leagueId=61408" }],
    ["/api/injuries", { fn: "league", path: "/injuries" }],
    ["/api/tank01/box-score", { fn: "tank01", path: "/box-score" }],
  ];
  for (const [input, expected] of cases) assert.deepEqual(resolveApiPath(input), expected, input);
});

Deno.test("resolveApiPath knows no other paths", () => {
  assert.equal(resolveApiPath("/api/unknown/thing"), null);
  assert.equal(resolveApiPath("/api/"), null);
  assert.equal(resolveApiPath("/api/__proto__"), null);
});
