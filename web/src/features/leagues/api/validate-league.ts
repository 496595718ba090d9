import { z } from 'zod';
import { LEAGUE_ID_MAX_DIGITS, leagueIdSchema as contractLeagueIdSchema } from '@contracts/league-input.ts';
import { LEAGUE_NOT_FOUND, validateLeagueEndpoint } from '@contracts/mfl-validate.ts';
import { api, unexpectedAnswerAs } from '@/lib/api-client';

/** The Add League field: the server's league id rule (the contract), its problems worded for the form. */
export const leagueIdSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a league ID')
  .superRefine((value, ctx) => {
    const checked = contractLeagueIdSchema.safeParse(value);
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: leagueIdProblem(issue) });
  });

function leagueIdProblem(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small') return 'Please enter a league ID';
  if (issue.code === 'too_big') return `A league ID has at most ${LEAGUE_ID_MAX_DIGITS} digits`;
  return 'A league ID has digits only, e.g. 61408';
}

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
  const body = await unexpectedAnswerAs(LEAGUE_NOT_FOUND, api.call(validateLeagueEndpoint, { leagueId: id }));
  if (body.success !== true || body.valid !== true) throw new Error(body.error || LEAGUE_NOT_FOUND);
  return { id: body.league?.id || id, name: body.league?.name?.trim() || `League ${id}` };
}
