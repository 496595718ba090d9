import { baseFromMflUrl } from "./hosts.ts";
import { payload } from "./payload.ts";
import { asArray, type JsonObject, optText, plainText, text } from "./quirks.ts";

/** One league of the logged-in user (`myleagues`). */
export interface MyLeague {
  leagueId: string;
  name: string;
  url: string;
  /** League host derived from `url`. */
  baseURL: string | null;
  franchiseId: string | null;
  franchiseName: string | null;
}

export function normaliseMyLeagues(body: JsonObject): MyLeague[] {
  return asArray(payload(body, "leagues").league).map((l) => ({
    leagueId: text(l.league_id || l.id),
    name: plainText(l.name),
    url: text(l.url || l.homeURL),
    baseURL: baseFromMflUrl(text(l.url || l.homeURL)),
    franchiseId: optText(l.franchise_id) ?? null,
    franchiseName: optText(l.franchise_name) ? plainText(l.franchise_name) : null,
  }));
}
