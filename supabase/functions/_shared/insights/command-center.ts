// The Sunday command center (issue 24.1), pure: the NFL games of the week and, for each, what it
// means to the caller across their leagues, from each league's personal scoring answer (the same
// one Live Scoring shows) and MFL's NFL schedule of the week.
import type { SundayGame, SundayGameLeague, SundayGameState, SundayMatchup, SundayPlayer } from "../contracts/mfl-sunday.ts";
import type { ScoringPlayer, ScoringTeam } from "../contracts/mfl-scoring.ts";
import type { NflGame } from "../mfl/nfl-schedule.ts";
import { tank01Team } from "../tank01/my-feed.ts";
import { matchupProbability } from "./matchup-probability.ts";
import type { SpreadModel } from "./win-probability.ts";

/** One league of the caller with its week: their team, this week's opponents, and its spread model. */
export interface LeagueWeek {
  leagueId: string;
  leagueName: string;
  yourTeam: ScoringTeam;
  opponents: ScoringTeam[];
  headToHead: boolean;
  spreads: SpreadModel;
}

const STATE_ORDER: Record<SundayGameState, number> = { live: 0, upcoming: 1, final: 2 };

/**
 * Every game of the week: live first, then upcoming by kickoff, then final; within live and final
 * games (and upcoming games kicking off together) the most at stake first: the projected points of
 * the caller's and their opponents' starters in it, whichever side (a game carrying 20 points for and
 * 20 against decides as much as one carrying 40 for, though its net is 0).
 */
export function commandCenterGames(games: NflGame[], leagues: LeagueWeek[]): SundayGame[] {
  return games.map((game) => sundayGame(game, leagues)).sort(byImportance);
}

export function byImportance(a: SundayGame, b: SundayGame): number {
  return STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
    (a.state === "upcoming" ? kickoffMs(a) - kickoffMs(b) : 0) ||
    b.stake - a.stake ||
    Math.abs(b.net) - Math.abs(a.net) ||
    `${a.away}@${a.home}`.localeCompare(`${b.away}@${b.home}`);
}

function kickoffMs(game: SundayGame): number {
  return game.kickoff ? Date.parse(game.kickoff) : Number.MAX_SAFE_INTEGER;
}

/** The caller's matchups, one per league and opponent, with the chance of winning each now. */
export function commandCenterMatchups(leagues: LeagueWeek[]): SundayMatchup[] {
  return leagues.flatMap((league): SundayMatchup[] => {
    const mine = { leagueId: league.leagueId, leagueName: league.leagueName, ...teamFields(league.yourTeam), headToHead: league.headToHead };
    if (league.opponents.length === 0) return [{ ...mine, opponent: null, winProbability: null }];
    return league.opponents.map((opponent) => ({
      ...mine,
      opponent: teamFields(opponent),
      winProbability: matchupProbability(league.yourTeam, opponent, league.spreads),
    }));
  });
}

function teamFields(team: ScoringTeam) {
  return { franchiseId: team.franchiseId, franchiseName: team.franchiseName, points: team.totalPoints, projectedPoints: team.projectedPoints };
}

function sundayGame(game: NflGame, leagues: LeagueWeek[]): SundayGame {
  const away = game.teams.find((t) => !t.isHome) ?? game.teams[0];
  const home = game.teams.find((t) => t.isHome && t !== away) ?? game.teams[1];
  const inGame = new Set(game.teams.map((t) => t.id));
  const perLeague = leagues
    .map((league) => gameLeague(league, inGame))
    .filter((l) => l.for.length + l.against.length > 0)
    .sort((a, b) => b.projectedFor + b.projectedAgainst - (a.projectedFor + a.projectedAgainst) || a.leagueName.localeCompare(b.leagueName));
  const totals = sums(perLeague);
  return {
    gameID: tank01GameId(game.kickoff, away?.id ?? "", home?.id ?? ""),
    away: away?.id ?? "",
    home: home?.id ?? "",
    awayScore: away?.score ?? null,
    homeScore: home?.score ?? null,
    kickoff: game.kickoff === null ? null : new Date(game.kickoff * 1000).toISOString(),
    state: game.status === "scheduled" ? "upcoming" : game.status,
    secondsLeft: game.gameSecondsRemaining,
    net: round2(totals.projectedFor - totals.projectedAgainst),
    stake: round2(totals.projectedFor + totals.projectedAgainst),
    ...totals,
    leagues: perLeague,
  };
}

function gameLeague(league: LeagueWeek, inGame: Set<string>): SundayGameLeague {
  const playing = (p: ScoringPlayer) => inGame.has(p.team);
  const mine = league.yourTeam.starters.filter(playing).map(player);
  // Two opponents (a two-game week) never share a player, but a franchise met twice is listed once.
  const theirs = [...new Map(league.opponents.flatMap((o) => o.starters).filter(playing).map((p) => [p.id, p])).values()].map(player);
  return {
    leagueId: league.leagueId,
    leagueName: league.leagueName,
    for: mine,
    against: theirs,
    projectedFor: total(mine, (p) => p.projectedPoints ?? 0),
    projectedAgainst: total(theirs, (p) => p.projectedPoints ?? 0),
    pointsFor: total(mine, (p) => p.points),
    pointsAgainst: total(theirs, (p) => p.points),
  };
}

function player(p: ScoringPlayer): SundayPlayer {
  return { id: p.id, name: p.name, position: p.position, team: p.team, points: p.points, projectedPoints: p.projectedPoints };
}

function sums(leagues: SundayGameLeague[]) {
  return {
    projectedFor: total(leagues, (l) => l.projectedFor),
    projectedAgainst: total(leagues, (l) => l.projectedAgainst),
    pointsFor: total(leagues, (l) => l.pointsFor),
    pointsAgainst: total(leagues, (l) => l.pointsAgainst),
  };
}

function total<T>(items: T[], value: (item: T) => number): number {
  return round2(items.reduce((sum, item) => sum + value(item), 0));
}

const EASTERN_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * Tank01's id of the game (reference live-data-api §2: YYYYMMDD_AWAY@HOME, the game's US Eastern
 * date, Tank01's team codes), made from MFL's schedule so opening its play-by-play costs no Tank01
 * call of the command center's own.
 */
export function tank01GameId(kickoff: number | null, away: string, home: string): string | null {
  if (kickoff === null || !away || !home) return null;
  const date = EASTERN_DATE.format(new Date(kickoff * 1000)).replaceAll("-", "");
  return `${date}_${tank01Team(away)}@${tank01Team(home)}`;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
