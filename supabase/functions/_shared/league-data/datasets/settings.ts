import { leagueWeekRange } from "../../contracts/league-weeks.ts";
import { fallbackPositions, type LineupSettings, startingRequirementsOf } from "../../contracts/lineup-rules.ts";
import type { LeagueSettings } from "../../contracts/mfl-lineup.ts";
import { league as leagueExport } from "../../mfl/queries.ts";
import type { League } from "../../mfl/league.ts";
import type { LeagueDataset } from "./dataset.ts";

/** A league_settings row as replace_league_settings takes it. */
export interface SettingsWriteRow {
  starting_positions: { name: string; limit: string }[];
  starter_count: string | null;
  max_starters: number;
  roster_size: number;
  injured_reserve: number;
  source: "mfl" | "fallback";
  /** The league's fantasy weeks (leagueWeekRange: 1-17 when MFL names none). */
  start_week: number;
  end_week: number;
  last_regular_season_week: number | null;
}

/** The league's starting requirements; spec 02 §5's fallback only when MFL gives no starters. */
export function settingsRow(league: League): SettingsWriteRow {
  const { count, positions } = league.starters;
  const maxStarters = count.max > 0 ? count.max : 9;
  const fromMfl = positions.length > 0;
  const weeks = leagueWeekRange(league);
  const regularSeasonEnd = league.lastRegularSeasonWeek;
  return {
    starting_positions: fromMfl ? positions.map((p) => ({ name: p.name, limit: p.limit })) : fallbackPositions(maxStarters),
    starter_count: fromMfl && count.max > 0 ? (count.min === count.max ? String(count.max) : `${count.min}-${count.max}`) : null,
    max_starters: maxStarters,
    roster_size: league.rosterSize ?? 20,
    injured_reserve: league.injuredReserve ?? 0,
    source: fromMfl ? "mfl" : "fallback",
    start_week: weeks.first,
    end_week: weeks.last,
    last_regular_season_week: regularSeasonEnd !== null && regularSeasonEnd >= weeks.first && regularSeasonEnd <= weeks.last ? regularSeasonEnd : null,
  };
}

/** The rules a lineup is judged by (contracts/lineup-rules.ts), spec 02 §5's fallback when the row names no starters. */
export function lineupRulesOf(row: SettingsWriteRow): LineupSettings {
  return {
    startingPositions: startingRequirementsOf(row.starting_positions, row.max_starters),
    starterCount: row.starter_count,
    maxStarters: row.max_starters,
    rosterSize: row.roster_size,
    injuredReserve: row.injured_reserve,
  };
}

/** The answer's shape (contract mfl-lineup) of a stored or fetched row. */
export function leagueSettingsAnswer(leagueId: string, name: string | null, row: SettingsWriteRow): LeagueSettings {
  return {
    leagueId,
    name,
    startingPositions: row.starting_positions,
    starterCount: row.starter_count,
    maxStarters: row.max_starters,
    rosterSize: row.roster_size,
    injuredReserve: row.injured_reserve,
    source: row.source,
    weeks: { first: row.start_week, last: row.end_week },
    lastRegularSeasonWeek: row.last_regular_season_week,
  };
}

/** Starting requirements and roster sizes, from the league export every sync reads first. */
export const settings: LeagueDataset<SettingsWriteRow[], "settings"> = {
  kind: "settings",
  rpc: "replace_league_settings",
  source: (leagueId, year) => leagueExport({ leagueId, year }),
  fetch: (ctx) => Promise.resolve({ rows: [settingsRow(ctx.league.data)], fetchedAt: ctx.league.fetchedAt, stale: ctx.league.stale }),
};
