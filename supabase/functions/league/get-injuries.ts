import type { z } from "npm:zod@4.6.7";
import type { injuriesQuerySchema } from "../_shared/contracts/injuries.ts";
import type { Injury } from "../_shared/contracts/injuries.ts";
import { databaseError } from "../_shared/errors.ts";
import { seasonOr } from "../_shared/league-input.ts";
import type { ReferenceRefresher } from "../_shared/league-data/reference-data.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { SupabaseClient } from "../_shared/supabase.ts";

export interface InjuriesDeps {
  reference: ReferenceRefresher;
  /** The caller's client (any signed-in user reads the injury report). */
  client(jwt: string): SupabaseClient;
}

/**
 * GET /injuries?player_ids=a,b,c: the named players that have an injury status, from the shared
 * injury report (refreshed from MFL when older than its TTL; a failed refresh serves the last copy).
 */
export function getInjuries(deps: InjuriesDeps) {
  return async ({ caller, input, now }: UserRouteContext<z.output<typeof injuriesQuerySchema>>) => {
    const year = seasonOr(input.year, now);
    await deps.reference.ensure(["injuries"], year, { cookie: "", userId: caller.userId, priority: "interactive" });
    const { data, error } = await deps.client(caller.jwt).from("player_injuries").select("player_id,status,details")
      .eq("year", year).in("player_id", input.player_ids).order("player_id");
    if (error) throw databaseError("Reading the injury report failed", error);
    return json((data ?? []) as Injury[]);
  };
}
