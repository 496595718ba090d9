import type { z } from "npm:zod@4.6.7";
import type { playerDetailRequestSchema } from "../_shared/contracts/admin-player-detail.ts";
import type { CanonicalPlayer } from "../_shared/contracts/player-identity.ts";
import { AppError } from "../_shared/errors.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import { identityRpc, identitySelect, type IdentityDeps } from "./identity-db.ts";

/** GET /admin/player-detail?player_id=: the player with its identifiers and aliases. */
export function getPlayerDetail(deps: IdentityDeps) {
  return async ({ caller, input }: RouteContext<z.output<typeof playerDetailRequestSchema>, Caller>) => {
    const db = deps.userDb(caller.jwt);
    const [player, identifiers, aliases] = await Promise.all([
      identityRpc<CanonicalPlayer | null>(db, "admin_player", { p_player_id: input.player_id }, "Reading the player failed"),
      identitySelect<unknown[]>(
        db.from("player_identifiers").select("provider,external_id,source,created_at").eq("player_id", input.player_id).order("provider"),
        "Reading the player's ids failed",
      ),
      identitySelect<unknown[]>(
        db.from("player_aliases").select("alias_name,normalized_name").eq("player_id", input.player_id).order("alias_name"),
        "Reading the player's aliases failed",
      ),
    ]);
    if (!player) throw new AppError("not_found", `Player not found: ${input.player_id}`);
    return json({ success: true, player, identifiers, aliases });
  };
}
