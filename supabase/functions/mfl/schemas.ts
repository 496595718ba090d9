import { z } from "npm:zod@4.6.7";
import { AppError } from "../_shared/errors.ts";
import { parseWith } from "../_shared/input.ts";
import { currentSeason } from "../_shared/mfl/season.ts";

// Request schemas of the mfl function. Objects are not strict on purpose: the spec's clients still
// send `cookie`, which is ignored (the cookie is resolved server-side from the caller's profile).

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** Season year, e.g. 2026; omitted → the current season (January and February → previous year). */
export const ZYear = z.preprocess(blankToUndefined, z.coerce.number().int().min(1999).max(2100).optional());

export const ZYearRequest = z.object({ year: ZYear });
export type TYearRequest = z.output<typeof ZYearRequest>;

export const ZLoginRequest = z.object({
  username: z.string().max(100).optional(),
  password: z.string().max(200).optional(),
  year: ZYear,
});
export type TLoginRequest = z.output<typeof ZLoginRequest>;

export const ZValidateLeagueRequest = z.object({
  leagueId: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : v),
    z.string().min(1).max(12).regex(/^\d*$/, "must be an MFL league ID (digits only)"),
  ),
  year: ZYear,
});
export type TValidateLeagueRequest = z.output<typeof ZValidateLeagueRequest>;

export const LOGIN_FIELDS_REQUIRED = "Please enter both MFL username and password";

/** An optional JSON body: empty means `{}`; otherwise it must be JSON and match the schema. */
export async function parseOptionalJson<T extends z.ZodType>(req: Request, schema: T): Promise<z.output<T>> {
  const text = await req.text();
  if (text.trim() === "") return parseWith(schema, {});
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Invalid request: body must be valid JSON");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new AppError("bad_request", "Invalid request: body must be a JSON object");
  }
  return parseWith(schema, body);
}

export function seasonOf(year: number | undefined, now: number): number {
  return year ?? currentSeason(now);
}
