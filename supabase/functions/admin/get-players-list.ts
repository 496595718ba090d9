import type { z } from "npm:zod@4.6.7";
import type { playersListRequestSchema, PlayersListResponse } from "../_shared/contracts/admin-players-list.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import { identityRpc, type IdentityDeps } from "./identity-db.ts";

/** GET /admin/players-list: one page of canonical players, filtered and sorted in one rpc. */
export function getPlayersList(deps: IdentityDeps) {
  return async ({ caller, input }: RouteContext<z.output<typeof playersListRequestSchema>, Caller>) => {
    const page = await identityRpc<Omit<PlayersListResponse, "success">>(deps.userDb(caller.jwt), "admin_players_list", {
      p_page: input.page,
      p_page_size: input.pageSize,
      p_q: input.q ?? null,
      p_position: input.position ?? null,
      p_is_team: input.is_team ?? null,
      p_pid_provider: input.pid_provider ?? null,
      p_pid_q: input.pid_q ?? null,
      p_sort: input.sort,
      p_order: input.order,
    }, "Reading the players failed");
    return json({ success: true, rows: page.rows, total: page.total });
  };
}
