import { isScoringPlay, kickoffMs, newestItems, statPosition } from "../contracts/live-feed-rules.ts";
import type { MyFeedItem, MyFeedPlayerStats, MyFeedResponse, RosterAdminMeta } from "../contracts/tank01-my-feed.ts";
import type { BoxScore, Play } from "../contracts/tank01-nfl.ts";
import { databaseError } from "../errors.ts";
import type { SupabaseClient } from "../supabase.ts";
import type { WeekOf } from "./queries.ts";

/**
 * One row of public.my_feed_roster: a player on the caller's franchise in one verified league (no
 * player: no roster stored), with his Tank01 id from the player identity tables (null: not linked).
 */
export interface RosterRow {
  league_id: string;
  franchise_id: string | null;
  league_name: string;
  player_id: string | null;
  full_name: string | null;
  position: string | null;
  nfl_team: string | null;
  tank01_id: string | null;
}

/** The caller's rosters with their Tank01 links (one round trip). */
export type RosterSource = (season: number) => Promise<RosterRow[]>;

/** `public.my_feed_roster` through a client carrying the caller's JWT (migration 20261124142000). */
export function rosterSource(client: SupabaseClient): RosterSource {
  return async (season) => {
    const { data, error } = await client.rpc("my_feed_roster", { p_year: season });
    if (error) throw databaseError("Reading your rosters failed", error);
    return (data ?? []) as RosterRow[];
  };
}

/** MFL's team codes where Tank01's differ (reference live-data-api §2): a team defence is found by its team. */
const MFL_TO_TANK01_TEAM: Record<string, string> = {
  KCC: "KC", GBP: "GB", NEP: "NE", NOS: "NO", SFO: "SF", TBB: "TB", LVR: "LV", JAC: "JAX", WAS: "WSH",
};
export function tank01Team(mflTeam: string): string {
  return MFL_TO_TANK01_TEAM[mflTeam] ?? mflTeam;
}

interface RosteredPlayer {
  mflId: string;
  name: string;
  position: string;
  mflTeam: string | null;
  tank01Id: string | null;
  leagues: string[];
}

export interface MyFeedInput {
  week: WeekOf;
  rows: RosterRow[];
  /** Box scores of the week's games that have kicked off (live or final). */
  games: BoxScore[];
}

/**
 * Items and stat lines of the caller's rostered players (spec 02 §3 My feed): each play whose
 * per-play stats (or tank01PlayerIds) name a rostered player's Tank01 id, newest first, the 25
 * newest; each rostered player's line in his game. Players reach Tank01 only through the rows'
 * `tank01_id` (the identity tables): one without a link is never shown, under any name; he is counted. Team
 * defences are matched by their NFL team (Tank01 lists no defence players).
 */
