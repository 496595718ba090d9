import type { z } from "npm:zod@4.6.7";
import type { playerIdentifierRequestSchema } from "../_shared/contracts/admin-player-identifiers.ts";
import type { CanonicalPlayer } from "../_shared/contracts/player-identity.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import { identityRpc, type IdentityDeps } from "./identity-db.ts";

/**
 * POST /admin/player-identifiers links a provider id (409 naming the player that already holds it),
 * DELETE unlinks it (404 when the player has no such id). One audit row each, by the database.
 */
export function writePlayerIdentifier(deps: IdentityDeps, mode: "add" | "remove") {
  return async ({ caller, input }: RouteContext<z.output<typeof playerIdentifierRequestSchema>, Caller>) => {
    const player = await identityRpc<CanonicalPlayer>(
      deps.userDb(caller.jwt),
      mode === "add" ? "admin_add_player_identifier" : "admin_remove_player_identifier",
      { p_player_id: input.player_id, p_provider: input.provider, p_external_id: input.external_id },
      mode === "add" ? "Adding the id failed" : "Removing the id failed",
    );
    return json({ success: true, player });
  };
}
