import type { LineupRosterPlayer } from "../contracts/mfl-lineup.ts";
import { databaseError } from "../errors.ts";
import { gameStarted } from "../mfl/nfl-schedule.ts";
import type { SupabaseClient } from "../supabase.ts";

// Players as the lineup screens, the lineup check and its alerts show them: MFL's roster entries
// with the stored reference data (names and positions, injuries, bye weeks, the week's opponents)
// and each one's lock, judged by the league host's clock.

/** One player as roster_player_details answers (migration 20261202100000): nulls for what is not stored. */
interface DetailRow {
  id: string;
  full_name: string | null;
  position: string | null;
  nfl_team: string | null;
  injury: { status: string; details: string } | null;
  bye_week: number | null;
  opponent: {
    opponent: string;
    is_home: boolean;
    kickoff_time: string | null;
    spread: number | string | null;
    opponent_rush_defense_rank: number | null;
    opponent_pass_defense_rank: number | null;
    game_status: string;
  } | null;
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
  const [details, hostNow] = await Promise.all([
    deps.db.rpc("roster_player_details", { p_year: year, p_week: week, p_ids: [...new Set(ids)] }),
    deps.hostNow(),
  ]);
  if (details.error) throw databaseError("Reading the lineup data failed", details.error);
  const stored = new Map(((details.data ?? []) as DetailRow[]).map((row) => [row.id, row]));
  return {
    asOf: new Date(hostNow).toISOString(),
    player: (entry) => {
      const p = stored.get(entry.id);
      const team = p?.nfl_team ?? "";
      const game = p?.opponent ?? null;
      return {
        id: entry.id,
        name: p?.full_name ?? `Player ${entry.id}`,
        position: p?.position ?? "",
        team,
        status: entry.status,
        injury: p?.injury ?? null,
        bye_week: p?.bye_week ?? null,
        opponent: game ? { ...game, spread: game.spread === null ? null : Number(game.spread) } : null,
        // Reference §5.12: kicked off by the host's clock, or shown under way by MFL.
        locked: !!game && gameStarted(game.kickoff_time ? Date.parse(game.kickoff_time) : null, game.game_status, hostNow),
      };
    },
  };
}
