import { z } from "npm:zod@4.6.7";
import { requestText } from "./request-text.ts";
import { yearSchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";

/** The most player ids one /injuries request may name (a league's rosters fit many times over). */
export const INJURIES_MAX_IDS = 500;

/** GET /injuries?player_ids=a,b,c[&_=timestamp]: the ids are MFL player ids (digits). */
export const injuriesQuerySchema = z.object({
  player_ids: requestText({ max: INJURIES_MAX_IDS * 9 }).transform((v, ctx) => {
    const ids = [...new Set(v.split(",").map((id) => id.trim()).filter(Boolean))];
    if (ids.length === 0) ctx.addIssue({ code: "custom", message: "must name at least one player id" });
    if (ids.length > INJURIES_MAX_IDS) ctx.addIssue({ code: "custom", message: `must name at most ${INJURIES_MAX_IDS} player ids` });
    if (ids.some((id) => !/^\d{1,8}$/.test(id))) ctx.addIssue({ code: "custom", message: "must be MFL player ids (digits) separated by commas" });
    return ids;
  }),
  year: yearSchema,
});

export const injurySchema = z.object({ player_id: z.string(), status: z.string(), details: z.string() });
export type Injury = z.output<typeof injurySchema>;

/** Only the players that have a status; spec 02 §7 reads a bare array. */
export const injuriesResponseSchema = z.array(injurySchema);

export const injuriesEndpoint = endpoint({ method: "GET", path: "/api/injuries", request: injuriesQuerySchema, response: injuriesResponseSchema });
