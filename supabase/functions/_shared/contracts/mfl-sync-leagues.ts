import { z } from "npm:zod@4.6.7";
import { yearRequestSchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";

/** POST /mfl/sync-leagues {year?}: adds or renames the caller's MFL leagues from the stored session. */
export const syncLeaguesRequestSchema = yearRequestSchema;

export const syncLeaguesResponseSchema = z.object({
  success: z.literal(true).optional(),
  existing: z.number(),
  added: z.number(),
  total: z.number(),
  warnings: z.array(z.string()).optional().default([]),
});
export type SyncLeaguesResponse = z.output<typeof syncLeaguesResponseSchema>;

export const FAILED_TO_FETCH_LEAGUES = "Failed to fetch leagues";

export const syncLeaguesEndpoint = endpoint({ method: "POST", path: "/api/mfl/sync-leagues", request: syncLeaguesRequestSchema, response: syncLeaguesResponseSchema });
