import { currentSeason } from "../nfl-season.ts";

/** "20261122_BUF@MIA" → ["BUF", "MIA"]. */
export function teamsOf(gameID: string): [string, string] {
  const [away, home] = gameID.slice(9).split("@");
  return [away, home];
}

/** The season a game belongs to, from its id's date (January and February games belong to the year before). */
export function seasonOfGame(gameID: string): number {
  const date = gameID.slice(0, 8);
  return currentSeason(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8))));
}
