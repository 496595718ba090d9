import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context';
import { supabase } from '@/lib/supabase';
import { userLeaguesKeys } from '@/lib/user-leagues';
import { validateLeague } from './validate-league';

/** Spec 01 §5, §8. */
export const MUST_BE_LOGGED_IN_TO_ADD = 'Must be logged in to add leagues';
export const LEAGUE_ALREADY_ADDED = 'League already added to your account';
/** A league added by hand while connected gets MFL's first franchise until a sync knows better. */
export const MANUAL_FRANCHISE_ID = '0001';

export interface AddLeagueInput {
  leagueId: string;
  /** Blank → the league's name from validation. */
  displayName?: string;
}

export interface NewUserLeague {
  user_id: string;
  league_id: string;
  franchise_id: string | null;
  display_name: string;
}

export async function insertUserLeague(row: NewUserLeague): Promise<void> {
  const { error } = await supabase.from('user_leagues').insert(row);
  if (error) throw new Error(error.code === '23505' ? LEAGUE_ALREADY_ADDED : error.message);
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
      if (!user) throw new Error(MUST_BE_LOGGED_IN_TO_ADD);
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
      await queryClient.invalidateQueries({ queryKey: userLeaguesKeys.all });
    },
    onError,
  });
}
