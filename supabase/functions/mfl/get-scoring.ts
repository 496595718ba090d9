import type { z } from "npm:zod@4.6.7";
import type { scoringQuerySchema } from "../_shared/contracts/mfl-scoring.ts";
import { AppError } from "../_shared/errors.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { withLeagueOdds, withPersonalOdds } from "../_shared/insights/matchup-probability.ts";
import type { SpreadModel } from "../_shared/insights/win-probability.ts";
import { leagueAnswer, personalAnswer } from "../_shared/league-data/scoring-answer.ts";
import { answerName, dueAnswer, type ScoringMemo, scoringMemoKey, supabaseScoringMemo } from "../_shared/league-data/scoring-memo.ts";
import { seasonSpreads } from "../_shared/league-data/season-spreads.ts";
import { type ScoringSnapshot, weekScores, type WeekScores } from "../_shared/league-data/week-scores.ts";
import { keepAlive } from "../_shared/background.ts";
import { etagsAsked, json, tagged } from "../_shared/responses.ts";
import { SingleFlight } from "../_shared/upstream/single-flight.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { finishedWeekBench, leagueRules } from "./bench-context.ts";
import { callerReadsOf } from "./deps.ts";
import { bothInOrder, type LineupCaller, lineupCallerOf, type LineupDeps, withMfl } from "./lineup-context.ts";
import { freshness, scoresCaller, scoresDeps } from "./scoring-context.ts";

type ScoringQuery = z.output<typeof scoringQuerySchema>;

export interface ScoringDeps extends LineupDeps {
  /** Where built answers are kept; default upstream_cache through the service client. */
  scoringMemo?: () => ScoringMemo;
}

/**
 * GET /scoring?type=league|personal&leagueId=[&franchiseId=][&week=]: a week's live scores (without
 * a week, the NFL week in progress, which the answer names) from the one shared copy every viewer
 * and isolate reads, with names, projections and kickoffs; a finished week from the stored final
 * scores, each team with the best lineup in hindsight (points left on the bench). Every matchup
 * carries each team's live win probability (the league's spread from its stored weekly scores,
 * read as the caller). A personal answer is the caller's own franchise (403 for another) and its
 * opponent.
 *
 * A poll is two database calls at once first: the caller's session and membership, read as the
 * caller, and scoring_poll (their MFL session and the answer kept for the league and week): while
 * the live copy is unchanged the kept answer is served as it is, and a viewer holding its version
 * (If-None-Match) gets a 304 without a body. Only a poll that finds no kept answer builds one, and
 * keeps it for the others.
 * Just past the live copy's refresh time (the SPA's polls come then), the kept answer is still
 * served for a grace, at once and asked again in a moment, while one rebuild runs behind it.
 */
