import { queryOptions } from '@tanstack/react-query';
import type { AlertKind } from '@contracts/alerts.ts';
import { supabase } from '@/lib/supabase';
import { supabaseError } from '@/lib/supabase-error';

/**
 * The user's alert rows, read and written through the REST API under RLS (migration
 * 20261128090000_push_alerts): per league, each kind on or off (no row: no alerts of that league),
 * and one row of quiet hours in the browser's time zone.
 */
export interface AlertPreference {
  league_id: string;
  lineup: boolean;
  close_matchup: boolean;
  touchdown: boolean;
}
export interface AlertSettings {
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string;
}

export const alertKeys = {
  all: ['alerts'] as const,
  preferences: (userId: string) => ['alerts', 'preferences', userId] as const,
  settings: (userId: string) => ['alerts', 'settings', userId] as const,
};

export function alertPreferencesQuery(userId: string) {
  return queryOptions({
    queryKey: alertKeys.preferences(userId),
    queryFn: async (): Promise<AlertPreference[]> => {
      const { data, error, status } = await supabase.from('alert_preferences').select('league_id, lineup, close_matchup, touchdown').eq('user_id', userId);
      if (error) throw supabaseError(error, status);
      return (data ?? []) as AlertPreference[];
    },
  });
}

export function alertSettingsQuery(userId: string) {
  return queryOptions({
    queryKey: alertKeys.settings(userId),
    queryFn: async (): Promise<AlertSettings | null> => {
      const { data, error, status } = await supabase.from('alert_settings').select('quiet_start, quiet_end, time_zone').eq('user_id', userId);
      if (error) throw supabaseError(error, status);
      return ((data ?? [])[0] as AlertSettings | undefined) ?? null;
    },
  });
}

/** Turns one kind on or off for a league (the row is made with the others at their defaults). */
export async function setAlertKind(userId: string, current: AlertPreference | undefined, leagueId: string, kind: AlertKind, on: boolean): Promise<void> {
  const row = { ...(current ?? { lineup: true, close_matchup: true, touchdown: false }), league_id: leagueId, [kind]: on };
  const { error, status } = current
    ? await supabase.from('alert_preferences').update({ [kind]: on }).eq('user_id', userId).eq('league_id', leagueId)
    : await supabase.from('alert_preferences').insert({ user_id: userId, ...row });
  if (error) throw supabaseError(error, status);
}

/** Quiet hours ('HH:MM' each, or both null for none) in the browser's time zone. */
export async function saveQuietHours(userId: string, exists: boolean, quiet: { start: string | null; end: string | null }): Promise<void> {
  const values = { quiet_start: quiet.start, quiet_end: quiet.end, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' };
  const { error, status } = exists
    ? await supabase.from('alert_settings').update(values).eq('user_id', userId)
    : await supabase.from('alert_settings').insert({ user_id: userId, ...values });
  if (error) throw supabaseError(error, status);
}
