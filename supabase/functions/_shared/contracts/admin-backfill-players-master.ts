import { maintenanceResponseSchema } from "./player-identity.ts";
import { endpoint, noRequest } from "./endpoint.ts";

/**
 * POST /admin/backfill-players-master (spec 02 §7): no body. Canonical players from MFL's player
 * database (DETAILS=1): ids, names, positions, team defences as team entities, and the ESPN, CBS,
 * Sleeper, ... ids MFL gives.
 */
export const backfillPlayersMasterResponseSchema = maintenanceResponseSchema;

/** Takes no body (whatever comes is not read). */
export const backfillPlayersMasterEndpoint = endpoint({ method: "POST", path: "/api/admin/backfill-players-master", request: noRequest, response: backfillPlayersMasterResponseSchema });
