import assert from "node:assert/strict";
import { normaliseMyLeagues } from "./myleagues.ts";
import { MYLEAGUES_MANY, MYLEAGUES_ONE } from "../../_testing/mfl-fixtures.ts";

Deno.test("myleagues: many leagues, host derived from url", () => {
  const leagues = normaliseMyLeagues(MYLEAGUES_MANY);
  assert.equal(leagues.length, 2);
  assert.deepEqual(leagues[1], {
    leagueId: "13522",
    name: "Other League",
    url: "https://www49.myfantasyleague.com/2020/home/13522",
    baseURL: "https://www49.myfantasyleague.com",
    franchiseId: "0007",
    franchiseName: "Team Seven",
  });
});

Deno.test("myleagues: exactly one league arrives as an object", () => {
  const leagues = normaliseMyLeagues(MYLEAGUES_ONE);
  assert.equal(leagues.length, 1);
  assert.equal(leagues[0].leagueId, "21499");
  assert.equal(leagues[0].franchiseName, null);
});

Deno.test("myleagues: none", () => {
  assert.deepEqual(normaliseMyLeagues({ leagues: {} }), []);
  assert.deepEqual(normaliseMyLeagues({ leagues: "" }), []);
});
