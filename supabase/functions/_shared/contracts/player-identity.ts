import { z } from "npm:zod@4.6.7";
import { requestText } from "./request-text.ts";

// The player identity entities (spec 02 §3 Canonical player, Match candidate, Audit event) and the
// choices of spec 02 §5, shared by every /admin player identity endpoint and the admin screens.

/** Provider choices (spec 02 §5), in the order the screens offer them; espn is the default. */
export const PROVIDERS = ["mfl", "espn", "cbs", "tank01", "yahoo", "sleeper", "fantasypros"] as const;
export const DEFAULT_PROVIDER = "espn";
export const providerSchema = z.enum(PROVIDERS);
export type Provider = z.output<typeof providerSchema>;

/** Positions of a canonical player (spec 02 §5). */
export const POSITIONS = ["QB", "RB", "WR", "TE", "PK", "DST"] as const;
export const positionSchema = z.enum(POSITIONS);

/** Match candidate status (spec 02 §4). */
export const CANDIDATE_STATUSES = ["pending", "accepted", "rejected", "created_new"] as const;
export const candidateStatusSchema = z.enum(CANDIDATE_STATUSES);

/** A database id as the query string carries it. */
export const playerIdSchema = z.coerce.number().int().min(1);

/** A name or alias: trimmed, not empty (spec 02 §5: "Adding an alias needs non-empty text"). */
export const nameSchema = requestText({ max: 200 }).min(1);
/** A provider's id: trimmed, not empty (spec 02 §5: "Adding a provider ID needs a non-empty external ID"). */
export const externalIdSchema = requestText({ max: 100 }).min(1);

export const canonicalPlayerSchema = z.object({
  player_id: z.number().int(),
  canonical_name: z.string(),
  primary_position: positionSchema,
  is_team_entity: z.boolean(),
  nfl_team: z.string().nullable(),
  /** provider → external id (one per provider). */
  provider_ids: z.partialRecord(providerSchema, z.string()),
});
export type CanonicalPlayer = z.output<typeof canonicalPlayerSchema>;

export const matchCandidateSchema = z.object({
  id: z.number().int(),
  source_provider: providerSchema,
  source_external_id: z.string(),
  display_name: z.string(),
  /** What the source says: team, position, its other ids. */
  payload: z.object({
    team: z.string().nullish(),
    position: z.string().nullish(),
    pos: z.string().nullish(),
    ids: z.record(z.string(), z.string()).nullish(),
  }).loose(),
  score: z.number().nullable(),
  candidate_player_id: z.number().int().nullable(),
  candidate_name: z.string().nullable(),
  status: candidateStatusSchema,
  resolved_player_id: z.number().int().nullable(),
  created_at: z.string().optional(),
  decided_at: z.string().nullable().optional(),
});
export type MatchCandidate = z.output<typeof matchCandidateSchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The admin's user id, or 'system'. */
  actor_user_id: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEvent = z.output<typeof auditEventSchema>;

/** Query booleans as the screens send them. */
export const queryBoolean = z.enum(["true", "false"]).transform((v) => v === "true");
/** An empty query value counts as absent. */
export function optionalQuery<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
}

/** One page of a list (spec 02 §9: admin players and inbox 50 a page). */
export const PAGE_SIZE = 50;
export const pageSchema = optionalQuery(z.coerce.number().int().min(1).max(100000)).default(1);
export const pageSizeSchema = optionalQuery(z.coerce.number().int().min(1).max(200)).default(PAGE_SIZE);
export const orderSchema = optionalQuery(z.enum(["asc", "desc"]));

/** What a write answers besides its own fields. */
export const successSchema = z.literal(true);

/** What a maintenance call answers, as a sync does (spec 02 §7 Sync calls): success, message, stats. */
export const maintenanceResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  stats: z.record(z.string(), z.unknown()),
});
