import { z } from "npm:zod@4.6.7";
import { yearRequestSchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";

/**
 * GET /mfl/current-week?year=: the NFL week in progress, `stale` when it is the last week MFL named;
 * week 1 with `fallback` and the reason when MFL cannot say (spec 01 §8), with `retryAfterSec`
 * (and Retry-After) when it says when to ask again.
 */
export const currentWeekRequestSchema = yearRequestSchema;

export const FALLBACK_WEEK = 1;

export const currentWeekResponseSchema = z.object({
  currentWeek: z.coerce.number().int().min(1),
  year: z.number().int().optional(),
  fallback: z.boolean().optional(),
  reason: z.string().optional(),
  retryAfterSec: z.number().int().optional(),
  stale: z.boolean().optional(),
});
export type CurrentWeekResponse = z.output<typeof currentWeekResponseSchema>;

export const currentWeekEndpoint = endpoint({ method: "GET", path: "/api/mfl/current-week", request: currentWeekRequestSchema, response: currentWeekResponseSchema });
