import { z } from 'zod';
import { api } from '@/lib/api-client';

export const LEAGUE_NOT_FOUND = 'League not found';

export const leagueIdSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a league ID')
  .regex(/^\d+$/, 'A league ID has digits only, e.g. 61408')
  .max(10, 'A league ID has at most 10 digits');

const validateLeagueResponseSchema = z.object({
  success: z.boolean().optional(),
  valid: z.boolean().optional(),
  league: z.object({ id: z.coerce.string().optional(), name: z.string().nullish() }).passthrough().nullish(),
  error: z.string().optional(),
});

export interface ValidatedLeague {
  id: string;
  name: string;
}

/**
 * POST /api/mfl/validate {leagueId} (spec 01 §5): the answer must say success and valid, else
 * 'League not found' or the server's error text (the API client carries the latter).
 */
export async function validateLeague(leagueId: string): Promise<ValidatedLeague> {
  const id = leagueIdSchema.parse(leagueId);
  const body = validateLeagueResponseSchema.safeParse(await api.post<unknown>('/api/mfl/validate', { leagueId: id }));
  if (!body.success || body.data.success !== true || body.data.valid !== true) {
    throw new Error((body.success && body.data.error) || LEAGUE_NOT_FOUND);
  }
  return { id: body.data.league?.id || id, name: body.data.league?.name?.trim() || `League ${id}` };
}
