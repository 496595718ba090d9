import { payload } from "./payload.ts";
import { asArray, flag, type JsonObject, num, text } from "./quirks.ts";

export type MatchupResult = "W" | "L" | "T";

export interface ScheduledFranchise {
  id: string;
  isHome: boolean;
  /** null until played. */
  score: number | null;
  /** null until played (MFL's pre-season `result:"T"` is not a tie). */
  result: MatchupResult | null;
  spread: number | null;
}

export interface FantasyMatchup {
  played: boolean;
  /**
   * False while the pairing is undecided: before a playoff bracket is set MFL lists each franchise
   * against itself (`{"id":"0001",…},{"id":"0001",…}`, `result:"T"`, a spread, no score).
   */
  decided: boolean;
  /** Each franchise once (a self-pairing's two entries are one franchise). */
  franchises: ScheduledFranchise[];
}

export interface FantasyWeek {
  week: number;
  /** Empty for unscheduled weeks (`{"week":"17"}`). */
  matchups: FantasyMatchup[];
}

export function normaliseSchedule(body: JsonObject): FantasyWeek[] {
  return asArray(payload(body, "schedule").weeklySchedule).map((w) => ({
    week: num(w.week) ?? 0,
    matchups: asArray(w.matchup).map(normaliseMatchup),
  }));
}

function normaliseMatchup(m: JsonObject): FantasyMatchup {
  const rows = asArray(m.franchise).filter((f, i, all) => text(f.id) !== "" && all.findIndex((o) => text(o.id) === text(f.id)) === i);
  const played = rows.length > 0 && rows.every((f) => num(f.score) !== null);
  return {
    played,
    decided: rows.length >= 2,
    franchises: rows.map((f) => {
      const result = text(f.result).toUpperCase();
      return {
        id: text(f.id),
        isHome: flag(f.isHome),
        score: played ? num(f.score) : null,
        result: played && (result === "W" || result === "L" || result === "T") ? result : null,
        spread: num(f.spread),
      };
    }),
  };
}
