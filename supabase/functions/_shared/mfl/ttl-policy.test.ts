import assert from "node:assert/strict";
import type { LiveScoring } from "./live-scoring.ts";
import { league, leagueStandings, liveScoring, players, rosters, schedule, transactions } from "./queries.ts";
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
  assert.equal(ttlSeconds(liveScoring({ ...L, week: 12 }), live(true), s), 44);
  assert.equal(ttlSeconds(liveScoring({ ...L, week: 12 }), live(false), s), 55);
});

Deno.test("live scoring: a game of the week on by the schedule is active even when no starter plays; never fresh past the next kickoff", () => {
  const now = Date.UTC(2026, 10, 22, 17, 59, 0);
  const idle = { anyGameLive: false } as LiveScoring;
  const week = (anyGameLive: boolean, nextKickoffMs: number | null) => liveScoring({ ...L, week: 12, clock: { anyGameLive, nextKickoffMs } });
  assert.equal(ttlSeconds(week(true, null), idle, s, now), 44, "a game on: the active interval");
  assert.equal(ttlSeconds(week(false, null), idle, s, now), 55, "nothing on, nothing to come: idle");
  assert.equal(ttlSeconds(week(false, now + 20_000), idle, s, now), 20, "kickoff in 20 s: fresh until kickoff, not for the idle 55 s");
  assert.equal(ttlSeconds(week(false, now + 20_400), idle, s, now), 21, "whole seconds, rounded up");
  assert.equal(ttlSeconds(week(false, now + 3_600_000), idle, s, now), 55, "a kickoff far off does not shorten it");
  assert.equal(ttlSeconds(week(false, now - 1_000), idle, s, now), 55, "a kickoff already past is not a cap");
  assert.equal(ttlSeconds(week(true, now + 300), idle, s, now), 1, "at least a second");
});

Deno.test("nflSchedule: a week with a game on follows the active poll, games to come the idle one, a finished week or the season the schedule TTL", async () => {
  const { nflSchedule } = await import("./queries.ts");
  const game = (status: "scheduled" | "live" | "final") => ({ kickoff: 0, gameSecondsRemaining: 0, status, teams: [] });
  const week = (...games: ReturnType<typeof game>[]) => [{ week: 12, games }];
  const s = settingsDefaults;
  assert.equal(ttlSeconds(nflSchedule({ year: 2026 }), week(game("final"), game("live")), s), s.poll_interval_active_sec);
  assert.equal(ttlSeconds(nflSchedule({ year: 2026 }), week(game("final"), game("scheduled")), s), s.poll_interval_idle_sec);
  assert.equal(ttlSeconds(nflSchedule({ year: 2026 }), week(game("final")), s), s.schedule_client_ttl_sec);
  assert.equal(ttlSeconds(nflSchedule({ year: 2026, week: "ALL" }), [...week(game("live")), ...week(game("scheduled"))], s), s.schedule_client_ttl_sec);
  const now = Date.UTC(2026, 10, 22, 17, 58, 0);
  const soon = { kickoff: now / 1000 + 90, gameSecondsRemaining: 3600, status: "scheduled" as const, teams: [] };
  assert.equal(ttlSeconds(nflSchedule({ year: 2026 }), week(game("final"), soon), s, now), 90, "games to come: not past the next kickoff");
});
