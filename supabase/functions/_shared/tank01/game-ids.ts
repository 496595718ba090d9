import { currentSeason } from "../mfl/season.ts";
import type { NflGame } from "../contracts/tank01-nfl.ts";

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

/** "Week 12" → 12; null when Tank01 gave no number. */
export function weekNumber(game: Pick<NflGame, "gameWeek">): number | null {
  const m = /(\d+)/.exec(game.gameWeek ?? "");
  return m ? Number(m[1]) : null;
}
