import { z } from "npm:zod@4.6.7";
import { endpoint, noRequest } from "./endpoint.ts";

// GET /tank01/usage (admins): the Tank01 calls this deployment made today (UTC) against the daily
// call budget (system setting tank01_daily_call_budget). Tank01 bills per call.

export const tank01UsageResponseSchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  day: z.string(),
  calls: z.number().int().min(0),
  budget: z.number().int().min(1),
  remaining: z.number().int().min(0),
  /** Whether TANK01_API_KEY is set: without it no call is made and every feed answers 503. */
  configured: z.boolean(),
});
export type Tank01Usage = z.output<typeof tank01UsageResponseSchema>;

export const tank01UsageEndpoint = endpoint({ method: "GET", path: "/api/tank01/usage", request: noRequest, response: tank01UsageResponseSchema });
