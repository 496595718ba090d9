import { currentSeason } from "./nfl-season.ts";

/** The requested season, or the current one (January and February belong to the previous year). */
export function seasonOr(year: number | undefined, now: number): number {
  return year ?? currentSeason(now);
}
