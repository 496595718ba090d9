import assert from "node:assert/strict";
import { leagueStandings, myleagues, rosters } from "../mfl/queries.ts";
import { cacheKey } from "./cache-key.ts";

const API = "https://api.myfantasyleague.com";

Deno.test("cache keys name the request, not the requester", () => {
  const k = cacheKey(API, leagueStandings({ leagueId: "61408", year: 2026 }), "user-a");
  assert.equal(k, "mfl:v1:https://api.myfantasyleague.com/2026/leagueStandings?L=61408");
  assert.equal(cacheKey(API, leagueStandings({ leagueId: "61408", year: 2026 }), "user-b"), k);
  assert.equal(
    cacheKey(API, rosters({ leagueId: "1", year: 2026, week: 3, franchiseId: "0001" })),
    "mfl:v1:https://api.myfantasyleague.com/2026/rosters?FRANCHISE=0001&L=1&W=3",
  );
  assert.notEqual(cacheKey("http://127.0.0.1:54330", leagueStandings({ leagueId: "61408", year: 2026 })), k);
});

Deno.test("user-specific answers are keyed by app user, never by cookie; no user → not cacheable", () => {
  assert.equal(
    cacheKey(API, myleagues({ year: 2026 }), "user-a"),
    "mfl:v1:https://api.myfantasyleague.com/2026/myleagues?FRANCHISE_NAMES=1&YEAR=2026#user=user-a",
  );
  assert.equal(cacheKey(API, myleagues({ year: 2026 })), null);
});
