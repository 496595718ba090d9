import type { z } from "npm:zod@4.6.7";
import type { playerAliasRequestSchema } from "../_shared/contracts/admin-player-aliases.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import { identityRpc, type IdentityDeps } from "./identity-db.ts";

/** POST /admin/player-aliases adds an alias, DELETE removes it; one audit row each, by the database. */
export function writePlayerAlias(deps: IdentityDeps, mode: "add" | "remove") {
  return async ({ caller, input }: RouteContext<z.output<typeof playerAliasRequestSchema>, Caller>) => {
    const result = await identityRpc<{ player_id: number; aliases: string[] }>(
      deps.userDb(caller.jwt),
      mode === "add" ? "admin_add_player_alias" : "admin_remove_player_alias",
      { p_player_id: input.player_id, p_alias_name: input.alias_name },
      mode === "add" ? "Adding the alias failed" : "Removing the alias failed",
    );
    return json({ success: true, player_id: result.player_id, aliases: result.aliases });
  };
}
