import assert from "node:assert/strict";
import { normaliseLeague } from "../mfl/league.ts";
import { settingsRow } from "../league-data/datasets/settings.ts";
import { leagueWeekRange, weeksOf } from "./league-weeks.ts";

Deno.test("league weeks: the league's startWeek..endWeek; 1-17 only when it names none", () => {
  assert.deepEqual(leagueWeekRange({}), { first: 1, last: 17 });
  assert.deepEqual(leagueWeekRange({ startWeek: null, endWeek: null }), { first: 1, last: 17 });
  assert.deepEqual(leagueWeekRange({ startWeek: 1, endWeek: 18 }), { first: 1, last: 18 }, "an 18-week NFL season");
  assert.deepEqual(leagueWeekRange({ startWeek: 2, endWeek: 17 }), { first: 2, last: 17 }, "a league that starts in week 2");
  assert.deepEqual(leagueWeekRange({ startWeek: 1, endWeek: 16 }), { first: 1, last: 16 });
  assert.deepEqual(leagueWeekRange({ startWeek: 3 }), { first: 3, last: 17 });
  assert.deepEqual(leagueWeekRange({ startWeek: 10, endWeek: 4 }), { first: 1, last: 17 }, "a range that makes no sense: the default");
  assert.deepEqual(leagueWeekRange({ startWeek: 0, endWeek: 40 }), { first: 1, last: 17 }, "weeks MFL never numbers");
  assert.deepEqual(weeksOf({ first: 2, last: 5 }), [2, 3, 4, 5]);
});

Deno.test("league settings keep the league's weeks and its last regular-season week", () => {
  const row = settingsRow(normaliseLeague({ league: { startWeek: "2", endWeek: "18", lastRegularSeasonWeek: "15" } }));
  assert.deepEqual([row.start_week, row.end_week, row.last_regular_season_week], [2, 18, 15]);
  const silent = settingsRow(normaliseLeague({ league: {} }));
  assert.deepEqual([silent.start_week, silent.end_week, silent.last_regular_season_week], [1, 17, null]);
});
