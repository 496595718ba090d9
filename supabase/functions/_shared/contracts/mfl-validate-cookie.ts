import { z } from "npm:zod@4.6.7";
import { yearRequestSchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";

/** POST /mfl/validate-cookie {year?}: whether MFL still accepts the stored session (spec 01 §8). */
export const validateCookieRequestSchema = yearRequestSchema;

/**
 * How long MFL's last acceptance of a stored session answers the check without asking MFL again,
 * for every tab and isolate of the user (the server keeps it in mfl_session_checks; the SPA caches
 * the check as long). The check can only catch a session MFL ended early (a password change, a
 * logout on MFL): any MFL read made for the user finds that at once and marks the session expired,
 * so this only bounds how long a page with no such read may still say 'Active'. Five minutes takes
 * the call off nearly every page load of a Sunday session. A constant, not a system setting: the
 * spec's settings are a fixed list and nobody has a reason to tune this; tests move the clock.
 */
export const MFL_SESSION_RECHECK_MS = 5 * 60_000;

export const validateCookieResponseSchema = z.object({
  valid: z.boolean(),
  /** False when MFL could not be asked: the session is assumed good until it answers. */
  verified: z.boolean().optional(),
  expiresAt: z.string().nullish(),
  /** When MFL last accepted the session (ISO): now, or a check less than MFL_SESSION_RECHECK_MS old. */
  checkedAt: z.string().optional(),
  reason: z.string().optional(),
  mflStatus: z.string().optional(),
});
export type ValidateCookieResponse = z.output<typeof validateCookieResponseSchema>;

export const validateCookieEndpoint = endpoint({ method: "POST", path: "/api/mfl/validate-cookie", request: validateCookieRequestSchema, response: validateCookieResponseSchema });
