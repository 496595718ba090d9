import type { LineupRosterPlayer } from "../contracts/mfl-lineup.ts";
import { databaseError } from "../errors.ts";
import { gameStarted } from "../mfl/nfl-schedule.ts";
import type { SupabaseClient } from "../supabase.ts";

// Players as the lineup screens, the lineup check and its alerts show them: MFL's roster entries
// with the stored reference data (names and positions, injuries, bye weeks, the week's opponents)
// and each one's lock, judged by the league host's clock.

interface OpponentRow {
  team: string;
  opponent: string;
  is_home: boolean;
  kickoff_time: string | null;
  spread: number | string | null;
  opponent_rush_defense_rank: number | null;
  opponent_pass_defense_rank: number | null;
  game_status: string;
}

/** One roster entry as the lineup screens show it (name, team, injury, bye, opponent, lock). */
export type ShowPlayer = (entry: { id: string; status: string }) => LineupRosterPlayer;

export interface PlayerDetailsDeps {
  db: SupabaseClient;
  /** The league host's clock (epoch ms). */
  hostNow(): Promise<number>;
}

/**
 * The stored reference data of these players for a week, read once however many rosters they come
 * from (the lineup check reads every league's at once): names and positions, injuries, bye weeks,
 * the week's opponents, and the league host's clock the locks are judged by.
 */
export async function storedPlayerDetails(deps: PlayerDetailsDeps, year: number, week: number, ids: string[]): Promise<{ asOf: string; player: ShowPlayer }> {
  const db = deps.db;
  const [players, injuries, byes, opponents, hostNow] = await Promise.all([
    rows<{ player_id: string; full_name: string; position: string; nfl_team: string }>(
      db.from("nfl_players").select("player_id,full_name,position,nfl_team").eq("year", year).in("player_id", ids),
    ),
    rows<{ player_id: string; status: string; details: string }>(
      db.from("player_injuries").select("player_id,status,details").eq("year", year).in("player_id", ids),
    ),
    rows<{ nfl_team: string; bye_week: number }>(db.from("nfl_bye_weeks").select("nfl_team,bye_week").eq("year", year)),
    rows<OpponentRow>(db.rpc("get_week_opponent_info", { p_year: year, p_week: week })),
    deps.hostNow(),
  ]);
  const player = new Map(players.map((p) => [p.player_id, p]));
  const injury = new Map(injuries.map((i) => [i.player_id, i]));
  const bye = new Map(byes.map((b) => [b.nfl_team, b.bye_week]));
  const opponent = new Map(opponents.map((o) => [o.team, o]));
  return {
    asOf: new Date(hostNow).toISOString(),
    player: (entry) => {
      const p = player.get(entry.id);
      const team = p?.nfl_team ?? "";
      const game = opponent.get(team);
      const hurt = injury.get(entry.id);
      return {
        id: entry.id,
        name: p?.full_name ?? `Player ${entry.id}`,
        position: p?.position ?? "",
        team,
        status: entry.status,
        injury: hurt ? { status: hurt.status, details: hurt.details } : null,
        bye_week: bye.get(team) ?? null,
        opponent: game
          ? {
            opponent: game.opponent,
            is_home: game.is_home,
            kickoff_time: game.kickoff_time,
            spread: game.spread === null ? null : Number(game.spread),
            opponent_rush_defense_rank: game.opponent_rush_defense_rank,
            opponent_pass_defense_rank: game.opponent_pass_defense_rank,
            game_status: game.game_status,
          }
          : null,
        // Reference §5.12: kicked off by the host's clock, or shown under way by MFL.
        locked: !!game && gameStarted(game.kickoff_time ? Date.parse(game.kickoff_time) : null, game.game_status, hostNow),
      };
    },
  };
}

async function rows<T>(query: PromiseLike<{ data: unknown; error: { code?: string; message?: string } | null }>): Promise<T[]> {
  const { data, error } = await query;
  if (error) throw databaseError("Reading the lineup data failed", error);
  return (data ?? []) as T[];
}
