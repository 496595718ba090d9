import { payload } from "./payload.ts";
import { asArray, commaList, type JsonObject, num, text } from "./quirks.ts";

/** One franchise's submitted lineup for a week (the only export that says who starts). */
export interface FranchiseLineup {
  franchiseId: string;
  starters: string[];
  nonstarters: string[];
}

export interface WeeklyResults {
  week: number | null;
  franchises: FranchiseLineup[];
}

/** Both shapes: `matchup[].franchise[]` (head to head) and a flat `franchise[]`; single items collapse. */
export function normaliseWeeklyResults(body: JsonObject): WeeklyResults {
  const p = payload(body, "weeklyResults");
  const rows = [...asArray(p.matchup).flatMap((m) => asArray(m.franchise)), ...asArray(p.franchise)];
  return {
    week: num(p.week),
    franchises: rows.map((f) => ({
      franchiseId: text(f.id),
      starters: commaList(f.starters),
      nonstarters: commaList(f.nonstarters),
    })),
  };
}
