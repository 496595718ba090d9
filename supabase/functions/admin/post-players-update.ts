import type { z } from "npm:zod@4.6.7";
import type { playersUpdateRequestSchema } from "../_shared/contracts/admin-players-update.ts";
import type { CanonicalPlayer } from "../_shared/contracts/player-identity.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import { identityRpc, type IdentityDeps } from "./identity-db.ts";

/** POST /admin/players-update: name, position, team-entity flag; audited by the database. */
export function postPlayersUpdate(deps: IdentityDeps) {
  return async ({ caller, input }: RouteContext<z.output<typeof playersUpdateRequestSchema>, Caller>) => {
    const player = await identityRpc<CanonicalPlayer>(deps.userDb(caller.jwt), "admin_update_player", {
      p_player_id: input.player_id,
      p_canonical_name: input.canonical_name,
      p_primary_position: input.primary_position,
      p_is_team_entity: input.is_team_entity,
    }, "Saving the player failed");
    return json({ success: true, player });
  };
}