export function getScoring(deps: ScoringDeps) {
  const memo = () => deps.scoringMemo?.() ?? supabaseScoringMemo(deps.db());
  // Polls of one key that miss together (its live copy just expired) share this isolate's one build.
  const builds = new SingleFlight();
  return async ({ req, caller, input, now }: UserRouteContext<ScoringQuery>) => {
    const key = scoringMemoKey(input.leagueId, seasonOr(input.year, now), input.week);
    const asked = etagsAsked(req);
    const request = { userId: caller.userId, leagueId: input.leagueId, kind: input.type, key, now };
    const reads = callerReadsOf(deps, caller);
    // The session check lives in the membership read (the route's sessionCheckedByRead).
    const [membership, poll] = await bothInOrder(
      reads.membership(input.leagueId),
      memo().poll({ ...request, knownVersion: knownVersion(asked, input.type) }),
    );
    const who = await lineupCallerOf(deps, input, caller, now, { membership, profile: poll.profile }, reads);
    const etag = (version: string) => scoringEtag(version, input.type, who.franchiseId);
    let kept = poll.kept;
    // The version matched another answer of the same kind (another franchise's): read ours whole.
    if (kept && !kept.text && !asked.includes(etag(kept.version))) kept = (await memo().poll({ ...request, knownVersion: null })).kept;
    const held = kept;
    const rebuild = () => builds.run(key, () => build(deps, memo(), who, key, input.week, now));
    if (held?.text && held.freshUntil <= now) {
      // Past its live copy's refresh time, within the grace: this answer at once, asked again in a
      // moment (no ETag: the next poll gets the rebuilt one whole), and one rebuild behind it.
      if (!builds.has(key)) keepAlive(rebuild());
      return json(dueAnswer(held.text, now), 200, { "Cache-Control": "private, no-cache" });
    }
    if (held && (held.text || asked.includes(etag(held.version)))) return tagged(req, etag(held.version), () => held.text!);
    const leader = !builds.has(key);
    const built = await rebuild().catch((error) => {
      // Another caller's build refused for them alone (their MFL session, their access): build with ours.
      if (leader || !(error instanceof AppError && (error.status === 401 || error.status === 403))) throw error;
      return build(deps, memo(), who, key, input.week, now);
    });
    const text = built.answers[answerName(input.type, who.franchiseId)] ?? personalText(who.franchiseId, built);
    return tagged(req, etag(built.version), () => text);
  };
}

interface Built {
  version: string;
  scores: WeekScores;
  spreads: SpreadModel;
  /** Every answer of the league and week as sent: the league's and each franchise's. */
  answers: Record<string, string>;
}

async function build(
  deps: LineupDeps,
  memo: ScoringMemo,
  who: LineupCaller,
  key: string,
  week: number | undefined,
  now: number,
): Promise<Built> {
  const [scores, spreads] = await Promise.all([
    withMfl(deps, who, () => weekScores(scoresDeps(deps, who), scoresCaller(who), week)),
    seasonSpreads(who.reads.leagues, who.leagueId, who.year, now),
  ]);
  const league = await withHindsight(who, scores.snapshot, withMatchupOdds(leagueAnswer(scores.snapshot), spreads));
  const answers: Record<string, string> = { [answerName("league", "")]: JSON.stringify({ success: true, ...league, ...freshness(scores) }) };
  const parts = { scores, spreads };
  for (const franchise of scores.snapshot.live.franchises) {
    answers[answerName("personal", franchise.id)] ??= personalText(franchise.id, parts);
  }
  return { version: await memo.keep(key, scores, answers, now), ...parts, answers };
}

/** A franchise's answer with its matchups' odds (the league's is always among a build's answers). */
function personalText(franchiseId: string, { scores, spreads }: Pick<Built, "scores" | "spreads">): string {
  return JSON.stringify({ success: true, ...withPersonalOdds(personalAnswer(scores.snapshot, franchiseId), spreads), ...freshness(scores) });
}

/** A league answer with each matchup's odds. */
function withMatchupOdds(answer: ReturnType<typeof leagueAnswer>, spreads: SpreadModel) {
  return { ...answer, matchups: withLeagueOdds(answer.matchups, spreads) };
}

/** A finished week's teams each with the best lineup in hindsight against the one played (issue 23.3). */
async function withHindsight(who: LineupCaller, snapshot: ScoringSnapshot, league: ReturnType<typeof leagueAnswer>) {
  if (!snapshot.final) return league;
  const { rules } = await leagueRules(who);
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

/** The ETag of an answer: the kept version, the kind of answer, and for a personal one whose. */
function scoringEtag(version: string, type: ScoringQuery["type"], franchiseId: string): string {
  return type === "personal" ? `"${version}.personal.${franchiseId}"` : `"${version}.league"`;
}

/** The version the caller holds of an answer of this kind, if its If-None-Match names one. */
function knownVersion(asked: string[], type: ScoringQuery["type"]): string | null {
  for (const tag of asked) {
    const [version, kind] = tag.replace(/^"|"$/g, "").split(".");
    if (version && kind === type) return version;
  }
  return null;
}
