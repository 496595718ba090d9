import { staleMessage } from "../_shared/mfl/app-errors.ts";
import type { ScoresCaller, WeekScores, WeekScoresDeps } from "../_shared/league-data/week-scores.ts";
import type { LineupCaller, LineupDeps } from "./lineup-context.ts";

/**
 * The live-scoring service's view of the mfl function's dependencies: the league's stored weeks and
 * franchises are read as the caller (row level security), the service role only writes.
 */
export function scoresDeps(deps: LineupDeps, who: LineupCaller): WeekScoresDeps {
  return { upstream: deps.upstream(), db: deps.db(), reference: deps.reference(), league: who.reads.weeks };
}

/** A proven member's MFL session, as the scoring reads ask with it. */
export function scoresCaller(who: LineupCaller): ScoresCaller {
  return {
    leagueId: who.leagueId,
    year: who.year,
    userId: who.userId,
    cookie: who.cookie,
    account: who.username,
    now: who.now,
    patience: who.patience,
  };
}

/** The freshness fields of every scoring answer, with the stale note in words. */
export function freshness(scores: WeekScores) {
  return {
    updatedAt: scores.updatedAt,
    nextUpdateAt: scores.nextUpdateAt,
    final: scores.snapshot.final,
    stale: scores.stale,
    ...(scores.stale ? { message: staleMessage(scores.updatedAt, null) } : {}),
  };
}
