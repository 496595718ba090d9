import { payload } from "./payload.ts";
import { asArray, type JsonObject, num, text } from "./quirks.ts";

export interface Injury {
  playerId: string;
  /** MFL's word: Questionable, Out, IR, Suspended, ... */
  status: string;
  /** Trimmed (MFL ends it with a newline). */
  details: string;
}

export interface InjuryReport {
  week: number | null;
  /** Unix seconds; null for an invalid week. */
  timestamp: number | null;
  injuries: Injury[];
}

export function normaliseInjuries(body: JsonObject): InjuryReport {
  const p = payload(body, "injuries");
  return {
    week: num(p.week),
    timestamp: num(p.timestamp),
    injuries: asArray(p.injury).map((i) => ({
      playerId: text(i.id),
      status: text(i.status).trim(),
      details: text(i.details).trim(),
    })),
  };
}
