import { payload } from "./payload.ts";
import { asArray, flag, type JsonObject, num, numOr, optText, text } from "./quirks.ts";

export interface LivePlayer {
  id: string;
  isStarter: boolean;
  score: number;
  /** 3600 before the player's game, counting down, 0 when final or on bye. */
  gameSecondsRemaining: number;
  updatedStats?: string;
}

export interface LiveFranchise {
  id: string;
  isHome: boolean | null;
  score: number;
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
      f.players.some((pl) => pl.gameSecondsRemaining > 0 && pl.gameSecondsRemaining < 3600)
    ),
  };
}

function normaliseFranchise(f: JsonObject): LiveFranchise {
  return {
    id: text(f.id),
    isHome: f.isHome === undefined ? null : flag(f.isHome),
    score: numOr(f.score, 0),
    gameSecondsRemaining: numOr(f.gameSecondsRemaining, 0),
    playersCurrentlyPlaying: numOr(f.playersCurrentlyPlaying, 0),
    playersYetToPlay: numOr(f.playersYetToPlay, 0),
    players: asArray((f.players as JsonObject | undefined)?.player ?? f.player).map((pl) => {
      const out: LivePlayer = {
        id: text(pl.id),
        isStarter: text(pl.status) === "starter",
        score: numOr(pl.score, 0),
        gameSecondsRemaining: numOr(pl.gameSecondsRemaining, 0),
      };
      const updated = optText(pl.updatedStats);
      if (updated) out.updatedStats = updated;
      return out;
    }),
  };
}
