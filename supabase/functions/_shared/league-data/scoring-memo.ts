import type { MflProfileRow } from "../credentials/mfl-session.ts";
import { optionalEnv } from "../env.ts";
import { databaseError } from "../errors.ts";
import type { SupabaseClient } from "../supabase.ts";
import type { WeekScores } from "./week-scores.ts";

// The built scoring answers of a league and week, kept for every viewer and isolate in the store the
// upstream copies live in (upstream_cache, under its own key) while the live copy they were built
// from is current, and a grace past it (served then while one rebuild runs: graceMs): the league's
// answer and each franchise's personal one, as the JSON text they are sent as. A poll that finds
// nothing changed is then one service-role call (scoring_poll, migrations 20261128120100,
// 20261201100000 and 20261204100000), beside the caller's read of their membership, that brings
// the one answer it needs, sent as it was kept (no rebuild from the shared copies and their five
// reads, no parse); when the viewer already holds that version, a 304.

/** How long a kept answer lasts at most, whatever its live copy says: the NFL week a request without a week means can change. */
export const MAX_KEEP_MS = 60_000;

const DEFAULT_GRACE_MS = 10_000;

/**
 * How long past its live copy's refresh time a kept answer is still served while one rebuild runs
 * behind it (the SPA polls just after that time: every viewer of a cycle would otherwise wait for
 * the one MFL refresh and build). SCORING_GRACE_MS overrides it; 0 turns it off (the benchmark's
 * "before").
 */
export function graceMs(): number {
  const set = Number(optionalEnv("SCORING_GRACE_MS") ?? DEFAULT_GRACE_MS);
  return Number.isFinite(set) && set >= 0 ? set : DEFAULT_GRACE_MS;
}

/** How soon a viewer served an answer past due asks again: its rebuild is then done. */
export const DUE_RETRY_MS = 2_000;

/** A kept answer: its JSON text, or only its version when the caller said it holds that one. */
export interface KeptScoring {
  version: string;
  /** Absent: the caller holds this version, or no answer of that kind was kept (a franchise the scores do not name). */
  text?: string;
  /**
   * When its live copy is due a refresh (epoch ms). Past it (within the grace) the answer is still
   * served, with its `nextUpdateAt` moved a moment ahead, while one rebuild runs behind it.
   */
  freshUntil: number;
}

/** Which of a league's kept answers: the league's, or a franchise's personal one. */
export type AnswerKind = "league" | "personal";

/**
 * What the scoring poll's one service-role call reads: the stored MFL session and the kept answer.
 * The caller's session and membership are the caller's own read (CallerReads.membership), at once.
 */
export interface ScoringPoll {
  profile: MflProfileRow | null;
  kept: KeptScoring | null;
}

export interface ScoringPollRequest {
  userId: string;
  leagueId: string;
  /**
   * A personal answer is the user's franchise's: which answer to bring (never whether to send it;
   * nothing is sent before the caller's own read proves them).
   */
  kind: AnswerKind;
  key: string;
  /** The version the caller holds (from If-None-Match), if any. */
  knownVersion: string | null;
  now: number;
}

export interface ScoringMemo {
  poll(request: ScoringPollRequest): Promise<ScoringPoll>;
  /** Keeps the answers while their live copy is current; answers their version either way. */
  keep(key: string, scores: WeekScores, answers: Record<string, string>, now: number): Promise<string>;
}

/** The name of an answer among a league's kept ones. */
export function answerName(kind: AnswerKind, franchiseId: string): string {
  return kind === "personal" ? `personal:${franchiseId}` : "league";
}

/** One key per league, season and week; a request without a week has its own ('current'). */
export function scoringMemoKey(leagueId: string, year: number, week: number | undefined): string {
  return `answer:mfl-scoring:${leagueId}:${year}:${week ?? "current"}`;
}

/**
 * Until when an answer may be kept (epoch ms), or null: until its live copy's next refresh, at most
 * MAX_KEEP_MS. So never the last copy answered while its refresh goes on (already due: the next
 * poll gets the refreshed one), but the last good copy while MFL fails, until the retry; never a
 * finished week (stored for good, read in one statement anyway).
 */
export function keepUntil(scores: WeekScores, now: number): number | null {
  if (scores.snapshot.final || !scores.nextUpdateAt) return null;
  const until = Math.min(Date.parse(scores.nextUpdateAt), now + MAX_KEEP_MS);
  return Number.isFinite(until) && until > now ? until : null;
}

/**
 * A kept answer served past its live copy's refresh time: the same answer, its `nextUpdateAt` a
 * moment ahead, so the viewer asks again once the rebuild running behind it is done (and not 30 s
 * later, as a time already past would have the SPA wait).
 */
export function dueAnswer(text: string, now: number): Record<string, unknown> {
  return { ...JSON.parse(text), nextUpdateAt: new Date(now + DUE_RETRY_MS).toISOString() };
}

/** The answer's version: a digest of what it is built from. */
export async function versionOf(scores: WeekScores): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(scores))));
  return btoa(String.fromCharCode(...digest.subarray(0, 12))).replaceAll("+", "-").replaceAll("/", "_");
}

interface PollRow {
  profile: MflProfileRow | null;
  memo: { version: string | null; answer?: string | null; fresh_until?: string | null } | null;
}

/** scoring_poll and upstream_store through the service client (each one round trip). */
export function supabaseScoringMemo(service: SupabaseClient): ScoringMemo {
  return {
    async poll(request) {
      const { data, error } = await service.rpc("scoring_poll", {
        p_user: request.userId,
        p_league_id: request.leagueId,
        p_type: request.kind,
        p_memo_key: request.key,
        p_known_version: request.knownVersion,
        p_now: new Date(request.now).toISOString(),
      });
      if (error) throw databaseError("Reading the kept scoring answer failed", error);
      const row = data as PollRow;
      const memo = row.memo;
      const kept = memo?.version
        ? { version: memo.version, freshUntil: Date.parse(memo.fresh_until ?? ""), ...(memo.answer ? { text: memo.answer } : {}) }
        : null;
      return { profile: row.profile, kept };
    },
    async keep(key, scores, answers, now) {
      const version = await versionOf(scores);
      const until = keepUntil(scores, now);
      if (until === null) return version;
      const { error } = await service.rpc("upstream_store", {
        p_key: key,
        // No lease is held for an answer: storing it lets none go.
        p_holder: "scoring-memo",
        p_body: { version, answers, freshUntil: new Date(until).toISOString() },
        p_fetched_at: scores.updatedAt,
        p_expires_at: new Date(until + graceMs()).toISOString(),
      });
      // Not kept: the next poll builds it again, nothing worse.
      if (error) console.warn(`Keeping the scoring answer ${key} failed:`, error.message);
      return version;
    },
  };
}
