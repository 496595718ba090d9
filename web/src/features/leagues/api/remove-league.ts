import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { supabase } from '@/lib/supabase';
import { supabaseError } from '@/lib/supabase-error';
import { userLeaguesKeys } from '@/lib/user-leagues';

/** Spec 01 §5, §8. */
export const MUST_BE_LOGGED_IN_TO_REMOVE = 'Must be logged in to remove leagues';
export const REMOVE_FAILED = 'Failed to remove league. Please try again.';

export function removeLeagueConfirmText(name: string): string {
  return `Remove league "${name}" from your account?`;
}

export async function removeLeague(userId: string, leagueId: string): Promise<void> {
  const { error, status } = await supabase.from('user_leagues').delete().eq('user_id', userId).eq('league_id', leagueId);
  // Spec 01 §8: whatever the database said, the user reads 'Failed to remove league. Please try again.'
  if (error) throw supabaseError(error, status, REMOVE_FAILED);
}

/** Callbacks run at the mutation level: the removed row (and its button) is gone once the list reloads. */
export function useRemoveLeague({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (leagueId: string) => {
      if (!user) throw new ApiError(MUST_BE_LOGGED_IN_TO_REMOVE, 401);
      await removeLeague(user.id, leagueId);
    },
    onSuccess,
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userLeaguesKeys.all }),
  });
}
