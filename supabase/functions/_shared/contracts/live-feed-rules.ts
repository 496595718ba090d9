import type { NflGame } from "./tank01-nfl.ts";

// The live feed's rules (spec 02 §4, §5, §9), shared by the tank01 function and the /live-feed screen.

export type GameState = "live" | "final" | "pregame";

/**
 * Spec 02 §4: in progress when the status contains 'in' or 'q' or the code is 1; final when it
 * contains 'completed' or the code is 2; otherwise pregame. The code decides first (the reference
 * says prefer it), and 'final' reads as final: taken literally, "Final" contains 'in'.
 */
export function gameState(game: Pick<NflGame, "gameStatus" | "gameStatusCode">): GameState {
  const code = game.gameStatusCode?.trim();
  if (code === "1") return "live";
  if (code === "2") return "final";
  const status = (game.gameStatus ?? "").toLowerCase();
  if (status.includes("completed") || /\bfinal\b/.test(status)) return "final";
  if (status.includes("in") || status.includes("q")) return "live";
  return "pregame";
}

/** Spec 02 §9: epoch values under 2e10 are seconds, others milliseconds. Null when not a number. */
export function epochMs(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n) || n <= 0) return null;
  return n < 2e10 ? Math.round(n * 1000) : Math.round(n);
}

/** Kickoff of a game (epoch ms) from `gameTime_epoch`, null when Tank01 did not say. */
export function kickoffMs(game: Pick<NflGame, "gameTime_epoch">): number | null {
  return epochMs(game.gameTime_epoch);
}

const SCORING_PATTERNS = [
  /touchdown/i,
  /field goal is good|good field goal/i,
  /extra point is good|good extra point/i,
  /\bsafety\b/i,
  /two[- ]point conversion/i,
];

/** Spec 02 §5: a touchdown, a good field goal, a good extra point, a safety or a two-point conversion. */
export function isScoringPlay(text: string): boolean {
  return SCORING_PATTERNS.some((pattern) => pattern.test(text));
}

const STATE_ORDER: Record<GameState, number> = { live: 0, pregame: 1, final: 2 };

/**
 * Spec 02 §2: live games first, then upcoming by kickoff, then final ones. Within a group by
 * kickoff (then gameID), so the order never jumps between polls.
 */
export function orderGames<G extends NflGame>(games: readonly G[]): G[] {
  return [...games].sort((a, b) =>
    STATE_ORDER[gameState(a)] - STATE_ORDER[gameState(b)] ||
    (kickoffMs(a) ?? Infinity) - (kickoffMs(b) ?? Infinity) ||
    a.gameID.localeCompare(b.gameID)
  );
}

/** Spec 02 §9: My feed keeps the 25 newest items. */
export const MY_FEED_LIMIT = 25;

/** Items newest first by `ts` (epoch ms or s), then by their order within a game; the 25 newest. */
export function newestItems<I extends { ts: number; seq?: number }>(items: readonly I[], limit = MY_FEED_LIMIT): I[] {
  return [...items].sort((a, b) => epochOrZero(b.ts) - epochOrZero(a.ts) || (b.seq ?? 0) - (a.seq ?? 0)).slice(0, limit);
}

function epochOrZero(ts: number): number {
  return epochMs(ts) ?? 0;
}

/** Spec 02 §9: the order of the stat-line groups in My feed. */
export const STAT_POSITIONS = ["QB", "RB", "WR", "TE", "K", "DEF"] as const;
export type StatPosition = (typeof STAT_POSITIONS)[number];

/** MFL and Tank01 spellings of a position → its My feed group (PK → K, Def/DST → DEF); null for others. */
export function statPosition(position: string | null | undefined): StatPosition | null {
  const p = (position ?? "").toUpperCase();
  if (p === "PK" || p === "K") return "K";
  if (p === "DEF" || p === "DST" || p === "D/ST") return "DEF";
  return (STAT_POSITIONS as readonly string[]).includes(p) ? (p as StatPosition) : null;
}

/** Live feed default poll (spec 02 §9): 30 s for both tabs when the settings cannot be read. */
export const DEFAULT_FEED_POLL_SEC = 30;

// Spec 02 §8 texts.
export const FEED_TEXTS = {
  liveFeedFailed: "Failed to load live feed",
  scheduleFailed: "Failed to load schedule",
  myFeedFailed: "Failed to load my feed",
  notAuthenticated: "Not authenticated",
  noRecentPlays: "No recent plays for your roster.",
  noStats: "No stats yet.",
  onlyScoring: "Only scoring/highlight plays",
  adminDebug: "Admin Debug",
  refreshNow: "Refresh Now",
} as const;
