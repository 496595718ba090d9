// Tank01 schedule and scoreboard bodies: getNFLGamesForWeek/ForDate, getNFLTeamSchedule,
// getNFLScoresOnly. All values strings, booleans "True"/"False", epochs "1763830800.0".
import { NflGame } from "../schedule.ts";
import { GameState, Season } from "../season.ts";
import { easternDateKey, easternGameTime } from "../time.ts";

export type Json = string | Json[] | { [k: string]: Json };

export function statusFields(st: GameState): { gameStatus: string; gameStatusCode: string } {
  return st.status === "pre" ? { gameStatus: "Scheduled", gameStatusCode: "0" }
    : st.status === "live" ? { gameStatus: "Live - In Progress", gameStatusCode: "1" }
    : { gameStatus: "Completed", gameStatusCode: "2" };
}

/** Period label: Q1..Q4, "Half" at halftime (unconfirmed label), "Final", "" before kickoff. */
export function periodLabel(st: GameState): string {
  if (st.status === "pre") return "";
  if (st.status === "final") return "Final";
  if (st.lastPlay?.endElapsed === 1800 && st.lastPlay.text === "END QUARTER 2") return "Half";
  return `Q${st.period}`;
}

export function gameClock(st: GameState): string {
  return st.status === "live" && periodLabel(st) !== "Half" ? st.clock : "";
}

export function gameListEntry(season: Season, g: NflGame, now: number): Json {
  const st = season.gameState(g, now);
  return {
    gameID: g.id, seasonType: "Regular Season", away: g.away.tank01, home: g.home.tank01,
    teamIDAway: g.away.tank01Id, teamIDHome: g.home.tank01Id, gameDate: easternDateKey(g.kickoff),
    gameTime: easternGameTime(g.kickoff), gameTime_epoch: `${g.kickoff}.0`, gameWeek: `Week ${g.week}`,
    season: String(season.year), ...statusFields(st), neutralSite: "False", espnID: g.espnGameId,
    espnLink: `https://www.espn.com/nfl/boxscore/_/gameId/${g.espnGameId}`,
    cbsLink: `https://www.cbssports.com/nfl/gametracker/boxscore/NFL_${easternDateKey(g.kickoff)}_${g.away.tank01}@${g.home.tank01}`,
  };
}

export function lineScore(st: GameState): Json {
  const side = (s: "home" | "away"): Json => {
    const t = st.game[s];
    const d: Record<string, Json> = { teamAbv: t.tank01, teamID: t.tank01Id };
    st.quarterPoints[s].forEach((n, i) => (d[`Q${i + 1}`] = String(n)));
    d.totalPts = String(s === "home" ? st.homeScore : st.awayScore);
    d.currentlyInPossession = st.possession === s ? "True" : "False";
    return d;
  };
  return { period: periodLabel(st), gameClock: gameClock(st), away: side("away"), home: side("home") };
}

export function scoresOnlyEntry(season: Season, g: NflGame, now: number): Json {
  const st = season.gameState(g, now);
  const d: Record<string, Json> = {
    gameID: g.id, away: g.away.tank01, home: g.home.tank01, teamIDAway: g.away.tank01Id, teamIDHome: g.home.tank01Id,
    gameTime: easternGameTime(g.kickoff), gameTime_epoch: `${g.kickoff}.0`,
  };
  // Before kickoff the score fields and lineScore are left out (unconfirmed on the real API).
  if (st.status !== "pre") {
    d.awayPts = String(st.awayScore);
    d.homePts = String(st.homeScore);
  }
  d.gameClock = gameClock(st);
  Object.assign(d, statusFields(st));
  if (st.status !== "pre") d.lineScore = lineScore(st);
  return d;
}

export function gamesForWeek(season: Season, week: number): NflGame[] {
  return season.gamesByWeek[week] ?? [];
}

export function gamesForDate(season: Season, date: string): NflGame[] {
  return season.games.filter((g) => easternDateKey(g.kickoff) === date);
}
