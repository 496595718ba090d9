import { payload } from "./payload.ts";
import { asArray, flag, type JsonObject, num, numOr, optText, text } from "./quirks.ts";

/** A player's seconds before his NFL game starts (reference §5.6); 0 once it is over or on a bye. */
export const GAME_SECONDS = 3600;

export interface LivePlayer {
  id: string;
  isStarter: boolean;
  score: number;
  /** MFL's own text of the score ("21.40", the league's precision), for answering MFL's XML. */
  scoreText?: string;
  /** 3600 before the player's game, counting down, 0 when final or on bye. */
  gameSecondsRemaining: number;
  updatedStats?: string;
}

export interface LiveFranchise {
  id: string;
  isHome: boolean | null;
  score: number;
  scoreText?: string;
  /** Sum over starters. */
  gameSecondsRemaining: number;
  playersCurrentlyPlaying: number;
  playersYetToPlay: number;
  players: LivePlayer[];
}

export interface LiveScoring {
  week: number | null;
  /** H2H pairings; empty for leagues or weeks without them. */
  matchups: { franchises: LiveFranchise[] }[];
  /** Every franchise, from either shape (matchups flattened, or the flat list). */
  franchises: LiveFranchise[];
  /** True when some starter is in a live game: callers poll at the active interval then. */
  anyGameLive: boolean;
}

/** Both shapes (`matchup[].franchise[]` and a flat `franchise[]`), every single item as an object. */
export function normaliseLiveScoring(body: JsonObject): LiveScoring {
  const p = payload(body, "liveScoring");
  const matchups = asArray(p.matchup).map((m) => ({ franchises: asArray(m.franchise).map(normaliseFranchise) }));
  const franchises = matchups.length > 0
    ? matchups.flatMap((m) => m.franchises)
    : asArray(p.franchise).map(normaliseFranchise);
  return {
    week: num(p.week),
    matchups,
    franchises,
    anyGameLive: franchises.some((f) =>
      f.playersCurrentlyPlaying > 0 ||
      f.players.some((pl) => pl.gameSecondsRemaining > 0 && pl.gameSecondsRemaining < GAME_SECONDS)
    ),
  };
}

function normaliseFranchise(f: JsonObject): LiveFranchise {
  const out: LiveFranchise = {
    id: text(f.id),
    isHome: f.isHome === undefined ? null : flag(f.isHome),
    score: numOr(f.score, 0),
    gameSecondsRemaining: numOr(f.gameSecondsRemaining, 0),
    playersCurrentlyPlaying: numOr(f.playersCurrentlyPlaying, 0),
    playersYetToPlay: numOr(f.playersYetToPlay, 0),
    players: asArray((f.players as JsonObject | undefined)?.player ?? f.player).map((pl) => {
      const player: LivePlayer = {
        id: text(pl.id),
        isStarter: text(pl.status) === "starter",
        score: numOr(pl.score, 0),
        gameSecondsRemaining: numOr(pl.gameSecondsRemaining, 0),
      };
      const scoreText = optText(pl.score);
      if (scoreText) player.scoreText = scoreText;
      const updated = optText(pl.updatedStats);
      if (updated) player.updatedStats = updated;
      return player;
    }),
  };
  const scoreText = optText(f.score);
  if (scoreText) out.scoreText = scoreText;
  return out;
}

/** What the NFL schedule says of a week at the time of asking (see league-data/nfl-week.ts). */
export interface LiveWeekClock {
  /** A game of the week is on now. */
  anyGameLive: boolean;
  /** The next kickoff of the week still to come (epoch ms), if any. */
  nextKickoffMs: number | null;
}

/**
 * How long a week's live scores stay fresh: the active poll interval while a game of the week is
 * on (by the schedule, or a starter in a live game by MFL's own seconds), the idle one otherwise,
 * and never past the next kickoff, so a copy fetched just before kickoff is not kept for the idle
 * interval. At least one second.
 */
export function liveScoringFreshSec(
  data: LiveScoring,
  intervals: { poll_interval_active_sec: number; poll_interval_idle_sec: number },
  now: number,
  clock?: LiveWeekClock,
): number {
  const live = data.anyGameLive || !!clock?.anyGameLive;
  const base = live ? intervals.poll_interval_active_sec : intervals.poll_interval_idle_sec;
  const untilKickoff = clock?.nextKickoffMs && clock.nextKickoffMs > now ? Math.ceil((clock.nextKickoffMs - now) / 1000) : Infinity;
  return Math.max(1, Math.min(base, untilKickoff));
}

/**
 * MFL's liveScoring XML (reference §1 "XML form", §5.6) written back from the shared copy, for
 * POST /mfl/live-scoring: attributes in MFL's names, the scores in MFL's own text.
 */
export function liveScoringXml(live: LiveScoring, week: number): string {
  const franchise = (f: LiveFranchise) => {
    const attrs: [string, string][] = [["id", f.id]];
    if (f.isHome !== null) attrs.push(["isHome", f.isHome ? "1" : "0"]);
    attrs.push(
      ["score", f.scoreText ?? String(f.score)],
      ["gameSecondsRemaining", String(f.gameSecondsRemaining)],
      ["playersYetToPlay", String(f.playersYetToPlay)],
      ["playersCurrentlyPlaying", String(f.playersCurrentlyPlaying)],
    );
    const players = f.players.map((p) =>
      element("player", [
        ["id", p.id],
        ["status", p.isStarter ? "starter" : "nonstarter"],
        ["score", p.scoreText ?? String(p.score)],
        ["gameSecondsRemaining", String(p.gameSecondsRemaining)],
        ["updatedStats", p.updatedStats ?? ""],
      ])
    );
    return element("franchise", attrs, players.length > 0 ? [`<players>${players.join("")}</players>`] : []);
  };
  const body = live.matchups.length > 0
    ? live.matchups.map((m) => element("matchup", [], m.franchises.map(franchise)))
    : live.franchises.map(franchise);
  return `<?xml version="1.0" encoding="utf-8"?>\n${element("liveScoring", [["week", String(live.week ?? week)]], body)}\n`;
}

function element(name: string, attrs: [string, string][], children: string[] = []): string {
  const open = `<${name}${attrs.map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join("")}`;
  return children.length === 0 ? `${open}/>` : `${open}>${children.join("")}</${name}>`;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
