import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PlayoffSetting, playoffSettingSchema } from '@contracts/league-playoff-odds.ts';
import { leagueKeys } from '@/data/league/keys';
import { supabase } from '@/lib/supabase';
import { supabaseError } from '@/lib/supabase-error';

/**
 * The user's playoff setting of a league (table league_playoff_settings; RLS: their own rows, their
 * verified leagues; the table's checks refuse what the schema refuses). null: back to the default.
 */
export async function savePlayoffSetting(leagueId: string, setting: PlayoffSetting | null): Promise<void> {
  const { error, status } = setting
    ? await supabase.from('league_playoff_settings').upsert({
        league_id: leagueId,
        playoff_teams: setting.playoffTeams,
        bye_teams: setting.byes,
        updated_at: new Date().toISOString(),
      })
    : await supabase.from('league_playoff_settings').delete().eq('league_id', leagueId);
  if (error) throw supabaseError(error, status);
}

export function useSavePlayoffSetting(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (setting: PlayoffSetting | null) => savePlayoffSetting(leagueId, setting && playoffSettingSchema.parse(setting)),
    // The odds (under the standings' prefix) are computed again with the new setting.
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.standings(leagueId) }),
  });
}
