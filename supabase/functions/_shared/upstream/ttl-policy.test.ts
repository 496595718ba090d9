import assert from "node:assert/strict";
import type { LiveScoring } from "../mfl/live-scoring.ts";
import { league, leagueStandings, liveScoring, players, rosters, schedule, transactions } from "../mfl/queries.ts";
import { settingsDefaults } from "../contracts/admin-settings.ts";
import { PLAYERS_TTL_SEC, ttlSeconds } from "./ttl-policy.ts";

const s = { ...settingsDefaults, standings_client_ttl_sec: 11, roster_client_ttl_sec: 22, schedule_client_ttl_sec: 33, poll_interval_active_sec: 44, poll_interval_idle_sec: 55 };
const L = { leagueId: "1", year: 2026 };

Deno.test("TTLs come from system settings; live scoring follows the poll intervals", () => {
  assert.equal(ttlSeconds(leagueStandings(L), [], s), 11);
  assert.equal(ttlSeconds(rosters(L), [], s), 22);
  assert.equal(ttlSeconds(transactions(L), [], s), 22);
  assert.equal(ttlSeconds(schedule(L), [], s), 33);
  assert.equal(ttlSeconds(league(L), {}, s), 33);
  assert.equal(ttlSeconds(players({ year: 2026 }), {}, s), PLAYERS_TTL_SEC);
  const live = (anyGameLive: boolean) => ({ anyGameLive } as LiveScoring);
  assert.equal(ttlSeconds(liveScoring(L), live(true), s), 44);
  assert.equal(ttlSeconds(liveScoring(L), live(false), s), 55);
});

Deno.test("nflSchedule: a week with a game on follows the active poll, games to come the idle one, a finished week or the season the schedule TTL", async () => {
  const { nflSchedule } = await import("../mfl/queries.ts");
  const game = (status: "scheduled" | "live" | "final") => ({ kickoff: 0, gameSecondsRemaining: 0, status, teams: [] });
  const week = (...games: ReturnType<typeof game>[]) => [{ week: 12, games }];
  const s = settingsDefaults;
  assert.equal(ttlSeconds(nflSchedule({ year: 2026 }), week(game("final"), game("live")), s), s.poll_interval_active_sec);
  assert.equal(ttlSeconds(nflSchedule({ year: 2026 }), week(game("final"), game("scheduled")), s), s.poll_interval_idle_sec);
  assert.equal(ttlSeconds(nflSchedule({ year: 2026 }), week(game("final")), s), s.schedule_client_ttl_sec);
  assert.equal(ttlSeconds(nflSchedule({ year: 2026, week: "ALL" }), [...week(game("live")), ...week(game("scheduled"))], s), s.schedule_client_ttl_sec);
});
