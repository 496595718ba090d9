import assert from "node:assert/strict";
import { settingKeys, settingsDefaults, type SystemSettings } from "../_shared/contracts/admin-settings.ts";
import { SYNC_OPERATIONS, syncOperations } from "../_shared/contracts/admin-sync.ts";
import { leagueDatasets, type SyncKind } from "../_shared/league-data/datasets/registry.ts";
import { referenceKinds, type ReferenceKindName } from "../_shared/league-data/reference-data.ts";
import { ttlSeconds } from "../_shared/mfl/ttl-policy.ts";
import { syncWork } from "./handler.ts";

/** What each operation syncs (the handler's table builds its work from the same names). */
const LEAGUE_KINDS: Partial<Record<string, SyncKind>> = {
  "league-settings": "settings",
  franchises: "franchises",
  schedules: "schedule",
  "league-standings": "standings",
  "player-scores": "player_scores",
  rosters: "rosters",
  transactions: "transactions",
};
const REFERENCE_KINDS: Partial<Record<string, ReferenceKindName>> = {
  "players-data": "players",
  "nfl-schedules": "nfl_schedules",
  injuries: "injuries",
  "bye-weeks": "bye_weeks",
};

/** Which setting an export's TTL comes from: every numeric key gets a distinct value, the TTL names it. */
function ttlSetting(query: Parameters<typeof ttlSeconds>[0]): string | null {
  const probe = Object.fromEntries(settingKeys.map((key, i) => [key, typeof settingsDefaults[key] === "number" ? 100_000 + i : settingsDefaults[key]]));
  const ttl = ttlSeconds(query, null, probe as unknown as SystemSettings);
  return settingKeys.find((key) => probe[key] === ttl) ?? null;
}

Deno.test("every operation of spec 02 §7 has its line in the handler's table, and nothing else does", () => {
  assert.deepEqual(Object.keys(syncWork).sort(), [...SYNC_OPERATIONS].sort());
  for (const op of SYNC_OPERATIONS) assert.ok(syncOperations[op].apiPath.startsWith("/api/"), op);
  assert.equal(syncOperations.projections.apiPath, "/api/fantasypoints/trigger-github-workflow");
  assert.deepEqual(SYNC_OPERATIONS.filter((op) => syncOperations[op].modes), ["transactions"], "only transactions take incremental | full");
});

Deno.test("the settings an operation lists include the one its export's freshness comes from", () => {
  for (const [op, kind] of Object.entries(LEAGUE_KINDS)) {
    const setting = ttlSetting(leagueDatasets[kind!].source("1", 2026));
    if (setting) assert.ok(syncOperations[op as keyof typeof syncOperations].settings.includes(setting as never), `${op} lists ${setting}`);
    assert.ok(syncOperations[op as keyof typeof syncOperations].settings.includes("per_league_stagger_ms"), `${op} spaces its leagues`);
  }
  for (const [op, kind] of Object.entries(REFERENCE_KINDS)) {
    const setting = ttlSetting(referenceKinds[kind!].source(2026));
    if (setting) assert.ok(syncOperations[op as keyof typeof syncOperations].settings.includes(setting as never), `${op} lists ${setting}`);
  }
  assert.ok(syncOperations["players-data"].settings.includes("players_daily_refresh_local_time"));
  assert.ok(syncOperations["league-settings"].settings.includes("league_settings_refresh_local_time"));
});

Deno.test("every operation that asks MFL lists the rate limit it keeps to (hard_cap_rpm_per_user) and the backoff", () => {
  const asksMfl = SYNC_OPERATIONS.filter((op) => op !== "tank01-players");
  for (const op of asksMfl) {
    for (const key of ["hard_cap_rpm_per_user", "backoff_initial_sec", "backoff_max_sec"] as const) {
      assert.ok(syncOperations[op].settings.includes(key), `${op} lists ${key}`);
    }
  }
  // Tank01's calls have a daily budget of their own, not MFL's per-user cap.
  assert.ok(!syncOperations["tank01-players"].settings.includes("hard_cap_rpm_per_user"));
});
