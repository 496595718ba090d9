import { payload } from "./payload.ts";
import { asArray, type JsonObject, num, text } from "./quirks.ts";

export interface ByeWeeks {
  year: number | null;
  /** MFL team code → bye week. */
  teams: { team: string; byeWeek: number }[];
}

export function normaliseByeWeeks(body: JsonObject): ByeWeeks {
  const p = payload(body, "nflByeWeeks");
  return {
    year: num(p.year),
    teams: asArray(p.team)
      .map((t) => ({ team: text(t.id), byeWeek: num(t.bye_week) ?? 0 }))
      .filter((t) => t.team !== "" && t.byeWeek > 0),
  };
}
