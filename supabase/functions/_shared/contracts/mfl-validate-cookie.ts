import { z } from "npm:zod@4.6.7";
import { yearRequestSchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";

/** POST /mfl/validate-cookie {year?}: whether MFL still accepts the stored session (spec 01 §8). */
export const validateCookieRequestSchema = yearRequestSchema;

export const validateCookieResponseSchema = z.object({
  valid: z.boolean(),
  /** False when MFL could not be asked: the session is assumed good until it answers. */
  verified: z.boolean().optional(),
  expiresAt: z.string().nullish(),
  reason: z.string().optional(),
  mflStatus: z.string().optional(),
});
export type ValidateCookieResponse = z.output<typeof validateCookieResponseSchema>;

export const validateCookieEndpoint = endpoint({ method: "POST", path: "/api/mfl/validate-cookie", request: validateCookieRequestSchema, response: validateCookieResponseSchema });
