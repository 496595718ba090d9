import { payload } from "./payload.ts";
import { asArray, flag, type JsonObject, num, text } from "./quirks.ts";

/** A week number, or MFL's aggregate keys `YTD` / `AVG`. */
export type WeekKey = number | "YTD" | "AVG";

export interface PlayerScore {
  playerId: string;
  /** Per-row week where MFL gives one (season-by-week answers), else the request's week. */
  week: WeekKey | null;
  /** null = did not play (bye, injury) or not projected; 0 = played and scored nothing. */
  score: number | null;
  /** True when the player is on no roster of the league (free agent); absent when MFL omits it. */
  isAvailable?: boolean;
}

export interface PlayerScores {
  week: WeekKey | null;
  scores: PlayerScore[];
}

export function weekKey(value: unknown): WeekKey | null {
  const t = text(value).trim().toUpperCase();
  if (t === "YTD" || t === "AVG") return t;
  return num(t);
}

export function normalisePlayerScores(body: JsonObject): PlayerScores {
  return normaliseScores(payload(body, "playerScores"));
}

export function normaliseProjectedScores(body: JsonObject): PlayerScores {
  return normaliseScores(payload(body, "projectedScores"));
}

function normaliseScores(p: JsonObject): PlayerScores {
  const week = weekKey(p.week);
  return {
    week,
    scores: asArray(p.playerScore).map((row) => {
      const out: PlayerScore = { playerId: text(row.id), week: weekKey(row.week) ?? week, score: num(row.score) };
      if (row.isAvailable !== undefined) out.isAvailable = flag(row.isAvailable);
      return out;
    }),
  };
}
