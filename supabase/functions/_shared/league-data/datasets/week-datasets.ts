import type { LiveScoring, LiveWeekClock } from "../../mfl/live-scoring.ts";
import { liveScoring, type MflQuery, projectedScores } from "../../mfl/queries.ts";
import type { PlayerScores } from "../../mfl/scores.ts";
import type { SupabaseClient } from "../../supabase.ts";
import type { UpstreamResult } from "../../upstream/result.ts";
import type { WeekKind } from "../kinds.ts";
import type { LeagueWeekReader, StoredWeek } from "../league-store.ts";
import type { GetOptions } from "../../mfl/upstream.ts";
import type { UpstreamGet } from "../upstream-call.ts";

/** One league's week. */
export interface LeagueWeek {
  leagueId: string;
  year: number;
  week: number;
}

/**
 * League data of one week that MFL keeps changing while the week is played. It has no replace_*
 * rows and no sync of its own: a week of it is MFL's answer kept as the league's shared copy for
 * that week (upstream_cache: one copy for every viewer, tab and isolate, asked again when its TTL
 * says), read through `readWeekCopy`.
 */
export interface WeekCopyDataset<Rows, Raw = Rows, Kind extends WeekKind = WeekKind> {
  kind: Kind;
  /** The MFL export whose shared copy holds a week of it; its TTL is ttl-policy's for that export. */
  source(week: LeagueWeek): MflQuery<Raw>;
  /** MFL's answer → the dataset's rows. */
  rows(raw: Raw): Rows;
}

/**
 * The finished weeks of live scoring, stored for good once the NFL schedule and MFL's own clocks
 * say every game is over (league_week_scores): read as the caller (row level security), written by
 * the service role, never asked of MFL again.
 */
export interface StoredWeekDataset<Kind extends WeekKind = WeekKind> {
  kind: Kind;
  table: "league_week_scores";
  read<Snapshot>(reader: LeagueWeekReader, leagueId: string, year: number, weeks: number[]): Promise<StoredWeek<Snapshot>[]>;
  /** Keeps a finished week; the first store wins (a final week does not change). */
  store(service: SupabaseClient, week: LeagueWeek, snapshot: unknown, fetchedAt: string): Promise<void>;
}

/** A league's live scores for a week (MFL liveScoring), fresh for the poll interval while a game is on. */
export const liveScores: WeekCopyDataset<LiveScoring, LiveScoring, "live_scores"> & {
  source(week: LeagueWeek & { clock?: LiveWeekClock }): MflQuery<LiveScoring>;
} = {
  kind: "live_scores",
  source: (week) => liveScoring(week),
  rows: (raw) => raw,
};

/** A week's projected points in the league's own scoring (MFL projectedScores): player id → points, a day per copy. */
export const projections: WeekCopyDataset<Record<string, number>, PlayerScores, "projections"> = {
  kind: "projections",
  source: ({ leagueId, year, week }) => projectedScores({ leagueId, year, week }),
  rows: (raw) => Object.fromEntries(raw.scores.filter((s) => s.score !== null).map((s) => [s.playerId, s.score as number])),
};

/** A league's finished weeks of live scoring (the whole scoring answer's snapshot), kept for good. */
export const weekScores: StoredWeekDataset<"week_scores"> = {
  kind: "week_scores",
  table: "league_week_scores",
  read: (reader, leagueId, year, weeks) => reader.finishedWeeks(leagueId, year, weeks),
  async store(service, { leagueId, year, week }, snapshot, fetchedAt) {
    const { error } = await service.from("league_week_scores").upsert(
      { league_id: leagueId, year, week, snapshot, fetched_at: fetchedAt },
      { onConflict: "league_id,year,week", ignoreDuplicates: true },
    );
    if (error) throw new Error(error.message);
  },
};

/** A week of a shared-copy dataset through the shared upstream (cache, single flight, budget, stale copy). */
export async function readWeekCopy<Rows, Raw, Args extends LeagueWeek>(
  dataset: WeekCopyDataset<Rows, Raw> & { source(week: Args): MflQuery<Raw> },
  upstream: UpstreamGet,
  week: Args,
  call: GetOptions,
): Promise<UpstreamResult<Rows>> {
  const copy = await upstream.get(dataset.source(week), call);
  return { ...copy, data: dataset.rows(copy.data) };
}
