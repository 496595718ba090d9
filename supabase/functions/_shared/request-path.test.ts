import assert from "node:assert/strict";
import { climbingPaths } from "../_testing/hostile-paths.ts";
import { pathClimbs } from "./request-path.ts";

const at = (path: string) => `http://127.0.0.1:54321${path}`;

Deno.test("pathClimbs: every spelling of a climb, at every depth of encoding, is refused", () => {
  for (const path of [...climbingPaths("/api", "top-players", "admin/settings"), ...climbingPaths("/admin", "players-list", "settings")]) {
    assert.equal(pathClimbs(at(path)), true, path);
  }
});

Deno.test("pathClimbs: a path that cannot be decoded is refused", () => {
  for (const path of ["/api/top-players/%zz", "/api/top-players/%ff", "/api/%2"]) assert.equal(pathClimbs(at(path)), true, path);
});

Deno.test("pathClimbs: the product's own paths pass, queries included", () => {
  for (
    const path of [
      "/",
      "/api/league-standings?leagueId=61408",
      "/api/top-players/",
      "/functions/v1/admin/settings",
      "/admin/players/42",
      "/assets/index-Bx2.js",
      "/league-standings/61408",
      "/api/admin/players-list?q=..%2f..%2f&page=1",
      "/api/admin/player-detail?player_id=%2e%2e",
      "/api/injuries?player_ids=1,2,3#..",
      "/api/admin/players-list/Jos%C3%A9",
      "/api/x/file.name..ext",
    ]
  ) {
    assert.equal(pathClimbs(at(path)), false, path);
  }
});