export function buildMyFeed(input: MyFeedInput): Omit<MyFeedResponse, "meta"> & { admin: RosterAdminMeta } {
  const players = rostered(input.rows);
  const byTank01 = new Map<string, RosteredPlayer>();
  const defences = new Map<string, RosteredPlayer>();
  const unmapped: RosterAdminMeta["unmapped"] = [];
  for (const p of players.values()) {
    if (statPosition(p.position) === "DEF") {
      if (p.mflTeam) defences.set(tank01Team(p.mflTeam), p);
      continue;
    }
    const id = p.tank01Id;
    if (id) byTank01.set(id, p);
    else unmapped.push({ mfl_player_id: p.mflId, name: p.name || null });
  }

  const items: (MyFeedItem & { seq: number })[] = [];
  const stats: MyFeedPlayerStats[] = [];
  const playing = new Set<string>();
  for (const game of input.games) {
    const kickoff = kickoffMs(game);
    (game.allPlayByPlay ?? []).forEach((play, index) => {
      for (const id of playerIdsOf(play)) {
        const p = byTank01.get(id);
        if (!p) continue;
        items.push({
          play_text: play.play,
          ts: playTime(kickoff, play),
          player_name: p.name,
          team: teamOf(game, id) ?? "",
          pos: p.position,
          away: game.away,
          home: game.home,
          period: play.playPeriod ?? "",
          clock: play.playClock ?? "",
          gameID: game.gameID,
          mfl_player_id: p.mflId,
          leagues: p.leagues,
          scoring: isScoringPlay(play.play),
          seq: index,
        });
      }
    });
    for (const [id, line] of Object.entries(game.playerStats ?? {})) {
      const p = byTank01.get(id);
      if (!p) continue;
      playing.add(p.mflId);
      const groups = line as Record<string, unknown>;
      stats.push({
        player_name: p.name,
        pos: statPosition(p.position) ?? p.position,
        team: line.team ?? line.teamAbv ?? "",
        mfl_player_id: p.mflId,
        leagues: p.leagues,
        gameID: game.gameID,
        ...group("passing", groups.Passing),
        ...group("rushing", groups.Rushing),
        ...group("receiving", groups.Receiving),
        ...group("kicking", groups.Kicking),
        ...group("defense", groups.Defense),
      });
    }
    for (const side of ["away", "home"] as const) {
      const team = side === "away" ? game.away : game.home;
      const p = defences.get(team);
      const dst = game.DST?.[side];
      if (!p || !dst) continue;
      playing.add(p.mflId);
      const { teamAbv: _abv, teamID: _id, ...defense } = dst as Record<string, unknown>;
      stats.push({ player_name: p.name, pos: "DEF", team, mfl_player_id: p.mflId, leagues: p.leagues, gameID: game.gameID, ...group("defense", defense) });
    }
  }

  const newest = newestItems(items).map(({ seq: _seq, ...item }) => item);
  const rosterKeys = [...new Set(input.rows.map((r) => `${r.league_id}:${r.franchise_id ?? "-"}`))];
  return {
    items: newest,
    player_stats: stats,
    admin: {
      counts: {
        leagues: new Set(input.rows.map((r) => r.league_id)).size,
        rostered: players.size,
        mapped: byTank01.size + defences.size,
        unmapped: unmapped.length,
        playing: playing.size,
        items: items.length,
      },
      roster_keys: rosterKeys,
      player_leagues: Object.fromEntries([...players.values()].map((p) => [p.mflId, p.leagues])),
      unmapped,
    },
  };
}

/** One entry per MFL player, with every league (by name) whose roster of the caller holds him. */
function rostered(rows: RosterRow[]): Map<string, RosteredPlayer> {
  const out = new Map<string, RosteredPlayer>();
  for (const row of rows) {
    if (!row.player_id) continue;
    const known = out.get(row.player_id);
    if (known) {
      if (!known.leagues.includes(row.league_name)) known.leagues.push(row.league_name);
      continue;
    }
    out.set(row.player_id, {
      mflId: row.player_id,
      name: row.full_name ?? "",
      position: row.position ?? "",
      mflTeam: row.nfl_team,
      tank01Id: row.tank01_id,
      leagues: [row.league_name],
    });
  }
  return out;
}

/** The Tank01 ids a play names: its per-play stat entries, and `tank01PlayerIds` where Tank01 gives them. */
export function playerIdsOf(play: Play): string[] {
  return [...new Set([...Object.keys(play.playerStats ?? {}), ...(play.tank01PlayerIds ?? [])])];
}

function teamOf(game: BoxScore, tank01Id: string): string | null {
  const line = game.playerStats?.[tank01Id];
  return line?.team ?? line?.teamAbv ?? null;
}

/** A stat group as strings (Tank01 sends strings; a number is read as its text), or nothing when absent. */
function group(name: string, value: unknown): Record<string, Record<string, string>> {
  if (!value || typeof value !== "object") return {};
  return { [name]: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v ?? "")])) };
}

/** A game second is about 3.1 s of wall time, and halftime about 11 minutes: an NFL game runs ≈ 3 h 15 min. */
const WALL_PER_GAME_SECOND = 3.1;
const HALFTIME_MS = 11 * 60_000;

/**
 * When a play happened (epoch ms): Tank01's plays carry the game clock, not the time, so the time
 * is kickoff plus the game time elapsed at the snap, as a game runs. Plays of one game keep their
 * order whatever the estimate; across games it orders the feed newest first.
 */
export function playTime(kickoff: number | null, play: Pick<Play, "playPeriod" | "playClock">): number {
  const period = /^Q(\d)$/i.exec(play.playPeriod ?? "")?.[1];
  const quarter = period ? Number(period) : /^OT/i.test(play.playPeriod ?? "") ? 5 : 1;
  const [m, s] = (play.playClock ?? "15:00").split(":").map(Number);
  const left = Number.isFinite(m) && Number.isFinite(s) ? m * 60 + s : 900;
  const elapsed = (quarter - 1) * 900 + Math.max(0, 900 - left);
  return (kickoff ?? 0) + Math.round(elapsed * WALL_PER_GAME_SECOND * 1000) + (elapsed >= 1800 ? HALFTIME_MS : 0);
}
