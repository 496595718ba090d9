import { databaseError } from "../errors.ts";
import { type BoxScore, boxScoreSchema } from "../contracts/tank01-nfl.ts";
import type { SupabaseClient } from "../supabase.ts";
import { seasonOfGame } from "./game-ids.ts";
import { weekOf } from "../player-identity/tank01-rows.ts";

/** Box scores of finished games, stored once (tank01_final_games): Tank01 is never asked for them again. */
export interface FinalGames {
  /** The stored box scores among `gameIds` (one read). */
  get(gameIds: string[]): Promise<Map<string, BoxScore>>;
  /** Stores a final box score; a second store of the same game changes nothing. */
  put(box: BoxScore): Promise<void>;
}

/** Final games this isolate has read: they never change, so each is read from the table once. */
const MEMO_LIMIT = 400;

/** `public.tank01_final_games` through the service-role client (migration 20261124141000). */
export function tableFinalGames(service: SupabaseClient): FinalGames {
  const memo = new Map<string, BoxScore>();
  return {
    async get(gameIds) {
      const out = new Map<string, BoxScore>();
      for (const id of gameIds) if (memo.has(id)) out.set(id, memo.get(id)!);
      const missing = gameIds.filter((id) => !out.has(id));
      if (missing.length === 0) return out;
      const { data, error } = await service.from("tank01_final_games").select("game_id,body").in("game_id", missing);
      if (error) throw databaseError("Reading the finished games failed", error);
      for (const row of (data ?? []) as { game_id: string; body: unknown }[]) {
        const parsed = boxScoreSchema.safeParse(row.body);
        if (!parsed.success) continue;
        out.set(row.game_id, parsed.data);
        if (memo.size >= MEMO_LIMIT) memo.clear();
        memo.set(row.game_id, parsed.data);
      }
      return out;
    },
    async put(box) {
      const { error } = await service.from("tank01_final_games").upsert(
        { game_id: box.gameID, season: seasonOfGame(box.gameID), week: weekOf(box), body: box },
        { onConflict: "game_id", ignoreDuplicates: true },
      );
      // Not stored this time: the next viewer's request stores it; the answer itself is good.
      if (error) console.warn(`Storing the final game ${box.gameID} failed: database error ${error.code || "(no code)"}`);
    },
  };
}
