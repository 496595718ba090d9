import type { z } from "npm:zod@4.6.7";
import type { SundayResponse, sundayQuerySchema } from "../_shared/contracts/mfl-sunday.ts";
import { getMflSession } from "../_shared/credentials/mfl-session.ts";
import { AppError } from "../_shared/errors.ts";
import { commandCenterGames, commandCenterMatchups, type LeagueWeek } from "../_shared/insights/command-center.ts";
import { currentWeek, NO_WEEK_IN_PROGRESS } from "../_shared/league-data/current-week.ts";
import { personalAnswer } from "../_shared/league-data/scoring-answer.ts";
import { keptWeekScores } from "../_shared/league-data/kept-week-scores.ts";
import { seasonSpreads } from "../_shared/league-data/season-spreads.ts";
import { weekScores, type WeekScores } from "../_shared/league-data/week-scores.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { revalidatable } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { staleMessage } from "../_shared/mfl/app-errors.ts";
import { type LineupCaller, type LineupDeps, withMfl } from "./lineup-context.ts";
import { callerReadsOf } from "./deps.ts";
import { scoresCaller, scoresDeps } from "./scoring-context.ts";

type SundayQuery = z.output<typeof sundayQuerySchema>;

/**
 * GET /sunday: the command center for the caller. Their leagues come from their own user_leagues
 * rows (RLS); each league's week from the shared copy Live Scoring reads (weekScores: no MFL call
 * of its own per viewer; the built week kept by the isolate until that copy is due a refresh), its
 * spread from its stored weekly scores. A league that fails is named in
 * `failedLeagues`; the others still answer. An unchanged answer is a 304.
 */
export function getSunday(deps: LineupDeps) {
  return async ({ req, caller, input, now }: UserRouteContext<SundayQuery>) => {
    const reads = callerReadsOf(deps, caller);
    const year = seasonOr(input.year, now);
    const memberships = await reads.memberships(year);
    // Without a league the page is the NFL's games alone: no MFL session is needed for them.
    const session = memberships.length > 0 ? await getMflSession(deps.db(), caller.userId, now, deps.keyring) : null;
    const patience = deps.upstream().patience();
    const current = await currentWeek(deps.upstream(), year, { userId: caller.userId, patience });
    if (current.week < 1) throw new AppError("not_found", NO_WEEK_IN_PROGRESS);
    const results = await Promise.all(memberships.map(async (m) => {
      const who: LineupCaller = { reads, userId: caller.userId, leagueId: m.league_id, year, franchiseId: m.franchise_id!, cookie: session!.cookie, username: session!.username, now, patience };
      const name = m.display_name?.trim() || `League ${m.league_id}`;
      try {
        const [scores, spreads] = await Promise.all([
          keptWeekScores(m.league_id, year, current.week, now, () => withMfl(deps, who, () => weekScores(scoresDeps(deps, who), scoresCaller(who), current.week))),
          seasonSpreads(reads.leagues, m.league_id, year, now),
        ]);
        return { ok: true as const, scores, week: leagueWeek(scores, m.league_id, m.franchise_id!, name, spreads) };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return { ok: false as const, failure: { leagueId: m.league_id, leagueName: name, message: error.message } };
      }
    }));
    const good = results.flatMap((r) => (r.ok ? [r] : []));
    const leagues = good.map((r) => r.week);
    const stale = current.stale || good.some((r) => r.scores.stale);
    const answer: SundayResponse = {
      success: true,
      week: current.week,
      games: commandCenterGames(current.games, leagues),
      matchups: commandCenterMatchups(leagues),
      failedLeagues: results.flatMap((r) => (r.ok ? [] : [r.failure])),
      ...freshness(good.map((r) => r.scores)),
      stale,
      ...(stale ? { message: staleMessage(oldest(good.map((r) => r.scores)) ?? current.fetchedAt, null) } : {}),
    };
    return await revalidatable(req, answer);
  };
}

function leagueWeek(scores: WeekScores, leagueId: string, franchiseId: string, fallbackName: string, spreads: LeagueWeek["spreads"]): LeagueWeek {
  const personal = personalAnswer(scores.snapshot, franchiseId);
  return {
    leagueId,
    leagueName: personal.leagueName || fallbackName,
    yourTeam: personal.yourTeam,
    opponents: personal.opponents,
    headToHead: personal.headToHead,
    spreads,
  };
}

function freshness(weeks: WeekScores[]) {
  const next = weeks.map((w) => w.nextUpdateAt).filter((t): t is string => t !== null).sort()[0] ?? null;
  return { updatedAt: oldest(weeks), nextUpdateAt: next };
}

function oldest(weeks: WeekScores[]): string | null {
  return weeks.map((w) => w.updatedAt).sort()[0] ?? null;
}
