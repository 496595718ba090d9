import assert from "node:assert/strict";
import type { NflGame, NflTeamInGame } from "../mfl/nfl-schedule.ts";
import { settingsDefaults } from "../contracts/admin-settings.ts";
import type { UpstreamGet } from "./datasets/dataset.ts";
import { referenceSync, type ReferenceState, scheduleRow } from "./reference-data.ts";

function team(id: string, isHome: boolean, spread: number | null, extra: Partial<NflTeamInGame> = {}): NflTeamInGame {
  return {
    id,
    isHome,
    score: null,
    spread,
    hasPossession: false,
    inRedZone: false,
    passOffenseRank: null,
    rushOffenseRank: null,
    passDefenseRank: null,
    rushDefenseRank: null,
    ...extra,
  };
}

function game(teams: NflTeamInGame[], kickoff: number | null = 1_795_374_000): NflGame {
  return { kickoff, gameSecondsRemaining: 3600, status: "scheduled", teams };
}

Deno.test("scheduleRow: the stored spread is the home team's line, favourite negative", () => {
  const [row] = scheduleRow(12, game([team("BUF", false, 3.5), team("KCC", true, -3.5)]));
  assert.deepEqual([row.home_team, row.away_team, row.spread], ["KCC", "BUF", -3.5]);
  const [underdog] = scheduleRow(12, game([team("BUF", false, -7), team("KCC", true, 7)]));
  assert.equal(underdog.spread, 7, "a home underdog is positive");
});

Deno.test("scheduleRow: only the away line given → the home line is its negation; none → null", () => {
  assert.equal(scheduleRow(12, game([team("BUF", false, 6), team("KCC", true, null)]))[0].spread, -6);
  assert.equal(scheduleRow(12, game([team("BUF", false, -2.5), team("KCC", true, null)]))[0].spread, 2.5);
  assert.equal(scheduleRow(12, game([team("BUF", false, null), team("KCC", true, null)]))[0].spread, null);
  // MFL writes a pick'em as "-0" sometimes: no negative zero reaches the table.
  assert.ok(Object.is(scheduleRow(12, game([team("BUF", false, -0), team("KCC", true, null)]))[0].spread, 0));
  assert.ok(Object.is(scheduleRow(12, game([team("BUF", false, 0), team("KCC", true, -0)]))[0].spread, 0));
});

Deno.test("scheduleRow: ranks per side, kickoff as ISO, status kept; a game without two teams is no row", () => {
  const [row] = scheduleRow(3, game([
    team("BUF", false, 1, { rushDefenseRank: 4, passDefenseRank: 30 }),
    team("KCC", true, -1, { rushDefenseRank: 12, passDefenseRank: 1 }),
  ], 1_795_374_000));
  assert.deepEqual(
    [row.home_rush_defense_rank, row.home_pass_defense_rank, row.away_rush_defense_rank, row.away_pass_defense_rank],
    [12, 1, 4, 30],
  );
  assert.equal(row.kickoff_time, "2026-11-22T19:00:00.000Z");
  assert.equal(row.game_status, "scheduled");
  assert.equal(scheduleRow(3, game([team("BUF", false, 1), team("KCC", true, -1)], null))[0].kickoff_time, null);
  assert.deepEqual(scheduleRow(3, game([team("KCC", true, -1)])), []);
  // Neither flagged home: MFL lists the away team first.
  assert.equal(scheduleRow(3, game([team("BUF", false, 2), team("KCC", false, -2)]))[0].home_team, "KCC");
});

Deno.test("referenceSync: MFL's last copy (stale) backs the kind off: reads within backoff_initial_sec do not ask MFL again", async () => {
  let now = Date.parse("2026-11-22T19:30:00Z");
  const iso = (ms: number) => new Date(ms).toISOString();
  const asked: string[] = [];
  const states = new Map<string, ReferenceState>([
    ["bye_weeks", { kind: "bye_weeks", synced_at: iso(now - 86_400_000), attempted_at: iso(now - 86_400_000), stale: false }],
  ]);
  const upstream: UpstreamGet = {
    get<T>(query: { type: string }) {
      asked.push(query.type);
      return Promise.resolve({ data: { teams: [] } as T, stale: true, staleReason: "refreshing" as const, fetchedAt: iso(now - 86_400_000) });
    },
  };
  const sync = referenceSync({
    upstream,
    store: {
      states: () => Promise.resolve([...states.values()]),
      replace: () => Promise.resolve(false),
      markFailed: (kind) => {
        states.set(kind, { ...states.get(kind)!, attempted_at: iso(now), stale: true });
        return Promise.resolve();
      },
    },
    settings: () => Promise.resolve(settingsDefaults),
    now: () => now,
  });
  const call = { cookie: "c", userId: "u", priority: "interactive" as const };
  await sync.ensure(["bye_weeks"], 2026, call);
  await sync.ensure(["bye_weeks"], 2026, call);
  assert.deepEqual(asked, ["nflByeWeeks"], "once, then the backoff");
  now += settingsDefaults.backoff_initial_sec * 1000;
  await sync.ensure(["bye_weeks"], 2026, call);
  assert.equal(asked.length, 2, "asked again once the backoff has passed");
});
