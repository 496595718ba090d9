import { isObject, asArray, flag, type JsonObject, num, numOr, text } from "./quirks.ts";
import { UpstreamMalformedError } from "../upstream/errors.ts";

export type GameStatus = "scheduled" | "live" | "final";

export interface NflTeamInGame {
  /** MFL team code (KCC, GBP, ...). */
  id: string;
  isHome: boolean;
  score: number | null;
  /** Favourite negative. */
  spread: number | null;
  hasPossession: boolean;
  inRedZone: boolean;
  passOffenseRank: number | null;
  rushOffenseRank: number | null;
  passDefenseRank: number | null;
  rushDefenseRank: number | null;
}

export interface NflGame {
  /** Unix seconds. */
  kickoff: number | null;
  gameSecondsRemaining: number;
  /** Derived: MFL has no status field. */
  status: GameStatus;
  teams: NflTeamInGame[];
}

export interface NflWeek {
  /** 0 in the off-season. */
  week: number;
  games: NflGame[];
}

/** Single week → one element; `W=ALL` (`fullNflSchedule`) → every week. */
export function normaliseNflSchedule(body: JsonObject): NflWeek[] {
  if (isObject(body.fullNflSchedule)) return asArray(body.fullNflSchedule.nflSchedule).map(normaliseWeek);
  if (isObject(body.nflSchedule)) return [normaliseWeek(body.nflSchedule)];
  throw new UpstreamMalformedError('League host answer lacks "nflSchedule"');
}

function normaliseWeek(w: JsonObject): NflWeek {
  return { week: num(w.week) ?? 0, games: asArray(w.matchup).map(normaliseGame) };
}

function normaliseGame(m: JsonObject): NflGame {
  const teams = asArray(m.team).map(normaliseTeam);
  const seconds = numOr(m.gameSecondsRemaining, 3600);
  return { kickoff: num(m.kickoff), gameSecondsRemaining: seconds, status: gameStatus(seconds, teams), teams };
}

/**
 * 0 s left → final; clock running or a score posted → live; otherwise not started, unless its
 * kickoff (Unix s) has passed at `nowMs` (reference §5.12: status comes from kickoff vs now and
 * gameSecondsRemaining together; MFL's clock may not have moved yet at kickoff).
 */
export function gameStatus(
  secondsRemaining: number,
  teams: { score: number | null }[],
  kickoff: number | null = null,
  nowMs: number | null = null,
): GameStatus {
  if (secondsRemaining <= 0) return "final";
  if (secondsRemaining < 3600 || teams.some((t) => t.score !== null)) return "live";
  if (kickoff !== null && nowMs !== null && kickoff * 1000 <= nowMs) return "live";
  return "scheduled";
}

/**
 * Whether a game has started, so its players' lineup spots are locked: kicked off by `nowMs` (the
 * league host's clock), or shown under way by MFL (a stored status, however old, never unlocks).
 */
export function gameStarted(kickoffMs: number | null, status: string, nowMs: number): boolean {
  return status !== "scheduled" || (kickoffMs !== null && kickoffMs <= nowMs);
}

function normaliseTeam(t: JsonObject): NflTeamInGame {
  return {
    id: text(t.id),
    isHome: flag(t.isHome),
    score: num(t.score),
    spread: num(t.spread),
    hasPossession: flag(t.hasPossession),
    inRedZone: flag(t.inRedZone),
    passOffenseRank: num(t.passOffenseRank),
    rushOffenseRank: num(t.rushOffenseRank),
    passDefenseRank: num(t.passDefenseRank),
    rushDefenseRank: num(t.rushDefenseRank),
  };
}
