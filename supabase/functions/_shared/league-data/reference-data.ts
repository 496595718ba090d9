import { databaseError } from "../errors.ts";
import { injuries, nflByeWeeks, nflSchedule, players } from "../mfl/queries.ts";
import type { NflGame, NflWeek } from "../mfl/nfl-schedule.ts";
import type { MflQuery } from "../mfl/queries.ts";
import type { PlayerDatabase } from "../mfl/players.ts";
import type { ByeWeeks } from "../mfl/bye-weeks.ts";
import type { InjuryReport } from "../mfl/injuries.ts";
import type { SupabaseClient } from "../supabase.ts";
import { ttlSeconds } from "../mfl/ttl-policy.ts";
import type { SystemSettings } from "../contracts/admin-settings.ts";
import type { ReferenceKindName, ReferenceRefresher, SyncCall, UpstreamGet } from "./upstream-call.ts";
import type { GetOptions } from "../mfl/upstream.ts";
import { displayPlayerName } from "./datasets/transactions.ts";

// Reference data every league shares: MFL's player database, the NFL bye weeks and the injury
// report. Stored once per season (migration 20261123100000), refreshed when a league view needs it
// and its copy is older than the export's TTL, whichever league asked.

/** One kind of reference data: its MFL export, its rows and the replace_reference_* rpc. */
interface ReferenceKind<T, Row> {
  kind: "players" | "bye_weeks" | "injuries" | "nfl_schedules";
  rpc: string;
  source(year: number): MflQuery<T>;
  rows(data: T): Row[];
}

export const referenceKinds = {
  players: {
    kind: "players",
    rpc: "replace_reference_players",
    source: (year) => players({ year, details: true }),
    rows: (db) =>
      db.players.filter((p) => p.id).map((p) => ({
        player_id: p.id,
        full_name: displayPlayerName(p.name),
        position: p.position,
        nfl_team: p.team || "FA",
      })),
  } satisfies ReferenceKind<PlayerDatabase, unknown>,
  bye_weeks: {
    kind: "bye_weeks",
    rpc: "replace_reference_bye_weeks",
    source: (year) => nflByeWeeks({ year }),
    rows: (b) => b.teams.map((t) => ({ nfl_team: t.team, bye_week: t.byeWeek })),
  } satisfies ReferenceKind<ByeWeeks, unknown>,
  injuries: {
    kind: "injuries",
    rpc: "replace_reference_injuries",
    source: (year) => injuries({ year }),
    rows: (r) => r.injuries.filter((i) => i.playerId && i.status).map((i) => ({
      player_id: i.playerId,
      status: i.status,
      details: i.details,
      week: r.week,
    })),
  } satisfies ReferenceKind<InjuryReport, unknown>,
  nfl_schedules: {
    kind: "nfl_schedules",
    rpc: "replace_reference_nfl_schedules",
    // The whole season in one call; kickoff times do not move, so a lineup's locks stay right between refreshes.
    source: (year) => nflSchedule({ year, week: "ALL" }),
    rows: (weeks) => weeks.filter((w) => w.week >= 1 && w.week <= 22).flatMap((w) => w.games.flatMap((g) => scheduleRow(w.week, g))),
  } satisfies ReferenceKind<NflWeek[], unknown>,
} satisfies Record<ReferenceKindName, unknown>;

/**
 * One nfl_schedules row: the home team's line (favourite negative; from the away team's line with
 * the sign flipped when MFL gives only that) and both defences' ranks. No row without both teams.
 */
export function scheduleRow(week: number, game: NflGame) {
  const home = game.teams.find((t) => t.isHome) ?? game.teams[1];
  const away = game.teams.find((t) => t !== home);
  if (!home?.id || !away?.id) return [];
  return [{
    week,
    home_team: home.id,
    away_team: away.id,
    kickoff_time: game.kickoff ? new Date(game.kickoff * 1000).toISOString() : null,
    spread: homeLine(home.spread, away.spread),
    home_rush_defense_rank: home.rushDefenseRank,
    home_pass_defense_rank: home.passDefenseRank,
    away_rush_defense_rank: away.rushDefenseRank,
    away_pass_defense_rank: away.passDefenseRank,
    game_status: game.status,
  }];
}

/** The home line; MFL's "-0" for a pick'em is stored as 0. */
function homeLine(home: number | null, away: number | null): number | null {
  const line = home ?? (away === null ? null : -away);
  return line === 0 ? 0 : line;
}

export type { ReferenceKindName } from "./upstream-call.ts";

/** How one reference sync went: rows MFL gave, whether they were stored (false: the same or newer data was there). */
export interface ReferenceSyncResult {
  rows: number;
  written: boolean;
  fetchedAt: string;
  /** MFL failed and the upstream served its last good copy. */
  stale: boolean;
  staleReason?: string;
}

