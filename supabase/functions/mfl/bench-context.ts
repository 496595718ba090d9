import type { BenchPoints } from "../_shared/contracts/bench-points.ts";
import { DEFAULT_WEEK_RANGE, type WeekRange } from "../_shared/contracts/league-weeks.ts";
import { DEFAULT_MAX_STARTERS, DEFAULT_ROSTER_SIZE, type LineupSettings, startingRequirementsOf } from "../_shared/contracts/lineup-rules.ts";
import { weekBench } from "../_shared/league-data/bench-points.ts";
import { lineupRulesOf } from "../_shared/league-data/datasets/settings.ts";
import type { ScoringSnapshot } from "../_shared/league-data/week-scores.ts";
import { type LineupCaller, leagueSettingsRow } from "./lineup-context.ts";

/** The league's lineup rules and fantasy weeks, as synced; spec 02 §5's fallback lineup and weeks 1-17 before a sync. */
export async function leagueRules(who: LineupCaller): Promise<{ rules: LineupSettings; weeks: WeekRange }> {
  const row = await leagueSettingsRow(who);
  if (!row) {
    return {
      rules: { startingPositions: startingRequirementsOf([]), starterCount: null, maxStarters: DEFAULT_MAX_STARTERS, rosterSize: DEFAULT_ROSTER_SIZE, injuredReserve: 0 },
      weeks: DEFAULT_WEEK_RANGE,
    };
  }
  return { rules: lineupRulesOf(row), weeks: { first: row.start_week, last: row.end_week } };
}

/**
 * A finished week's bench figures of every franchise. A finished week never changes, so each is
 * worked out once per isolate and rules (a few milliseconds when it is not) and kept.
 */
const known = new Map<string, Map<string, BenchPoints>>();
const KEPT_WEEKS = 5_000;

const keyOf = (leagueId: string, year: number, week: number, rules: LineupSettings) => `${leagueId}:${year}:${week}:${JSON.stringify(rules)}`;

export function finishedWeekBench(leagueId: string, year: number, rules: LineupSettings, snapshot: ScoringSnapshot): Map<string, BenchPoints> {
  const key = keyOf(leagueId, year, snapshot.week, rules);
  let bench = known.get(key);
  if (!bench) {
    bench = weekBench(rules, snapshot);
    if (known.size >= KEPT_WEEKS) known.clear();
    known.set(key, bench);
  }
  return bench;
}

/** A finished week already worked out in this isolate: its stored scores need not be read again. */
export function knownWeekBench(leagueId: string, year: number, rules: LineupSettings, week: number): Map<string, BenchPoints> | undefined {
  return known.get(keyOf(leagueId, year, week, rules));
}
