import type { z } from "npm:zod@4.6.7";
import type { BenchPoints, benchPointsRequestSchema } from "../_shared/contracts/bench-points.ts";
import { keepAlive } from "../_shared/background.ts";
import { seasonBench } from "../_shared/league-data/bench-points.ts";
import { nflWeekState } from "../_shared/league-data/nfl-week.ts";
import { storedFinalWeeks, weekScores } from "../_shared/league-data/week-scores.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { finishedWeekBench, knownWeekBench, leagueRules } from "./bench-context.ts";
import { isBestBall, type LineupCaller, lineupCaller, type LineupDeps } from "./lineup-context.ts";
import { scoresCaller, scoresDeps } from "./scoring-context.ts";

/**
 * GET /bench-points?leagueId=[&year=]: the caller's points left on the bench in every finished week
 * of the season, and their sum and efficiency. Answered from the stored finished weeks alone (no MFL
 * call for them, ever); a finished week the server does not hold yet is read from MFL after the
 * answer, one week after another at MFL's pace, stored for good, and counted on a later look
 * (`pendingWeeks` names them meanwhile).
 */
export function getBenchPoints(deps: LineupDeps) {
  return async ({ caller, input, now }: UserRouteContext<z.output<typeof benchPointsRequestSchema>>) => {
    const who = await lineupCaller(deps, input, caller, now);
    const scores = scoresDeps(deps, who);
    const [{ rules, weeks: range }, current, bestBall] = await Promise.all([
      leagueRules(who),
      nflWeekState(scores, who.year, undefined, scoresCall(who), now).catch((error) => {
        // Without the week in progress, the weeks already stored still answer.
        console.warn(`The NFL week in progress is unknown; league ${who.leagueId}'s stored weeks only:`, describe(error));
        return null;
      }),
      isBestBall(deps, who),
    ]);
    const lastFinished = current ? (current.final ? current.week : current.week - 1) : range.last;
    const finished = weekList(range.first, Math.min(range.last, lastFinished));
    const bench = new Map<number, Map<string, BenchPoints>>();
    const toRead: number[] = [];
    for (const week of finished) {
      const known = knownWeekBench(who.leagueId, who.year, rules, week);
      if (known) bench.set(week, known);
      else toRead.push(week);
    }
    for (const snapshot of await storedFinalWeeks(scores.league, who.leagueId, who.year, toRead)) {
      bench.set(snapshot.week, finishedWeekBench(who.leagueId, who.year, rules, snapshot));
    }
    const pendingWeeks = current ? finished.filter((week) => !bench.has(week)) : [];
    fillWeeks(deps, who, pendingWeeks);
    const weeks = finished.flatMap((week) => {
      const own = bench.get(week)?.get(who.franchiseId);
      return own ? [{ week, ...own }] : [];
    });
    return json({ success: true, leagueId: who.leagueId, franchiseId: who.franchiseId, bestBall, weeks, season: seasonBench(weeks), pendingWeeks });
  };
}

/** Leagues whose missing weeks this isolate is reading now: one reader per league is enough. */
const filling = new Set<string>();

/**
 * Reads the finished weeks the server lacks, oldest first, through the one shared path (weekScores
 * stores a finished week for good); stops at the first failure, the next look tries again.
 */
function fillWeeks(deps: LineupDeps, who: LineupCaller, weeks: number[]): void {
  const key = `${who.leagueId}:${who.year}`;
  if (weeks.length === 0 || filling.has(key)) return;
  filling.add(key);
  // The request's patience ends with its answer; these reads wait their turn at MFL's pace, behind
  // every viewer's, and leave the member's per-minute allowance to what they ask for themselves.
  const caller = { ...scoresCaller(who), patience: undefined, background: true };
  keepAlive((async () => {
    try {
      for (const week of weeks) await weekScores(scoresDeps(deps, who), caller, week);
    } catch (error) {
      console.warn(`Reading the finished weeks of league ${who.leagueId} stopped:`, describe(error));
    } finally {
      filling.delete(key);
    }
  })());
}

function scoresCall(who: LineupCaller) {
  return { cookie: who.cookie, userId: who.userId, account: who.username, patience: who.patience };
}

function weekList(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
