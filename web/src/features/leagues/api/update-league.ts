import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '@/lib/auth-context';
import { ApiError } from '@/lib/api-client';
import { supabase } from '@/lib/supabase';
import { supabaseError } from '@/lib/supabase-error';
import { userLeaguesKeys } from '@/lib/user-leagues';

/** Spec 01 §5. */
export const MUST_BE_LOGGED_IN_TO_UPDATE = 'Must be logged in to update leagues';
export const NAME_REQUIRED = 'Please enter a name';

/** The name is stored trimmed (updateLeague); a blank one is refused before any call. */
export const updateLeagueInputSchema = z.object({
  leagueId: z.string(),
  displayName: z.string().refine((name) => name.trim() !== '', NAME_REQUIRED),
});
export type UpdateLeagueInput = z.input<typeof updateLeagueInputSchema>;

export async function updateLeague(userId: string, { leagueId, displayName }: UpdateLeagueInput): Promise<void> {
  const { error, status } = await supabase
    .from('user_leagues')
    .update({ display_name: displayName.trim() })
    .eq('user_id', userId)
    .eq('league_id', leagueId);
  if (error) throw supabaseError(error, status);
}

export function useUpdateLeague() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateLeagueInput) => {
      if (!user) throw new ApiError(MUST_BE_LOGGED_IN_TO_UPDATE, 401);
      await updateLeague(user.id, input);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userLeaguesKeys.all }),
  });
}
