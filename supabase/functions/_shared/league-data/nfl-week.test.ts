import assert from "node:assert/strict";
import type { NflWeek } from "../mfl/nfl-schedule.ts";
import type { MflQuery } from "../mfl/queries.ts";
import type { SupabaseClient } from "../supabase.ts";
import { nflWeekState } from "./nfl-week.ts";

const NOW = Date.UTC(2026, 10, 24, 14, 0, 0); // ours: Tuesday
const HOST_NOW = Date.UTC(2026, 10, 22, 17, 50, 0); // the league host's: Sunday, ten minutes before the early kickoffs
const KICKOFF = HOST_NOW / 1000 + 600;

const week = (n: number, status: "scheduled" | "live" | "final"): NflWeek => ({
  week: n,
  games: [{ kickoff: KICKOFF, gameSecondsRemaining: 3600, status, teams: [] }, { kickoff: KICKOFF - 86400, gameSecondsRemaining: 0, status: "final", teams: [] }],
});

function upstream(current: NflWeek, other: NflWeek | null = null) {
  const asked: Record<string, string>[] = [];
  return {
    asked,
    hostNow: () => Promise.resolve(HOST_NOW),
    get<T>(query: MflQuery<T>) {
      asked.push(query.params);
      const data = query.params.W ? (other ? [other] : []) : [current];
      return Promise.resolve({ data: data as T, stale: false, fetchedAt: new Date(NOW).toISOString() });
    },
  };
}
const db = {} as SupabaseClient;

Deno.test("the week in progress and its games come from one copy; the next kickoff is the host's, counted on our clock", async () => {
  const up = upstream(week(12, "scheduled"));
  const state = await nflWeekState({ upstream: up, db }, 2026, undefined, { userId: "u" }, NOW);
  assert.equal(state.week, 12);
  assert.deepEqual(up.asked, [{}], "no second copy for the week by number");
  assert.equal(state.final, false);
  assert.deepEqual(state.clock, { anyGameLive: false, nextKickoffMs: NOW + 600_000 }, "ten minutes from now, whatever our clocks say");
});

Deno.test("another week is asked by number; final only when every game of it is", async () => {
  const over = { week: 11, games: week(11, "final").games.map((g) => ({ ...g, gameSecondsRemaining: 0 })) };
  const up = upstream(week(12, "live"), over);
  const state = await nflWeekState({ upstream: up, db }, 2026, 11, { userId: "u" }, NOW);
  assert.deepEqual([state.week, state.final, state.clock.anyGameLive, state.clock.nextKickoffMs], [11, true, false, null]);
  assert.deepEqual(up.asked, [{}, { W: "11" }]);
  const live = await nflWeekState({ upstream: upstream(week(12, "live")), db }, 2026, 12, { userId: "u" }, NOW);
  assert.deepEqual([live.final, live.clock.anyGameLive], [false, true]);
});
