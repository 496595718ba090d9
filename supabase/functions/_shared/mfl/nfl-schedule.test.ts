import assert from "node:assert/strict";
import { gameStarted, gameStatus, normaliseNflSchedule } from "./nfl-schedule.ts";
import { NFL_SCHEDULE_WEEK } from "../../_testing/mfl-fixtures.ts";

Deno.test("nflSchedule single week: derived status, '' scores, ranks", () => {
  const [week] = normaliseNflSchedule(NFL_SCHEDULE_WEEK);
  assert.equal(week.week, 5);
  const [pre, live] = week.games;
  assert.equal(pre.status, "scheduled");
  assert.equal(pre.kickoff, 1791504900);
  assert.deepEqual(pre.teams.map((t) => [t.id, t.score, t.spread, t.rushDefenseRank]), [["TBB", null, 9.5, 3], ["DAL", null, -9.5, 29]]);
  assert.equal(live.status, "live");
  assert.equal(live.teams[0].hasPossession, true);
  assert.equal(live.teams[0].passOffenseRank, null);
});

Deno.test("nflSchedule W=ALL, single-game week as object, off-season", () => {
  const weeks = normaliseNflSchedule({
    fullNflSchedule: {
      nflSchedule: [
        { week: "1", matchup: [{ kickoff: "1", gameSecondsRemaining: "0", team: [{ id: "A", score: "3" }, { id: "B", score: "7" }] }] },
        { week: "22", lastUpdate: "1", matchup: { kickoff: "2", gameSecondsRemaining: "3600", team: [{ id: "C" }, { id: "D" }] } },
      ],
    },
  });
  assert.deepEqual(weeks.map((w) => [w.week, w.games.length, w.games[0].status]), [[1, 1, "final"], [22, 1, "scheduled"]]);
  assert.deepEqual(normaliseNflSchedule({ nflSchedule: { week: "0" } }), [{ week: 0, games: [] }]);
  assert.throws(() => normaliseNflSchedule({}), /nflSchedule/);
});

Deno.test("game status from seconds and scores", () => {
  assert.equal(gameStatus(3600, [{ score: null }]), "scheduled");
  assert.equal(gameStatus(3600, [{ score: 0 }]), "live");
  assert.equal(gameStatus(10, [{ score: null }]), "live");
  assert.equal(gameStatus(0, [{ score: 21 }]), "final");
});

Deno.test("reference §5.12: kickoff vs now counts too; MFL's clock may not have moved at kickoff", () => {
  const kickoff = 1_795_374_000; // Unix s
  assert.equal(gameStatus(3600, [{ score: null }], kickoff, kickoff * 1000 - 1), "scheduled");
  assert.equal(gameStatus(3600, [{ score: null }], kickoff, kickoff * 1000), "live");
  assert.equal(gameStatus(0, [{ score: 3 }], kickoff, kickoff * 1000 - 10), "final");
  assert.equal(gameStatus(3600, [{ score: null }], null, kickoff * 1000), "scheduled", "no kickoff: MFL's word only");
});

Deno.test("gameStarted: kicked off by the host's clock, or under way by MFL's status", () => {
  const kickoffMs = Date.parse("2026-11-22T18:00:00Z");
  assert.equal(gameStarted(kickoffMs, "scheduled", kickoffMs - 1), false);
  assert.equal(gameStarted(kickoffMs, "scheduled", kickoffMs), true, "at kickoff, before MFL's status moved");
  assert.equal(gameStarted(kickoffMs, "live", kickoffMs - 60_000), true, "MFL says under way (an early start)");
  assert.equal(gameStarted(kickoffMs, "final", kickoffMs - 60_000), true);
  assert.equal(gameStarted(null, "scheduled", kickoffMs), false);
});
