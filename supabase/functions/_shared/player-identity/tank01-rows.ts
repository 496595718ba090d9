import type { BoxScore, NflGame, NflPlayer } from "../contracts/tank01-nfl.ts";
import { gameState } from "../contracts/live-feed-rules.ts";

// Tank01 → the rows of the identity functions: the player list for public.sync_provider_players
// (only the positions the product tracks: IDP rows would only fill the inbox), box scores for
// public.record_player_team_weeks, and the current week from the season's schedule.

const POSITION: Record<string, string> = { QB: "QB", RB: "RB", WR: "WR", TE: "TE", PK: "PK", K: "PK" };

/** Tank01 field → provider: the ids a Tank01 row may share with another provider. */
const ID_FIELDS: [keyof NflPlayer, string][] = [
  ["espnID", "espn"],
  ["cbsPlayerID", "cbs"],
  ["sleeperBotID", "sleeper"],
  ["yahooPlayerID", "yahoo"],
  ["fantasyProsPlayerID", "fantasypros"],
];

export interface ProviderRow {
  external_id: string;
  name: string;
  position: string;
  team: string | null;
  ids: Record<string, string>;
}

export function tank01PlayerRows(list: NflPlayer[]): ProviderRow[] {
  const rows: ProviderRow[] = [];
  for (const p of list) {
    const position = POSITION[(p.pos ?? "").toUpperCase()];
    if (!position || !p.playerID?.trim() || !p.longName?.trim()) continue;
    const ids: Record<string, string> = {};
    for (const [field, provider] of ID_FIELDS) {
      const value = (p[field] as string | undefined)?.trim();
      if (value && value !== "0") ids[provider] = value;
    }
    const team = p.team?.trim();
    rows.push({ external_id: p.playerID.trim(), name: p.longName.trim(), position, team: team ? team : null, ids });
  }
  return rows;
}

export interface TeamWeekRow {
  week: number;
  provider: "tank01";
  external_id: string;
  team: string;
}

/** Who played for whom in one game: every player line of the box score with its team. */
export function boxScoreTeamRows(week: number, box: BoxScore): TeamWeekRow[] {
  return Object.entries(box.playerStats ?? {}).flatMap(([id, line]) => {
    const team = (line.teamAbv ?? line.team ?? "").trim();
    const playerId = (line.playerID ?? id).trim();
    return team && playerId ? [{ week, provider: "tank01" as const, external_id: playerId, team }] : [];
  });
}

/** "Week 12" → 12. */
export function weekOf(game: Pick<NflGame, "gameWeek">): number | null {
  const m = /(\d+)/.exec(game.gameWeek ?? "");
  return m ? Number(m[1]) : null;
}

/** The week in play: the first week with a game not yet final; the last week once all are. Null without games. */
export function currentWeekOf(schedule: NflGame[]): number | null {
  const weeks = schedule.map((g) => ({ week: weekOf(g), final: gameState(g) === "final" })).filter((g) => g.week !== null);
  if (weeks.length === 0) return null;
  const open = weeks.filter((g) => !g.final).map((g) => g.week!);
  return open.length ? Math.min(...open) : Math.max(...weeks.map((g) => g.week!));
}

/** Weeks with at least one game under way or over (their box scores exist). */
export function playedWeeks(schedule: NflGame[]): number[] {
  return [...new Set(schedule.filter((g) => gameState(g) !== "pregame").map(weekOf).filter((w): w is number => w !== null))].sort((a, b) => a - b);
}
