import { z } from "npm:zod@4.6.7";
import { yearRequestSchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";

/** GET /mfl/leagues?year=: the caller's MFL leagues as MFL's myleagues lists them. */
export const mflLeaguesRequestSchema = yearRequestSchema;

export const mflLeaguesResponseSchema = z.object({
  success: z.literal(true),
  year: z.number().int(),
  leagues: z.array(z.object({
    league_id: z.string(),
    franchise_id: z.string().nullable(),
    name: z.string(),
    franchise_name: z.string().nullable(),
    url: z.string().nullable(),
  })),
  stale: z.boolean().optional(),
  fetchedAt: z.string().optional(),
});

export const mflLeaguesEndpoint = endpoint({ method: "GET", path: "/api/mfl/leagues", request: mflLeaguesRequestSchema, response: mflLeaguesResponseSchema });
