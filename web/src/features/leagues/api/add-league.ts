import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { supabase } from '@/lib/supabase';
import { supabaseError } from '@/lib/supabase-error';
import { leagueIdSchema, validateLeague } from './validate-league';
import { leaguesKeys } from './leagues-keys';

/** Spec 01 §5, §8. */
export const MUST_BE_LOGGED_IN_TO_ADD = 'Must be logged in to add leagues';
/** A league added by hand while connected gets MFL's first franchise until a sync knows better. */
export const MANUAL_FRANCHISE_ID = '0001';

export const addLeagueInputSchema = z.object({
  leagueId: leagueIdSchema,
  /** Blank → the league's name from validation. */
  displayName: z.string().optional(),
});
export type AddLeagueInput = z.output<typeof addLeagueInputSchema>;

export interface NewUserLeague {
  user_id: string;
  league_id: string;
  franchise_id: string | null;
  display_name: string;
}

export async function insertUserLeague(row: NewUserLeague): Promise<void> {
  const { error, status } = await supabase.from('user_leagues').insert(row);
  if (error) throw supabaseError(error, status);
}

/**
 * Validates with MFL first, then inserts the row (the name defaults to MFL's). Callbacks run at
 * the mutation level: the first league added replaces the empty state that holds the form.
 */
export function useAddLeague({ onSuccess, onError }: { onSuccess?: (row: NewUserLeague) => void; onError?: (error: Error) => void } = {}) {
  const { user, mflCookieValid } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ leagueId, displayName }: AddLeagueInput) => {
      if (!user) throw new ApiError(MUST_BE_LOGGED_IN_TO_ADD, 401);
      const league = await validateLeague(leagueId);
      const row: NewUserLeague = {
        user_id: user.id,
        league_id: league.id,
        franchise_id: mflCookieValid ? MANUAL_FRANCHISE_ID : null,
        display_name: displayName?.trim() || league.name,
      };
      await insertUserLeague(row);
      return row;
    },
    onSuccess: async (row) => {
      onSuccess?.(row);
      await queryClient.invalidateQueries({ queryKey: leaguesKeys.all });
    },
    onError,
  });
}
