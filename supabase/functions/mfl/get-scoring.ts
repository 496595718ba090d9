import type { z } from "npm:zod@4.6.7";
import type { scoringQuerySchema } from "../_shared/contracts/mfl-scoring.ts";
import { withLeagueOdds, withPersonalOdds } from "../_shared/insights/matchup-probability.ts";
import { leagueAnswer, personalAnswer } from "../_shared/league-data/scoring-answer.ts";
import { seasonSpreads } from "../_shared/league-data/season-spreads.ts";
import { type ScoringSnapshot, weekScores } from "../_shared/league-data/week-scores.ts";
import { revalidatable } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { finishedWeekBench, leagueRules } from "./bench-context.ts";
import { callerReads } from "./caller-reads.ts";
import { type LineupCaller, lineupCaller, type LineupDeps, withMfl } from "./lineup-context.ts";
import { freshness, scoresCaller, scoresDeps } from "./scoring-context.ts";

type ScoringQuery = z.output<typeof scoringQuerySchema>;

/** A league answer with each matchup's odds. */
function withMatchupOdds(answer: ReturnType<typeof leagueAnswer>, spreads: Parameters<typeof withLeagueOdds>[1]) {
  return { ...answer, matchups: withLeagueOdds(answer.matchups, spreads) };
}

/**
 * GET /scoring?type=league|personal&leagueId=[&franchiseId=][&week=]: a week's live scores (without
 * a week, the NFL week in progress, which the answer names) from the one shared copy every viewer
 * and isolate reads, with names, projections and kickoffs; a finished week from the stored final
 * scores, each team with the best lineup in hindsight (points left on the bench). Every matchup
 * carries each team's live win probability (the league's spread from its
 * stored weekly scores, read as the caller). A personal answer is the caller's own franchise (403
 * for another) and its opponent. An unchanged answer is a 304 (revalidatable): polls every 30 s
 * cost little while nothing happens.
 */
export function getScoring(deps: LineupDeps) {
  return async ({ req, caller, input, now }: UserRouteContext<ScoringQuery>) => {
    const who = await lineupCaller(deps, input, caller.userId, now);
    const [scores, spreads] = await Promise.all([
      withMfl(deps, who, () => weekScores(scoresDeps(deps), scoresCaller(who), input.week)),
      seasonSpreads((deps.asCaller ?? callerReads)(caller).leagues, who.leagueId, who.year, now),
    ]);
    const answer = input.type === "personal"
      ? withPersonalOdds(personalAnswer(scores.snapshot, who.franchiseId), spreads)
      : await withHindsight(deps, who, scores.snapshot, withMatchupOdds(leagueAnswer(scores.snapshot), spreads));
    return await revalidatable(req, { success: true, ...answer, ...freshness(scores) });
  };
}

/** A finished week's teams each with the best lineup in hindsight against the one played (issue 23.3). */
async function withHindsight(deps: LineupDeps, who: LineupCaller, snapshot: ScoringSnapshot, league: ReturnType<typeof leagueAnswer>) {
  if (!snapshot.final) return league;
  const { rules } = await leagueRules(deps, who);
  const bench = finishedWeekBench(who.leagueId, who.year, rules, snapshot);
  const matchups = league.matchups.map((m) => ({
    ...m,
    teams: m.teams.map((team) => {
      const hindsight = bench.get(team.franchiseId);
      return hindsight ? { ...team, hindsight } : team;
    }),
  }));
  return { ...league, matchups };
}