/**
 * Fetches one reference kind through the upstream (its cache and TTL apply unless `options` force a
 * refresh) and stores it in one transaction. Throws when MFL has nothing to give or the database fails.
 */
export async function syncReferenceKind(
  deps: Pick<ReferenceSyncDeps, "upstream" | "store">,
  name: ReferenceKindName,
  year: number,
  options: GetOptions,
): Promise<ReferenceSyncResult> {
  const kind = referenceKinds[name] as ReferenceKind<unknown, unknown>;
  const result = await deps.upstream.get(kind.source(year), options);
  const rows = kind.rows(result.data);
  const written = await deps.store.replace(name, year, rows, result.fetchedAt);
  return {
    rows: rows.length,
    written,
    fetchedAt: result.fetchedAt,
    stale: result.stale,
    ...(result.staleReason ? { staleReason: result.staleReason } : {}),
  };
}

export interface ReferenceState {
  kind: ReferenceKindName;
  synced_at: string | null;
  attempted_at: string | null;
  stale: boolean;
}

/** Service-role access to the reference tables' sync state and writers. */
export interface ReferenceStore {
  states(year: number): Promise<ReferenceState[]>;
  replace(kind: ReferenceKindName, year: number, rows: unknown[], syncedAt: string): Promise<boolean>;
  markFailed(kind: ReferenceKindName, year: number, error: string): Promise<void>;
}

export type { ReferenceRefresher } from "./upstream-call.ts";

export interface ReferenceSyncDeps {
  upstream: UpstreamGet;
  store: ReferenceStore;
  settings: () => Promise<SystemSettings>;
  now: () => number;
}

/** Refreshes reference kinds whose stored copy is older than their export's TTL (or failed past the backoff). */
export function referenceSync(deps: ReferenceSyncDeps): ReferenceRefresher {
  const running = new Map<string, Promise<void>>();
  const refreshOne = async (name: ReferenceKindName, year: number, call: SyncCall) => {
    try {
      const result = await syncReferenceKind(deps, name, year, { cookie: call.cookie, userId: call.userId, priority: call.priority, patience: call.patience });
      // MFL's last copy: what is stored is as good as it gets for now. Ask again after the backoff,
      // not on every read while MFL is slow or failing.
      if (result.stale) await deps.store.markFailed(name, year, `upstream ${result.staleReason ?? "stale"}`).catch(() => {});
    } catch (error) {
      console.warn(`Reference data ${name} ${year} could not be refreshed:`, error instanceof Error ? error.message : error);
      await deps.store.markFailed(name, year, error instanceof Error ? error.message : String(error)).catch(() => {});
    }
  };
  return {
    async ensure(kinds, year, call) {
      let states: ReferenceState[];
      let settings: SystemSettings;
      try {
        [states, settings] = await Promise.all([deps.store.states(year), deps.settings()]);
      } catch (error) {
        console.warn("Reference data state unreadable:", error instanceof Error ? error.message : error);
        return;
      }
      const now = deps.now();
      const due = kinds.filter((name) => {
        const state = states.find((s) => s.kind === name);
        if (!state) return true;
        const ttlMs = ttlSeconds(referenceKinds[name].source(year), null, settings) * 1000;
        if (state.synced_at && now - Date.parse(state.synced_at) < ttlMs) return false;
        const attempted = state.attempted_at ? Date.parse(state.attempted_at) : 0;
        return !(state.stale && now - attempted < settings.backoff_initial_sec * 1000);
      });
      await Promise.all(due.map((name) => {
        const key = `${name}:${year}`;
        let run = running.get(key);
        if (!run) {
          run = refreshOne(name, year, call).finally(() => running.delete(key));
          running.set(key, run);
        }
        return run;
      }));
    },
  };
}

export function supabaseReferenceStore(service: SupabaseClient): ReferenceStore {
  return {
    async states(year) {
      const { data, error } = await service.from("reference_sync_state").select("kind,synced_at,attempted_at,stale").eq("year", year);
      if (error) throw databaseError("Reading the reference data state failed", error);
      return (data ?? []) as ReferenceState[];
    },
    async replace(kind, year, rows, syncedAt) {
      const { data, error } = await service.rpc(referenceKinds[kind].rpc, { p_year: year, p_rows: rows, p_synced_at: syncedAt });
      if (error) throw databaseError(`Saving the reference data failed (${referenceKinds[kind].rpc})`, error);
      return data === true;
    },
    async markFailed(kind, year, message) {
      const { error } = await service.rpc("mark_reference_sync_failed", { p_kind: kind, p_year: year, p_error: message });
      if (error) throw databaseError("Recording the reference sync failure failed", error);
    },
  };
}
