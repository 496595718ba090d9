import { z } from "npm:zod@4.6.7";
import { leagueIdSchema, yearSchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";

// POST /mfl/live-scoring (spec 01 §7): MFL's liveScoring of a league and week as MFL's own XML, for
// clients that read MFL's document. Answered from the same shared copy as GET /mfl/scoring: no MFL
// call of its own per viewer. The spec's `cookie` may be sent and is ignored: the server holds the
// caller's MFL session.

export const liveScoringRequestSchema = z.object({
  leagueId: leagueIdSchema,
  /** The NFL week in progress when omitted; the answer names it. */
  week: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number().int().min(1).max(22).optional()),
  year: yearSchema,
});

export const liveScoringResponseSchema = z.object({
  success: z.literal(true),
  week: z.number().int(),
  /** `<liveScoring week=".."><matchup><franchise id=".." score=".." ...><players><player .../></players></franchise></matchup></liveScoring>` */
  xmlResponse: z.string(),
  updatedAt: z.string(),
  stale: z.boolean(),
});

export const liveScoringEndpoint = endpoint({ method: "POST", path: "/api/mfl/live-scoring", request: liveScoringRequestSchema, response: liveScoringResponseSchema });
