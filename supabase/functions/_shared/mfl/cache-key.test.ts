import assert from "node:assert/strict";
import { leagueStandings, myleagues, rosters } from "./queries.ts";
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

Deno.test("user-specific answers are keyed by app user and MFL account, never by cookie; missing either → not cacheable", () => {
  assert.equal(
    cacheKey(API, myleagues({ year: 2026 }), "user-a", "Demo"),
    "mfl:v1:https://api.myfantasyleague.com/2026/myleagues?FRANCHISE_NAMES=1&YEAR=2026#user=user-a&mfl=demo",
  );
  assert.equal(cacheKey(API, myleagues({ year: 2026 }), "user-a", " demo "), cacheKey(API, myleagues({ year: 2026 }), "user-a", "DEMO"));
  assert.equal(cacheKey(API, myleagues({ year: 2026 })), null);
  assert.equal(cacheKey(API, myleagues({ year: 2026 }), "user-a"), null);
  assert.equal(cacheKey(API, myleagues({ year: 2026 }), undefined, "demo"), null);
});

Deno.test("reconnecting the same app user with another MFL account uses another myleagues entry", () => {
  const before = cacheKey(API, myleagues({ year: 2026 }), "user-a", "old-account");
  const after = cacheKey(API, myleagues({ year: 2026 }), "user-a", "new-account");
  assert.notEqual(before, after);
  // League answers do not depend on the account.
  assert.equal(
    cacheKey(API, leagueStandings({ leagueId: "1", year: 2026 }), "user-a", "old-account"),
    cacheKey(API, leagueStandings({ leagueId: "1", year: 2026 }), "user-a", "new-account"),
  );
});
