import assert from "node:assert/strict";
import type { LiveScoring } from "../mfl/live-scoring.ts";
import { league, leagueStandings, liveScoring, players, rosters, schedule, transactions } from "../mfl/queries.ts";
import { settingsDefaults } from "../settings.ts";
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
